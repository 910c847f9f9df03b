export { colorToken, findTokenProblems, listTokens, themeShape, tokenDescriptions, type ColorTokenPath, type TokenPath, type ThemeTokens, type TokenEntry, type TokenProblem } from './shape.ts';
export { AA_MINIMUM, composite, contrastRatio, formatRatio, meetsAA, parseColor, relativeLuminance, type ContrastUse, type Rgba } from './contrast.ts';
export { contrastPairs, type ContrastPair } from './contrastPairs.ts';
export { findContrastProblems, nearestPassingShade, type ContrastProblem } from './contrastCheck.ts';
export { deriveTheme, findThemeFileProblems, neutralBase, resolveTheme, type BrandInputs, type ThemeFile } from './brand.ts';
