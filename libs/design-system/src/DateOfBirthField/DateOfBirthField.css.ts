import { style } from '@vanilla-extract/css';
import { input } from '../Field/Field.css.ts';
import { vars } from '../theme/contract.css.ts';
import { fontSize } from '../theme/scale.ts';

export const parts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.75rem',
});

export const part = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
});

export const partLabel = style({
  fontFamily: vars.font.body,
  fontSize: fontSize.small,
  color: vars.color.foreground.secondary,
});

/** Composed with the field input so the width wins regardless of stylesheet order. */
export const shortBox = style([input, { width: '4.5rem', textAlign: 'center' }]);

export const longBox = style([input, { width: '6.5rem', textAlign: 'center' }]);
