/**
 * The programme studio's model: a programme folder being edited (a draft), the edits a designer
 * makes to it, what the build's own rules say of it, and the folder it exports. Pure: the studio's
 * screen (Studio.tsx) and the previews (.storybook/preview.tsx) hold a draft; this module decides.
 * A draft exports only when the rules the build applies find nothing, so an exported folder builds
 * as it is.
 */
import { strToU8, zipSync } from 'fflate';
import { checkProgramFiles, programConfigIn, type CheckedProgram, type ProgramProblem } from '@portal/program-config/check';
import { findProductionProblems, imageKeysOf, valueAt as valueAtKey, type ProductionProblem, type ProgramFiles } from '@portal/program-config/placeholders';
import type { ProgramConfig } from '@portal/program-config';
import { isLanguage, languages, type Language } from '@portal/formats';
import { findThemeFileProblems, resolveTheme, type ThemeTokens } from '@portal/tokens';
import { dtcgFileText, formatThemeJson } from '@portal/tokens/dtcg';
import { $schemaOf, copyFileText, jsonText, markedPlaceholderImage, placeholderLogos, projectJsonText, scaffoldFiles, themeModuleText, THEME_COMMENT } from '@portal/program-config/scaffold';
import { configurationRow, contrastRow, copyRow, flagsRow, logosRow, placeholdersRow, type ScoreRow } from '@portal/program-config/scorecard';

/** The data files a draft edits, each parsed. */
export const DATA_FILES = ['program.json', 'program.es.json', 'theme.json', 'copy.en.json', 'copy.es.json'] as const;
export type DataFile = (typeof DATA_FILES)[number];
/**
 * The draft's languages (program.json `languages`, all of the portal's when absent): English first.
 * A language's files (`program.es.json`, `copy.es.json`) are kept while it is not listed, so a
 * designer who ticks it off and on again loses nothing, but neither checked nor exported.
 */
export function draftLanguages(draft: Draft): readonly Language[] {
  const listed = draft.data['program.json'].languages;
  return Array.isArray(listed) ? listed.filter(isLanguage) : languages;
}

/** The data files of the languages the draft lists, as the build would read its folder. */
function spokenData(draft: Draft): Partial<Draft['data']> {
  const spoken = draftLanguages(draft);
  return Object.fromEntries(
    DATA_FILES.filter((name) => {
      const language = /\.([a-z]{2})\.json$/.exec(name)?.[1];
      return !language || language === 'en' || spoken.includes(language as Language);
    }).map((name) => [name, draft.data[name]]),
  );
}

/** Files of the folder the studio writes from the code (never taken from the programme it starts from). */
const GENERATED = new Set(['theme.css.ts', 'project.json']);

/** Any other file of the folder: text (an SVG, a stylesheet, legal.en.json) or an image's bytes as a data: URL. */
export type FolderFile = { text: string } | { dataUrl: string };

export interface Draft {
  /** The programme it started from, or '' for a new one. */
  startedFrom: string;
  data: Record<DataFile, Record<string, unknown>>;
  /** The rest of the folder by path (`assets/logo.svg`, `fonts.css`), as it will be exported. */
  files: Record<string, FolderFile>;
}

