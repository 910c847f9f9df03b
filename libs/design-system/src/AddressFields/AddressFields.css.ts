import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme/index.ts';

export const fields = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '1rem' });

/** City, state and ZIP share a row from tablet width up; one under the other on a phone. */
export const addressRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1rem',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1.4fr) minmax(0, 1fr)' } },
});

export const fixedValue = style({ margin: 0, display: 'grid', gap: '0.25rem' });
export const fixedValueTerm = style({ fontWeight: 600, color: vars.color.foreground.text });
export const fixedValueDetail = style({ margin: 0, color: vars.color.foreground.text });
