import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/breakpoints.ts';
import { vars } from '../theme/contract.css.ts';
import { borderWidth, space } from '../theme/scale.ts';
import { hairline } from '../theme/styleRules.ts';

export const stack = style({ display: 'flex', flexDirection: 'column' });

export const inline = style({ display: 'flex', flexDirection: 'row', flexWrap: 'wrap' });

/** One column on a phone; from `collapseBelow` up, the children side by side, each as wide. */
export const columns = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' });
const sideBySide = { gridTemplateColumns: 'none', gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' } as const;
export const columnsFrom = styleVariants({
  mobile: { '@media': { [media.mobile]: sideBySide } },
  tablet: { '@media': { [media.tablet]: sideBySide } },
  desktop: { '@media': { [media.desktop]: sideBySide } },
});

export const card = style({
  padding: space.large,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  border: hairline,
});

/** A tinted note set apart by a bar in its tone's colour at its start. */
export const notice = style({
  margin: 0,
  padding: `${space.small} ${space.medium}`,
  borderRadius: vars.radius.standard,
  borderInlineStart: `${borderWidth.accent} solid`,
  color: vars.color.foreground.text,
});

/** Follows `notice` in the style sheet, so its colours win. */
export const noticeTone = styleVariants({
  info: { background: vars.color.background.infoSoft, borderColor: vars.color.background.info },
  positive: { background: vars.color.background.positiveSoft, borderColor: vars.color.background.positive },
  critical: { background: vars.color.background.criticalSoft, borderColor: vars.color.background.critical },
  neutral: { background: vars.color.background.surfaceMuted, borderColor: vars.color.border.standard },
});
