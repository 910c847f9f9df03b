export { colorToken, listTokens, themeShape, tokenDescriptions, type TokenPath, type ThemeTokens } from './shape.ts';
export { AA_MINIMUM, contrastRatio, formatRatio, meetsAA, type ContrastUse } from './contrast.ts';
export { contrastPairs, type ContrastPair } from './contrastPairs.ts';
export { findContrastProblems, pairRatio } from './contrastCheck.ts';
export { deriveTheme, findThemeFileProblems, resolveTheme, type ThemeFile } from './brand.ts';
export { tokenType, typePatterns, typeRules } from './tokenTypes.ts';
