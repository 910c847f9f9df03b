import { useEffect } from 'react';
import { CloseIcon } from '../icons/CloseIcon.tsx';
import * as styles from './GlobalMessage.css.ts';

export const globalMessageTypes = ['success', 'error', 'info'] as const;
export type GlobalMessageType = (typeof globalMessageTypes)[number];

export interface GlobalMessageContent {
  type: GlobalMessageType;
  header: string;
  description?: string;
  /**
   * Leave the scroll position alone: for a message the patient did not cause (a background
   * renewal failing), so that nobody is pulled away from the field they are filling in.
   */
  keepScroll?: boolean;
}

/** spec: prescription-experience §2 Layout and access-and-identity §9: hide after 8000 ms. */
export const GLOBAL_MESSAGE_AUTO_HIDE_MS = 8000;

/**
 * A page-level message. When one appears the page scrolls to the top (where it sits; unless the
 * message says `keepScroll`) and it hides
 * itself after `autoHideMs`; the patient can also dismiss it. The live region stays mounted so a
 * new message is announced.
 */
export function GlobalMessage({
  message,
  onHide,
  dismissLabel,
  autoHideMs = GLOBAL_MESSAGE_AUTO_HIDE_MS,
}: {
  message: GlobalMessageContent | null;
  onHide: () => void;
  dismissLabel: string;
  autoHideMs?: number;
}) {
  useEffect(() => {
    if (!message) return;
    if (!message.keepScroll) window.scrollTo({ top: 0 });
    const timer = window.setTimeout(onHide, autoHideMs);
    return () => window.clearTimeout(timer);
  }, [message, onHide, autoHideMs]);

  return (
    <div role={message?.type === 'error' ? 'alert' : 'status'} aria-live="polite">
      {message ? (
        <div className={`${styles.message} ${styles.messageType[message.type]}`}>
          <div className={styles.body}>
            <p className={styles.header}>{message.header}</p>
            {message.description ? <p className={styles.description}>{message.description}</p> : null}
          </div>
          <button type="button" className={styles.dismiss} onClick={onHide} aria-label={dismissLabel}>
            <CloseIcon />
          </button>
        </div>
      ) : null}
    </div>
  );
}
