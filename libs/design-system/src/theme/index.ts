import { createTheme } from '@vanilla-extract/css';
import { resolveTheme, type ThemeFile } from '@portal/tokens';
import { vars } from './contract.css.ts';

export { vars } from './contract.css.ts';
export { breakpoints, media } from './breakpoints.ts';
export { space, spaceBetween, negative, fontSize, letterSpacing, borderWidth, focusRingOffset, size, measure, type SpaceStep } from './scale.ts';
export { linkButtonText, panelSurface, hairline, infoBox, detailList, detailValue } from './styleRules.ts';
export { contrastPairs, type ContrastPair } from '@portal/tokens';

/**
 * Call from a programme's `theme.css.ts`: `export const themeClass = createProgramTheme(tokens, 'bisp')`.
 * Takes theme.json in either form (every token, or `brand` plus overrides); it runs at build time.
 */
export function createProgramTheme(file: ThemeFile, debugId: string): string {
  return createTheme(vars, resolveTheme(file), debugId);
}
