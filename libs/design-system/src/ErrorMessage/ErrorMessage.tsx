import type { ReactNode } from 'react';
import { AlertCircleIcon } from '../icons/AlertCircleIcon.tsx';
import * as styles from './ErrorMessage.css.ts';

/**
 * spec: access-and-identity §2 Error presentation: alerts in a polite live region, red. The live
 * region is always rendered so that a message appearing later is announced; children are text,
 * never HTML.
 */
export function ErrorBox({ children, id }: { children?: ReactNode; id?: string }) {
  return (
    <div role="alert" aria-live="polite" id={id}>
      {children ? <div className={styles.box}>{children}</div> : null}
    </div>
  );
}

/** Like ErrorBox, with the alert-circle icon beside the text. */
export function ErrorBanner({ children, id }: { children?: ReactNode; id?: string }) {
  return (
    <div role="alert" aria-live="polite" id={id}>
      {children ? (
        <div className={styles.banner}>
          <span className={styles.icon}>
            <AlertCircleIcon />
          </span>
          <div>{children}</div>
        </div>
      ) : null}
    </div>
  );
}
