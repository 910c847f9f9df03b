import { style } from '@vanilla-extract/css';
import { fontSize, letterSpacing, media, panelSurface, space, vars } from '@portal/design-system/theme';

export const page = style({ display: 'grid', gap: space.large, minWidth: 0 });

export const section = style({ ...panelSurface, gap: space.medium, minWidth: 0 });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.medium,
  alignItems: 'start',
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const detail = style({ display: 'grid', gap: space.xxsmall, alignContent: 'start', minWidth: 0 });
export const term = style({ fontWeight: 700, color: vars.color.foreground.secondary, fontSize: fontSize.small, letterSpacing: letterSpacing.label });
export const value = style({ margin: 0, color: vars.color.foreground.text, overflowWrap: 'anywhere' });
export const line = style({ display: 'block' });
export const editLink = style({ color: vars.color.foreground.link, fontWeight: 600, justifySelf: 'start', marginTop: space.xxsmall });

export const checkboxes = style({ display: 'grid', gap: space.small, border: 0, margin: 0, padding: 0, minWidth: 0 });
export const legend = style({ padding: 0, marginBottom: space.xsmall, color: vars.color.foreground.text });

export const status = style({ margin: 0, fontWeight: 600, color: vars.color.foreground.positive });
export const form = style({ display: 'grid', gap: space.gutter, minWidth: 0 });
