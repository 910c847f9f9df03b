import { describe, expect, it } from 'vitest';
import { deriveTheme, findThemeFileProblems, neutralBase, resolveTheme } from './brand.ts';
import { contrastRatio } from './contrast.ts';
import { findContrastProblems } from './contrastCheck.ts';

describe('a brand in a few inputs', () => {
  it.each(['#c2185b', '#08294a', '#3b1d4f', '#00838f', '#2e7d32', '#ff5722', '#000000'])('%s alone derives a theme that passes every pair', (primary) => {
    const theme = deriveTheme({ primary });
    expect(findContrastProblems(theme)).toEqual([]);
    expect(theme.color.background.brand).toBe(primary);
    expect(theme.color.button.primaryBackground).toBe(primary);
  });

  it('the brand colour reaches the header, the buttons, the checkbox, "Completed" and the overlay', () => {
    const theme = deriveTheme({ primary: '#c2185b' });
    expect(theme.color.background.brand).toBe('#c2185b');
    expect(theme.color.button.secondaryForeground).toBe('#c2185b');
    expect(theme.color.button.secondaryBorder).toBe('#c2185b');
    expect(theme.color.status.completed).toBe('#c2185b');
    expect(theme.color.background.overlay).toMatch(/^rgba\(194, 24, 91, 0\.\d+\)$/);
    expect(theme.color.button.primaryBackgroundHover).not.toBe('#c2185b');
    expect(theme.color.foreground.onBrand).toBe('#ffffff');
  });

  it('a light brand gets dark text on it, and a darker shade of itself where it is text', () => {
    const theme = deriveTheme({ primary: '#f5c400' });
    expect(theme.color.foreground.onBrand).toBe(neutralBase.color.foreground.text);
    expect(contrastRatio(theme.color.button.secondaryForeground, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Still a yellow: the checkbox, which is the brand colour itself, is what the gate refuses.
    expect(findContrastProblems(theme).map((problem) => problem.path)).toEqual(['color.background.brand on color.background.surface']);
  });

  it('the accent, surface and heading face are used when given', () => {
    const theme = deriveTheme({ primary: '#08294a', accent: '#00838f', surface: '#fffdf8', headingFont: 'Fraunces, Georgia, serif' });
    expect(theme.color.border.focus).toBe('#00838f');
    expect(theme.color.progress.current).toBe('#00838f');
    expect(theme.color.background.surface).toBe('#fffdf8');
    expect(theme.color.button.secondaryBackground).toBe('#fffdf8');
    expect(theme.font.heading).toBe('Fraunces, Georgia, serif');
  });

  it('any token beside the brand wins over what it derives', () => {
    const theme = resolveTheme({ $schema: 'x', brand: { primary: '#c2185b' }, color: { status: { completed: '#0d2f6e' } }, radius: { standard: '2px' } });
    expect(theme.color.status.completed).toBe('#0d2f6e');
    expect(theme.radius.standard).toBe('2px');
    expect(theme.color.background.brand).toBe('#c2185b');
    expect(theme).not.toHaveProperty('brand');
    expect(theme).not.toHaveProperty('$schema');
  });

  it('names a wrong input, an unknown token beside it, and an empty one', () => {
    expect(findThemeFileProblems({ brand: {} })).toEqual([{ path: 'brand.primary', message: 'is missing' }]);
    expect(findThemeFileProblems({ brand: { primary: 'pink', accent: 'rgba(0,0,0,0.5)', colour: '#fff' } })).toEqual([
      { path: 'brand.primary', message: 'must be an opaque colour, #hex or rgb()' },
      { path: 'brand.accent', message: 'must be an opaque colour, #hex or rgb()' },
      { path: 'brand.colour', message: 'is not a brand input (primary, accent, surface, headingFont)' },
    ]);
    expect(findThemeFileProblems({ brand: { primary: '#c2185b' }, color: { status: { complete: '#000000', closed: '' } } })).toEqual([
      { path: 'color.status.closed', message: 'must be a colour: #hex, rgb() or rgba(), e.g. #08294a or rgba(8, 41, 74, 0.72)' },
      { path: 'color.status.complete', message: 'is not a known token' },
    ]);
  });

  it('a file of every token is read as before', () => {
    expect(findThemeFileProblems({ ...neutralBase, $schema: 'x' })).toEqual([]);
    expect(resolveTheme(neutralBase)).toEqual(neutralBase);
  });
});
