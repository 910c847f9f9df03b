import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/**
 * Plain classes and class maps, composed in Button.tsx: no runtime of their own (a recipe's
 * would be 0.8 KB of the landing page's JS). The variant classes follow the base class in the
 * style sheet, so they win over it as a recipe's would.
 */
export const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5rem',
  minHeight: '48px',
  minWidth: '48px',
  padding: '0.75rem 1.75rem',
  border: '2px solid transparent',
  borderRadius: vars.radius.pill,
  fontFamily: vars.font.body,
  fontSize: '1rem',
  fontWeight: 700,
  letterSpacing: '0.02em',
  textDecoration: 'none',
  cursor: 'pointer',
  // No colour transition: text and background must change in the same frame. A transition of
  // one of them (or of both at different speeds) shows, for its duration, light text on the
  // disabled grey whenever the button turns enabled: unreadable, and an axe failure at random.
  selectors: {
    '&[aria-disabled="true"], &:disabled': { cursor: 'not-allowed' },
  },
});

export const buttonVariant = styleVariants({
  primary: {
    background: vars.color.button.primaryBackground,
    color: vars.color.button.primaryForeground,
    selectors: {
      '&:hover:not([aria-disabled="true"]):not(:disabled)': {
        background: vars.color.button.primaryBackgroundHover,
      },
      '&[aria-disabled="true"], &:disabled': {
        background: vars.color.button.primaryBackgroundDisabled,
        color: vars.color.button.primaryForegroundDisabled,
      },
    },
  },
  secondary: {
    background: vars.color.button.secondaryBackground,
    color: vars.color.button.secondaryForeground,
    borderColor: vars.color.button.secondaryBorder,
    selectors: {
      '&:hover:not([aria-disabled="true"]):not(:disabled)': {
        background: vars.color.button.secondaryBackgroundHover,
      },
      '&[aria-disabled="true"], &:disabled': {
        color: vars.color.button.secondaryForegroundDisabled,
        borderColor: vars.color.button.secondaryForegroundDisabled,
      },
    },
  },
  /** The confirming action of a payment (spec §2 Payment: "Make Payment" is green). */
  positive: {
    background: vars.color.background.positive,
    color: vars.color.foreground.onBrand,
    selectors: {
      '&:hover:not([aria-disabled="true"]):not(:disabled)': {
        boxShadow: 'inset 0 0 0 100vmax rgb(0 0 0 / 0.16)',
      },
      '&[aria-disabled="true"], &:disabled': {
        background: vars.color.button.primaryBackgroundDisabled,
        color: vars.color.button.primaryForegroundDisabled,
      },
    },
  },
});

export const buttonFullWidth = style({ width: '100%' });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
});
