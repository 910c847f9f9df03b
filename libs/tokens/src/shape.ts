/**
 * The theme token shape, named by purpose (Braid style): a designer reads `color.background.critical`
 * as intent, not as "red". One definition serves three places: the design system's
 * `createThemeContract`, the programme-folder validation at build time, and the `ThemeTokens` type.
 */
import { typeProblem, typeRules, type TokenType } from './tokenTypes.ts';

const leaf = '' as const;

export const themeShape = {
  color: {
    background: {
      body: leaf,
      surface: leaf,
      surfaceMuted: leaf,
      brand: leaf,
      critical: leaf,
      criticalSoft: leaf,
      positive: leaf,
      positiveSoft: leaf,
      info: leaf,
      infoSoft: leaf,
      overlay: leaf,
    },
    foreground: {
      text: leaf,
      secondary: leaf,
      onBrand: leaf,
      link: leaf,
      critical: leaf,
      positive: leaf,
      info: leaf,
    },
    border: { standard: leaf, field: leaf, focus: leaf },
    button: {
      primaryBackground: leaf,
      primaryBackgroundHover: leaf,
      primaryForeground: leaf,
      primaryBackgroundDisabled: leaf,
      primaryForegroundDisabled: leaf,
      secondaryBackground: leaf,
      secondaryBackgroundHover: leaf,
      secondaryForeground: leaf,
      secondaryBorder: leaf,
      secondaryForegroundDisabled: leaf,
    },
    status: {
      completed: leaf,
      inProgress: leaf,
      pending: leaf,
      alert: leaf,
      getMoreInfo: leaf,
      closed: leaf,
    },
    progress: { current: leaf, other: leaf },
  },
  font: { body: leaf, heading: leaf },
  radius: { standard: leaf, large: leaf, pill: leaf },
  space: {
    xxsmall: leaf,
    xsmall: leaf,
    small: leaf,
    medium: leaf,
    gutter: leaf,
    large: leaf,
    xlarge: leaf,
    xxlarge: leaf,
  },
} as const;

/**
 * What each token is for, where a patient sees it: the descriptions of theme.json's JSON Schema
 * (an editor shows them as you type). A new token needs one: the map's type requires it.
 */
export const tokenDescriptions: Record<TokenPath, string> = {
  'color.background.body': 'The page behind everything.',
  'color.background.surface': 'Cards, fields, dialogs and the menu.',
  'color.background.surfaceMuted': 'Important notes, hovered menu items, landing disclaimers, disabled fields.',
  'color.background.brand': 'The brand colour: the public header, the ticked checkbox and the chosen radio.',
  'color.background.critical': 'The invalid field border and error accents.',
  'color.background.criticalSoft': 'Behind error messages and banners.',
  'color.background.positive': 'The positive button (Make Payment).',
  'color.background.positiveSoft': 'Behind success messages and the current pharmacy tag.',
  'color.background.info': 'Information accents.',
  'color.background.infoSoft': 'Behind information messages, the wizard note and the amount due.',
  'color.background.overlay': 'The loading overlay over the page (translucent; its text is color.foreground.onBrand).',
  'color.foreground.text': 'Page text and headings.',
  'color.foreground.secondary': 'Descriptions, placeholders, the footer, timeline subtitles.',
  'color.foreground.onBrand': 'Text on the brand colour, the positive button and the loading overlay.',
  'color.foreground.link': 'Links and link buttons.',
  'color.foreground.critical': 'Error text.',
  'color.foreground.positive': 'Success text.',
  'color.foreground.info': 'Information text and the pricing link.',
  'color.border.standard': 'Card and divider lines (decoration, no contrast rule).',
  'color.border.field': 'Field, checkbox and radio borders.',
  'color.border.focus': 'The keyboard focus ring, on the page, in cards and in the public header.',
  'color.button.primaryBackground': 'The primary button.',
  'color.button.primaryBackgroundHover': 'The primary button under the pointer.',
  'color.button.primaryForeground': 'The primary button\'s text.',
  'color.button.primaryBackgroundDisabled': 'A disabled primary button.',
  'color.button.primaryForegroundDisabled': 'A disabled primary button\'s text.',
  'color.button.secondaryBackground': 'The secondary button.',
  'color.button.secondaryBackgroundHover': 'The secondary button under the pointer.',
  'color.button.secondaryForeground': 'The secondary button\'s text.',
  'color.button.secondaryBorder': 'The secondary button\'s border.',
  'color.button.secondaryForegroundDisabled': 'A disabled secondary button\'s text.',
  'color.status.completed': 'Timeline status: Completed.',
  'color.status.inProgress': 'Timeline status: In Progress.',
  'color.status.pending': 'Timeline status: Pending.',
  'color.status.alert': 'Timeline status: Alert.',
  'color.status.getMoreInfo': 'Timeline status: Get more info.',
  'color.status.closed': 'Timeline status: Closed.',
  'color.progress.current': 'The current step: tutorial dots, wizard progress.',
  'color.progress.other': 'The other steps.',
  'font.body': 'The body text face, a CSS font-family list (a brand face comes from the programme\'s fonts.css).',
  'font.heading': 'The heading face, a CSS font-family list.',
  'radius.standard': 'Corners of buttons, fields and cards, e.g. 6px.',
  'radius.large': 'Corners of dialogs and large panels, e.g. 12px.',
  'radius.pill': 'Fully rounded corners (tags, badges), e.g. 999px.',
  'space.xxsmall': 'The least space: between a label and its value, inside tags, e.g. 0.25rem.',
  'space.xsmall': 'Between lines of one thing: rows of details, a list\'s items, e.g. 0.5rem.',
  'space.small': 'Between buttons in a row and the parts of a message, e.g. 0.75rem.',
  'space.medium': 'Between fields and inside messages, the base step, e.g. 1rem.',
  'space.gutter': 'Inside cards and panels, between a card\'s parts, e.g. 1.25rem.',
  'space.large': 'Between the sections of a page, e.g. 1.5rem.',
  'space.xlarge': 'Around large panels from tablet up, e.g. 2rem.',
  'space.xxlarge': 'The most space: between the page\'s major blocks, e.g. 3rem.',
};

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };

