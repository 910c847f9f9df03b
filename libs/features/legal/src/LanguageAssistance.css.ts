import { style } from '@vanilla-extract/css';
import { space } from '@portal/design-system/theme';

/** The taglines are notices one after another, not points of an argument: no bullets, no indent. */
export const list = style({ display: 'grid', gap: space.large, listStyle: 'none', margin: 0, padding: 0 });

/** A language's name over its tagline. */
export const tagline = style({ display: 'grid', gap: space.xxsmall });

/** The number whole on one line: split after "1 (555)" it reads as two numbers. */
export const phone = style({ whiteSpace: 'nowrap' });
