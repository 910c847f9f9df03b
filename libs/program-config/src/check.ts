/**
 * Every rule a programme folder's data files must meet, on their parsed JSON and nothing else: no
 * file system, so the build (load.ts reads the folder, then asks this) and the programme studio in
 * Storybook (which checks a draft as it is typed) apply the same rules and say the same words.
 * Each problem names its file and the field; where a later check needs an earlier file valid (the
 * translations need program.json's contacts), it waits for it.
 */
import type { Language } from '@portal/formats';
import { findContrastProblems, findThemeFileProblems, resolveTheme, themeShape, type ThemeTokens } from '@portal/tokens';
import { baseCopy, type Copy } from './copy/en.ts';
import { baseCopyEs } from './copy/es.ts';
import { findCopyProblems, mergeCopy } from './copy/merge.ts';
import { unshownOverrides, withFeatureWording } from './copy/featureCopy.ts';
import { languagesOf } from './languages.ts';
import type { FeatureName } from './features.ts';
import { didYouMean } from './nearest.ts';
import { findOverrideTranslationProblems, findTranslationProblems } from './copy/translation.ts';
import { baseLegal, type LegalTexts } from './legal/en.ts';
import { legalOverridesSchema, programFileSchema, programTranslationSchema, type ProgramFile } from './schema.ts';
import type { ProgramConfig } from './types.ts';

/** What a programme says in a language other than English: its copy and its own patient-facing values. */
interface ProgramTranslation {
  copy: Copy;
  contacts: { programHours: string; contactUsHours?: string };
  /** The drug catalogue's alt texts, in the catalogue's order. */
  drugAlts: string[];
}

export type OtherLanguage = Exclude<Language, 'en'>;

/** The languages besides English, each with its complete base copy (docs/decisions/0030-spanish-is-a-complete-translation.md). */
export const baseTranslations: Record<OtherLanguage, { copy: Copy; file: string }> = {
  es: { copy: baseCopyEs, file: 'libs/program-config/src/copy/es.ts' },
};

type ProgramTranslations = Partial<Record<OtherLanguage, ProgramTranslation>>;

/** The data files of a programme folder by name (`program.json`, `copy.es.json`, …), parsed; a file that is absent has no key. */
export type ProgramFolderFiles = Record<string, unknown>;

export interface ProgramProblem {
  /** The file's name in the folder (or the base copy's path, for a broken base translation). */
  file: string;
  /** The field, e.g. `contacts.programPhone`, or `(file)` / `(root)`. */
  path: string;
  message: string;
}

/** A programme folder's data once every rule holds, as the build and Storybook read it. */
export interface CheckedProgram {
  file: ProgramFile;
  theme: ThemeTokens;
  /** English, the spec's language. */
  copy: Copy;
  /** Each language besides English that program.json lists. */
  translations: ProgramTranslations;
  legal: LegalTexts;
}

type SchemaNode = { _zod?: { def: { type: string; shape?: Record<string, SchemaNode>; innerType?: SchemaNode; element?: SchemaNode; in?: SchemaNode } } } | undefined;

/** The keys an object of `schema` has at `path` (an index steps into an array), or none where no object is. */
function schemaKeysAt(schema: SchemaNode, path: readonly PropertyKey[]): string[] {
  const unwrapped = (node: SchemaNode): SchemaNode => {
    const def = node?._zod?.def;
    if (def?.innerType) return unwrapped(def.innerType);
    if (def?.type === 'pipe') return unwrapped(def.in);
    return node;
  };
  let node = unwrapped(schema);
  for (const step of path) {
    const def = node?._zod?.def;
    node = unwrapped(typeof step === 'number' ? def?.element : def?.shape?.[String(step)]);
  }
  return Object.keys(node?._zod?.def.shape ?? {});
}

type Issue = { path: readonly PropertyKey[]; message: string; code?: string; keys?: readonly string[] };

/** zod's issues as problems; a key the schema does not know names the nearest one it does. */
const issuesOf = (file: string, issues: readonly Issue[], schema?: SchemaNode): ProgramProblem[] =>
  issues.map((issue) => {
    const suggestions = issue.code === 'unrecognized_keys' && schema ? (issue.keys ?? []).map((key) => didYouMean(key, schemaKeysAt(schema, issue.path))).join('') : '';
    return { file, path: issue.path.length ? issue.path.map(String).join('.') : '(root)', message: `${issue.message}${suggestions}` };
  });