/** What a programme's theme.json must provide. */
/** The type of each group of the shape: every token of a group shares it (the DTCG export writes it once, on the group). */
export const groupTypes: Record<keyof typeof themeShape, TokenType> = {
  color: 'color',
  font: 'fontFamily',
  radius: 'dimension',
  space: 'dimension',
};

/** The type of the token at a dotted path, e.g. `radius.large` → `dimension`; undefined for a path outside the shape's groups. */
export function tokenType(path: string): TokenType | undefined {
  return (groupTypes as Record<string, TokenType>)[path.split('.')[0] ?? ''];
}

export type ThemeTokens = Leaves<typeof themeShape>;

export interface TokenProblem {
  /** Dotted path of the offending token, e.g. `color.background.brand`. */
  path: string;
  message: string;
}

/**
 * Checks a parsed theme file against the shape: every token present, a value of its type
 * (tokenTypes.ts), no unknown keys (a typo would otherwise silently fall back to nothing).
 */
export function findTokenProblems(value: unknown, shape: object = themeShape, prefix = ''): TokenProblem[] {
  const problems: TokenProblem[] = [];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [{ path: prefix || '(root)', message: 'must be an object' }];
  }
  const record = value as Record<string, unknown>;
  for (const [key, child] of Object.entries(shape)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (!(key in record)) {
      problems.push({ path, message: 'is missing' });
    } else if (typeof child === 'string') {
      const token = record[key];
      const type = tokenType(path);
      if (typeof token !== 'string' || token.trim() === '') {
        problems.push({ path, message: `must be ${type ? typeRules[type] : 'a non-empty string'}` });
      } else {
        const wrongType = type ? typeProblem(type, token) : null;
        if (wrongType) problems.push({ path, message: wrongType });
      }
    } else {
      problems.push(...findTokenProblems(record[key], child, path));
    }
  }
  for (const key of Object.keys(record)) {
    if (!(key in shape)) problems.push({ path: prefix ? `${prefix}.${key}` : key, message: 'is not a known token' });
  }
  return problems;
}

type DottedPaths<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : DottedPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Dotted name of every token, e.g. `radius.large`. */
export type TokenPath = DottedPaths<typeof themeShape, ''>;

/** Dotted name of every colour token, e.g. `color.foreground.onBrand`. */
export type ColorTokenPath = DottedPaths<(typeof themeShape)['color'], 'color.'>;

/** One token of a theme: its dotted name and its value. */
export interface TokenEntry {
  path: string;
  value: string;
}

/**
 * Every token of `group` (e.g. `color.background`, `radius`) in the shape's order, with its
 * value in `theme`: the shape decides what exists, the theme file only gives values.
 */
export function listTokens(theme: ThemeTokens, group: string): TokenEntry[] {
  const shape = lookup(themeShape, group);
  const values = lookup(theme, group);
  if (typeof shape !== 'object' || shape === null || typeof values !== 'object' || values === null) {
    throw new Error(`"${group}" is not a group of the theme shape`);
  }
  return Object.entries(shape).flatMap(([key, child]) => {
    const path = `${group}.${key}`;
    if (typeof child === 'string') return [{ path, value: String((values as Record<string, unknown>)[key]) }];
    return listTokens(theme, path);
  });
}

/** The value of the colour token `path` in `theme`. */
export function colorToken(theme: ThemeTokens, path: ColorTokenPath): string {
  const value = lookup(theme, path);
  if (typeof value !== 'string') throw new Error(`${path} is not a token of the theme`);
  return value;
}

function lookup(root: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), root);
}