/** A programme folder as the studio receives it: every file by path, JSON parsed. */
export interface ProgrammeSource {
  code: string;
  json: Record<string, unknown>;
  files: Record<string, FolderFile>;
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export function draftOf(source: ProgrammeSource): Draft {
  const data = Object.fromEntries(DATA_FILES.map((name) => [name, isRecord(source.json[name]) ? structuredClone(source.json[name]) : {}])) as Draft['data'];
  const files: Record<string, FolderFile> = {};
  for (const [path, file] of Object.entries(source.files)) if (!GENERATED.has(path)) files[path] = file;
  for (const [name, json] of Object.entries(source.json)) {
    if (!GENERATED.has(name) && !(DATA_FILES as readonly string[]).includes(name)) files[name] = { text: jsonText(json) };
  }
  return { startedFrom: source.code, data, files };
}

/** A new programme as `npm run new-program` makes it, from `template` (BISP): its code, name and brand colour. */
export function newDraft(template: ProgrammeSource, code: string, displayName: string, primary: string, year: number): Draft {
  const scaffold = scaffoldFiles({
    code,
    displayName,
    primary,
    template: { program: template.json['program.json'] as never, programEs: template.json['program.es.json'] as never },
    year,
  });
  const data = Object.fromEntries(DATA_FILES.map((name) => [name, JSON.parse(scaffold[name]!) as Json])) as Draft['data'];
  const files: Record<string, FolderFile> = {};
  for (const [path, text] of Object.entries(scaffold)) if (path.startsWith('assets/')) files[path] = { text };
  // The drug catalogue is the template's, and so are its marks.
  const catalogue = (data['program.json'].drugCatalogue as { logo: string }[] | undefined) ?? [];
  for (const { logo } of catalogue) {
    const file = template.files[logo];
    // Marked as the generator marks its copy: a production build refuses it until replaced.
    if (file) files[logo] = 'text' in file ? { text: markedPlaceholderImage(file.text) } : file;
  }
  return { startedFrom: '', data, files };
}

/** `data[file]` with the value at `path` replaced; `undefined` removes it, and any section left empty. */
export function withValue(draft: Draft, file: DataFile, path: readonly string[], value: unknown): Draft {
  const set = (node: Json, [key, ...rest]: readonly string[]): Json => {
    const next: Json = { ...node };
    if (rest.length === 0) {
      if (value === undefined) delete next[key!];
      else next[key!] = value;
      return next;
    }
    const child = set(isRecord(node[key!]) ? (node[key!] as Json) : {}, rest);
    if (Object.keys(child).length === 0 && value === undefined) delete next[key!];
    else next[key!] = child;
    return next;
  };
  return { ...draft, data: { ...draft.data, [file]: set(draft.data[file], path) } };
}

export function valueAt(node: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((current, key) => (isRecord(current) ? current[key] : undefined), node);
}

/** The theme in brand form (`brand` plus overrides), or null when it sets every token itself. */
export const brandOf = (draft: Draft): Record<string, string> | null => {
  const brand = draft.data['theme.json'].brand;
  return isRecord(brand) ? (brand as Record<string, string>) : null;
};

/**
 * The theme again from a brand colour: every token derives from it (libs/tokens/src/brand.ts), none
 * of the old values kept. A theme that sets every token changes with a brand input only this way.
 */
export function derivedFromBrand(draft: Draft, primary: string): Draft {
  return { ...draft, data: { ...draft.data, 'theme.json': { $schema: $schemaOf('theme.json'), $comment: THEME_COMMENT, brand: { primary } } } };
}

/** The full token set of the draft's theme, or null while theme.json is incomplete or invalid. */
export function tokensOf(draft: Draft): ThemeTokens | null {
  const file = draft.data['theme.json'];
  return findThemeFileProblems(file).length ? null : resolveTheme(file);
}

export interface DraftCheck {
  /** The programme as the build would read it, or null while any rule fails. */
  checked: CheckedProgram | null;
  /** What the build refuses: the rules of every data file, the images named and the folder's code. */
  problems: ProgramProblem[];
  /** What a production build would still refuse (placeholders, another programme's values). */
  production: ProductionProblem[];
  /** The scorecard of `npm run program:check`, but for the landing page's JS, which needs a build. */
  scorecard: ScoreRow[];
  /** theme.json's contrast problems, one group per colour to fix. */
  contrast: ContrastGroup[];
}

/** `others`: the programmes already in programs/, whose own values the draft must not copy. */
export function checkDraft(draft: Draft, others: ProgrammeSource[]): DraftCheck {
  // The folder's images as the build reads them: an SVG's text, a raster image's (any) text, or none.
  const contents = (path: string): string | null => {
    const image = draft.files[path.replace(/^\.\//, '')];
    return image ? ('text' in image ? image.text : '') : null;
  };
  const { program: checked, problems } = checkProgramFiles(spokenData(draft), contents);
  const file = draft.data['program.json'];
  const code = typeof file.code === 'string' ? file.code : '';
  const images = imageKeysOf(file).flatMap((key) => {
    const path = valueAtKey(file, key);
    const image = typeof path === 'string' ? draft.files[path.replace(/^\.\//, '')] : undefined;
    return image && 'text' in image ? [{ key, file: `${code}/${String(path).replace(/^\.\//, '')}`, text: image.text }] : [];
  });
  const production = findProductionProblems(
    { ...asProgramFiles(code, draft.data['program.json'], draft.data['program.es.json']), images },
    others.filter((other) => other.code !== code).map((other) => asProgramFiles(other.code, other.json['program.json'], other.json['program.es.json'])),
  );
  const byFile = [...new Set(problems.map((problem) => problem.file))].map((name) => ({ file: name, problems: problems.filter((problem) => problem.file === name) }));
  const scorecard = checked
    ? [
        configurationRow([]),
        contrastRow(checked.theme),
        copyRow(checked, { en: draft.data['copy.en.json'], es: draft.data['copy.es.json'] }),
        placeholdersRow(production, false),
        logosRow([checked.file.assets.logo, checked.file.assets.logoOnDark, ...checked.file.drugCatalogue.map((drug) => drug.logo)]),
        flagsRow(checked),
      ]
    : [configurationRow(byFile), placeholdersRow(production, false)];
  return { checked, problems, production, scorecard, contrast: contrastGroups(problems) };
}

/** Problems of colour pairs (`<foreground> on <background>`) that share one token, told once at that token. */
export interface ContrastGroup {
  token: string;
  pairs: ProgramProblem[];
}

const PAIR = ' on ';
const suggestedToken = (problem: ProgramProblem): string | undefined => /nearest passing shade of (\S+):/.exec(problem.message)?.[1];

/**
 * theme.json's contrast problems gathered by the token they share: one bad colour breaks every pair
 * it is in, and is one thing to fix. Each problem goes to the token found in the most of those not
 * yet gathered (on a tie, the token its nearest passing shade would change), so a pair is told once.
 */
export function contrastGroups(problems: readonly ProgramProblem[]): ContrastGroup[] {
  let left = problems.filter((problem) => problem.file === 'theme.json' && problem.path.includes(PAIR));
  const groups: ContrastGroup[] = [];
  while (left.length) {
    const counts = new Map<string, number>();
    for (const problem of left) for (const token of problem.path.split(PAIR)) counts.set(token, (counts.get(token) ?? 0) + 1);
    const suggested = (token: string) => left.filter((problem) => problem.path.split(PAIR).includes(token) && suggestedToken(problem) === token).length;
    const [token] = [...counts].sort(([a, countA], [b, countB]) => countB - countA || suggested(b) - suggested(a))[0]!;
    groups.push({ token, pairs: left.filter((problem) => problem.path.split(PAIR).includes(token)) });
    left = left.filter((problem) => !problem.path.split(PAIR).includes(token));
  }
  return groups;
}

/** Whether a problem is one of a pair of colours (told by its group, contrastGroups). */
export const isPairProblem = (problem: ProgramProblem): boolean => problem.file === 'theme.json' && problem.path.includes(PAIR);

function asProgramFiles(code: string, program: unknown, programEs: unknown): ProgramFiles {
  return { code, program, programFile: `${code}/program.json`, translations: [{ file: `${code}/program.es.json`, json: programEs }] };
}

/** An image of the folder as an address the browser shows. */
export function imageUrl(file: FolderFile | undefined): string {
  if (!file) return '';
  if ('dataUrl' in file) return file.dataUrl;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(file.text)}`;
}

/** The draft as the portal reads a programme in `language` (its images as data: addresses), or null while any rule fails. */
export function programOf(draft: Draft, checked: CheckedProgram, language: Language): ProgramConfig {
  const program = programConfigIn(checked, language);
  const image = (path: string) => imageUrl(draft.files[path.replace(/^\.\//, '')]);
  return {
    ...program,
    assets: { logo: image(checked.file.assets.logo), logoOnDark: image(checked.file.assets.logoOnDark) },
    drugCatalogue: program.drugCatalogue.map((drug) => ({ ...drug, logo: image(drug.logo) })),
  };
}

/** Placeholder logos in the draft's brand (a new programme's, redrawn when its brand colour changes). */
export function withPlaceholderLogos(draft: Draft, tokens: ThemeTokens): Draft {
  const name = String(draft.data['program.json'].displayName ?? '');
  const logos = placeholderLogos(name, tokens);
  return { ...draft, files: { ...draft.files, 'assets/logo.svg': { text: logos.logo }, 'assets/logo-on-dark.svg': { text: logos.logoOnDark } } };
}

/** The folder's files by path inside `<CODE>/`, as the build reads them. */
export function exportedFiles(draft: Draft): Record<string, string | Uint8Array> {
  const code = String(draft.data['program.json'].code);
  const files: Record<string, string | Uint8Array> = {};
  for (const [name, data] of Object.entries(spokenData(draft)) as [DataFile, Json][]) {
    files[name] =
      name === 'copy.en.json' || name === 'copy.es.json'
        ? copyFileText(name, data)
        : name === 'theme.json'
          ? formatThemeJson({ $schema: $schemaOf(name), ...data })
          : jsonText({ $schema: $schemaOf(name), ...data });
  }
  files['theme.css.ts'] = themeModuleText(code);
  files['project.json'] = projectJsonText(code);
  for (const [path, file] of Object.entries(draft.files)) files[path] = 'text' in file ? file.text : bytesOf(file.dataUrl);
  return Object.fromEntries(Object.entries(files).map(([path, content]) => [`${code}/${path}`, content]));
}

/** The folder as one zip file; refused while the rules find a problem (it would not build). */
export function exportZip(draft: Draft, check: DraftCheck): Uint8Array {
  if (!check.checked) throw new Error(`The programme does not build yet: ${check.problems.length} problem(s)`);
  const files = exportedFiles(draft);
  // A fixed date: the same draft exports the same bytes.
  return zipSync(Object.fromEntries(Object.entries(files).map(([path, content]) => [path, [typeof content === 'string' ? strToU8(content) : content, { mtime: new Date('2026-01-01T00:00:00Z') }]])));
}

/**
 * The draft's theme as a W3C design tokens file (DTCG 2025.10), for Figma variables or Tokens
 * Studio: every token resolved, as `npm run tokens:export` writes it. Refused, like the folder,
 * while the rules find a problem: `npm run tokens:import` would refuse it back.
 */
export function exportDesignTokens(check: DraftCheck): string {
  if (!check.checked) throw new Error(`The programme does not build yet: ${check.problems.length} problem(s)`);
  return dtcgFileText(check.checked.theme, check.checked.file.displayName, check.checked.file.code);
}

function bytesOf(dataUrl: string): Uint8Array {
  const [meta = '', payload = ''] = dataUrl.split(',', 2);
  if (meta.endsWith(';base64')) return Uint8Array.from(atob(payload), (char) => char.charCodeAt(0));
  return strToU8(decodeURIComponent(payload));
}
