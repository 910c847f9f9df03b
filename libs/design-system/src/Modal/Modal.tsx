import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from '../icons/CloseIcon.tsx';
import * as styles from './Modal.css.ts';
import { useReturnFocus } from './useReturnFocus.ts';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Short text read with the title when the dialog opens. */
  description?: string;
  closeLabel: string;
  /** Buttons row at the bottom (e.g. Continue). */
  actions?: ReactNode;
  size?: 'standard' | 'wide';
  children?: ReactNode;
}

/**
 * Every modal of the portal. Radix Dialog gives the focus trap, Escape, focus return, `aria-modal`
 * and the page scroll lock; the portal never hand-rolls those.
 */
export function Modal({ open, onOpenChange, title, description, closeLabel, actions, size = 'standard', children }: ModalProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={size === 'wide' ? `${styles.content} ${styles.wide}` : styles.content}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...returnFocus}
        >
          <div className={styles.headerRow}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={closeLabel}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
          {children}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
