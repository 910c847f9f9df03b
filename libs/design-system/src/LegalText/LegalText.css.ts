import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const document = style({ display: 'grid', gap: '1rem' });
export const dateLine = style({ color: vars.color.foreground.secondary, margin: 0 });
export const section = style({ display: 'grid', gap: '0.5rem' });
export const paragraph = style({ margin: 0 });
export const subheading = style({ margin: '0.5rem 0 0', fontSize: '1.125rem', fontFamily: vars.font.heading });
