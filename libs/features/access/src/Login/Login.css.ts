import { style } from '@vanilla-extract/css';
import { linkButtonText, vars } from '@portal/design-system/theme';

export const form = style({ display: 'grid', gap: '1.25rem', maxWidth: '28rem' });

export const linkButton = style({
  ...linkButtonText,
  justifySelf: 'start',
  padding: 0,
});

export const resendRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.25rem 0.5rem', margin: 0 });

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
