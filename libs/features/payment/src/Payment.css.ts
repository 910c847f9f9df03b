import { style } from '@vanilla-extract/css';
import { media, vars } from '@portal/design-system/theme';

export const page = style({ display: 'grid', gap: '1.5rem', maxWidth: '40rem', minWidth: 0 });

export const card = style({
  display: 'grid',
  gap: '1.25rem',
  padding: '1.25rem',
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  border: `1px solid ${vars.color.border.standard}`,
  minWidth: 0,
  '@media': { [media.tablet]: { padding: '1.75rem' } },
});

export const drugHeader = style({ display: 'flex', alignItems: 'center', gap: '0.75rem', flexWrap: 'wrap' });
export const drugLogo = style({ width: '48px', height: '48px', flexShrink: 0 });
export const drugName = style({ margin: 0, fontFamily: vars.font.heading, fontSize: '1.25rem', overflowWrap: 'anywhere' });
export const drugDosage = style({ margin: 0, color: vars.color.foreground.secondary, overflowWrap: 'anywhere' });

export const sectionTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: '1.0625rem' });
export const section = style({ display: 'grid', gap: '0.5rem', minWidth: 0 });
export const sectionHeader = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '1rem' });

export const details = style({ display: 'grid', gridTemplateColumns: 'minmax(6rem, max-content) 1fr', gap: '0.5rem 1rem', margin: 0 });
export const term = style({ color: vars.color.foreground.secondary });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const address = style({ fontStyle: 'normal', overflowWrap: 'anywhere' });
export const link = style({ color: vars.color.foreground.link, fontWeight: 700, minHeight: '24px', display: 'inline-flex', alignItems: 'center' });

export const dueBox = style({
  display: 'grid',
  gap: '0.75rem',
  padding: '1rem',
  borderRadius: vars.radius.standard,
  background: vars.color.background.infoSoft,
  border: `1px solid ${vars.color.background.info}`,
});
export const dueIntro = style({ margin: 0 });
export const amountRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' });
export const amountLabel = style({ fontWeight: 700 });
export const amount = style({ fontSize: '1.5rem', fontWeight: 700, fontFamily: vars.font.heading });
export const infoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.pill,
  color: vars.color.foreground.info,
});

export const actions = style({ display: 'grid', gap: '0.75rem' });
export const payError = style({ margin: 0, color: vars.color.foreground.critical, fontWeight: 700 });

export const providers = style({ display: 'grid', gap: '0.5rem', margin: 0, borderTop: `1px solid ${vars.color.border.standard}`, paddingTop: '1rem' });
export const providerRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.25rem 0.5rem', margin: 0 });
export const pharmacyButton = style({
  minHeight: '44px',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.foreground.link,
  fontFamily: vars.font.body,
  fontSize: '1rem',
  fontWeight: 700,
  textDecoration: 'underline',
  cursor: 'pointer',
  textAlign: 'start',
  overflowWrap: 'anywhere',
});

export const important = style({
  display: 'grid',
  gap: '0.5rem',
  padding: '1.25rem',
  borderRadius: vars.radius.large,
  background: vars.color.background.surfaceMuted,
});
