/**
 * What a production build of a programme refuses (the Vite preset asks before it builds): a value
 * still holding the generator's placeholder, and a value that identifies another programme. The
 * generator (`npm run new-program`) writes placeholders wherever a value belongs to one programme
 * (phones, hours, the legal entity, checkout hosts, pharmacy links, analytics ids and production
 * host, and the images it draws or copies); a mock build runs with them, so a new programme can be
 * seen at once, but none may reach patients. A copied analytics id would send one programme's patients to another's tag manager.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { findProductionProblems, imageKeysOf, valueAt, type ProductionProblem, type ProgramFiles } from './placeholders.ts';

export { findProductionProblems, PLACEHOLDER, type ProductionProblem, type ProgramFiles } from './placeholders.ts';

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
  // An image named but missing is the configuration check's to report; here only what is there is read.
  const images = imageKeysOf(program).flatMap((key) => {
    const path = valueAt(program, key);
    if (typeof path !== 'string' || !existsSync(join(dir, path))) return [];
    return [{ key, file: relative(root, join(dir, path)), text: readFileSync(join(dir, path), 'utf8') }];
  });
  return { code: typeof code === 'string' ? code : dir, program, programFile: relative(root, programPath), translations, images };
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
