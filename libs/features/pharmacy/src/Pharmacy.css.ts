import { style } from '@vanilla-extract/css';
import { panelSurface, vars } from '@portal/design-system/theme';

export const page = style({ display: 'grid', gap: '1.5rem', minWidth: 0 });

export const drug = style({ display: 'flex', alignItems: 'center', gap: '0.75rem', flexWrap: 'wrap' });
export const drugLogo = style({ width: '48px', height: '48px', flexShrink: 0 });
export const drugName = style({ margin: 0, fontFamily: vars.font.heading, fontSize: '1.25rem', overflowWrap: 'anywhere' });

export const panel = style({ ...panelSurface, gap: '1rem' });

export const note = style({
  margin: 0,
  padding: '0.75rem 1rem',
  borderRadius: vars.radius.standard,
  background: vars.color.background.infoSoft,
  borderLeft: `4px solid ${vars.color.background.info}`,
});

export const currentTag = style({
  display: 'inline-block',
  marginLeft: '0.25rem',
  padding: '0.125rem 0.5rem',
  borderRadius: vars.radius.pill,
  background: vars.color.background.positiveSoft,
  color: vars.color.foreground.positive,
  fontSize: '0.8125rem',
  fontWeight: 700,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' });

export const steps = style({ display: 'grid', gap: '1rem', margin: 0, paddingLeft: '1.5rem' });
export const step = style({ paddingLeft: '0.25rem' });
export const stepTitle = style({ margin: '0 0 0.25rem', fontFamily: vars.font.heading, fontSize: '1.0625rem' });
export const stepBody = style({ margin: 0 });
