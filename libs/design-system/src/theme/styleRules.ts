import { media } from './breakpoints.ts';
import { vars } from './contract.css.ts';

// Style rules (plain objects to spread into `style()`) that several components and pages follow
// alike, so each rule is written once and a change to it reaches every place that follows it.

/** A square, borderless button around one icon (close, dismiss, info), centred, at least a touch target. */
export function iconButtonBox(size: string) {
  return {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: size,
    height: size,
    border: 0,
    background: 'transparent',
    cursor: 'pointer',
  } as const;
}

/** A button that reads as a link: underlined link colour in body text, 44px high to touch. */
export const linkButtonText = {
  minHeight: '44px',
  border: 0,
  background: 'transparent',
  color: vars.color.foreground.link,
  fontFamily: vars.font.body,
  fontSize: '1rem',
  textDecoration: 'underline',
  cursor: 'pointer',
} as const;

/** A page's panel (a card of the prescription pages): a bordered surface, roomier from tablet up. */
export const panelSurface = {
  display: 'grid',
  padding: '1.25rem',
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  border: `1px solid ${vars.color.border.standard}`,
  '@media': { [media.tablet]: { padding: '1.75rem' } },
} as const;
