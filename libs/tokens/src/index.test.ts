import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { colorToken, listTokens, type ThemeTokens } from './index.ts';

/** A real programme's theme, read as the build reads it (the tokens library sits below the programmes). */
const theme: ThemeTokens = JSON.parse(readFileSync(resolve(__dirname, '../../../programs/BISP/theme.json'), 'utf8'));

describe('listTokens', () => {
  it('lists a group in the shape order with dotted names and the theme values', () => {
    expect(listTokens(theme, 'radius')).toEqual([
      { path: 'radius.standard', value: theme.radius.standard },
      { path: 'radius.large', value: theme.radius.large },
      { path: 'radius.pill', value: theme.radius.pill },
    ]);
  });

  it('walks nested groups', () => {
    const colours = listTokens(theme, 'color');
    expect(colours[0]).toEqual({ path: 'color.background.body', value: theme.color.background.body });
    expect(colours.map((token) => token.path)).toContain('color.progress.other');
    expect(colours).toHaveLength(Object.values(theme.color).flatMap((group) => Object.keys(group)).length);
  });

  it('refuses a name that is not a group', () => {
    expect(() => listTokens(theme, 'color.nothing')).toThrow('not a group');
    expect(() => listTokens(theme, 'radius.standard')).toThrow('not a group');
  });
});

describe('colorToken', () => {
  it('gives the value of a dotted colour name', () => {
    expect(colorToken(theme, 'color.foreground.onBrand')).toBe(theme.color.foreground.onBrand);
  });
});
