// expect-lint: no-restricted-syntax
// A feature's style with a literal colour: it cannot follow the programme's theme.
import { style } from '@vanilla-extract/css';

export const card = style({ background: '#eef2f7' });
