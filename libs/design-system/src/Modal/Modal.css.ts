import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { iconButtonBox } from '../theme/styleRules.ts';
import { media } from '../theme/breakpoints.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 900,
  background: vars.color.background.overlay,
  animation: `${fadeIn} 150ms ease-out`,
});

export const content = style({
  position: 'fixed',
  zIndex: 901,
  left: '50%',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'calc(100vw - 2rem)',
  maxWidth: '32rem',
  maxHeight: 'calc(100vh - 2rem)',
  overflowY: 'auto',
  padding: '1.5rem',
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  color: vars.color.foreground.text,
  boxShadow: '0 12px 40px rgba(0, 0, 0, 0.25)',
  animation: `${fadeIn} 150ms ease-out`,
  '@media': { [media.tablet]: { padding: '2rem' } },
});

export const wide = style({ maxWidth: '48rem' });

export const headerRow = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '1rem', marginBottom: '1rem' });

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: '1.25rem', lineHeight: 1.3 });

export const description = style({ margin: '0 0 1rem' });

export const close = style({
  ...iconButtonBox('44px'),
  margin: '-0.5rem -0.5rem 0 0',
  borderRadius: vars.radius.standard,
  color: vars.color.foreground.text,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '0.75rem', marginTop: '1.5rem' });
