import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { iconButtonBox } from '../theme/styleRules.ts';
import { fontSize } from '../theme/scale.ts';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
});

export const row = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: '0.25rem',
});

/** The whole label is the touch target: at least 44px high, the box included. */
export const label = style({
  position: 'relative',
  flex: '1 1 auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: '0.75rem',
  minHeight: '44px',
  padding: '0.625rem 0',
  fontFamily: vars.font.body,
  fontSize: fontSize.standard,
  lineHeight: 1.5,
  color: vars.color.foreground.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.foreground.secondary },
  },
});

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  border: `2px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background.surface,
  color: 'transparent',
  // No colour transition, as in Button: the mark and the box change in the same frame.
  selectors: {
    '&[data-selected]': {
      background: vars.color.background.brand,
      borderColor: vars.color.background.brand,
      color: vars.color.foreground.onBrand,
    },
    '&[data-invalid]': { borderColor: vars.color.background.critical },
    '&[data-focus-visible]': {
      outline: `3px solid ${vars.color.border.focus}`,
      outlineOffset: '2px',
    },
    '&[data-disabled]': {
      background: vars.color.background.surfaceMuted,
      borderColor: vars.color.border.standard,
    },
    '&[data-disabled][data-selected]': { color: vars.color.foreground.secondary },
  },
});

export const labelText = style({ minWidth: 0 });

export const infoButton = style({
  ...iconButtonBox('44px'),
  padding: 0,
  borderRadius: vars.radius.pill,
  color: vars.color.foreground.link,
});

export const tooltip = style({
  position: 'absolute',
  zIndex: 10,
  top: '100%',
  right: 0,
  width: 'max-content',
  maxWidth: 'min(20rem, 100%)',
  padding: '0.5rem 0.75rem',
  borderRadius: vars.radius.standard,
  background: vars.color.foreground.text,
  color: vars.color.background.surface,
  fontFamily: vars.font.body,
  fontSize: fontSize.small,
  lineHeight: 1.4,
  boxShadow: '0 4px 16px rgba(0, 0, 0, 0.2)',
});
