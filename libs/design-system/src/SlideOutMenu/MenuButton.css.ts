import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** 48 px square: a comfortable touch target (WCAG 2.5.8 asks for at least 24). */
export const iconButton = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.standard,
  background: 'transparent',
  color: vars.color.foreground.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.background.surfaceMuted },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});
