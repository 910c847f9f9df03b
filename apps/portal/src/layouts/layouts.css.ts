import { style } from '@vanilla-extract/css';

// The logo gives way to the header's buttons on a 320 px phone: it scales down, it never pushes them out.
export const logoLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: '44px', minWidth: 0, borderRadius: '4px' });
export const logo = style({ display: 'block', height: '40px', width: 'auto', maxWidth: '100%', objectFit: 'contain', objectPosition: 'left center' });

/** The language switch: the header's own colours (dark or light header), a 44 px target. */
export const languageSwitch = style({
  minHeight: '44px',
  padding: '0 0.75rem',
  border: '1px solid currentColor',
  borderRadius: '4px',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.7 } },
});
export const reading = style({ maxWidth: '42rem' });
