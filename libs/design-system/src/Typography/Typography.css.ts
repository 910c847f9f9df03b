import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css.ts';
import { fontSize } from '../theme/scale.ts';

export const heading = recipe({
  base: { fontFamily: vars.font.heading, margin: 0, lineHeight: 1.25, color: vars.color.foreground.text },
  variants: {
    level: {
      '1': { fontSize: fontSize.heading1, fontWeight: 700 },
      '2': { fontSize: fontSize.heading2, fontWeight: 700 },
      '3': { fontSize: fontSize.heading3, fontWeight: 600 },
    },
    align: { left: {}, center: { textAlign: 'center' } },
  },
  defaultVariants: { level: '1', align: 'left' },
});

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body },
  variants: {
    tone: {
      neutral: { color: vars.color.foreground.text },
      secondary: { color: vars.color.foreground.secondary },
      critical: { color: vars.color.foreground.critical },
      positive: { color: vars.color.foreground.positive },
      onBrand: { color: vars.color.foreground.onBrand },
    },
    size: {
      small: { fontSize: fontSize.small },
      standard: { fontSize: fontSize.standard },
      large: { fontSize: fontSize.large },
    },
    weight: { regular: { fontWeight: 400 }, strong: { fontWeight: 700 } },
    align: { left: {}, center: { textAlign: 'center' } },
  },
  defaultVariants: { tone: 'neutral', size: 'standard', weight: 'regular', align: 'left' },
});

export const preLine = style({ whiteSpace: 'pre-line' });
