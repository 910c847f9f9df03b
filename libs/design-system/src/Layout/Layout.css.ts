import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const stack = style({ display: 'flex', flexDirection: 'column' });

export const card = style({
  padding: '1.5rem',
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  border: `1px solid ${vars.color.border.standard}`,
});
