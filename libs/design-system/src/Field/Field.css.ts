import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';
import { fontSize } from '../theme/scale.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.375rem',
  minWidth: 0,
});

export const label = style({
  fontFamily: vars.font.body,
  fontSize: fontSize.standard,
  fontWeight: 600,
  lineHeight: 1.4,
  color: vars.color.foreground.text,
});

export const description = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: fontSize.small,
  color: vars.color.foreground.secondary,
});

/**
 * Text inputs: at least 48px high (touch target) and never under 16px text, because iOS Safari
 * zooms the page into any focused input whose font is smaller (a root font size below 16px would
 * otherwise shrink `1rem` under the limit).
 */
export const input = style({
  width: '100%',
  minHeight: '48px',
  padding: '0.625rem 0.875rem',
  border: `2px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background.surface,
  color: vars.color.foreground.text,
  fontFamily: vars.font.body,
  fontSize: 'max(16px, 1rem)',
  lineHeight: 1.4,
  selectors: {
    '&::placeholder': { color: vars.color.foreground.secondary, opacity: 1 },
    '&:focus': { borderColor: vars.color.border.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.background.critical },
    '&:disabled': {
      background: vars.color.background.surfaceMuted,
      color: vars.color.foreground.secondary,
      cursor: 'not-allowed',
    },
  },
});

/** spec: access-and-identity §2 Missing-information wizard: "an error message in a red block beneath the input". */
export const error = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.body,
    fontSize: fontSize.small,
    lineHeight: 1.4,
    color: vars.color.foreground.critical,
  },
  variants: {
    variant: {
      block: {
        display: 'flex',
        alignItems: 'flex-start',
        gap: '0.5rem',
        padding: '0.5rem 0.75rem',
        borderRadius: vars.radius.standard,
        background: vars.color.background.criticalSoft,
        borderLeft: `4px solid ${vars.color.background.critical}`,
      },
      // spec: §2 "residentOfUSA and agreeToTermsAndConditions show a simpler error display".
      text: {},
    },
  },
  defaultVariants: { variant: 'block' },
});

export const errorIcon = style({ flexShrink: 0, display: 'inline-flex', marginTop: '0.0625rem' });
