import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from '../icons/CloseIcon.tsx';
import { useReturnFocus } from '../Modal/useReturnFocus.ts';
import { iconButton } from './MenuButton.css.ts';
import * as styles from './SlideOutMenu.css.ts';

export interface SlideOutMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The panel's id: the menu button points at it with `aria-controls`. */
  id: string;
  /** The dialog's title, e.g. "Welcome Alex". */
  title: string;
  closeLabel: string;
  /** Name of the navigation landmark inside, e.g. "Main menu". */
  navLabel: string;
  /**
   * Called as the panel closes, before focus goes back to what opened it. `preventDefault()` keeps
   * focus where it is, e.g. when an item navigated and the new page takes focus itself.
   */
  onCloseAutoFocus?: (event: Event) => void;
  /** `SlideOutMenuGroup`s, split by `SlideOutMenuSeparator`. */
  children: ReactNode;
}

/**
 * The signed-in slide-out menu (spec: prescription-experience §2 Slide-out menu): a modal panel from
 * the right. Radix Dialog traps Tab inside, closes on Escape and on a press outside, hides the page
 * from assistive technology and locks its scroll; the panel slides in over 0.25 s unless the patient
 * asks for reduced motion.
 */
export function SlideOutMenu({ open, onOpenChange, id, title, closeLabel, navLabel, onCloseAutoFocus, children }: SlideOutMenuProps) {
  // The menu button lives in the page header, not in a Radix Trigger.
  const returnFocus = useReturnFocus(onCloseAutoFocus);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          id={id}
          className={styles.panel}
          aria-describedby={undefined}
          {...returnFocus}
        >
          <div className={styles.headerRow}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={iconButton} aria-label={closeLabel}>
              <CloseIcon size={24} />
            </Dialog.Close>
          </div>
          <nav aria-label={navLabel}>{children}</nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A list of menu items. */
export function SlideOutMenuGroup({ children }: { children: ReactNode }) {
  return <ul className={styles.group}>{children}</ul>;
}

/** One item: pass a link (a router link in the portal); mark the current page with `aria-current="page"`. */
export function SlideOutMenuItem({ children }: { children: ReactNode }) {
  return <li className={styles.item}>{children}</li>;
}

/** The line between the groups (a native separator, between two lists rather than inside one). */
export function SlideOutMenuSeparator() {
  return <hr className={styles.separator} />;
}
