/**
 * A programme's theme goes out to designers' tools as DTCG and comes back as the same theme.json;
 * a file that would not build is refused and nothing is written.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exportTokens, importTokens } from './designTokens.ts';

const root = resolve(__dirname, '../..');
const scratch: string[] = [];
afterEach(() => {
  while (scratch.length) rmSync(scratch.pop()!, { recursive: true, force: true });
});

/** A writable copy of a programme folder. */
function copyOf(code: string): string {
  const dir = mkdtempSync(join(tmpdir(), `program-${code}-`));
  scratch.push(dir);
  cpSync(join(root, 'programs', code), dir, { recursive: true });
  return dir;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests edit arbitrary token paths
type Json = Record<string, any>;
const exported = (code: string): Json => JSON.parse(exportTokens(code, root));

describe('design tokens in the DTCG format', () => {
  it.each(['BISP', 'LUMA'])('%s: export, then import, gives theme.json back byte for byte', async (code) => {
    const dir = copyOf(code);
    const before = readFileSync(join(dir, 'theme.json'), 'utf8');
    const result = await importTokens(code, exportTokens(code, root), `${code}.tokens.json`, root, { dir });
    expect(result.problems).toEqual([]);
    expect(result.themeJson).toBe(readFileSync(join(root, 'programs', code, 'theme.json'), 'utf8'));
    expect(readFileSync(join(dir, 'theme.json'), 'utf8')).toBe(before);
  });

  it('writes the report\'s forms: $type on each group, colours as sRGB objects with their hex, dimensions as value and unit, fonts as lists', () => {
    const tokens = exported('BISP');
    expect(tokens.color.$type).toBe('color');
    expect(tokens.color.background.brand.$value).toEqual({ colorSpace: 'srgb', components: [0.0314, 0.1608, 0.2902], hex: '#08294a' });
    expect(tokens.color.background.overlay.$value).toMatchObject({ alpha: 0.72, hex: '#08294a' });
    expect(tokens.color.background.brand.$description).toContain('brand colour');
    expect(tokens.radius).toMatchObject({ $type: 'dimension', standard: { $value: { value: 6, unit: 'px' } } });
    expect(tokens.space.medium.$value).toEqual({ value: 1, unit: 'rem' });
    expect(tokens.font.$type).toBe('fontFamily');
    expect(tokens.font.body.$value).toContain('Segoe UI');
  });

  it('follows aliases and groups a designer\'s tool writes', async () => {
    const dir = copyOf('BISP');
    const tokens = exported('BISP');
    tokens.color.button.primaryBackground = { $value: '{color.background.brand}' };
    tokens.radius.large = { $value: '{radius.standard}' };
    const result = await importTokens('BISP', JSON.stringify(tokens), 'aliases.tokens.json', root, { dir, write: false });
    expect(result.problems).toEqual([]);
    const theme = JSON.parse(result.themeJson!);
    expect(theme.color.button.primaryBackground).toBe('#08294a');
    expect(theme.radius.large).toBe('6px');
  });

  it("takes a designer's own palette that theme tokens point to, and follows the alias", async () => {
    const tokens = exported('BISP');
    tokens.palette = { $type: 'color', navy: { $value: { colorSpace: 'srgb', components: [0.0314, 0.1608, 0.2902], hex: '#08294a' } } };
    tokens.color.background.brand = { $value: '{palette.navy}' };
    const result = await importTokens('BISP', JSON.stringify(tokens), 'palette.tokens.json', root, { dir: copyOf('BISP'), write: false });
    expect(result.problems).toEqual([]);
    expect(result.themeJson).toBe(readFileSync(join(root, 'programs/BISP/theme.json'), 'utf8'));
  });

  it.each<[string, (tokens: Json) => void, string]>([
    ['a value of the wrong type', (tokens) => void (tokens.radius.standard.$value = 'lots'), 'lots'],
    ['a token the theme needs, missing', (tokens) => void delete tokens.space.gutter, 'space.gutter: is missing: the theme needs it, a dimension'],
    ['a token the theme does not have', (tokens) => void (tokens.radius.huge = { $value: { value: 40, unit: 'px' } }), 'radius.huge: is not a token of the theme (libs/tokens/src/shape.ts lists them), and no token of the theme refers to it'],
    ['a token of another $type', (tokens) => void (tokens.font.body = { $type: 'dimension', $value: { value: 1, unit: 'rem' } }), 'font.body: is a dimension token: the theme needs a font family'],
    [
      'a brand colour the text on it cannot be read on',
      (tokens) => void (tokens.color.background.brand.$value = { colorSpace: 'srgb', components: [0.9, 0.9, 0.9], hex: '#e6e6e6' }),
      'color.foreground.onBrand on color.background.brand: 1.24:1, below AA 4.5:1',
    ],
  ])('refuses %s and writes nothing', async (_, edit, said) => {
    const dir = copyOf('BISP');
    const before = statSync(join(dir, 'theme.json')).mtimeMs;
    const tokens = exported('BISP');
    edit(tokens);
    const result = await importTokens('BISP', JSON.stringify(tokens), 'bad.tokens.json', root, { dir });
    expect(result.themeJson).toBeNull();
    expect(result.problems.join('\n')).toContain(said);
    expect(statSync(join(dir, 'theme.json')).mtimeMs).toBe(before);
    expect(readFileSync(join(dir, 'theme.json'), 'utf8')).toBe(readFileSync(join(root, 'programs/BISP/theme.json'), 'utf8'));
  });

  it('the DTCG parser is build tooling: nothing under apps/ or libs/ imports it, so it cannot reach the portal', () => {
    const importers = ['apps', 'libs'].flatMap((top) =>
      readdirSync(join(root, top), { recursive: true, encoding: 'utf8' })
        .filter((path) => /\.(ts|tsx|mjs|js)$/.test(path) && !path.includes('node_modules'))
        .filter((path) => readFileSync(join(root, top, path), 'utf8').includes('@terrazzo/'))
        .map((path) => `${top}/${path}`),
    );
    expect(importers).toEqual([]);
  });
});
