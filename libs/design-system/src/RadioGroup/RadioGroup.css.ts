import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { fontSize } from '../theme/scale.ts';

export const group = style({ display: 'flex', flexDirection: 'column', gap: '0.375rem', minWidth: 0 });

export const options = styleVariants({
  horizontal: { display: 'flex', flexWrap: 'wrap', gap: '0.75rem' },
  vertical: { display: 'flex', flexDirection: 'column', gap: '0.5rem' },
});

/** Each option is a bordered tile: a 48 px touch target with the label inside it. */
export const option = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.75rem',
  minHeight: '48px',
  minWidth: '7rem',
  padding: '0.5rem 1rem',
  border: `2px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background.surface,
  fontFamily: vars.font.body,
  fontSize: fontSize.standard,
  color: vars.color.foreground.text,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.background.brand },
  },
});

export const circle = style({
  flexShrink: 0,
  width: '22px',
  height: '22px',
  borderRadius: '50%',
  border: `2px solid ${vars.color.border.field}`,
  background: vars.color.background.surface,
  selectors: {
    '&[data-selected]': {
      borderColor: vars.color.background.brand,
      boxShadow: `inset 0 0 0 4px ${vars.color.background.surface}`,
      background: vars.color.background.brand,
    },
    '&[data-invalid]': { borderColor: vars.color.background.critical },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});

export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});
