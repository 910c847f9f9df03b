import type { ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../sprinkles.css.ts';
import * as styles from './Layout.css.ts';

/** Vertical rhythm: children spaced by `gap` (responsive values allowed). */
export function Stack({ gap = 'medium', align, children }: { gap?: Sprinkles['gap']; align?: Sprinkles['alignItems']; children: ReactNode }) {
  return <div className={`${styles.stack} ${sprinkles({ gap, alignItems: align })}`}>{children}</div>;
}

export function Card({ children }: { children: ReactNode }) {
  return <section className={styles.card}>{children}</section>;
}
