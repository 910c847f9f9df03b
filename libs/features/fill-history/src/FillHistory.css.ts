import { style } from '@vanilla-extract/css';
import { detailList, detailValue, fontSize, measure, space, vars } from '@portal/design-system/theme';

export const page = style({ display: 'grid', gap: space.large, minWidth: 0 });

export const fill = style({ display: 'grid', gap: space.medium });

export const sectionTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: fontSize.standard });

export const details = style(detailList(measure.fillDetailLabel));
export const term = style({ color: vars.color.foreground.secondary });
export const definition = style(detailValue);

export const receipt = style({ justifySelf: 'start', color: vars.color.foreground.link, fontWeight: 700 });
