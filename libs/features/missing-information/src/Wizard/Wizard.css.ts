import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@portal/design-system/theme';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1.25rem',
  width: '100%',
  maxWidth: '36rem',
  marginInline: 'auto',
});

export const fields = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '1rem' });

export const progress = style({ display: 'grid', gap: '0.5rem' });

export const progressBar = style({ display: 'flex', gap: '0.375rem' });

export const progressSegment = styleVariants({
  done: { flex: 1, height: '6px', borderRadius: vars.radius.pill, background: vars.color.progress.current },
  todo: { flex: 1, height: '6px', borderRadius: vars.radius.pill, background: vars.color.progress.other },
});

/** Back on the left, Next on the right; on a narrow phone Next comes first, full width. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'space-between',
  gap: '0.75rem',
  paddingTop: '0.5rem',
});

export const stepList = style({ margin: 0, paddingLeft: '1.5rem', display: 'grid', gap: '0.5rem' });

export const insuranceSet = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1rem',
  margin: 0,
  padding: '1rem',
  border: `1px solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.large,
  minWidth: 0,
});

export const legend = style({
  padding: '0 0.25rem',
  fontFamily: vars.font.heading,
  fontSize: '1.125rem',
  fontWeight: 700,
  color: vars.color.foreground.text,
});

export const cardSides = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1rem',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const review = style({ display: 'grid', gap: '0', margin: 0 });

export const reviewRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: '0.25rem 1rem',
  padding: '1rem 0',
  borderBottom: `1px solid ${vars.color.border.standard}`,
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
  minHeight: '44px',
  padding: '0 0.5rem',
  color: vars.color.foreground.link,
  fontFamily: vars.font.body,
  fontWeight: 600,
  textDecoration: 'underline',
});

export const note = style({
  padding: '0.75rem 1rem',
  borderRadius: vars.radius.standard,
  background: vars.color.background.infoSoft,
  color: vars.color.foreground.text,
  fontFamily: vars.font.body,
});

export const help = style({ margin: 0, fontFamily: vars.font.body, color: vars.color.foreground.secondary });
