/**
 * A theme in the W3C Design Tokens Community Group format (the 2025.10 report): what Figma variables
 * and Tokens Studio read and write. One group per token group of the shape, its `$type` written once
 * on the top group (tokenTypes.ts), each token's `$value` in the report's form (a colour as an sRGB
 * object with its hex, a dimension as `{ value, unit }`, a font family as a list of names) and its
 * use as `$description`.
 *
 * Both directions are plain data here, so the studio exports in the browser what the command line
 * exports. Reading a file (aliases, groups, `$type` inherited, the report's validation) is the job of
 * the DTCG parser in tools/scripts/designTokens.ts, which hands its resolved tokens to `fromDtcgTokens`.
 * Erasable TypeScript only: Node runs it as is.
 */
import { parseColor } from './contrast.ts';
import { groupTypes, listTokens, themeShape, tokenDescriptions, tokenType, type ThemeTokens, type TokenPath, type TokenProblem } from './shape.ts';
import { cssFamilyName, fontFamilyNames, typeRules, type TokenType } from './tokenTypes.ts';

interface DtcgToken {
  $value: unknown;
  $type?: string;
  $description?: string;
}

interface DtcgGroup {
  [name: string]: DtcgGroup | DtcgToken | string | undefined;
  $type?: string;
  $description?: string;
}

/** A token as a DTCG parser resolves it: its type and its value, aliases followed. */
export interface ResolvedDtcgToken {
  $type: string;
  $value: unknown;
  /** The tokens whose value is an alias of this one. */
  aliasedBy?: string[];
}

const hexOf = (channels: number[]) => `#${channels.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
/** Four decimals: enough for every 0-255 channel to come back as itself. */
const component = (channel: number) => Math.round((channel / 255) * 10000) / 10000;

/** A token's value (a checked CSS string of its type) in the report's form. */
function dtcgValue(type: TokenType, css: string): unknown {
  switch (type) {
    case 'color': {
      const { r, g, b, a } = parseColor(css)!;
      return { colorSpace: 'srgb', components: [component(r), component(g), component(b)], ...(a < 1 ? { alpha: a } : {}), hex: hexOf([r, g, b]) };
    }
    case 'dimension':
    case 'duration': {
      const [, number = '', unit = ''] = /^(-?[\d.]+)([a-z]+)$/.exec(css) ?? [];
      return { value: Number(number), unit };
    }
    case 'fontFamily':
      return fontFamilyNames(css);
    case 'fontWeight':
      return /^\d/.test(css) ? Number(css) : css;
  }
}

/** Names of font weights in the report, as CSS weights (CSS itself knows only normal and bold). */
const FONT_WEIGHT_NAMES: Record<string, number> = {
  thin: 100,
  hairline: 100,
  'extra-light': 200,
  'ultra-light': 200,
  light: 300,
  regular: 400,
  book: 400,
  medium: 500,
  'semi-bold': 600,
  'demi-bold': 600,
  'extra-bold': 800,
  'ultra-bold': 800,
  black: 900,
  heavy: 900,
  'extra-black': 950,
  'ultra-black': 950,
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const channel = (value: unknown) => (typeof value === 'number' ? Math.round(Math.min(1, Math.max(0, value)) * 255) : 0);

/**
 * A value in the report's form as the CSS string theme.json holds, or why it cannot be one. The
 * spelling is the one theme.json uses, so a theme exported and read back is the same file: a
 * colour as lower-case #rrggbb, or rgba() when it is translucent; a font family list with the names
 * that need it in single quotes.
 */
function cssValue(type: TokenType, value: unknown): { css: string } | { problem: string } {
  switch (type) {
    case 'color': {
      if (!isRecord(value)) return { problem: `must be ${typeRules.color}` };
      const alpha = typeof value.alpha === 'number' ? value.alpha : 1;
      let rgb: number[];
      if (value.colorSpace === 'srgb' && Array.isArray(value.components) && value.components.length === 3) rgb = value.components.map(channel);
      else if (typeof value.hex === 'string' && /^#[0-9a-fA-F]{6}$/.test(value.hex)) rgb = [1, 3, 5].map((start) => parseInt((value.hex as string).slice(start, start + 2), 16));
      else return { problem: `is in the colour space "${String(value.colorSpace)}" without a hex: give it in srgb, or with a "hex"` };
      return { css: alpha >= 1 ? hexOf(rgb) : `rgba(${rgb.join(', ')}, ${alpha})` };
    }
    case 'dimension':
    case 'duration':
      if (!isRecord(value) || typeof value.value !== 'number' || typeof value.unit !== 'string') return { problem: `must be ${typeRules[type]}` };
      return { css: `${value.value}${value.unit}` };
    case 'fontFamily': {
      const names = typeof value === 'string' ? [value] : value;
      if (!Array.isArray(names) || names.some((name) => typeof name !== 'string' || name.trim() === '')) return { problem: `must be ${typeRules.fontFamily}` };
      return { css: (names as string[]).map(cssFamilyName).join(', ') };
    }
    case 'fontWeight':
      if (typeof value === 'number') return { css: String(value) };
      if (value === 'normal' || value === 'bold') return { css: value };
      if (typeof value === 'string' && value in FONT_WEIGHT_NAMES) return { css: String(FONT_WEIGHT_NAMES[value]) };
      return { problem: `must be ${typeRules.fontWeight}` };
  }
}

/** The theme as a DTCG file: `description` says whose it is and where it goes back. */
function toDtcg(theme: ThemeTokens, description: string): DtcgGroup {
  const file: DtcgGroup = { $description: description };
  for (const group of Object.keys(themeShape) as (keyof typeof themeShape)[]) {
    const type = groupTypes[group];
    const top: DtcgGroup = { $type: type };
    for (const { path, value } of listTokens(theme, group)) {
      const names = path.split('.').slice(1);
      let parent = top;
      for (const name of names.slice(0, -1)) parent = (parent[name] ??= {}) as DtcgGroup;
      parent[names.at(-1)!] = { $value: dtcgValue(type, value), $description: tokenDescriptions[path as TokenPath] };
    }
    file[group] = top;
  }
  return file;
}

/**
 * A programme's theme as the text of its `.tokens.json` file, the same from the command line
 * (`npm run tokens:export`) and the studio: two-space JSON, each short list (a colour's components,
 * a font list) on one line.
 */
export function dtcgFileText(theme: ThemeTokens, displayName: string, code: string): string {
  const description =
    `${displayName} (${code}): the patient portal's theme tokens. ` +
    `Read back with npm run tokens:import -- ${code} <file>: every token here is needed, each of its $type; a token of your own is welcome only as what one of these is an alias of.`;
  const text = JSON.stringify(toDtcg(theme, description), null, 2).replace(/\[\n\s+([^[\]{}]*?)\n\s+\]/g, (_, items: string) => `[${items.split(/,\n\s+/).join(', ')}]`);
  return `${text}\n`;
}

