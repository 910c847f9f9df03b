import { style, styleVariants } from '@vanilla-extract/css';
import { fontSize, hairline, measure, media, size, space, spaceBetween, vars } from '@portal/design-system/theme';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.gutter,
  width: '100%',
  maxWidth: measure.wizard,
  marginInline: 'auto',
});

export const fields = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: space.medium });

export const progress = style({ display: 'grid', gap: space.xsmall });

export const progressBar = style({ display: 'flex', gap: spaceBetween('xxsmall', 'xsmall') });

export const progressSegment = styleVariants({
  done: { flex: 1, height: size.progressSegment, borderRadius: vars.radius.pill, background: vars.color.progress.current },
  todo: { flex: 1, height: size.progressSegment, borderRadius: vars.radius.pill, background: vars.color.progress.other },
});

/** Back on the left, Next on the right; on a narrow phone Next comes first, full width. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'space-between',
  gap: space.small,
  paddingTop: space.xsmall,
});

export const stepList = style({ margin: 0, paddingLeft: space.large, display: 'grid', gap: space.xsmall });

export const insuranceSet = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.medium,
  margin: 0,
  padding: space.medium,
  border: hairline,
  borderRadius: vars.radius.large,
  minWidth: 0,
});

export const legend = style({
  padding: `0 ${space.xxsmall}`,
  fontFamily: vars.font.heading,
  fontSize: fontSize.large,
  fontWeight: 700,
  color: vars.color.foreground.text,
});

export const cardSides = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.medium,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const review = style({ display: 'grid', gap: '0', margin: 0 });

export const reviewRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: `${space.xxsmall} ${space.medium}`,
  padding: `${space.medium} 0`,
  borderBottom: hairline,
});

export const reviewTerm = style({ fontFamily: vars.font.body, fontWeight: 700, color: vars.color.foreground.text });

export const reviewValue = style({
  gridColumn: '1 / 2',
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.foreground.text,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const editLink = style({
  gridColumn: '2 / 3',
  gridRow: '1 / 3',
  alignSelf: 'center',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: size.touchTarget,
  padding: `0 ${space.xsmall}`,
  color: vars.color.foreground.link,
  fontFamily: vars.font.body,
  fontWeight: 600,
  textDecoration: 'underline',
});

export const note = style({
  padding: `${space.small} ${space.medium}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background.infoSoft,
  color: vars.color.foreground.text,
  fontFamily: vars.font.body,
});

export const help = style({ margin: 0, fontFamily: vars.font.body, color: vars.color.foreground.secondary });
