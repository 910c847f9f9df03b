/**
 * Node-side loader of a programme folder, used by the build (Vite preset) and by tests. It reads
 * the folder's data files and hands them to the rules (check.ts, which the programme studio runs on
 * a draft too, with the folder's images); it fails with a message that names the file and the
 * field, so a typo never reaches a patient.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { baseTranslations, checkProgramFiles, type CheckedProgram, type ProgramFolderFiles } from './check.ts';

export { baseTranslations, programConfigIn } from './check.ts';

export interface LoadedProgram extends CheckedProgram {
  dir: string;
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

/** The data files a programme folder may hold; program.json and theme.json must be there. */
const DATA_FILES = ['program.json', 'theme.json', 'copy.en.json', 'legal.en.json', ...Object.keys(baseTranslations).flatMap((language) => [`copy.${language}.json`, `program.${language}.json`])];
const REQUIRED_FILES = new Set(['program.json', 'theme.json']);

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

/** `baseCopies`: the base copy of each other language (its check's proof hands in a broken one). */
export function loadProgram(dir: string, root: string = process.cwd(), baseCopies: typeof baseTranslations = baseTranslations): LoadedProgram {
  const shown = (name: string) => (name.includes('/') ? name : relative(root, join(dir, name)) || name);

  const files: ProgramFolderFiles = {};
  for (const name of DATA_FILES) {
    if (REQUIRED_FILES.has(name) || existsSync(join(dir, name))) files[name] = readJson(join(dir, name), shown(name));
  }
  const { program, problems } = checkProgramFiles(
    files,
    (path) => (existsSync(join(dir, path)) ? readFileSync(join(dir, path), 'utf8') : null),
    baseCopies,
  );
  if (!program) {
    // The first file with a problem, all of its problems: the order a reader fixes them in.
    const first = problems[0]!.file;
    throw new ProgramConfigError(
      shown(first),
      problems.filter((problem) => problem.file === first).map(({ path, message }) => ({ path, message })),
    );
  }
  const assetFiles = {
    logo: join(dir, program.file.assets.logo),
    logoOnDark: join(dir, program.file.assets.logoOnDark),
    drugLogos: program.file.drugCatalogue.map((drug) => join(dir, drug.logo)),
  };
  return { dir, ...program, assetFiles };
}
