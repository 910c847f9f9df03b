import { style } from '@vanilla-extract/css';

/** The input sits above its error block; the label and description above it. */
export const root = style({ width: '100%' });
