/**
 * Node-side loader of a programme folder, used by the build (Vite preset) and by tests. It reads
 * `program.json`, `theme.json` and the optional `copy.en.json`, validates each, and fails with a
 * message that names the file and the field, so a typo never reaches a patient.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { findTokenProblems, type ThemeTokens } from '@portal/tokens';
import { baseCopy, type Copy } from './copy/en.ts';
import { legalOverridesSchema, programFileSchema, type ProgramFile } from './schema.ts';
import { findCopyProblems, mergeCopy } from './copy/merge.ts';
import { baseLegal, type LegalTexts } from './legal/en.ts';

export interface LoadedProgram {
  dir: string;
  file: ProgramFile;
  theme: ThemeTokens;
  copy: Copy;
  legal: LegalTexts;
  /** Absolute paths of the files the build must bundle as assets. */
  assetFiles: { logo: string; logoOnDark: string; drugLogos: string[] };
}

export class ProgramConfigError extends Error {
  override name = 'ProgramConfigError';
  constructor(
    readonly file: string,
    readonly problems: { path: string; message: string }[],
  ) {
    super(
      `Invalid programme configuration in ${file}:\n` +
        problems.map((problem) => `  - ${problem.path}: ${problem.message}`).join('\n'),
    );
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

export function loadProgram(dir: string, root: string = process.cwd()): LoadedProgram {
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
  const theme = readJson(join(dir, 'theme.json'), themePath);
  const themeProblems = findTokenProblems(theme);
  if (themeProblems.length) throw new ProgramConfigError(themePath, themeProblems);

  let copy: Copy = baseCopy;
  const copyFile = join(dir, 'copy.en.json');
  if (existsSync(copyFile)) {
    const copyPath = shown('copy.en.json');
    const overrides = readJson(copyFile, copyPath);
    const copyProblems = findCopyProblems(overrides, baseCopy);
    if (copyProblems.length) throw new ProgramConfigError(copyPath, copyProblems);
    copy = mergeCopy(baseCopy, overrides as object) as Copy;
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

  return { dir, file, theme: theme as ThemeTokens, copy, legal, assetFiles };
}

/** An SVG whose look depends on the browser's fonts: <text> (or HTML inside it). */
function drawsTextWithFonts(path: string): boolean {
  if (!path.toLowerCase().endsWith('.svg')) return false;
  return /<(text|foreignObject)\b/i.test(readFileSync(path, 'utf8'));
}
