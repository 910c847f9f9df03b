/**
 * Node-side loader of a programme folder, used by the build (Vite preset) and by tests. It reads
 * `program.json`, `theme.json` and the optional `copy.en.json`, validates each, and fails with a
 * message that names the file and the field, so a typo never reaches a patient.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Language } from '@portal/formats';
import { findContrastProblems, findThemeFileProblems, resolveTheme, type ThemeTokens } from '@portal/tokens';
import { baseCopy, type Copy } from './copy/en.ts';
import { baseCopyEs } from './copy/es.ts';
import { findOverrideTranslationProblems, findTranslationProblems } from './copy/translation.ts';
import { legalOverridesSchema, programFileSchema, programTranslationSchema, type ProgramFile } from './schema.ts';
import type { ProgramConfig } from './types.ts';
import { findCopyProblems, mergeCopy } from './copy/merge.ts';
import { baseLegal, type LegalTexts } from './legal/en.ts';

/** What a programme says in a language other than English: its copy and its own patient-facing values. */
export interface ProgramTranslation {
  copy: Copy;
  contacts: { programHours: string; contactUsHours?: string };
  /** The drug catalogue's alt texts, in the catalogue's order. */
  drugAlts: string[];
}

/** The languages besides English, each with its complete base copy (docs/decisions.md "Languages"). */
export const baseTranslations: Record<Exclude<Language, 'en'>, { copy: Copy; file: string }> = {
  es: { copy: baseCopyEs, file: 'libs/program-config/src/copy/es.ts' },
};


export interface LoadedProgram {
  dir: string;
  file: ProgramFile;
  theme: ThemeTokens;
  /** English, the spec's language. */
  copy: Copy;
  translations: Record<Exclude<Language, 'en'>, ProgramTranslation>;
  legal: LegalTexts;
  /** Absolute paths of the files the build must bundle as assets. */
  assetFiles: { logo: string; logoOnDark: string; drugLogos: string[] };
}

export class ProgramConfigError extends Error {
  override name = 'ProgramConfigError';
  // Fields declared, not constructor parameter properties: Node runs this file as is (type
  // stripping) for the scorecard and the generator, and strips only erasable syntax.
  readonly file: string;
  readonly problems: { path: string; message: string }[];
  constructor(file: string, problems: { path: string; message: string }[]) {
    super(
      `Invalid programme configuration in ${file}:\n` +
        problems.map((problem) => `  - ${problem.path}: ${problem.message}`).join('\n'),
    );
    this.file = file;
    this.problems = problems;
  }
}

function readJson(path: string, shown: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new ProgramConfigError(shown, [{ path: '(file)', message: 'is missing' }]);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ProgramConfigError(shown, [{ path: '(file)', message: `is not valid JSON (${(error as Error).message})` }]);
  }
}

