import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, panelSurface, vars } from '@portal/design-system/theme';

export const card = style({ ...panelSurface, gap: '1.25rem' });

export const header = style({ display: 'flex', alignItems: 'center', gap: '0.75rem', flexWrap: 'wrap' });
export const drugLogo = style({ width: '48px', height: '48px', flexShrink: 0 });
export const title = style({ flex: 1, minWidth: '10rem' });
export const drugName = style({ margin: 0, fontFamily: vars.font.heading, fontSize: '1.25rem' });
export const prescribed = style({ margin: '0.125rem 0 0', color: vars.color.foreground.secondary, fontSize: '0.9375rem' });

export const badge = recipe({
  base: { padding: '0.25rem 0.625rem', borderRadius: vars.radius.pill, fontSize: '0.8125rem', fontWeight: 700, letterSpacing: '0.06em' },
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
  minHeight: '44px',
  padding: '0.5rem 0',
  border: 0,
  borderTop: `1px solid ${vars.color.border.standard}`,
  borderBottom: `1px solid ${vars.color.border.standard}`,
  background: 'transparent',
  color: vars.color.foreground.text,
  fontFamily: vars.font.body,
  fontSize: '1rem',
  fontWeight: 700,
  cursor: 'pointer',
});

export const toggleHint = style({ color: vars.color.foreground.link, fontSize: '0.875rem', letterSpacing: '0.06em' });

export const details = style({ display: 'grid', gridTemplateColumns: 'minmax(8rem, max-content) 1fr', gap: '0.5rem 1rem', margin: 0 });
export const term = style({ color: vars.color.foreground.secondary });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const banner = style({
  display: 'grid',
  gap: '0.75rem',
  padding: '1rem',
  borderRadius: vars.radius.standard,
  background: vars.color.background.infoSoft,
  border: `1px solid ${vars.color.background.info}`,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr auto', alignItems: 'center' } },
});

export const bannerText = style({ margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' });

export const page = style({ display: 'grid', gap: '1.5rem' });

export const help = style({
  padding: '1.25rem',
  borderRadius: vars.radius.large,
  background: vars.color.background.surfaceMuted,
});

/** The card's first line: read before anything else, so it stands out from the details below it. */
export const statusLine = recipe({
  base: { margin: 0, padding: '0.625rem 0.75rem', borderRadius: vars.radius.standard, fontWeight: 700, overflowWrap: 'anywhere' },
  variants: {
    tone: {
      action: { background: vars.color.background.infoSoft, color: vars.color.foreground.text, borderLeft: `4px solid ${vars.color.background.info}` },
      progress: { background: vars.color.background.surfaceMuted, color: vars.color.foreground.text },
      finished: { background: vars.color.background.surfaceMuted, color: vars.color.foreground.secondary },
    },
  },
});

export const shipment = style({ display: 'grid', gap: '0.5rem' });
export const shipmentTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: '1.0625rem' });
export const trackLink = style({ color: vars.color.foreground.link, fontWeight: 700, overflowWrap: 'anywhere', minHeight: '44px', display: 'inline-flex', alignItems: 'center' });
