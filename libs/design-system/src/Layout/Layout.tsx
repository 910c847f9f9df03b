import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../sprinkles.css.ts';
import * as styles from './Layout.css.ts';

type BoxElement = 'div' | 'section' | 'article' | 'aside' | 'header' | 'footer' | 'ul' | 'ol' | 'li' | 'p' | 'span' | 'dl' | 'nav' | 'form';

export type BoxProps = Sprinkles & Omit<ComponentPropsWithoutRef<'div'>, keyof Sprinkles> & { as?: BoxElement };

/**
 * The element every layout is built of: its spacing, alignment, background and corners are props on
 * the theme's scale (`<Box padding="gutter" background="surface">`), so a page written with it
 * follows the programme's density and writes no CSS of its own.
 */
export function Box({ as: Element = 'div', className, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  const classes = [sprinkles(atoms as Sprinkles), className].filter(Boolean).join(' ');
  // Every element of BoxElement takes the global HTML attributes a div takes.
  const Tag = Element as 'div';
  return <Tag className={classes} {...(rest as ComponentPropsWithoutRef<'div'>)} />;
}

interface LayoutProps {
  children: ReactNode;
  as?: BoxElement;
}

/** Vertical rhythm: children spaced by `gap` (responsive values allowed). */
export function Stack({ gap = 'medium', align, as = 'div', children }: LayoutProps & { gap?: Sprinkles['gap']; align?: Sprinkles['alignItems'] }) {
  return (
    <Box as={as} className={styles.stack} gap={gap} alignItems={align}>
      {children}
    </Box>
  );
}

/** A row that wraps: buttons, tags, a label and its value; children spaced by `gap` both ways. */
export function Inline({ gap = 'small', alignY, justify, as = 'div', children }: LayoutProps & { gap?: Sprinkles['gap']; alignY?: Sprinkles['alignItems']; justify?: Sprinkles['justifyContent'] }) {
  return (
    <Box as={as} className={styles.inline} gap={gap} alignItems={alignY} justifyContent={justify}>
      {children}
    </Box>
  );
}

export const columnsBreakpoints = ['mobile', 'tablet', 'desktop'] as const;

/** Equal columns from `from` up (tablet by default), one above another on narrower screens. */
export function Columns({ gap = 'medium', from = 'tablet', as = 'div', children }: LayoutProps & { gap?: Sprinkles['gap']; from?: (typeof columnsBreakpoints)[number] }) {
  return (
    <Box as={as} className={`${styles.columns} ${styles.columnsFrom[from]}`} gap={gap}>
      {children}
    </Box>
  );
}

export function Card({ children }: { children: ReactNode }) {
  return <section className={styles.card}>{children}</section>;
}

export const noticeTones = ['info', 'positive', 'critical', 'neutral'] as const;
export type NoticeTone = (typeof noticeTones)[number];

/**
 * A note set apart from the page in its tone. Still by default, as a note that was there when the
 * page came; `live` announces it where it appears after the page has (`status`, or `alert` for a
 * critical one, which interrupts).
 */
export function Notice({ tone, live = false, as: Element = 'div', children }: { tone: NoticeTone; live?: boolean; as?: 'div' | 'p'; children: ReactNode }) {
  const role = live ? (tone === 'critical' ? 'alert' : 'status') : undefined;
  return (
    <Element className={`${styles.notice} ${styles.noticeTone[tone]}`} role={role}>
      {children}
    </Element>
  );
}
