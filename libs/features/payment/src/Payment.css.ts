import { style } from '@vanilla-extract/css';
import { detailList, detailValue, fontSize, hairline, infoBox, measure, panelSurface, size, space, vars } from '@portal/design-system/theme';

export const page = style({ display: 'grid', gap: space.large, maxWidth: measure.narrowPage, minWidth: 0 });

export const card = style({ ...panelSurface, gap: space.gutter, minWidth: 0 });

export const drugLogo = style({ width: size.drugLogo, height: size.drugLogo, flexShrink: 0 });
export const drugName = style({ margin: 0, fontFamily: vars.font.heading, fontSize: fontSize.heading3, overflowWrap: 'anywhere' });
export const drugDosage = style({ margin: 0, color: vars.color.foreground.secondary, overflowWrap: 'anywhere' });

export const sectionTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: fontSize.heading4 });
export const section = style({ display: 'grid', gap: space.xsmall, minWidth: 0 });
export const sectionHeader = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: space.medium });

export const details = style(detailList(measure.detailLabel));
export const term = style({ color: vars.color.foreground.secondary });
export const definition = style(detailValue);

export const address = style({ fontStyle: 'normal', overflowWrap: 'anywhere' });
export const link = style({ color: vars.color.foreground.link, fontWeight: 700, minHeight: size.minimumTarget, display: 'inline-flex', alignItems: 'center' });

export const dueBox = style(infoBox);
export const dueIntro = style({ margin: 0 });
export const amountRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.xsmall });
export const amountLabel = style({ fontWeight: 700 });
export const amount = style({ fontSize: fontSize.heading2, fontWeight: 700, fontFamily: vars.font.heading });
export const infoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: size.touchTarget,
  height: size.touchTarget,
  borderRadius: vars.radius.pill,
  color: vars.color.foreground.info,
});

export const actions = style({ display: 'grid', gap: space.small });
export const payError = style({ margin: 0, color: vars.color.foreground.critical, fontWeight: 700 });

export const providers = style({ display: 'grid', gap: space.xsmall, margin: 0, borderTop: hairline, paddingTop: space.medium });
export const providerRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${space.xxsmall} ${space.xsmall}`, margin: 0 });
export const pharmacyButton = style({
  minHeight: size.touchTarget,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.foreground.link,
  fontFamily: vars.font.body,
  fontSize: fontSize.standard,
  fontWeight: 700,
  textDecoration: 'underline',
  cursor: 'pointer',
  textAlign: 'start',
  overflowWrap: 'anywhere',
});

export const important = style({
  display: 'grid',
  gap: space.xsmall,
  padding: space.gutter,
  borderRadius: vars.radius.large,
  background: vars.color.background.surfaceMuted,
});
