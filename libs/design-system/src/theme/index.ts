import { createTheme } from '@vanilla-extract/css';
import type { ThemeTokens } from '@portal/tokens';
import { vars } from './contract.css.ts';

export { vars } from './contract.css.ts';
export { breakpoints, media } from './breakpoints.ts';
export { space, fontSize } from './scale.ts';
export { contrastPairs, type ContrastPair } from './contrastPairs.ts';

/** Call from a programme's `theme.css.ts`: `export const themeClass = createProgramTheme(tokens, 'bisp')`. */
export function createProgramTheme(tokens: ThemeTokens, debugId: string): string {
  return createTheme(vars, tokens, debugId);
}
