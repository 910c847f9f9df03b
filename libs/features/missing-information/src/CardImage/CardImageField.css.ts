import { style } from '@vanilla-extract/css';
import { borderWidth, focusRingOffset, fontSize, hairline, measure, negative, space, spaceBetween, vars } from '@portal/design-system/theme';

/** The column's gap, which an empty message slot cancels. */
const columnGap = spaceBetween('xsmall', 'small');

/** Label, then the controls or the preview, then the messages beneath; nothing wider than the column. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: columnGap,
  width: '100%',
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

/** A row of buttons that wraps onto more lines on a narrow phone (320 px) instead of overflowing. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.small,
  minWidth: 0,
});

/**
 * The styled label around a visually hidden file input (it takes the button look from the design
 * system's `buttonClass`). The input keeps the keyboard focus, so the ring is drawn on the label.
 */
export const choice = style({
  // The hidden input stays inside the label's box.
  position: 'relative',
  flex: `1 1 ${measure.fileChoice}`,
  minWidth: 0,
  // The design system's button is a single line; a long translation may wrap here. The line
  // height is the button's (a label would inherit the body's 1.5 and stand 4 px taller).
  whiteSpace: 'normal',
  lineHeight: 'normal',
  textAlign: 'center',
  selectors: {
    '&:focus-within': {
      outline: `${borderWidth.focus} solid ${vars.color.border.focus}`,
      outlineOffset: focusRingOffset,
    },
    // Where :has() is known, only a keyboard focus shows the ring (as :focus-visible elsewhere).
    '&:has(input:focus):not(:has(input:focus-visible))': { outline: 'none' },
  },
});

/** The Replace, Remove and Cancel buttons share the row evenly and wrap on a narrow phone. */
export const action = style({
  flex: `1 1 ${measure.actionButton}`,
  minWidth: 0,
  whiteSpace: 'normal',
});

export const icon = style({ flexShrink: 0, display: 'inline-flex' });

export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xsmall,
  margin: 0,
  padding: space.small,
  minWidth: 0,
  border: hairline,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
});

export const image = style({
  display: 'block',
  width: '100%',
  maxHeight: measure.imagePreview,
  objectFit: 'contain',
  borderRadius: vars.radius.standard,
  background: vars.color.background.surfaceMuted,
});

/** A PDF, a file on the server, or an image this browser cannot show (HEIC outside Safari). */
export const document = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.small,
  minWidth: 0,
  color: vars.color.foreground.text,
});

export const documentIcon = style({ flexShrink: 0, display: 'inline-flex', color: vars.color.foreground.secondary });

export const fileName = style({
  minWidth: 0,
  fontFamily: vars.font.body,
  fontSize: fontSize.standard,
  lineHeight: 1.4,
  // A phone's file names have no spaces ("IMG_20240611_093512_HDR.jpg"): break anywhere.
  overflowWrap: 'anywhere',
});

/**
 * The live region of a refused file. It stays in the page while empty (so that assistive technology
 * already watches it when the message arrives) and then takes no room: the negative margin cancels
 * the column's gap.
 */
export const alertSlot = style({
  selectors: { '&:empty': { marginTop: negative(columnGap) } },
});
