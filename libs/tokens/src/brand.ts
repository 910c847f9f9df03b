/**
 * A brand in a few inputs. A programme's theme.json may give `brand` (its primary colour, and
 * optionally an accent, a surface and a heading face) instead of every token; the other tokens
 * derive from it and any of them can still be set beside it, which wins:
 *
 *   { "brand": { "primary": "#c2185b" }, "color": { "status": { "completed": "#0d2f6e" } } }
 *
 * What derives from what: the primary colours the public header, the primary and secondary
 * buttons, the ticked checkbox and chosen radio, the "Completed" status and the loading overlay;
 * the accent the focus ring and the current step; the surface cards, fields and dialogs. Text on
 * the primary is white or the text colour, whichever reads better; the hover is the primary moved
 * away from that text; where the primary is itself text (secondary button, "Completed"), a primary
 * too light to read there gives way to its nearest shade that reads (4.5:1); the positive button
 * and the loading overlay, which carry the same text colour, are shaded until it reads on them. An accent that is not given is the default orange when it shows (3:1) on the
 * page, the surface and the primary, else its nearest shade that does. Everything else is the
 * neutral base below. The build then proves every pair (contrastCheck.ts): derivation picks well,
 * the gate makes sure.
 */
import { composite, contrastRatio, parseColor, type Rgba } from './contrast.ts';
import { nearestPassingShade } from './contrastCheck.ts';
import { findTokenProblems, themeShape, type ThemeTokens, type TokenProblem } from './shape.ts';
import { typeProblem, typeRules } from './tokenTypes.ts';

export interface BrandInputs {
  /** The brand colour, opaque. */
  primary: string;
  /** Focus ring and current step; default: an orange that shows on the page, the surface and the primary. */
  accent?: string;
  /** Cards, fields, dialogs; default white. */
  surface?: string;
  /** The heading face (a CSS font-family list); default the body's. */
  headingFont?: string;
}

/** Token overrides beside `brand`: any token of the shape, each optional. */
type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };
export type ThemeFile = (DeepPartial<ThemeTokens> & { brand: BrandInputs }) | ThemeTokens;

const DEFAULT_ACCENT = '#e06d00';
const WHITE = '#ffffff';

