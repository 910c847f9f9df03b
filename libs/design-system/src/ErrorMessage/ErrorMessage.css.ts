import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const base = style({
  margin: '1rem 0',
  padding: '0.75rem 1rem',
  borderRadius: vars.radius.standard,
  color: vars.color.foreground.critical,
  background: vars.color.background.criticalSoft,
  border: `1px solid ${vars.color.background.critical}`,
});

export const box = base;

export const banner = style([
  base,
  { display: 'flex', alignItems: 'flex-start', gap: '0.5rem', borderLeftWidth: '6px' },
]);

export const icon = style({ flexShrink: 0, marginTop: '0.125rem' });
