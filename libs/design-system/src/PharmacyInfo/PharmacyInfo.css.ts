import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: '1rem' });

export const header = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: '1.25rem',
  lineHeight: 1.3,
  color: vars.color.foreground.text,
});

export const brief = style({ margin: 0, color: vars.color.foreground.secondary });

export const body = style({ margin: 0 });
