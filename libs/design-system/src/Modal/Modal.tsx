import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { CloseIcon } from '../icons/CloseIcon.tsx';
import * as styles from './Modal.css.ts';

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
  // Our modals open from many places (links, buttons, code), not from a Radix Trigger, so Radix
  // has nothing to return focus to: remember what had focus and return there on close.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={size === 'wide' ? `${styles.content} ${styles.wide}` : styles.content}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
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
