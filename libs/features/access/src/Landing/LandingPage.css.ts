import { style } from '@vanilla-extract/css';
import { fontSize, hairline, measure, media, space, spaceBetween, vars } from '@portal/design-system/theme';

export const hero = style({
  display: 'grid',
  gap: space.large,
  padding: space.large,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  border: hairline,
  '@media': {
    [media.tablet]: { padding: spaceBetween('xlarge', 'xxlarge') },
  },
});

export const lead = style({ fontSize: fontSize.large });

export const actions = style({
  display: 'flex',
  '@media': { [media.tablet]: { justifyContent: 'flex-start' } },
});

export const enter = style({
  width: '100%',
  '@media': { [media.tablet]: { width: 'auto', minWidth: measure.heroButton } },
});

export const disclaimers = style({
  display: 'grid',
  gap: space.xsmall,
  marginTop: space.large,
  padding: space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.background.surfaceMuted,
  color: vars.color.foreground.secondary,
  fontSize: fontSize.small,
});