/** Every token that no brand input decides: neutrals, messages, statuses, fonts, radii and spacing. */
export const neutralBase: ThemeTokens = {
  color: {
    background: {
      body: '#f4f6f9',
      surface: WHITE,
      surfaceMuted: '#eef2f7',
      brand: '#08294a',
      critical: '#b3261e',
      criticalSoft: '#fdecea',
      positive: '#1e6b34',
      positiveSoft: '#e7f4ea',
      info: '#0b5cad',
      infoSoft: '#e6f0fb',
      overlay: 'rgba(8, 41, 74, 0.72)',
    },
    foreground: { text: '#1b2430', secondary: '#4a5566', onBrand: WHITE, link: '#0b5cad', critical: '#a1221b', positive: '#1e6b34', info: '#0a4f94' },
    border: { standard: '#d3dae3', field: '#6b7685', focus: DEFAULT_ACCENT },
    button: {
      primaryBackground: '#08294a',
      primaryBackgroundHover: '#0f3d6b',
      primaryForeground: WHITE,
      primaryBackgroundDisabled: '#c5cdd8',
      primaryForegroundDisabled: '#3f4a58',
      secondaryBackground: WHITE,
      secondaryBackgroundHover: '#eef2f7',
      secondaryForeground: '#08294a',
      secondaryBorder: '#08294a',
      secondaryForegroundDisabled: '#5d6878',
    },
    status: { completed: '#0d2f6e', inProgress: '#9a5c00', pending: '#636a77', alert: '#c62828', getMoreInfo: '#6a3fb5', closed: '#374151' },
    progress: { current: DEFAULT_ACCENT, other: '#c5cdd8' },
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  radius: { standard: '6px', large: '12px', pill: '999px' },
  space: { xxsmall: '0.25rem', xsmall: '0.5rem', small: '0.75rem', medium: '1rem', gutter: '1.25rem', large: '1.5rem', xlarge: '2rem', xxlarge: '3rem' },
};

const hex = ({ r, g, b }: Rgba) => `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** `colour` mixed with `toward` by `amount` (0-1). */
function mix(colour: string, toward: string, amount: number): string {
  const top = parseColor(toward)!;
  return hex(composite({ ...top, a: amount }, parseColor(colour)!));
}

/** `colour` when it passes, else its nearest shade that does (else `colour`: the gate will say so). */
function fitted(colour: string, passes: (candidate: string) => boolean): string {
  return passes(colour) ? colour : (nearestPassingShade(colour, passes) ?? colour);
}

/** The full token set of a brand (before any override beside it). */
export function deriveTheme(brand: BrandInputs, base: ThemeTokens = neutralBase): ThemeTokens {
  const primary = hex(parseColor(brand.primary)!);
  const surface = brand.surface ?? base.color.background.surface;
  const text = base.color.foreground.text;
  const onBrand = contrastRatio(WHITE, primary) >= contrastRatio(text, primary) ? WHITE : text;
  // Hover: the primary moved away from its text, so the hovered button reads at least as well.
  const hover = mix(primary, onBrand === WHITE ? '#000000' : WHITE, 0.18);
  const { r, g, b } = parseColor(primary)!;
  const body = base.color.background.body;
  const showsEverywhere = (accent: string) => [body, surface, primary].every((background) => contrastRatio(accent, background) >= 3);
  const accent = brand.accent ?? (showsEverywhere(DEFAULT_ACCENT) ? DEFAULT_ACCENT : (nearestPassingShade(DEFAULT_ACCENT, showsEverywhere) ?? text));
  // Where the primary is itself text (secondary button, hovered too, "Completed"), a brand colour
  // too light to read there gives way to its nearest shade that reads.
  const hoverSurface = base.color.button.secondaryBackgroundHover;
  const readsOn = (colour: string) => [body, surface, hoverSurface].every((background) => contrastRatio(colour, background) >= 4.5);
  const primaryText = readsOn(primary) ? primary : (nearestPassingShade(primary, readsOn) ?? text);
  // The text on the primary is also the text of the positive button and of the loading overlay
  // (the primary, translucent, over a card): each keeps 4.5:1 with it.
  const positive = fitted(base.color.background.positive, (colour) => contrastRatio(onBrand, colour) >= 4.5);
  const overlayAlpha = [0.72, 0.78, 0.84, 0.9, 0.96].find((alpha) => contrastRatio(onBrand, `rgba(${r}, ${g}, ${b}, ${alpha})`, surface) >= 4.5) ?? 1;
  return {
    ...base,
    color: {
      ...base.color,
      background: { ...base.color.background, surface, brand: primary, positive, overlay: `rgba(${r}, ${g}, ${b}, ${overlayAlpha})` },
      foreground: { ...base.color.foreground, onBrand },
      border: { ...base.color.border, focus: accent },
      button: {
        ...base.color.button,
        primaryBackground: primary,
        primaryBackgroundHover: hover,
        primaryForeground: onBrand,
        secondaryBackground: surface,
        secondaryForeground: primaryText,
        secondaryBorder: primaryText,
      },
      status: { ...base.color.status, completed: primaryText },
      progress: { ...base.color.progress, current: accent },
    },
    font: { ...base.font, heading: brand.headingFont ?? base.font.heading },
  };
}

function mergeTokens<T>(base: T, overrides: unknown): T {
  if (typeof overrides !== 'object' || overrides === null) return base;
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(overrides)) {
    if (key.startsWith('$') || key === 'brand') continue;
    // A value that is not a group replaces the token whatever it is, so the check sees a wrong type and refuses it.
    merged[key] = typeof value === 'object' && value !== null && !Array.isArray(value) ? mergeTokens(merged[key], value) : value;
  }
  return merged as T;
}

const isBrandForm = (file: unknown): file is { brand: BrandInputs } => typeof file === 'object' && file !== null && 'brand' in file;

/** What is wrong with a theme file, in either form (every token, or `brand` plus overrides). */
export function findThemeFileProblems(file: unknown): TokenProblem[] {
  if (!isBrandForm(file)) return findTokenProblems(withoutNotes(file));
  const problems: TokenProblem[] = [];
  const brand = file.brand as unknown;
  if (typeof brand !== 'object' || brand === null || Array.isArray(brand)) return [{ path: 'brand', message: 'must be an object' }];
  const inputs = brand as Record<string, unknown>;
  for (const key of ['primary', 'accent', 'surface'] as const) {
    const value = inputs[key];
    if (value === undefined && key !== 'primary') continue;
    const colour = typeof value === 'string' ? parseColor(value) : null;
    if (!colour || colour.a < 1) problems.push({ path: `brand.${key}`, message: value === undefined ? 'is missing' : 'must be an opaque colour, #hex or rgb()' });
  }
  if (inputs.headingFont !== undefined) {
    const font = inputs.headingFont;
    const problem = typeof font === 'string' && font.trim() !== '' ? typeProblem('fontFamily', font) : `must be ${typeRules.fontFamily}`;
    if (problem) problems.push({ path: 'brand.headingFont', message: problem });
  }
  for (const key of Object.keys(inputs)) {
    if (!['primary', 'accent', 'surface', 'headingFont'].includes(key)) problems.push({ path: `brand.${key}`, message: 'is not a brand input (primary, accent, surface, headingFont)' });
  }
  if (problems.length) return problems;
  // The overrides beside it: only known tokens, each a value of its type (checked on the merged set).
  const { brand: _brand, ...overrides } = withoutNotes(file) as Record<string, unknown>;
  return findTokenProblems(mergeTokens(deriveTheme(inputs as unknown as BrandInputs), overrides), themeShape);
}

function withoutNotes(file: unknown): unknown {
  if (typeof file !== 'object' || file === null || Array.isArray(file)) return file;
  return Object.fromEntries(Object.entries(file).filter(([key]) => !key.startsWith('$')));
}

/** The full token set a theme file stands for (validate first with `findThemeFileProblems`). */
export function resolveTheme(file: ThemeFile | unknown): ThemeTokens {
  if (!isBrandForm(file)) return withoutNotes(file) as ThemeTokens;
  return mergeTokens(deriveTheme(file.brand), file);
}
