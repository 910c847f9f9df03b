import { style } from '@vanilla-extract/css';
import { vars } from '@portal/design-system/theme';

export const page = style({ display: 'grid', gap: '1.5rem', minWidth: 0 });

export const fill = style({ display: 'grid', gap: '1rem' });

export const sectionTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: '1rem' });

export const details = style({ display: 'grid', gridTemplateColumns: 'minmax(6.5rem, max-content) minmax(0, 1fr)', gap: '0.5rem 1rem', margin: 0 });
export const term = style({ color: vars.color.foreground.secondary });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const receipt = style({ justifySelf: 'start', color: vars.color.foreground.link, fontWeight: 700 });
