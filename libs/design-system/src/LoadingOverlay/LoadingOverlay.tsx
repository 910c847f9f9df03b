import * as styles from './LoadingOverlay.css.ts';

/** Full-screen overlay while data loads; the label (LOADING in the spec) is read out politely. */
export function LoadingOverlay({ label }: { label: string }) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
