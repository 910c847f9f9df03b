import { style, styleVariants } from '@vanilla-extract/css';
import { borderWidth, hairline, linkButtonText, measure, media, size, space, spaceBetween, vars } from '@portal/design-system/theme';
import { SLIDE_TRANSITION_MS } from '../carousel/carousel.ts';

// The grid columns are minmax(0, 1fr), not auto: an auto column grows to its items' min-content
// width, and the track's min-content is every slide side by side (691 px at 320 px, WCAG 1.4.10).
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.gutter,
  width: '100%',
  maxWidth: measure.narrowPage,
  marginInline: 'auto',
});

export const carousel = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: space.gutter });

/** The window onto the slides: only the current one shows; the others wait to the sides. */
export const viewport = style({
  // clip, not just hidden: a hidden box can still be scrolled (by focus, by find-in-page), which
  // would shift the slides on top of their transform. `hidden` stays as the fallback.
  overflow: ['hidden', 'clip'],
  borderRadius: vars.radius.large,
  border: hairline,
  background: vars.color.background.surface,
  // Horizontal touch moves belong to the carousel (pointer events); vertical ones still scroll the page.
  touchAction: 'pan-y',
  cursor: 'grab',
});

export const track = style({
  display: 'flex',
  // spec: prescription-experience §9, the slide transition takes 0.35 s.
  transition: `transform ${SLIDE_TRANSITION_MS}ms ease`,
  selectors: {
    // While a finger or the mouse holds the slides they follow it directly.
    '&[data-dragging="true"]': { transition: 'none', userSelect: 'none', cursor: 'grabbing' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const slide = style({
  flex: '0 0 100%',
  minWidth: 0,
  // Each slide is exactly one window wide, padding included, so translateX(-100%) is one slide.
  boxSizing: 'border-box',
  display: 'grid',
  alignContent: 'start',
  justifyItems: 'center',
  gap: space.medium,
  padding: `${space.large} ${space.gutter} ${space.xlarge}`,
  textAlign: 'center',
  '@media': { [media.tablet]: { padding: `${space.xlarge} ${spaceBetween('xlarge', 'xxlarge')} ${spaceBetween('xlarge', 'xxlarge')}` } },
});

export const illustration = style({ width: '100%', maxWidth: measure.illustration, height: 'auto' });

export const body = style({ maxWidth: measure.text });

export const linkButton = style({
  ...linkButtonText,
  padding: `0 ${space.xxsmall}`,
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.medium,
});

export const circleButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: size.roundButton,
  height: size.roundButton,
  padding: 0,
  border: `${borderWidth.control} solid ${vars.color.button.secondaryBorder}`,
  borderRadius: vars.radius.pill,
  background: vars.color.button.secondaryBackground,
  color: vars.color.button.secondaryForeground,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.button.secondaryBackgroundHover },
    '&[aria-disabled="true"]': {
      cursor: 'not-allowed',
      color: vars.color.button.secondaryForegroundDisabled,
      borderColor: vars.color.button.secondaryForegroundDisabled,
    },
  },
});

/** The step indicator: a row of dots, the current step a wide bar (§2 Onboarding). */
export const steps = style({ display: 'flex', alignItems: 'center', gap: space.xsmall, margin: 0, padding: 0, listStyle: 'none' });

const dotBase = style({
  display: 'block',
  height: size.stepDot,
  borderRadius: vars.radius.pill,
  transition: `width ${SLIDE_TRANSITION_MS}ms ease, background-color ${SLIDE_TRANSITION_MS}ms ease`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const dot = styleVariants({
  current: [dotBase, { width: size.stepDotCurrent, background: vars.color.progress.current }],
  other: [dotBase, { width: size.stepDot, background: vars.color.progress.other }],
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: space.small });

/** Decorative drawings, filled from the programme's theme. */
export const art = styleVariants({
  backdrop: { fill: vars.color.background.surfaceMuted },
  brand: { fill: vars.color.background.brand },
  accent: { fill: vars.color.progress.current },
  surface: { fill: vars.color.background.surface },
  positive: { fill: vars.color.background.positive },
  info: { fill: vars.color.background.info },
  line: { fill: vars.color.progress.other },
  outline: { fill: 'none', stroke: vars.color.background.brand, strokeWidth: 3, strokeLinecap: 'round', strokeLinejoin: 'round' },
  onBrand: { fill: 'none', stroke: vars.color.foreground.onBrand, strokeWidth: 5, strokeLinecap: 'round', strokeLinejoin: 'round' },
});
