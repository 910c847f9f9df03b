/**
 * WCAG 2.x colour contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): relative luminance
 * of sRGB colours and the ratio (L1 + 0.05) / (L2 + 0.05). Pure functions on CSS colour strings, so
 * the Storybook tokens page, unit tests and the end-to-end checks share one implementation.
 */

export interface Rgba {
  /** 0-255 */
  r: number;
  g: number;
  b: number;
  /** 0-1 */
  a: number;
}

/** What a pair is used for, and so which AA minimum applies (WCAG 1.4.3 and 1.4.11). */
export type ContrastUse = 'text' | 'largeText' | 'ui';

/** AA minimums: 4.5:1 for normal text, 3:1 for large text (≥ 24px, or ≥ 18.66px bold) and for UI parts and states. */
export const AA_MINIMUM: Readonly<Record<ContrastUse, number>> = { text: 4.5, largeText: 3, ui: 3 };

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/**
 * Parses the colour forms theme files and `getComputedStyle` use: `#rgb`, `#rgba`, `#rrggbb`,
 * `#rrggbbaa`, `rgb()`/`rgba()` with commas or spaces (alpha as a number or a percentage), and
 * `transparent`. Anything else (names, hsl(), var()) gives null: the caller says it cannot tell.
 */
export function parseColor(css: string): Rgba | null {
  const value = css.trim().toLowerCase();
  if (value === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value)?.[1];
  if (hex) {
    const digits = hex.length <= 4 ? [...hex].map((digit) => digit + digit) : (hex.match(/../g) ?? []);
    const [r = 0, g = 0, b = 0, a = 255] = digits.map((pair) => parseInt(pair, 16));
    return { r, g, b, a: a / 255 };
  }
  const fn = /^rgba?\(\s*([^)]*)\)$/.exec(value)?.[1];
  if (!fn) return null;
  const parts = fn.split(/\s*[,/]\s*|\s+/).filter(Boolean);
  if (parts.length !== 3 && parts.length !== 4) return null;
  const channels = parts.slice(0, 3).map((part) => (part.endsWith('%') ? (parseFloat(part) / 100) * 255 : parseFloat(part)));
  const alphaPart = parts[3];
  const alpha = alphaPart === undefined ? 1 : alphaPart.endsWith('%') ? parseFloat(alphaPart) / 100 : parseFloat(alphaPart);
  if ([...channels, alpha].some((number) => !Number.isFinite(number))) return null;
  const [r = 0, g = 0, b = 0] = channels.map((channel) => clamp(channel, 0, 255));
  return { r, g, b, a: clamp(alpha, 0, 1) };
}

/** `colour` painted over the opaque `backdrop` (source-over): what the eye sees. */
export function composite(colour: Rgba, backdrop: Rgba): Rgba {
  const mix = (top: number, bottom: number) => top * colour.a + bottom * (1 - colour.a);
  return { r: mix(colour.r, backdrop.r), g: mix(colour.g, backdrop.g), b: mix(colour.b, backdrop.b), a: 1 };
}

/** WCAG 2.x relative luminance of an opaque colour: 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const srgb = channel / 255;
    return srgb <= 0.03928 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * Contrast ratio (1 to 21) of `foreground` on `background`. A translucent background is painted
 * over `backdrop` (white unless given: what is under it, e.g. the page), and a translucent
 * foreground over the result. Throws on a colour `parseColor` cannot read.
 */
export function contrastRatio(foreground: string, background: string, backdrop = '#ffffff'): number {
  const base = composite(parseOrThrow(backdrop), WHITE);
  const under = composite(parseOrThrow(background), base);
  const over = composite(parseOrThrow(foreground), under);
  const [light, dark] = [relativeLuminance(over), relativeLuminance(under)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Whether `ratio` meets AA for `use`. WCAG does not round: 4.499:1 fails 4.5:1. */
export function meetsAA(ratio: number, use: ContrastUse): boolean {
  return ratio >= AA_MINIMUM[use];
}

/** `4.49:1`: rounded down to two decimals, so a failing ratio never reads as the minimum. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

function parseOrThrow(css: string): Rgba {
  const colour = parseColor(css);
  if (!colour) throw new Error(`Cannot read the colour "${css}" (use #hex or rgb()/rgba())`);
  return colour;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
