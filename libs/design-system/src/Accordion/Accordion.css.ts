import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { space } from '../theme/scale.ts';

const motionOk = '(prefers-reduced-motion: no-preference)';

// Radix measures the content and exposes its height, so the open/close can animate to it.
const expand = keyframes({ from: { height: 0 }, to: { height: 'var(--radix-accordion-content-height)' } });
const collapse = keyframes({ from: { height: 'var(--radix-accordion-content-height)' }, to: { height: 0 } });

export const root = style({
  borderTop: `1px solid ${vars.color.border.standard}`,
});

export const item = style({
  borderBottom: `1px solid ${vars.color.border.standard}`,
});

export const header = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: '1rem',
  lineHeight: 1.4,
});

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1rem',
  width: '100%',
  minHeight: '48px',
  padding: '0.75rem 0.25rem',
  border: 0,
  background: 'transparent',
  color: vars.color.foreground.text,
  font: 'inherit',
  fontWeight: 700,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.foreground.link },
    '&:focus-visible': { outline: `3px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});

export const chevron = style({
  flexShrink: 0,
  selectors: {
    [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' },
  },
  '@media': { [motionOk]: { transition: 'transform 200ms ease' } },
});

export const content = style({
  overflow: 'hidden',
  '@media': {
    [motionOk]: {
      selectors: {
        '&[data-state="open"]': { animation: `${expand} 200ms ease-out` },
        '&[data-state="closed"]': { animation: `${collapse} 200ms ease-out` },
      },
    },
  },
});

// prescription-experience §2 Fill History: an open section is its content's height plus 32 px,
// 16 above the content and 16 below it.
export const contentInner = style({
  padding: `${space.medium} ${space.xxsmall}`,
});
