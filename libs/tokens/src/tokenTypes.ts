/**
 * Every token has a type, named as the W3C Design Tokens format names it (`$type`), and a value of
 * another type is refused before anything is built: a radius of "lots" would otherwise reach the
 * CSS as `--radius: lots` and the browser would drop it without a word. Each check says what the
 * value is, what the type wants, and an example. Erasable TypeScript only: Node runs it as is.
 */
import { parseColor } from './contrast.ts';

export type TokenType = 'color' | 'dimension' | 'fontFamily' | 'fontWeight' | 'duration';

/** What each type accepts, with an example, as a refusal states it. */
export const typeRules: Readonly<Record<TokenType, string>> = {
  color: 'a colour: #hex, rgb() or rgba(), e.g. #08294a or rgba(8, 41, 74, 0.72)',
  dimension: 'a dimension: a number with px or rem, e.g. 6px or 0.25rem',
  fontFamily: "a font family: a CSS font-family list, e.g. Georgia, 'Times New Roman', serif",
  fontWeight: 'a font weight: 1 to 1000, normal or bold, e.g. 400 or 700',
  duration: 'a duration: a number with ms or s, e.g. 200ms or 0.2s',
};

const DIMENSION = /^-?(\d+|\d*\.\d+)(px|rem)$/;
const DURATION = /^(\d+|\d*\.\d+)(ms|s)$/;
/** One family name unquoted: CSS identifiers separated by single spaces (`Segoe UI` must be quoted, `system-ui` need not). */
const UNQUOTED_FAMILY = /^-?[A-Za-z_][\w-]*( -?[A-Za-z_][\w-]*)*$/;
const QUOTED_FAMILY = /^(?:'[^']+'|"[^"]+")$/;

/** The names of a CSS font-family list, in order, unquoted; null when it is not a well-formed list. */
export function fontFamilyNames(css: string): string[] | null {
  const names: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (const char of css) {
    if (quote) {
      if (char === quote) quote = null;
      current += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      current += char;
    } else if (char === ',') {
      names.push(current.trim());
      current = '';
    } else current += char;
  }
  if (quote) return null;
  names.push(current.trim());
  if (!names.every((name) => QUOTED_FAMILY.test(name) || UNQUOTED_FAMILY.test(name))) return null;
  return names.map((name) => (QUOTED_FAMILY.test(name) ? name.slice(1, -1) : name));
}

/** A font family's name as a CSS list writes it: quoted when it is not a run of identifiers (`'Segoe UI'`). */
export function cssFamilyName(name: string): string {
  if (/^-?[A-Za-z_][\w-]*$/.test(name)) return name;
  return name.includes("'") ? `"${name}"` : `'${name}'`;
}

const isFontWeight = (value: string): boolean => {
  if (value === 'normal' || value === 'bold') return true;
  if (!/^\d+(\.\d+)?$/.test(value)) return false;
  const weight = Number(value);
  return weight >= 1 && weight <= 1000;
};

const accepts: Record<TokenType, (value: string) => boolean> = {
  color: (value) => /^(#[0-9a-fA-F]+|rgba?\(.*\))$/.test(value.trim()) && parseColor(value) !== null,
  dimension: (value) => DIMENSION.test(value),
  fontFamily: (value) => fontFamilyNames(value) !== null,
  fontWeight: isFontWeight,
  duration: (value) => DURATION.test(value),
};

/**
 * The part of each type a JSON Schema pattern can say, for the editor's check of theme.json as it
 * is typed (the build's check above is the whole rule).
 */
export const typePatterns: Readonly<Partial<Record<TokenType, string>>> = {
  color: '^(#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|rgba?\\(.*\\))$',
  dimension: DIMENSION.source,
  fontWeight: '^([0-9]+(\\.[0-9]+)?|normal|bold)$',
  duration: DURATION.source,
};

/** Why `value` is not a `type`, with an example; null when it is one. */
export function typeProblem(type: TokenType, value: string): string | null {
  return accepts[type](value) ? null : `is "${value}", which is not ${typeRules[type]}`;
}
