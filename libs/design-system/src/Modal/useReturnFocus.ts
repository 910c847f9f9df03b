import { useRef } from 'react';

/**
 * Focus return for a Radix dialog that opens from anywhere (links, buttons, code, a header button)
 * rather than from a Radix Trigger, so Radix has nothing to return focus to: remember what had
 * focus when the dialog opened and go back there on close. Spread the result on `Dialog.Content`.
 * `onCloseAutoFocus` runs first; its `preventDefault()` keeps focus where it is.
 */
export function useReturnFocus(onCloseAutoFocus?: (event: Event) => void) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target = returnFocusTo.current;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
