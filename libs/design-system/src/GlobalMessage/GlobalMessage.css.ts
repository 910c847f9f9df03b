import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { iconButtonBox } from '../theme/styleRules.ts';

export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '0.75rem',
  padding: '0.75rem 1rem',
  borderLeft: '6px solid',
  borderRadius: vars.radius.standard,
  margin: '0 0 1rem',
});

/** Follows `message` in the style sheet, so its colours win. */
export const messageType = styleVariants({
  success: { background: vars.color.background.positiveSoft, borderColor: vars.color.background.positive, color: vars.color.foreground.positive },
  error: { background: vars.color.background.criticalSoft, borderColor: vars.color.background.critical, color: vars.color.foreground.critical },
  info: { background: vars.color.background.infoSoft, borderColor: vars.color.background.info, color: vars.color.foreground.info },
});

export const body = style({ flex: 1 });
export const header = style({ margin: 0, fontWeight: 700 });
export const description = style({ margin: '0.25rem 0 0' });

export const dismiss = style({
  ...iconButtonBox('44px'),
  margin: '-0.5rem -0.5rem -0.5rem 0',
  color: 'inherit',
  borderRadius: vars.radius.standard,
});
