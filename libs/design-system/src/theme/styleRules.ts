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

/** A label/value list (`dl`): labels in a column at least `labelWidth` wide, values beside them. */
export function detailList(labelWidth: string) {
  return { display: 'grid', gridTemplateColumns: `minmax(${labelWidth}, max-content) 1fr`, gap: `${space.xsmall} ${space.medium}`, margin: 0 } as const;
}
