import { style } from '@vanilla-extract/css';
import { media, vars } from '@portal/design-system/theme';

export const hero = style({
  display: 'grid',
  gap: '1.5rem',
  padding: '1.5rem',
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  border: `1px solid ${vars.color.border.standard}`,
  '@media': {
    [media.tablet]: { padding: '2.5rem' },
  },
});

export const lead = style({ fontSize: '1.125rem' });

export const actions = style({
  display: 'flex',
  '@media': { [media.tablet]: { justifyContent: 'flex-start' } },
});

export const enter = style({
  width: '100%',
  '@media': { [media.tablet]: { width: 'auto', minWidth: '12rem' } },
});

export const disclaimers = style({
  display: 'grid',
  gap: '0.5rem',
  marginTop: '1.5rem',
  padding: '1rem',
  borderRadius: vars.radius.standard,
  background: vars.color.background.surfaceMuted,
  color: vars.color.foreground.secondary,
  fontSize: '0.875rem',
});