/** `translations`: the base copy of each other language (its check's proof hands in a broken one). */
export function loadProgram(dir: string, root: string = process.cwd(), baseCopies: typeof baseTranslations = baseTranslations): LoadedProgram {
  const shown = (name: string) => relative(root, join(dir, name)) || name;

  const programPath = shown('program.json');
  const parsed = programFileSchema.safeParse(readJson(join(dir, 'program.json'), programPath));
  if (!parsed.success) {
    throw new ProgramConfigError(
      programPath,
      parsed.error.issues.map((issue) => ({
        path: issue.path.length ? issue.path.join('.') : '(root)',
        message: issue.message,
      })),
    );
  }
  const file = parsed.data;

  const themePath = shown('theme.json');
  const themeFile = readJson(join(dir, 'theme.json'), themePath);
  const themeProblems = findThemeFileProblems(themeFile);
  if (themeProblems.length) throw new ProgramConfigError(themePath, themeProblems);
  const theme = resolveTheme(themeFile);
  // WCAG AA for every pair the components put together, proven before anything is built.
  const contrastProblems = findContrastProblems(theme);
  if (contrastProblems.length) throw new ProgramConfigError(themePath, contrastProblems);

  let copy: Copy = baseCopy;
  let englishOverrides: unknown = {};
  const copyFile = join(dir, 'copy.en.json');
  if (existsSync(copyFile)) {
    const copyPath = shown('copy.en.json');
    englishOverrides = readJson(copyFile, copyPath);
    const copyProblems = findCopyProblems(englishOverrides, baseCopy);
    if (copyProblems.length) throw new ProgramConfigError(copyPath, copyProblems);
    copy = mergeCopy(baseCopy, englishOverrides as object) as Copy;
  }

  const translations = {} as Record<Exclude<Language, 'en'>, ProgramTranslation>;
  for (const [language, base] of Object.entries(baseCopies) as [Exclude<Language, 'en'>, (typeof baseTranslations)['es']][]) {
    const baseProblems = findTranslationProblems(baseCopy, base.copy);
    if (baseProblems.length) throw new ProgramConfigError(base.file, baseProblems);

    // copy.<language>.json: optional, but it must translate every override of copy.en.json.
    const overridesName = `copy.${language}.json`;
    const overridesFile = join(dir, overridesName);
    const overrides = existsSync(overridesFile) ? readJson(overridesFile, shown(overridesName)) : {};
    const overrideProblems = [...findCopyProblems(overrides, baseCopy), ...findOverrideTranslationProblems(englishOverrides, overrides, copy)];
    if (overrideProblems.length) throw new ProgramConfigError(shown(overridesName), overrideProblems);

    // program.<language>.json: required, the programme's hours and drug descriptions are read by patients too.
    const valuesName = `program.${language}.json`;
    const valuesPath = shown(valuesName);
    if (!existsSync(join(dir, valuesName))) {
      throw new ProgramConfigError(valuesPath, [{ path: '(file)', message: 'is missing: it translates program.json\'s contacts.programHours, contacts.contactUsHours and each drug\'s alt text' }]);
    }
    const values = programTranslationSchema.safeParse(readJson(join(dir, valuesName), valuesPath));
    if (!values.success) {
      throw new ProgramConfigError(valuesPath, values.error.issues.map((issue) => ({ path: issue.path.join('.') || '(root)', message: issue.message })));
    }
    const valueProblems: { path: string; message: string }[] = [];
    if (file.contacts.contactUsHours !== undefined && values.data.contacts.contactUsHours === undefined) {
      valueProblems.push({ path: 'contacts.contactUsHours', message: `is missing (program.json has "${file.contacts.contactUsHours}")` });
    }
    if (file.contacts.contactUsHours === undefined && values.data.contacts.contactUsHours !== undefined) {
      valueProblems.push({ path: 'contacts.contactUsHours', message: 'is not in program.json' });
    }
    if (values.data.drugAlts.length !== file.drugCatalogue.length) {
      valueProblems.push({ path: 'drugAlts', message: `has ${values.data.drugAlts.length} texts for the ${file.drugCatalogue.length} drugs of program.json's drugCatalogue` });
    }
    if (valueProblems.length) throw new ProgramConfigError(valuesPath, valueProblems);

    const merged = mergeCopy(base.copy, overrides as object) as Copy;
    translations[language] = { copy: merged, contacts: values.data.contacts, drugAlts: values.data.drugAlts };
  }

  let legal: LegalTexts = baseLegal;
  const legalFile = join(dir, 'legal.en.json');
  if (existsSync(legalFile)) {
    const legalPath = shown('legal.en.json');
    const parsedLegal = legalOverridesSchema.safeParse(readJson(legalFile, legalPath));
    if (!parsedLegal.success) {
      throw new ProgramConfigError(
        legalPath,
        parsedLegal.error.issues.map((issue) => ({ path: issue.path.join('.') || '(root)', message: issue.message })),
      );
    }
    legal = { ...baseLegal, ...parsedLegal.data };
  }

  const assetProblems: { path: string; message: string }[] = [];
  const asset = (path: string, field: string) => {
    const absolute = join(dir, path);
    if (!existsSync(absolute)) assetProblems.push({ path: field, message: `points to ${path}, which does not exist` });
    else if (drawsTextWithFonts(absolute)) {
      assetProblems.push({
        path: field,
        message:
          `${path} draws text with <text>, which each browser lays out with the fonts it has (words run into each other or past the edge). ` +
          'Convert the text to outlines: node tools/scripts/outline-logo.mjs <svg> --font regular=<ttf> --font bold=<ttf>',
      });
    }
    return absolute;
  };
  const assetFiles = {
    logo: asset(file.assets.logo, 'assets.logo'),
    logoOnDark: asset(file.assets.logoOnDark, 'assets.logoOnDark'),
    drugLogos: file.drugCatalogue.map((drug, index) => asset(drug.logo, `drugCatalogue.${index}.logo`)),
  };
  if (assetProblems.length) throw new ProgramConfigError(programPath, assetProblems);

  return { dir, file, theme, copy, translations, legal, assetFiles };
}

/** An SVG whose look depends on the browser's fonts: <text> (or HTML inside it). */
function drawsTextWithFonts(path: string): boolean {
  if (!path.toLowerCase().endsWith('.svg')) return false;
  return /<(text|foreignObject)\b/i.test(readFileSync(path, 'utf8'));
}

/**
 * A loaded programme as the app reads it (`ProgramConfig`) in `language`, its assets aside (the
 * bundler gives their URLs): Storybook shows every programme in every language from these.
 */
export function programConfigIn(loaded: LoadedProgram, language: Language, baseUrl = ''): Omit<ProgramConfig, 'assets'> {
  const { $schema: _schema, ...file } = loaded.file;
  const english = { ...file, language: 'en' as Language, baseUrl, copy: loaded.copy, legal: loaded.legal };
  if (language === 'en') return english;
  const translation = loaded.translations[language];
  return {
    ...english,
    language,
    copy: translation.copy,
    contacts: { ...file.contacts, ...translation.contacts },
    drugCatalogue: file.drugCatalogue.map((drug, index) => ({ ...drug, alt: translation.drugAlts[index] ?? drug.alt })),
  };
}
