/**
 * What a production build of a programme refuses (the Vite preset asks before it builds): a value
 * still holding the generator's placeholder, and a value that identifies another programme. The
 * generator (`npm run new-program`) writes placeholders wherever a value belongs to one programme
 * (phones, hours, the legal entity, checkout hosts, pharmacy links, analytics ids and production
 * host); a mock build runs with them, so a new programme can be seen at once, but none may reach
 * patients. A copied analytics id would send one programme's patients to another's tag manager.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** Ten digits, as the schema wants, that no real line has. */
export const PLACEHOLDER_PHONE = '0000000000';
/** Marks every other placeholder; hosts use the reserved `.invalid` top-level domain (RFC 2606). */
export const PLACEHOLDER = 'PLACEHOLDER';
export const PLACEHOLDER_HOST_SUFFIX = 'placeholder.invalid';

/** Keys whose value names one programme only (another programme holding the same value copied it). */
export const OWN_VALUE_KEYS = [
  'contacts.programPhone',
  'contacts.medicalInformationPhone',
  'analytics.tagManagerId',
  'analytics.productionTagManagerId',
  'analytics.analyticsId',
  'analytics.productionHost',
] as const;

export interface ProductionProblem {
  /** The file, relative to the workspace root. */
  file: string;
  /** The key, dotted (`contacts.programPhone`, `checkoutHosts.0`). */
  key: string;
  message: string;
}

export function isPlaceholder(value: string): boolean {
  return value === PLACEHOLDER_PHONE || value.toUpperCase().includes(PLACEHOLDER);
}

/** Every string of a JSON value with its dotted key; `$comment` keys are notes, not values. */
function leaves(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, key ? `${key}.${index}` : String(index)));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => (name.startsWith('$') ? [] : leaves(item, key ? `${key}.${name}` : name)));
  }
  return [];
}

function valueAt(json: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), json);
}

export interface ProgramFiles {
  code: string;
  /** program.json, parsed. */
  program: unknown;
  programFile: string;
  /** program.<language>.json files, parsed, by file name. */
  translations: { file: string; json: unknown }[];
}

/** The problems of one programme against the others (pure: the files are already read). */
export function findProductionProblems(own: ProgramFiles, others: ProgramFiles[]): ProductionProblem[] {
  const problems: ProductionProblem[] = [];
  for (const { file, json } of [{ file: own.programFile, json: own.program }, ...own.translations]) {
    for (const [key, value] of leaves(json)) {
      if (isPlaceholder(value)) {
        problems.push({ file, key, message: `is still the generator's placeholder (${JSON.stringify(value)}): set the programme's own value` });
      }
    }
  }
  for (const key of OWN_VALUE_KEYS) {
    const value = valueAt(own.program, key);
    if (typeof value !== 'string' || isPlaceholder(value)) continue;
    for (const other of others) {
      if (valueAt(other.program, key) === value) {
        problems.push({ file: own.programFile, key, message: `${JSON.stringify(value)} is ${other.code}'s (${other.programFile}): each programme has its own` });
      }
    }
  }
  return problems;
}

function readProgramFiles(dir: string, root: string): ProgramFiles | null {
  const programPath = join(dir, 'program.json');
  if (!existsSync(programPath)) return null;
  const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
  const program = read(programPath);
  const translations = readdirSync(dir)
    .filter((name) => /^program\.[a-z]{2}\.json$/.test(name))
    .sort()
    .map((name) => ({ file: relative(root, join(dir, name)), json: read(join(dir, name)) }));
  const code = valueAt(program, 'code');
  return { code: typeof code === 'string' ? code : dir, program, programFile: relative(root, programPath), translations };
}

/** Reads the programme in `programDir` and every other programme in `<root>/programs`. */
export function productionProblemsOf(programDir: string, root: string): ProductionProblem[] {
  const own = readProgramFiles(resolve(programDir), root);
  if (!own) return [];
  const programsDir = join(root, 'programs');
  const others = existsSync(programsDir)
    ? readdirSync(programsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && resolve(programsDir, entry.name) !== resolve(programDir))
        .map((entry) => readProgramFiles(join(programsDir, entry.name), root))
        .filter((files): files is ProgramFiles => files !== null)
    : [];
  return findProductionProblems(own, others);
}

/** One message for the build's error: every problem, each naming its file and key. */
export function describeProductionProblems(code: string, problems: ProductionProblem[]): string {
  return (
    `A production build of ${code} needs the programme's own values:\n` +
    problems.map((problem) => `  - ${problem.file}: ${problem.key} ${problem.message}`).join('\n')
  );
}
