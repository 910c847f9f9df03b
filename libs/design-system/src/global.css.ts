import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme/contract.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.body,
  fontSize: '1rem',
  lineHeight: 1.5,
  color: vars.color.foreground.text,
  background: vars.color.background.body,
});

globalStyle('a', { color: vars.color.foreground.link });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.border.focus}`,
  outlineOffset: '2px',
});

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

/**
 * Put on <html> by the app. Using a value from this module keeps it (and its global styles) in a
 * build where the package is marked free of side effects, which lets unused components drop out.
 */
export const portalRoot = style({});
