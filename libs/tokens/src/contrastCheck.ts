/**
 * The build's contrast gate: every foreground/background pair the components use
 * (contrastPairs.ts: text, hover, focus, disabled and selected states) must meet WCAG AA in a
 * programme's theme, or the programme does not build. A failure names both tokens, the ratio,
 * the minimum, where the pair is seen, and the nearest shade of one of the two colours that
 * passes (same hue and saturation, lightness moved as little as it must), so a designer gets a
 * value to try rather than a verdict.
 */
import { AA_MINIMUM, contrastRatio, formatRatio, meetsAA, parseColor, type Rgba } from './contrast.ts';
import { contrastPairs, type ContrastPair } from './contrastPairs.ts';
import { colorToken, type ColorTokenPath, type ThemeTokens } from './shape.ts';

export interface ContrastProblem {
  /** `color.foreground.onBrand on color.background.brand` */
  path: string;
  message: string;
  pair: ContrastPair;
  ratio: number;
  /** The nearest passing shade of one of the two tokens, when one exists. */
  suggestion: { token: ColorTokenPath; value: string; ratio: number } | null;
}

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function toHsl({ r, g, b }: Rgba): Hsl {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === red ? (green - blue) / d + (green < blue ? 6 : 0) : max === green ? (blue - red) / d + 2 : (red - green) / d + 4;
  return { h: h / 6, s, l };
}

function toHex({ h, s, l }: Hsl): string {
  const channel = (n: number) => {
    const k = (n + h * 12) % 12;
    const a = s * Math.min(l, 1 - l);
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/**
 * The shade of `colour` nearest in lightness for which `passes` holds, or null (a translucent or
 * unreadable colour is not adjusted: its look depends on what is under it).
 */
export function nearestPassingShade(colour: string, passes: (candidate: string) => boolean): string | null {
  const parsed = parseColor(colour);
  if (!parsed || parsed.a < 1) return null;
  const hsl = toHsl(parsed);
  for (let step = 1; step <= 100; step += 1) {
    for (const l of [hsl.l - step / 100, hsl.l + step / 100]) {
      if (l < 0 || l > 1) continue;
      const candidate = toHex({ ...hsl, l });
      if (passes(candidate)) return candidate;
    }
  }
  return null;
}

/** The contrast of `pair` in `theme` (with one token's value replaced, to try a shade); throws on a colour it cannot read. */
export function pairRatio(theme: ThemeTokens, pair: ContrastPair, replace?: { token: ColorTokenPath; value: string }): number {
  const value = (token: ColorTokenPath) => (replace?.token === token ? replace.value : colorToken(theme, token));
  return contrastRatio(value(pair.foreground), value(pair.background), pair.over ? value(pair.over) : undefined);
}

/** Every pair of `pairs` below AA in `theme` (a colour the maths cannot read is a problem too). */
export function findContrastProblems(theme: ThemeTokens, pairs: readonly ContrastPair[] = contrastPairs): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  for (const pair of pairs) {
    const path = `${pair.foreground} on ${pair.background}`;
    let ratio: number;
    try {
      ratio = pairRatio(theme, pair);
    } catch (error) {
      problems.push({ path, message: (error as Error).message, pair, ratio: 0, suggestion: null });
      continue;
    }
    if (meetsAA(ratio, pair.use)) continue;
    // The change a designer would least notice: whichever of the two moves less in lightness.
    const candidates = ([pair.background, pair.foreground] as const).flatMap((token) => {
      const current = colorToken(theme, token);
      const value = nearestPassingShade(current, (candidate) => meetsAA(pairRatio(theme, pair, { token, value: candidate }), pair.use));
      if (!value) return [];
      const distance = Math.abs(toHsl(parseColor(value)!).l - toHsl(parseColor(current)!).l);
      return [{ token, value, ratio: pairRatio(theme, pair, { token, value }), distance }];
    });
    const best = candidates.sort((a, b) => a.distance - b.distance)[0];
    const suggestion = best ? { token: best.token, value: best.value, ratio: best.ratio } : null;
    problems.push({
      path,
      pair,
      ratio,
      suggestion,
      message:
        `${formatRatio(ratio)}, below AA ${AA_MINIMUM[pair.use]}:1 (${pair.usedFor})` +
        (suggestion ? `; nearest passing shade of ${suggestion.token}: ${suggestion.value} (${formatRatio(suggestion.ratio)})` : ''),
    });
  }
  return problems;
}
