import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { fontSize } from '../theme/scale.ts';

// Plain classes and class maps, composed in Typography.tsx (no runtime of their own). Each map
// follows its base class in the style sheet, so a variant wins over the base.
export const headingBase = style({ fontFamily: vars.font.heading, margin: 0, lineHeight: 1.25, color: vars.color.foreground.text });
export const headingLevel = styleVariants({
  '1': { fontSize: fontSize.heading1, fontWeight: 700 },
  '2': { fontSize: fontSize.heading2, fontWeight: 700 },
  '3': { fontSize: fontSize.heading3, fontWeight: 600 },
});

export const textBase = style({ margin: 0, fontFamily: vars.font.body });
export const textTone = styleVariants({
  neutral: { color: vars.color.foreground.text },
  secondary: { color: vars.color.foreground.secondary },
  critical: { color: vars.color.foreground.critical },
  positive: { color: vars.color.foreground.positive },
  onBrand: { color: vars.color.foreground.onBrand },
});
export const textSize = styleVariants({
  small: { fontSize: fontSize.small },
  standard: { fontSize: fontSize.standard },
  large: { fontSize: fontSize.large },
});
export const textStrong = style({ fontWeight: 700 });

/** Shared by headings and text. */
export const alignCenter = style({ textAlign: 'center' });