/** The keys the theme's shape has beside `path`'s last one. */
const tokenKeysBeside = (path: string): string[] => {
  const parents = path.split('.').slice(0, -1);
  const node = parents.reduce<unknown>((current, key) => (current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined), themeShape);
  return node && typeof node === 'object' ? Object.keys(node) : [];
};

const inFile = (file: string, problems: readonly { path: string; message: string }[]): ProgramProblem[] =>
  problems.map((problem) => ({
    file,
    path: problem.path,
    message: file === 'theme.json' && problem.message === 'is not a known token' ? `${problem.message}${didYouMean(problem.path.split('.').at(-1) ?? '', tokenKeysBeside(problem.path), problem.path.split('.').slice(0, -1).map((key) => `${key}.`).join(''))}` : problem.message,
  }));

const missing = (file: string, why = ''): ProgramProblem => ({ file, path: '(file)', message: `is missing${why}` });

/**
 * The images program.json names: each must be in the folder, and an SVG must not draw text with
 * the browser's fonts (each browser lays it out with the fonts it has). `contents`: an image's
 * text (an SVG's; any string for another image), or null when the folder does not have it.
 */
function findImageProblems(file: ProgramFile, contents: (path: string) => string | null): ProgramProblem[] {
  const images: [string, string][] = [
    ['assets.logo', file.assets.logo],
    ['assets.logoOnDark', file.assets.logoOnDark],
    ...file.drugCatalogue.map((drug, index): [string, string] => [`drugCatalogue.${index}.logo`, drug.logo]),
  ];
  return images.flatMap(([field, path]): ProgramProblem[] => {
    const text = contents(path);
    if (text === null) return [{ file: 'program.json', path: field, message: `points to ${path}, which does not exist` }];
    if (!path.toLowerCase().endsWith('.svg') || !/<(text|foreignObject)\b/i.test(text)) return [];
    return [
      {
        file: 'program.json',
        path: field,
        message:
          `${path} draws text with <text>, which each browser lays out with the fonts it has (words run into each other or past the edge). ` +
          'Convert the text to outlines: node tools/scripts/outline-logo.mjs <svg> --font regular=<ttf> --font bold=<ttf>',
      },
    ];
  });
}

/**
 * Every problem of a folder's files, in the order a reader fixes them (program.json, theme.json,
 * the English copy, then each language, then the images), and the checked programme when there is
 * none. `contents` reads the folder's images (see `findImageProblems`).
 */
