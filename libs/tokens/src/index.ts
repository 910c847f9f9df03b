export { colorToken, listTokens, themeShape, tokenDescriptions, tokenType, type TokenPath, type ThemeTokens } from './shape.ts';
export { AA_MINIMUM, contrastRatio, formatRatio, meetsAA, type ContrastUse } from './contrast.ts';
export { contrastPairs, type ContrastPair } from './contrastPairs.ts';
export { findContrastProblems, pairRatio } from './contrastCheck.ts';
export { deriveTheme, findThemeFileProblems, resolveTheme, type ThemeFile } from './brand.ts';
export { typePatterns, typeRules } from './tokenTypes.ts';
