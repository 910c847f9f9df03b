import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { programScorecard } from './programCheck.ts';
import { checkDraft, derivedFromBrand, draftOf, exportDesignTokens, exportedFiles, exportZip, newDraft, programOf, tokensOf, withValue, type ProgrammeSource } from '@portal/studio/draft';
import { exportTokens, importTokens } from './designTokens.ts';

const root = resolve(__dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'studio-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every file of a folder by path, JSON parsed, as Storybook's bundle hands them to the studio. */
function sourceOf(dir: string, code: string): ProgrammeSource {
  const json: Record<string, unknown> = {};
  const files: ProgrammeSource['files'] = {};
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (relative(dir, path).endsWith('.json') && !relative(dir, path).includes('/')) json[name] = JSON.parse(readFileSync(path, 'utf8'));
      else files[relative(dir, path)] = { text: readFileSync(path, 'utf8') };
    }
  };
  walk(dir);
  return { code, json, files };
}

const programmes = ['BISP', 'LUMA'].map((code) => sourceOf(join(root, 'programs', code), code));
const [bisp, luma] = programmes as [ProgrammeSource, ProgrammeSource];

describe('the programme studio draft', () => {
  it.each(programmes.map((source) => [source.code, source] as const))('%s as it stands: no problem, and the scorecard npm run program:check prints (the landing page aside)', (code, source) => {
    const check = checkDraft(draftOf(source), programmes);
    expect(check.problems).toEqual([]);
    const printed = programScorecard(code, root, { distDir: join(scratch, 'no-builds') }).filter((row) => row.check !== 'landing JS' && row.check !== 'logos');
    expect(check.scorecard.filter((row) => row.check !== 'logos')).toEqual(printed);
  });

  it('exports LUMA unchanged: the same data, the same images, theme.css.ts and project.json', () => {
    const files = exportedFiles(draftOf(luma));
    for (const name of ['program.json', 'program.es.json', 'theme.json', 'copy.en.json', 'copy.es.json', 'project.json']) {
      expect(JSON.parse(files[`LUMA/${name}`] as string), name).toEqual(luma.json[name]);
    }
    for (const path of ['assets/logo.svg', 'assets/logo-on-dark.svg', 'fonts.css', 'theme.css.ts']) expect(files[`LUMA/${path}`], path).toBe((luma.files[path] as { text: string }).text);
  });

  it("exports LUMA's theme.json byte for byte, and its design tokens as npm run tokens:export does", () => {
    const draft = draftOf(luma);
    expect(exportedFiles(draft)['LUMA/theme.json']).toBe(readFileSync(join(root, 'programs/LUMA/theme.json'), 'utf8'));
    expect(exportDesignTokens(checkDraft(draft, programmes))).toBe(exportTokens('LUMA', root));
  });

  it('a token edited travels in the design tokens file and comes back; a draft that would not build exports none', async () => {
    const edited = withValue(draftOf(luma), 'theme.json', ['radius', 'standard'], '0.5rem');
    const tokens = exportDesignTokens(checkDraft(edited, programmes));
    expect(JSON.parse(tokens).radius.standard.$value).toEqual({ value: 0.5, unit: 'rem' });
    const back = await importTokens('LUMA', tokens, 'LUMA.tokens.json', root, { write: false });
    expect(back.problems).toEqual([]);
    expect(JSON.parse(back.themeJson!).radius.standard).toBe('0.5rem');

    const wrong = withValue(edited, 'theme.json', ['radius', 'standard'], 'lots');
    const check = checkDraft(wrong, programmes);
    expect(check.problems).toContainEqual(expect.objectContaining({ file: 'theme.json', path: 'radius.standard', message: expect.stringContaining('e.g. 6px') }));
    expect(() => exportDesignTokens(check)).toThrow(/does not build yet/);
  });

  it('a token edited: its value in the theme and in the export; one below AA is named with a passing shade and nothing exports', () => {
    const edited = withValue(draftOf(luma), 'theme.json', ['color', 'button', 'primaryBackground'], '#1d4e89');
    expect(tokensOf(edited)?.color.button.primaryBackground).toBe('#1d4e89');
    expect(checkDraft(edited, programmes).problems).toEqual([]);
    expect(JSON.parse(strFromU8(unzipSync(exportZip(edited, checkDraft(edited, programmes)))['LUMA/theme.json']!)).color.button.primaryBackground).toBe('#1d4e89');

    const unreadable = withValue(edited, 'theme.json', ['color', 'button', 'primaryBackground'], '#7fb2d9');
    const check = checkDraft(unreadable, programmes);
    expect(check.checked).toBeNull();
    expect(check.problems).toContainEqual(
      expect.objectContaining({ file: 'theme.json', path: 'color.button.primaryForeground on color.button.primaryBackground', message: expect.stringMatching(/^\d\.\d\d:1, below AA 4\.5:1 .*nearest passing shade of color\.button\.\w+: #[0-9a-f]{6}/) }),
    );
    expect(check.scorecard[0]).toMatchObject({ check: 'configuration', status: 'fail' });
    expect(() => exportZip(unreadable, check)).toThrow(/does not build yet/);
  });

  it('the pairs a colour breaks are one problem of that colour: each pair told once, at the token they share', () => {
    const surface = checkDraft(withValue(draftOf(luma), 'theme.json', ['color', 'background', 'surface'], '#777777'), programmes);
    expect(surface.contrast.map((group) => [group.token, group.pairs.length])).toEqual([['color.background.surface', 14]]);
    // One pair: the token its nearest passing shade would change.
    const button = checkDraft(withValue(draftOf(luma), 'theme.json', ['color', 'button', 'primaryBackground'], '#7fb2d9'), programmes);
    expect(button.contrast.map((group) => [group.token, group.pairs.length])).toEqual([['color.button.primaryBackground', 1]]);
  });

  it('an English override without its Spanish is a problem of copy.es.json, until it is translated', () => {
    const english = withValue(draftOf(luma), 'copy.en.json', ['notFound', 'title'], 'Nothing here');
    expect(checkDraft(english, programmes).problems).toEqual([
      { file: 'copy.es.json', path: 'notFound.title', message: 'is overridden in the English copy ("Nothing here") and needs its translation here' },
    ]);
    const both = withValue(english, 'copy.es.json', ['notFound', 'title'], 'Aquí no hay nada');
    expect(checkDraft(both, programmes).problems).toEqual([]);
    expect(programOf(both, checkDraft(both, programmes).checked!, 'es').copy.notFound.title).toBe('Aquí no hay nada');
    // Removing the override removes its section when it is left empty.
    expect(withValue(both, 'copy.en.json', ['notFound', 'title'], undefined).data['copy.en.json'].notFound).toBeUndefined();
  });

  it('a programme ticked to English alone builds without its Spanish files and exports none, and keeps them for when Spanish is ticked again', () => {
    const english = withValue(withValue(draftOf(luma), 'copy.en.json', ['notFound', 'title'], 'Nothing here'), 'program.json', ['languages'], ['en']);
    const check = checkDraft(english, programmes);
    expect(check.problems).toEqual([]);
    const paths = Object.keys(exportedFiles(english));
    expect(paths).toContain('LUMA/program.json');
    expect(paths.filter((path) => /\.es\.json$/.test(path))).toEqual([]);
    expect(english.data['program.es.json']).toEqual(draftOf(luma).data['program.es.json']);
    const again = withValue(english, 'program.json', ['languages'], ['en', 'es']);
    expect(checkDraft(again, programmes).problems.map((problem) => problem.file)).toEqual(['copy.es.json']);
  });

  it('a new programme is what npm run new-program writes, its own values "to do"', () => {
    const draft = newDraft(bisp, 'ACME', 'Acme Care', '#c2185b', 2026);
    const check = checkDraft(draft, programmes);
    expect(check.problems).toEqual([]);
    expect(check.scorecard.find((row) => row.check === 'placeholders')).toMatchObject({ status: 'todo', detail: expect.arrayContaining(['18 values to set before a production build:']) });

    const dir = join(scratch, 'ACME');
    expect(spawnSync(process.execPath, ['tools/generators/new-program.mjs', 'ACME', 'Acme Care', '--dir', dir, '--brand', '#c2185b'], { cwd: root }).status).toBe(0);
    const generated = sourceOf(dir, 'ACME');
    const exported = exportedFiles(draft);
    for (const [name, json] of Object.entries(generated.json)) {
      const expected = name === 'program.json' ? { ...(json as object), copyrightYear: 2026 } : json;
      expect(JSON.parse(exported[`ACME/${name}`] as string), name).toEqual(expected);
    }
    for (const [path, file] of Object.entries(generated.files)) expect(exported[`ACME/${path}`], path).toBe((file as { text: string }).text);
  });

  it('a value another programme owns, copied, is a production problem naming that programme', () => {
    const copied = withValue(newDraft(bisp, 'ACME', 'Acme Care', '#c2185b', 2026), 'program.json', ['contacts', 'programPhone'], (bisp.json['program.json'] as { contacts: { programPhone: string } }).contacts.programPhone);
    expect(checkDraft(copied, programmes).production).toContainEqual(expect.objectContaining({ key: 'contacts.programPhone', message: expect.stringContaining("is BISP's") }));
  });

  it('a theme that sets every token derives anew from a brand colour, proven like any other', () => {
    const derived = derivedFromBrand(draftOf(luma), '#c2185b');
    expect(tokensOf(derived)?.color.background.brand).toBe('#c2185b');
    expect(checkDraft(derived, programmes).problems).toEqual([]);
    const tooLight = derivedFromBrand(draftOf(luma), 'not a colour');
    expect(checkDraft(tooLight, programmes).problems).toContainEqual({ file: 'theme.json', path: 'brand.primary', message: 'must be an opaque colour, #hex or rgb()' });
  });

  it('an image program.json names must be in the folder, and draw no text', () => {
    const draft = draftOf(luma);
    const withText = { ...draft, files: { ...draft.files, 'assets/logo.svg': { text: '<svg xmlns="http://www.w3.org/2000/svg"><text>LUMA</text></svg>' } } };
    expect(checkDraft(withText, programmes).problems).toEqual([expect.objectContaining({ file: 'program.json', path: 'assets.logo', message: expect.stringContaining('draws text with <text>') })]);
    const renamed = withValue(draft, 'program.json', ['assets', 'logo'], 'assets/missing.svg');
    expect(checkDraft(renamed, programmes).problems).toEqual([expect.objectContaining({ path: 'assets.logo', message: 'points to assets/missing.svg, which does not exist' })]);
  });
});
