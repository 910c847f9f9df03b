import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { borderWidth, detailList, detailValue, fontSize, hairline, infoBox, letterSpacing, measure, media, panelSurface, size, space, spaceBetween, vars } from '@portal/design-system/theme';

export const card = style({ ...panelSurface, gap: space.gutter });

export const drugLogo = style({ width: size.drugLogo, height: size.drugLogo, flexShrink: 0 });
export const title = style({ flex: 1, minWidth: measure.cardTitle });
export const drugName = style({ margin: 0, fontFamily: vars.font.heading, fontSize: fontSize.heading3 });
export const prescribed = style({ margin: `${spaceBetween('none', 'xxsmall')} 0 0`, color: vars.color.foreground.secondary, fontSize: fontSize.subtitle });

export const badge = recipe({
  base: { padding: `${space.xxsmall} ${spaceBetween('xsmall', 'small')}`, borderRadius: vars.radius.pill, fontSize: fontSize.xsmall, fontWeight: 700, letterSpacing: letterSpacing.caps },
  variants: {
    badge: {
      ACTIVE: { background: vars.color.background.positiveSoft, color: vars.color.foreground.positive },
      TRANSFERRED: { background: vars.color.background.surfaceMuted, color: vars.color.foreground.secondary },
    },
  },
});

export const detailsToggle = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  width: '100%',
  minHeight: size.touchTarget,
  padding: `${space.xsmall} 0`,
  border: 0,
  borderTop: hairline,
  borderBottom: hairline,
  background: 'transparent',
  color: vars.color.foreground.text,
  fontFamily: vars.font.body,
  fontSize: fontSize.standard,
  fontWeight: 700,
  cursor: 'pointer',
});

export const toggleHint = style({ color: vars.color.foreground.link, fontSize: fontSize.small, letterSpacing: letterSpacing.caps });

export const details = style(detailList(measure.cardDetailLabel));
export const term = style({ color: vars.color.foreground.secondary });
export const definition = style(detailValue);

export const banner = style({
  ...infoBox,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr auto', alignItems: 'center' } },
});

export const bannerText = style({ margin: 0 });

export const page = style({ display: 'grid', gap: space.large });

export const help = style({
  padding: space.gutter,
  borderRadius: vars.radius.large,
  background: vars.color.background.surfaceMuted,
});

/** The card's first line: read before anything else, so it stands out from the details below it. */
export const statusLine = recipe({
  base: { margin: 0, padding: `${spaceBetween('xsmall', 'small')} ${space.small}`, borderRadius: vars.radius.standard, fontWeight: 700, overflowWrap: 'anywhere' },
  variants: {
    tone: {
      action: { background: vars.color.background.infoSoft, color: vars.color.foreground.text, borderLeft: `${borderWidth.accent} solid ${vars.color.background.info}` },
      progress: { background: vars.color.background.surfaceMuted, color: vars.color.foreground.text },
      finished: { background: vars.color.background.surfaceMuted, color: vars.color.foreground.secondary },
    },
  },
});

export const shipment = style({ display: 'grid', gap: space.xsmall });
export const shipmentTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: fontSize.heading4 });
export const trackLink = style({ color: vars.color.foreground.link, fontWeight: 700, overflowWrap: 'anywhere', minHeight: size.touchTarget, display: 'inline-flex', alignItems: 'center' });
