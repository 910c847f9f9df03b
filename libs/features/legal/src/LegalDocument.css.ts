import { style } from '@vanilla-extract/css';
import { borderWidth, space, vars } from '@portal/design-system/theme';

/** The note above an untranslated legal text: set apart from the document it is about. */
export const note = style({
  margin: `0 0 ${space.large}`,
  padding: `${space.small} ${space.medium}`,
  borderInlineStart: `${borderWidth.accent} solid ${vars.color.border.standard}`,
  background: vars.color.background.surfaceMuted,
  color: vars.color.foreground.text,
});
