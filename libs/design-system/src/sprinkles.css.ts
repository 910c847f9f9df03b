import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media } from './theme/breakpoints.ts';
import { vars } from './theme/contract.css.ts';
import { space } from './theme/scale.ts';

/** Responsive layout props on the spec's breakpoints, instead of media queries in components. */
const responsive = defineProperties({
  conditions: {
    smallMobile: {},
    mobile: { '@media': media.mobile },
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'smallMobile',
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

/** What a box stands on and how round it is: the theme's tokens, named by purpose. */
const surface = defineProperties({
  properties: {
    background: {
      body: vars.color.background.body,
      surface: vars.color.background.surface,
      surfaceMuted: vars.color.background.surfaceMuted,
      infoSoft: vars.color.background.infoSoft,
      positiveSoft: vars.color.background.positiveSoft,
      criticalSoft: vars.color.background.criticalSoft,
    },
    borderRadius: vars.radius,
  },
});

export const sprinkles = createSprinkles(responsive, surface);
export type Sprinkles = Parameters<typeof sprinkles>[0];
