import { style } from '@vanilla-extract/css';
import { media, panelSurface, vars } from '@portal/design-system/theme';

export const page = style({ display: 'grid', gap: '1.5rem', minWidth: 0 });

export const section = style({ ...panelSurface, gap: '1rem', minWidth: 0 });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1rem',
  alignItems: 'start',
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const detail = style({ display: 'grid', gap: '0.25rem', alignContent: 'start', minWidth: 0 });
export const term = style({ fontWeight: 700, color: vars.color.foreground.secondary, fontSize: '0.875rem', letterSpacing: '0.02em' });
export const value = style({ margin: 0, color: vars.color.foreground.text, overflowWrap: 'anywhere' });
export const line = style({ display: 'block' });
export const editLink = style({ color: vars.color.foreground.link, fontWeight: 600, justifySelf: 'start', marginTop: '0.25rem' });

export const checkboxes = style({ display: 'grid', gap: '0.75rem', border: 0, margin: 0, padding: 0, minWidth: 0 });
export const legend = style({ padding: 0, marginBottom: '0.5rem', color: vars.color.foreground.text });

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1rem' });
export const status = style({ margin: 0, fontWeight: 600, color: vars.color.foreground.positive });
export const hint = style({ margin: 0, color: vars.color.foreground.secondary });
export const form = style({ display: 'grid', gap: '1.25rem', minWidth: 0 });
