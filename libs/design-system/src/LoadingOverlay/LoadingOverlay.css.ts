import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1rem',
  background: vars.color.background.overlay,
  color: vars.color.foreground.onBrand,
  fontWeight: 700,
  letterSpacing: '0.12em',
});

export const spinner = style({
  width: '3rem',
  height: '3rem',
  borderRadius: '50%',
  border: `4px solid ${vars.color.foreground.onBrand}`,
  borderRightColor: 'transparent',
  animation: `${spin} 0.9s linear infinite`,
});
