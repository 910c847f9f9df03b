import { style } from '@vanilla-extract/css';
import { linkButtonText, measure, space, vars } from '@portal/design-system/theme';

export const form = style({ display: 'grid', gap: space.gutter, maxWidth: measure.form });

export const linkButton = style({
  ...linkButtonText,
  justifySelf: 'start',
  padding: 0,
});

export const resendRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${space.xxsmall} ${space.xsmall}`, margin: 0 });

export const notice = style({ margin: 0, color: vars.color.foreground.positive });

/** A link-looking button inside running text (e.g. "terms of use" in a checkbox label). */
export const inlineLink = style({
  display: 'inline',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.foreground.link,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});
