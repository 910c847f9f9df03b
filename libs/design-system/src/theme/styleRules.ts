import { media } from './breakpoints.ts';
import { vars } from './contract.css.ts';
import { borderWidth, fontSize, size, space, spaceBetween } from './scale.ts';

// Style rules (plain objects to spread into `style()`) that several components and pages follow
// alike, so each rule is written once and a change to it reaches every place that follows it.

/** A square, borderless button around one icon (close, dismiss, info), centred, at least a touch target. */
export function iconButtonBox(side: string) {
  return {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: side,
    height: side,
    border: 0,
    background: 'transparent',
    cursor: 'pointer',
  } as const;
}

/** A button that reads as a link: underlined link colour in body text, 44px high to touch. */
export const linkButtonText = {
  minHeight: size.touchTarget,
  border: 0,
  background: 'transparent',
  color: vars.color.foreground.link,
  fontFamily: vars.font.body,
  fontSize: fontSize.standard,
  textDecoration: 'underline',
  cursor: 'pointer',
} as const;

/** A hairline in the colour of cards and dividers. */
export const hairline = `${borderWidth.hairline} solid ${vars.color.border.standard}`;

/** A page's panel (a card of the prescription pages): a bordered surface, roomier from tablet up. */
export const panelSurface = {
  display: 'grid',
  padding: space.gutter,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  border: hairline,
  '@media': { [media.tablet]: { padding: spaceBetween('large', 'xlarge') } },
} as const;

/** A tinted box of information inside a card (a payment due, a payment being confirmed). */
export const infoBox = {
  display: 'grid',
  gap: space.small,
  padding: space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.background.infoSoft,
  border: `${borderWidth.hairline} solid ${vars.color.background.info}`,
} as const;

/**
 * A label/value list (`dl`). On a small phone each label stands above its value, so a value (a
 * tracking number, a date) has the whole width and is never broken inside a word. From the
 * `mobile` breakpoint, labels in a column `labelWidth` wide (40 % of a narrow list) that grows to
 * its longest label, values beside them in at least half the list: without that half, a long label
 * (a longer language) took the whole width and left the values one character wide, a date broken
 * over five lines (the pseudo-locale's check found it).
 */
export function detailList(labelWidth: string) {
  return {
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: `0 ${space.medium}`,
    margin: 0,
    '@media': { [media.mobile]: { gridTemplateColumns: `minmax(min(${labelWidth}, 40%), max-content) minmax(50%, 1fr)`, rowGap: space.xsmall } },
  } as const;
}

/** A value of a `detailList`: on a small phone, the room before the next label. */
export const detailValue = { margin: 0, marginBottom: space.xsmall, overflowWrap: 'anywhere', '@media': { [media.mobile]: { marginBottom: 0 } } } as const;
