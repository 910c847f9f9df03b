import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { baseTranslations, loadProgram, ProgramConfigError } from '../load.ts';
import { baseCopy, type Copy } from './en.ts';
import { baseCopyEs } from './es.ts';
import { findOverrideTranslationProblems, findTranslationProblems } from './translation.ts';

const root = resolve(__dirname, '../../../..');
const scratch: string[] = [];
afterEach(() => {
  while (scratch.length) rmSync(scratch.pop()!, { recursive: true, force: true });
});

/** A deep copy of the Spanish copy with one change. */
function spanishWith(change: (copy: Record<string, Record<string, unknown>>) => void): Copy {
  const copy = structuredClone(baseCopyEs) as unknown as Record<string, Record<string, unknown>>;
  change(copy);
  return copy as unknown as Copy;
}

function rejection(load: () => unknown): ProgramConfigError {
  try {
    load();
  } catch (error) {
    if (error instanceof ProgramConfigError) return error;
    throw error;
  }
  throw new Error('expected the programme to be rejected');
}

function programmeCopy(code: string, edit: (dir: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'program-'));
  scratch.push(dir);
  cpSync(join(root, 'programs', code), dir, { recursive: true });
  edit(dir);
  return dir;
}

describe('the translation check', () => {
  it('finds the Spanish base copy complete: every English key, no other, the same placeholders', () => {
    expect(findTranslationProblems(baseCopy, baseCopyEs)).toEqual([]);
  });

  it('names a missing key, with the English it lacks', () => {
    const problems = findTranslationProblems(baseCopy, spanishWith((copy) => delete copy.landing!.enter));
    expect(problems).toEqual([{ path: 'landing.enter', message: 'is missing (English: "ENTER")' }]);
  });

  it('names an extra key', () => {
    const problems = findTranslationProblems(baseCopy, spanishWith((copy) => (copy.landing!.exit = 'SALIR')));
    expect(problems).toEqual([{ path: 'landing.exit', message: 'is not a key of the English copy' }]);
  });

  it('names a placeholder that is lost or renamed, and a plural form that is missing', () => {
    const problems = findTranslationProblems(
      baseCopy,
      spanishWith((copy) => {
        copy.landing!.welcome = 'Bienvenido a {programa}';
        delete (copy.timeline!.refillsRemaining as Record<string, string>).one;
      }),
    );
    expect(problems).toEqual([
      { path: 'landing.welcome', message: 'uses {programa} where the English uses {programName}' },
      { path: 'timeline.refillsRemaining.one', message: 'is missing (English: "{count} refill remaining. We will notify you when refill is available.")' },
    ]);
  });

  it('fails the build of a programme, naming the file and the key', () => {
    const broken = { es: { ...baseTranslations.es, copy: spanishWith((copy) => delete copy.common!.close) } };
    const error = rejection(() => loadProgram(join(root, 'programs', 'BISP'), root, broken));
    expect(error.message).toContain('libs/program-config/src/copy/es.ts');
    expect(error.message).toContain('common.close: is missing (English: "Close")');
  });

  it('wants the translation of every wording a programme overrides in English', () => {
    const dir = programmeCopy('BISP', (folder) => {
      const path = join(folder, 'copy.es.json');
      const json = JSON.parse(readFileSync(path, 'utf8'));
      delete json.landing.intro;
      writeFileSync(path, JSON.stringify(json));
    });
    const error = rejection(() => loadProgram(dir, dir));
    expect(error.file).toBe('copy.es.json');
    expect(error.problems[0]?.path).toBe('landing.intro');
    expect(error.problems[0]?.message).toMatch(/^is overridden in the English copy \(".+"\) and needs its translation here$/);
  });

  it('refuses a key of copy.es.json the copy does not have', () => {
    const dir = programmeCopy('LUMA', (folder) => writeFileSync(join(folder, 'copy.es.json'), JSON.stringify({ landing: { welcome: 'Hola', enter: 'ENTRAR', intro: 'x', farewell: 'Adiós' } })));
    const error = rejection(() => loadProgram(dir, dir));
    expect(error.file).toBe('copy.es.json');
    expect(error.problems).toContainEqual({ path: 'landing.farewell', message: 'is not a known copy key' });
  });

  it('wants program.es.json, with a text for each drug', () => {
    const missing = rejection(() => loadProgram(programmeCopy('BISP', (folder) => unlinkSync(join(folder, 'program.es.json'))), root));
    expect(missing.message).toMatch(/program\.es\.json[\s\S]*is missing/);
    const short = programmeCopy('BISP', (folder) => writeFileSync(join(folder, 'program.es.json'), JSON.stringify({ contacts: { programHours: 'lunes' }, drugAlts: [] })));
    expect(rejection(() => loadProgram(short, short)).problems).toEqual([{ path: 'drugAlts', message: "has 0 texts for the 1 drugs of program.json's drugCatalogue" }]);
  });

  it('a programme written in English alone (languages ["en"]) needs no Spanish files, and refuses one it would never read', () => {
    const withLanguages = (list: unknown, keepSpanish: boolean) =>
      programmeCopy('LUMA', (folder) => {
        const path = join(folder, 'program.json');
        writeFileSync(path, JSON.stringify({ ...JSON.parse(readFileSync(path, 'utf8')), languages: list }));
        if (!keepSpanish) for (const file of ['program.es.json', 'copy.es.json']) rmSync(join(folder, file), { force: true });
      });
    const english = loadProgram(withLanguages(['en'], false), root);
    expect(english.file.languages).toEqual(['en']);
    expect(english.translations).toEqual({});

    const leftOver = rejection(() => loadProgram(withLanguages(['en'], true), root));
    expect(leftOver.problems).toContainEqual({ path: '(file)', message: `is for "es", which program.json's languages does not list (en): add it there, or delete the file` });
    expect(leftOver.file).toMatch(/copy\.es\.json$/);
  });

  it('refuses a languages list that does not start with English, repeats one, or names a language the portal has no copy of', () => {
    const problemsOf = (list: unknown) =>
      rejection(() =>
        loadProgram(
          programmeCopy('LUMA', (folder) => {
            const path = join(folder, 'program.json');
            writeFileSync(path, JSON.stringify({ ...JSON.parse(readFileSync(path, 'utf8')), languages: list }));
          }),
          root,
        ),
      ).problems.filter((problem) => problem.path.startsWith('languages'));
    expect(problemsOf(['es', 'en'])).toEqual([{ path: 'languages', message: 'must start with "en": English is the copy every other language translates' }]);
    expect(problemsOf(['en', 'es', 'es'])).toEqual([{ path: 'languages', message: 'names a language twice' }]);
    expect(problemsOf(['en', 'fr'])[0]?.path).toBe('languages.1');
    expect(problemsOf(['en', 'fr'])[0]?.message).toMatch(/"en".*"es"/);
  });

  it('checks the placeholders of an override against the English the patient would read', () => {
    expect(findOverrideTranslationProblems({ landing: { welcome: 'Hello {name}' } }, { landing: { welcome: 'Hola' } }, baseCopy)).toEqual([
      { path: 'landing.welcome', message: 'uses no placeholder where the English uses {name}' },
    ]);
    expect(findOverrideTranslationProblems({}, { footer: { copyright: '© {serviceProvider}' } }, baseCopy)).toEqual([
      { path: 'footer.copyright', message: 'uses {serviceProvider} where the English uses {serviceProvider} {year}' },
    ]);
  });
});