/** Every dotted token path of the shape, in its order. */
const shapePaths = (shape: object, prefix = ''): string[] =>
  Object.entries(shape).flatMap(([key, child]) => (typeof child === 'string' ? [`${prefix}${key}`] : shapePaths(child, `${prefix}${key}.`)));

/**
 * The theme tokens of a file's resolved tokens (by dotted id, as a DTCG parser gives them), or what
 * keeps them from being the theme: a token the theme needs and the file lacks, one the theme does not
 * have (unless a theme token is an alias of it), one of another `$type`, or a value with no CSS form. The values it gives still go through
 * every check of theme.json (types, contrast) before anything is written.
 */
export function fromDtcgTokens(tokens: Record<string, ResolvedDtcgToken>): { theme: ThemeTokens | null; problems: TokenProblem[] } {
  const problems: TokenProblem[] = [];
  const theme: Record<string, unknown> = {};
  const paths = shapePaths(themeShape);
  for (const path of paths) {
    const token = tokens[path];
    const type = tokenType(path)!;
    if (!token) {
      problems.push({ path, message: `is missing: the theme needs it, ${typeRules[type]}` });
      continue;
    }
    if (token.$type !== type) {
      problems.push({ path, message: `is a ${token.$type} token: the theme needs ${typeRules[type]}` });
      continue;
    }
    const converted = cssValue(type, token.$value);
    if ('problem' in converted) {
      problems.push({ path, message: converted.problem });
      continue;
    }
    const names = path.split('.');
    let parent = theme;
    for (const name of names.slice(0, -1)) parent = (parent[name] ??= {}) as Record<string, unknown>;
    parent[names.at(-1)!] = converted.css;
  }
  // A token of the designer's own (a palette step, say) is welcome as what theme tokens point to;
  // one nothing points to is a name the theme does not have, most likely a typo.
  for (const [id, token] of Object.entries(tokens)) {
    if (paths.includes(id) || token.aliasedBy?.some((user) => paths.includes(user))) continue;
    problems.push({ path: id, message: 'is not a token of the theme (libs/tokens/src/shape.ts lists them), and no token of the theme refers to it' });
  }
  return problems.length ? { theme: null, problems } : { theme: theme as unknown as ThemeTokens, problems };
}

/**
 * theme.json's text: two-space JSON, with a group of tokens on one line when it fits in 120
 * columns. Every theme file of the repository is written so, and an import writes it the same way.
 */
export function formatThemeJson(file: Record<string, unknown>): string {
  /** `lead`: the width of what stands before the value on its line (indent and key). */
  const write = (value: unknown, indent: string, lead: number): string => {
    if (!isRecord(value)) return JSON.stringify(value);
    const entries = Object.entries(value);
    const inner = `${indent}  `;
    if (entries.length && entries.every(([, child]) => typeof child === 'string')) {
      const line = `{ ${entries.map(([key, child]) => `${JSON.stringify(key)}: ${JSON.stringify(child)}`).join(', ')} }`;
      // The comma after it counts towards the width.
      if (lead + line.length + 1 <= 120) return line;
    }
    const lines = entries.map(([key, child]) => {
      const start = `${inner}${JSON.stringify(key)}: `;
      return `${start}${write(child, inner, start.length)}`;
    });
    return `{\n${lines.join(',\n')}\n${indent}}`;
  };
  return `${write(file, '', 0)}\n`;
}
