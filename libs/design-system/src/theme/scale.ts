/** Spacing and type scale shared by every programme (programmes vary colour, font and shape). */
export const space = {
  none: '0',
  xxsmall: '0.25rem',
  xsmall: '0.5rem',
  small: '0.75rem',
  medium: '1rem',
  large: '1.5rem',
  xlarge: '2rem',
  xxlarge: '3rem',
} as const;

export const fontSize = {
  small: '0.875rem',
  standard: '1rem',
  large: '1.125rem',
  heading3: '1.25rem',
  heading2: '1.5rem',
  heading1: '1.875rem',
} as const;
