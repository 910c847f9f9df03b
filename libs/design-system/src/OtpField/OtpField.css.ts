import { style } from '@vanilla-extract/css';
import { input } from '../Field/Field.css.ts';
import { media } from '../theme/breakpoints.ts';

/**
 * Six boxes of at least 44px fit a 320px phone with 1rem page padding (6 x 44 + 5 x 4 = 284px);
 * wider screens get more room between them.
 */
export const boxes = style({
  display: 'flex',
  gap: '0.25rem',
  '@media': { [media.mobile]: { gap: '0.5rem' } },
});

export const box = style([
  input,
  {
    flex: '1 1 0',
    minWidth: '44px',
    maxWidth: '3.5rem',
    height: '3.5rem',
    padding: 0,
    textAlign: 'center',
    fontSize: 'max(16px, 1.5rem)',
    fontWeight: 600,
    fontVariantNumeric: 'tabular-nums',
  },
]);
