import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { iconButtonBox } from '../theme/styleRules.ts';

/** 48 px square: a comfortable touch target (WCAG 2.5.8 asks for at least 24). */
export const iconButton = style({
  ...iconButtonBox('48px'),
  padding: 0,
  borderRadius: vars.radius.standard,
  color: vars.color.foreground.text,
  selectors: {
    '&:hover': { background: vars.color.background.surfaceMuted },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});