export function checkProgramFiles(
  files: ProgramFolderFiles,
  contents: (path: string) => string | null,
  baseCopies: typeof baseTranslations = baseTranslations,
): { program: CheckedProgram | null; problems: ProgramProblem[] } {
  const problems: ProgramProblem[] = [];

  let file: ProgramFile | null = null;
  if (!('program.json' in files)) problems.push(missing('program.json'));
  else {
    const parsed = programFileSchema.safeParse(files['program.json']);
    if (parsed.success) file = parsed.data;
    else problems.push(...issuesOf('program.json', parsed.error.issues, programFileSchema as SchemaNode));
  }

  let theme: ThemeTokens | null = null;
  if (!('theme.json' in files)) problems.push(missing('theme.json'));
  else {
    const themeProblems = findThemeFileProblems(files['theme.json']);
    if (themeProblems.length) problems.push(...inFile('theme.json', themeProblems));
    else {
      const resolved = resolveTheme(files['theme.json'] as Parameters<typeof resolveTheme>[0]);
      // WCAG AA for every pair the components put together, proven before anything is built.
      const contrastProblems = findContrastProblems(resolved);
      if (contrastProblems.length) problems.push(...inFile('theme.json', contrastProblems));
      else theme = resolved;
    }
  }

  // copy.en.json: optional; only keys of the base copy, each a text.
  let copy: Copy | null = baseCopy;
  const englishOverrides: unknown = files['copy.en.json'] ?? {};
  if ('copy.en.json' in files) {
    const copyProblems = findCopyProblems(englishOverrides, baseCopy);
    if (copyProblems.length) {
      problems.push(...inFile('copy.en.json', copyProblems));
      copy = null;
    } else copy = mergeCopy(baseCopy, englishOverrides as object) as Copy;
  }

  // The languages program.json lists (all of the portal's when it lists none, or is broken): each
  // needs its files; a file of a language it does not list would never be read, so it is refused.
  const spoken = new Set<string>(file ? languagesOf(file) : Object.keys(baseCopies));
  for (const name of Object.keys(files)) {
    const language = /^(?:copy|program)\.([a-zA-Z-]+)\.json$/.exec(name)?.[1];
    if (language && language !== 'en' && !spoken.has(language)) {
      problems.push({ file: name, path: '(file)', message: `is for "${language}", which program.json's languages does not list (${[...spoken].join(', ')}): add it there, or delete the file` });
    }
  }
  const translations: ProgramTranslations = {};
  for (const [language, base] of Object.entries(baseCopies) as [OtherLanguage, (typeof baseTranslations)[OtherLanguage]][]) {
    if (!spoken.has(language)) continue;
    const baseProblems = findTranslationProblems(baseCopy, base.copy);
    if (baseProblems.length) {
      problems.push(...inFile(base.file, baseProblems));
      continue;
    }

    // copy.<language>.json: optional, but it must translate every override of copy.en.json.
    const overridesName = `copy.${language}.json`;
    const overrides = files[overridesName] ?? {};
    const overrideProblems = [...findCopyProblems(overrides, baseCopy), ...(copy ? findOverrideTranslationProblems(englishOverrides, overrides, copy) : [])];
    problems.push(...inFile(overridesName, overrideProblems));

    // program.<language>.json: required, the programme's hours and drug descriptions are read by patients too.
    const valuesName = `program.${language}.json`;
    if (!(valuesName in files)) {
      problems.push(missing(valuesName, ": it translates program.json's contacts.programHours, contacts.contactUsHours and each drug's alt text"));
      continue;
    }
    const values = programTranslationSchema.safeParse(files[valuesName]);
    if (!values.success) {
      problems.push(...issuesOf(valuesName, values.error.issues, programTranslationSchema as SchemaNode));
      continue;
    }
    if (file) {
      if (file.contacts.contactUsHours !== undefined && values.data.contacts.contactUsHours === undefined) {
        problems.push({ file: valuesName, path: 'contacts.contactUsHours', message: `is missing (program.json has "${file.contacts.contactUsHours}")` });
      }
      if (file.contacts.contactUsHours === undefined && values.data.contacts.contactUsHours !== undefined) {
        problems.push({ file: valuesName, path: 'contacts.contactUsHours', message: 'is not in program.json' });
      }
      if (values.data.drugAlts.length !== file.drugCatalogue.length) {
        problems.push({ file: valuesName, path: 'drugAlts', message: `has ${values.data.drugAlts.length} texts for the ${file.drugCatalogue.length} drugs of program.json's drugCatalogue` });
      }
    }
    if (overrideProblems.length === 0) {
      translations[language] = { copy: mergeCopy(base.copy, overrides as object) as Copy, contacts: values.data.contacts, drugAlts: values.data.drugAlts };
    }
  }

  let legal: LegalTexts = baseLegal;
  if ('legal.en.json' in files) {
    const parsedLegal = legalOverridesSchema.safeParse(files['legal.en.json']);
    if (parsedLegal.success) legal = { ...baseLegal, ...parsedLegal.data };
    else problems.push(...issuesOf('legal.en.json', parsedLegal.error.issues));
  }

  if (file) problems.push(...findImageProblems(file, contents));

  // A text about a feature the programme has off is never shown: its wording without it is.
  if (file) {
    const enabled = (feature: FeatureName) => file.features[feature].enabled;
    for (const name of ['copy.en.json', ...Object.keys(baseCopies).map((language) => `copy.${language}.json`)]) {
      if (name in files) problems.push(...inFile(name, unshownOverrides(files[name], enabled)));
    }
    if (copy) copy = withFeatureWording(copy, enabled);
    for (const translation of Object.values(translations)) if (translation) translation.copy = withFeatureWording(translation.copy, enabled);
  }

  if (problems.length || !file || !theme || !copy) return { program: null, problems };
  return { program: { file, theme, copy, translations, legal }, problems };
}

/**
 * A checked programme as the app reads it (`ProgramConfig`) in `language`, its assets aside (the
 * bundler gives their URLs): Storybook shows every programme in every language from these.
 */
export function programConfigIn(checked: CheckedProgram, language: Language, baseUrl = ''): Omit<ProgramConfig, 'assets'> {
  const { $schema: _schema, ...file } = checked.file;
  const english = { ...file, language: 'en' as Language, baseUrl, copy: checked.copy, legal: checked.legal };
  if (language === 'en') return english;
  const translation = checked.translations[language];
  if (!translation) throw new Error(`${checked.file.code} is not written in "${language}": program.json's languages are ${languagesOf(checked.file).join(', ')}`);
  return {
    ...english,
    language,
    copy: translation.copy,
    contacts: { ...file.contacts, ...translation.contacts },
    drugCatalogue: file.drugCatalogue.map((drug, index) => ({ ...drug, alt: translation.drugAlts[index] ?? drug.alt })),
  };
}
