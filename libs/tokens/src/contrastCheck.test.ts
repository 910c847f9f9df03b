import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { findContrastProblems, nearestPassingShade } from './contrastCheck.ts';
import { contrastPairs } from './contrastPairs.ts';
import type { ThemeTokens } from './index.ts';

const themeOf = (code: string) => JSON.parse(readFileSync(resolve(__dirname, `../../../programs/${code}/theme.json`), 'utf8')) as ThemeTokens;
const withColours = (theme: ThemeTokens, colours: Partial<Record<keyof ThemeTokens['color'], Record<string, string>>>): ThemeTokens => ({
  ...theme,
  color: Object.fromEntries(Object.entries(theme.color).map(([group, tokens]) => [group, { ...tokens, ...colours[group as keyof ThemeTokens['color']] }])) as ThemeTokens['color'],
});

describe('the build-time contrast gate', () => {
  it('checks every pair the components use, hover, focus, disabled and selected states included', () => {
    const uses = contrastPairs.map((pair) => pair.usedFor);
    expect(contrastPairs.length).toBeGreaterThanOrEqual(39);
    for (const state of ['hovered', 'Focus ring', 'disabled', 'Ticked checkbox']) expect(uses.some((use) => use.includes(state)), state).toBe(true);
  });

  it('BISP and LUMA pass every pair', () => {
    expect(findContrastProblems(themeOf('BISP'))).toEqual([]);
    expect(findContrastProblems(themeOf('LUMA'))).toEqual([]);
  });

  it('a yellow header under white text fails, naming both tokens, the ratio, the minimum and a passing shade', () => {
    const yellow = withColours(themeOf('BISP'), { background: { brand: '#f5c400' } });
    const problems = findContrastProblems(yellow);
    const header = problems.find((problem) => problem.path === 'color.foreground.onBrand on color.background.brand');
    expect(header?.message).toMatch(/^1\.\d\d:1, below AA 4\.5:1 \(Public header, ticked checkbox\); nearest passing shade of color\.background\.brand: #[0-9a-f]{6} \(4\.\d\d:1\)$/);
    // The suggestion passes, and is a darker yellow (red above green above blue, as in #f5c400).
    const suggested = header!.suggestion!;
    expect(suggested.token).toBe('color.background.brand');
    expect(contrastRatio('#ffffff', suggested.value)).toBeGreaterThanOrEqual(4.5);
    const [r, g, b] = [1, 3, 5].map((start) => parseInt(suggested.value.slice(start, start + 2), 16)) as [number, number, number];
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
  });

  it('a focus ring that vanishes on the page fails as a UI part (3:1), not as text', () => {
    const faint = withColours(themeOf('BISP'), { border: { focus: '#f4c8a0' } });
    const paths = findContrastProblems(faint).map((problem) => problem.path);
    expect(paths).toContain('color.border.focus on color.background.body');
    expect(findContrastProblems(faint).find((problem) => problem.path === 'color.border.focus on color.background.body')?.message).toContain('below AA 3:1');
  });

  it('a colour the maths cannot read is a problem, not a pass', () => {
    const unreadable = withColours(themeOf('BISP'), { foreground: { text: 'var(--ink)' } });
    expect(findContrastProblems(unreadable).map((problem) => problem.message)).toContain('Cannot read the colour "var(--ink)" (use #hex or rgb()/rgba())');
  });

  it('the nearest passing shade moves lightness the least, either way', () => {
    // Mid grey on white: darker is the nearest way to 4.5:1.
    const shade = nearestPassingShade('#999999', (candidate) => contrastRatio(candidate, '#ffffff') >= 4.5);
    expect(shade).toBe('#757575');
    expect(nearestPassingShade('rgba(0, 0, 0, 0.5)', () => true)).toBeNull();
  });
});
