import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { media } from '../theme/breakpoints.ts';
import { overlay } from '../LoadingOverlay/LoadingOverlay.css.ts';

export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

const headerBase = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.5rem',
  minHeight: '64px',
  padding: '0.5rem 1rem',
  '@media': { [media.tablet]: { padding: '0.75rem 2rem' } },
});

export const publicHeader = style([headerBase, { background: vars.color.background.brand, color: vars.color.foreground.onBrand }]);

export const authHeader = style([
  headerBase,
  {
    background: vars.color.background.surface,
    color: vars.color.foreground.text,
    borderBottom: `1px solid ${vars.color.border.standard}`,
  },
]);

/** The header's right-hand group (language switch, menu button): never shrinks; the logo gives way. */
export const headerActions = style({ display: 'flex', alignItems: 'center', gap: '0.5rem', flexShrink: 0, marginInlineStart: 'auto' });

export const main = style({
  flex: 1,
  width: '100%',
  padding: '1.5rem 1rem 2.5rem',
  margin: '0 auto',
  outline: 'none',
  '@media': {
    [media.tablet]: { padding: '2rem 2rem 3rem' },
    [media.content]: { maxWidth: '45rem', paddingLeft: 0, paddingRight: 0 },
    [media.desktop]: { maxWidth: '60rem' },
  },
});

export const footer = style({
  padding: '1.5rem 1rem',
  background: vars.color.background.surface,
  borderTop: `1px solid ${vars.color.border.standard}`,
  color: vars.color.foreground.secondary,
  fontSize: '0.875rem',
  textAlign: 'center',
});

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '0.5rem 1.5rem',
  listStyle: 'none',
  margin: '0 0 0.75rem',
  padding: 0,
});

export const skipLink = style({
  position: 'absolute',
  left: '1rem',
  top: '-10rem',
  zIndex: 100,
  padding: '0.75rem 1rem',
  background: vars.color.background.surface,
  color: vars.color.foreground.link,
  borderRadius: vars.radius.standard,
  selectors: { '&:focus': { top: '0.5rem' } },
});

/**
 * While the page's content is on its way (the loading overlay stands in for it), the footer is left
 * out: it would sit right under the header and then be pushed down by the content, a layout shift
 * the patient sees as the page jumping. Left out, it simply appears where it belongs. (The overlay
 * covers the screen meanwhile.) `display`, not `visibility`: Chromium does not restyle the
 * descendants of an element whose `:has()` match ends, so links inside a footer made visible again
 * stayed hidden.
 */
globalStyle(`${shell}:has(${overlay}) > ${footer}`, { display: 'none' });
