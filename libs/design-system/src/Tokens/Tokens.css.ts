import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { fontSize } from '../theme/scale.ts';

/** Styles of the Storybook tokens pages (Foundations/Tokens) only; nothing of the portal uses them. */

export const page = style({ display: 'grid', gap: '2rem', maxWidth: '64rem', minWidth: 0 });

export const intro = style({ display: 'grid', gap: '0.5rem' });

export const section = style({ display: 'grid', gap: '1rem', minWidth: 0 });

export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.875em',
  // break-word, not anywhere: a long name may still break, but columns are sized by whole words.
  overflowWrap: 'break-word',
});

export const secondary = style({ color: vars.color.foreground.secondary });

const listReset = { listStyle: 'none', margin: 0, padding: 0 } as const;

// Colours

export const swatchGrid = style({
  ...listReset,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
  gap: '0.75rem',
});

export const swatch = style({
  display: 'grid',
  gridTemplateRows: '4rem auto',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
});

/** A translucent colour shows over a checkerboard, so its transparency is visible. */
export const checkerboard = 'repeating-conic-gradient(#d9d9d9 0 25%, #ffffff 0 50%) 0 0 / 16px 16px';

export const swatchColour = style({ borderBottom: `1px solid ${vars.color.border.standard}` });

export const swatchText = style({ display: 'grid', gap: '0.125rem', padding: '0.5rem 0.75rem', fontSize: fontSize.small, minWidth: 0 });

// Tables (contrast, breakpoints): they scroll inside their own focusable region on a narrow screen.

export const tableRegion = style({
  maxWidth: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: fontSize.small });

export const wideTable = style({ minWidth: '50rem' });

export const caption = style({ padding: '0.75rem 0.75rem 0', textAlign: 'left', fontWeight: 700 });

export const cell = style({
  padding: '0.5rem 0.75rem',
  borderBottom: `1px solid ${vars.color.border.standard}`,
  textAlign: 'left',
  verticalAlign: 'middle',
});

export const headCell = style([cell, { fontWeight: 700, whiteSpace: 'nowrap' }]);

export const rowHeader = style([cell, { fontWeight: 400 }]);

export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const tokenCell = style({ display: 'flex', alignItems: 'center', gap: '0.5rem', minWidth: 0 });

export const tokenText = style({ display: 'grid', minWidth: 0 });

export const dot = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  borderRadius: '50%',
  boxShadow: `0 0 0 1px ${vars.color.border.field}`,
});

/** The pair itself, decorative (the ratio and the result carry the meaning). */
export const sample = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '2.25rem',
  borderRadius: vars.radius.standard,
  boxShadow: `inset 0 0 0 1px ${vars.color.border.standard}`,
});

/** Text pairs show "Aa" as generated content: a specimen, not text to read or to check. */
export const textSample = style([sample, { fontWeight: 700, fontSize: '1.125rem', selectors: { '&::before': { content: '"Aa"' } } }]);

/** UI pairs show a ring, as a border or focus ring is drawn. */
export const uiSampleRing = style({ width: '1.5rem', height: '1.5rem', borderRadius: '50%', border: '3px solid' });

export const result = styleVariants({
  pass: { fontWeight: 700, whiteSpace: 'nowrap', color: vars.color.foreground.positive },
  fail: { fontWeight: 700, whiteSpace: 'nowrap', color: vars.color.foreground.critical },
});

// Type scale

export const typeList = style({ ...listReset, display: 'grid', gap: '1rem' });

export const typeRow = style({
  display: 'grid',
  gap: '0.25rem',
  paddingBottom: '1rem',
  borderBottom: `1px solid ${vars.color.border.standard}`,
  minWidth: 0,
});

export const typeSample = style({ margin: 0, lineHeight: 1.25, overflowWrap: 'anywhere' });

/** The family comes from the theme data (inline); headings are bold, as Heading draws them. */
export const typeWeight = styleVariants({ body: { fontWeight: 400 }, heading: { fontWeight: 700 } });

// Spacing and radii

export const spaceList = style({ ...listReset, display: 'grid', gap: '0.5rem' });

export const spaceRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, 9rem) minmax(0, 1fr)',
  alignItems: 'center',
  gap: '0.75rem',
});

export const spaceBar = style({ height: '1rem', minWidth: '1px', background: vars.color.background.brand, borderRadius: '1px' });

export const radiusGrid = style({
  ...listReset,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9rem), 1fr))',
  gap: '1rem',
});

export const radiusItem = style({ display: 'grid', gap: '0.5rem', justifyItems: 'start', fontSize: fontSize.small });

export const radiusBox = style({
  width: '5rem',
  height: '5rem',
  border: `2px solid ${vars.color.background.brand}`,
  background: vars.color.background.surfaceMuted,
});
