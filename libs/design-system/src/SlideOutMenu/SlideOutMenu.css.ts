import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/** spec: prescription-experience §2 Slide-out menu; 0.25 s, none under reduced motion. */
const SLIDE_OUT_MENU_TRANSITION = '250ms';

const reducedMotion = '(prefers-reduced-motion: reduce)';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const slideOut = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 800,
  background: vars.color.background.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${SLIDE_OUT_MENU_TRANSITION} ease-out` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${SLIDE_OUT_MENU_TRANSITION} ease-in` },
  },
  '@media': { [reducedMotion]: { animation: 'none !important' } },
});

export const panel = style({
  position: 'fixed',
  zIndex: 801,
  top: 0,
  right: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  width: 'min(22rem, calc(100vw - 3rem))',
  overflowY: 'auto',
  padding: '1rem 1rem 1.5rem',
  background: vars.color.background.surface,
  color: vars.color.foreground.text,
  boxShadow: '-8px 0 32px rgba(0, 0, 0, 0.2)',
  outline: 'none',
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} ${SLIDE_OUT_MENU_TRANSITION} ease-out` },
    '&[data-state="closed"]': { animation: `${slideOut} ${SLIDE_OUT_MENU_TRANSITION} ease-in` },
  },
  '@media': { [reducedMotion]: { animation: 'none !important' } },
});

export const headerRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1rem',
  paddingBottom: '0.75rem',
  marginBottom: '0.5rem',
  borderBottom: `1px solid ${vars.color.border.standard}`,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: '1.25rem',
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});

export const group = style({ listStyle: 'none', margin: 0, padding: 0 });

export const separator = style({
  width: '100%',
  height: 0,
  margin: '0.5rem 0',
  border: 0,
  borderTop: `1px solid ${vars.color.border.standard}`,
});

export const item = style({});

globalStyle(`${item} > a`, {
  display: 'flex',
  alignItems: 'center',
  minHeight: '48px',
  padding: '0.5rem 0.75rem',
  borderLeft: '4px solid transparent',
  borderRadius: vars.radius.standard,
  color: vars.color.foreground.text,
  fontWeight: 600,
  textDecoration: 'none',
});

globalStyle(`${item} > a:hover`, { background: vars.color.background.surfaceMuted, textDecoration: 'underline' });

globalStyle(`${item} > a:focus-visible`, { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '-3px' });

// The current page is marked by more than colour: a bar and bold text, plus aria-current for AT.
globalStyle(`${item} > a[aria-current="page"]`, {
  borderLeftColor: vars.color.background.brand,
  background: vars.color.background.surfaceMuted,
  fontWeight: 800,
});
