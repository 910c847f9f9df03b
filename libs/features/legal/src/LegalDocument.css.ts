import { style } from '@vanilla-extract/css';
import { vars } from '@portal/design-system/theme';

/** The note above an untranslated legal text: set apart from the document it is about. */
export const note = style({
  margin: '0 0 1.5rem',
  padding: '0.75rem 1rem',
  borderInlineStart: `4px solid ${vars.color.border.standard}`,
  background: vars.color.background.surfaceMuted,
  color: vars.color.foreground.text,
});
