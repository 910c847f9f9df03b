import { vars } from './contract.css.ts';

/**
 * The spacing scale: the programme's `space` tokens (its theme.json sets the density), plus `none`.
 * Every value is a CSS variable of the theme contract, so a page laid out on it follows the programme.
 */
export const space = { none: '0', ...vars.space } as const;

export type SpaceStep = keyof typeof space;

/**
 * Half-way between two steps of the scale (`spaceBetween('xsmall', 'small')`), for the few optical
 * fits the steps miss (a tag's inset, a tablet's roomier panel). Derived from the scale, not
 * written beside it, so it follows a programme's density too.
 */
export function spaceBetween(from: SpaceStep, to: SpaceStep): string {
  // `0 + 1rem` is invalid in calc(): a unitless zero cannot be added to a length.
  if (from === 'none') return `calc(${space[to]} / 2)`;
  return `calc((${space[from]} + ${space[to]}) / 2)`;
}

/** The scale's step (or a value derived from it) turned the other way, for a margin that cancels a gap. */
export function negative(length: string): string {
  return `calc(-1 * ${length})`;
}

/** The type scale, shared by every programme (programmes vary colour, font, shape and spacing). */
export const fontSize = {
  /** Tags and badges. */
  xsmall: '0.8125rem',
  small: '0.875rem',
  /** A line under a title (when it was prescribed). */
  subtitle: '0.9375rem',
  standard: '1rem',
  /** A card's sub-section title. */
  heading4: '1.0625rem',
  large: '1.125rem',
  heading3: '1.25rem',
  heading2: '1.5rem',
  heading1: '1.875rem',
} as const;

/** Letter spacing of small capitals-like labels (badges, "MORE"), in em so it follows the text. */
export const letterSpacing = { label: '0.02em', caps: '0.06em' } as const;

/** Line widths: a card's or divider's hairline, a control's outline, the focus ring, an accent bar. */
export const borderWidth = { hairline: '1px', control: '2px', focus: '3px', accent: '4px' } as const;

/** How far the focus ring stands off what it surrounds. */
export const focusRingOffset = '2px';

/**
 * Fixed sizes of things that must not follow density: touch targets (WCAG 2.5.5 asks 44 px,
 * 2.5.8 at least 24), the drug's logo, the tutorial's round buttons and step dots.
 */
export const size = {
  touchTarget: '44px',
  minimumTarget: '24px',
  drugLogo: '48px',
  roundButton: '48px',
  progressSegment: '6px',
  stepDot: '10px',
  stepDotCurrent: '2rem',
} as const;

/**
 * Widths, named for what they hold: the most a column of text, a form or a page may take, and the
 * least a label column or a wrapping button may shrink to before it wraps.
 */
export const measure = {
  /** The label column of a list of details (Payment). */
  detailLabel: '6rem',
  /** The label column of a fill's details, a little wider for "Transaction ID". */
  fillDetailLabel: '6.5rem',
  /** The label column of a prescription's details. */
  cardDetailLabel: '8rem',
  /** A button sharing a row with others (Replace, Remove, Cancel), before the row wraps. */
  actionButton: '8rem',
  /** A card title beside the drug's logo, before the badge wraps under it. */
  cardTitle: '10rem',
  /** A file-choice button, before its row wraps. */
  fileChoice: '11rem',
  /** The landing page's ENTER button from tablet up. */
  heroButton: '12rem',
  /** An onboarding illustration. */
  illustration: '14rem',
  /** A card photo's preview. */
  imagePreview: '16rem',
  /** The sign-in form. */
  form: '28rem',
  /** A line of running text under an illustration. */
  text: '30rem',
  /** The wizard's column. */
  wizard: '36rem',
  /** A page of one card: payment, onboarding. */
  narrowPage: '40rem',
} as const;
