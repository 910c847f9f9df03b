import { style } from '@vanilla-extract/css';
import { fontSize, panelSurface, size, space, spaceBetween, vars } from '@portal/design-system/theme';

export const page = style({ display: 'grid', gap: space.large, minWidth: 0 });

export const drugLogo = style({ width: size.drugLogo, height: size.drugLogo, flexShrink: 0 });
export const drugName = style({ margin: 0, fontFamily: vars.font.heading, fontSize: fontSize.heading3, overflowWrap: 'anywhere' });

export const panel = style({ ...panelSurface, gap: space.medium });

export const currentTag = style({
  display: 'inline-block',
  marginLeft: space.xxsmall,
  padding: `${spaceBetween('none', 'xxsmall')} ${space.xsmall}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background.positiveSoft,
  color: vars.color.foreground.positive,
  fontSize: fontSize.xsmall,
  fontWeight: 700,
});

export const steps = style({ display: 'grid', gap: space.medium, margin: 0, paddingLeft: space.large });
export const step = style({ paddingLeft: space.xxsmall });
export const stepTitle = style({ margin: `0 0 ${space.xxsmall}`, fontFamily: vars.font.heading, fontSize: fontSize.heading4 });
export const stepBody = style({ margin: 0 });
