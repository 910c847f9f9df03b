import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const wrapper = style({ position: 'relative', minWidth: 0 });

/** The system arrow is replaced by one in the theme's colour, so every programme's select looks its own. */
export const select = style({
  appearance: 'none',
  paddingRight: '2.75rem',
  cursor: 'pointer',
  textOverflow: 'ellipsis',
});

export const chevron = style({
  position: 'absolute',
  right: '0.875rem',
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.foreground.text,
  pointerEvents: 'none',
});
