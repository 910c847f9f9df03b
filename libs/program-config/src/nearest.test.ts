import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkProgramFiles } from './check.ts';
import { findTranslationProblems } from './copy/translation.ts';
import { nearestKey } from './nearest.ts';

const luma = resolve(__dirname, '../../../programs/LUMA');
const files = () => Object.fromEntries(['program.json', 'program.es.json', 'theme.json', 'copy.en.json', 'copy.es.json'].map((name) => [name, JSON.parse(readFileSync(join(luma, name), 'utf8')) as Record<string, unknown>]));
/** LUMA's problems with `value` set at `path` of `file`. */
const problemsWith = (file: string, path: string[], value: unknown) => {
  const folder = files();
  const parent = path.slice(0, -1).reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, folder[file]!);
  parent[path.at(-1)!] = value;
  return checkProgramFiles(folder, (image) => readFileSync(join(luma, image), 'utf8')).problems;
};

describe('an unknown key names the nearest known one', () => {
  it('a slip of the keyboard: a letter missing, added, changed or two swapped; nothing for another word', () => {
    expect(nearestKey('welcom', ['title', 'welcome', 'enter'])).toBe('welcome');
    expect(nearestKey('feautres', ['code', 'features', 'assets'])).toBe('features');
    expect(nearestKey('Buton', ['button', 'border'])).toBe('button');
    expect(nearestKey('colour', ['color', 'font'])).toBe('color');
    expect(nearestKey('shipping', ['code', 'features', 'assets'])).toBeNull();
    expect(nearestKey('ab', ['cd'])).toBeNull();
  });

  it('in every file program:check and the studio read', () => {
    expect(problemsWith('program.json', ['feautres'], {})).toContainEqual({ file: 'program.json', path: '(root)', message: 'Unrecognized key: "feautres" (did you mean "features"?)' });
    expect(problemsWith('program.json', ['contacts', 'programPhon'], '5555550100')).toContainEqual({ file: 'program.json', path: 'contacts', message: 'Unrecognized key: "programPhon" (did you mean "programPhone"?)' });
    expect(problemsWith('program.es.json', ['contacts', 'programHour'], 'x')).toContainEqual({ file: 'program.es.json', path: 'contacts', message: 'Unrecognized key: "programHour" (did you mean "programHours"?)' });
    expect(problemsWith('theme.json', ['color', 'button', 'primaryBackgrond'], '#000000')).toContainEqual({ file: 'theme.json', path: 'color.button.primaryBackgrond', message: 'is not a known token (did you mean "color.button.primaryBackground"?)' });
    expect(problemsWith('copy.en.json', ['landing'], { welcom: 'Hello' })).toContainEqual({ file: 'copy.en.json', path: 'landing.welcom', message: 'is not a known copy key (did you mean "landing.welcome"?)' });
    expect(problemsWith('copy.en.json', ['zzzzzz'], 'Hello')).toContainEqual({ file: 'copy.en.json', path: 'zzzzzz', message: 'is not a known copy key' });
    expect(findTranslationProblems({ landing: { welcome: 'Welcome' } }, { landing: { welcome: 'Bienvenido', welcom: 'Hola' } })).toEqual([{ path: 'landing.welcom', message: 'is not a key of the English copy (did you mean "landing.welcome"?)' }]);
  });
});
