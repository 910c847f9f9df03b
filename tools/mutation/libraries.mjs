/**
 * The rule libraries under mutation testing (`npm run mutation`, and the `mutation` gate of
 * `npm test`), each measured against its own unit tests only: a rule counts as tested when a test of
 * its library fails when it breaks, not when some page test happens to pass through it.
 *
 * Each library's sentinel guards against a runner that runs no test: the line after the one
 * `// mutation-sentinel` comment in the library's mutated files, a line whose mutants its tests have
 * always killed. If no mutant on it is killed, the run fails before any score is shown (a
 * Stryker/Vitest mismatch once made every mutant "survive" with 0 tests run). The comment moves
 * with the code it marks; a line of text copied here would not.
 *
 * `incrementalFile`: Stryker's results of the last run, committed with what they were computed
 * from, so a run re-tests only the mutants whose file or killing test reads what changed since
 * (tools/mutation/README.md).
 *
 * A new rule module outside these folders joins here when it is written. (The wizard's rules live
 * in libs/validation/src/wizard and its machine in libs/machines/src/wizard: both are covered.)
 */
import { globSync, readFileSync } from 'node:fs';
import { join, matchesGlob, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');

const SENTINEL_MARKER = '// mutation-sentinel';

export const libraries = [
  { name: 'validation', mutate: ['libs/validation/src/**/*.ts', '!libs/validation/src/**/*.test.ts'], tests: 'libs/validation' },
  { name: 'formats', mutate: ['libs/formats/src/**/*.ts', '!libs/formats/src/**/*.test.ts'], tests: 'libs/formats' },
  // __fixtures__: files the lint tests read, not rules.
  { name: 'api', mutate: ['libs/api/src/**/*.ts', '!libs/api/src/**/*.test.ts', '!libs/api/src/__fixtures__/**'], tests: 'libs/api' },
  { name: 'care', mutate: ['libs/care/src/**/*.ts', '!libs/care/src/**/*.test.ts'], tests: 'libs/care' },
  { name: 'routes', mutate: ['libs/routes/src/**/*.ts', '!libs/routes/src/**/*.test.ts'], tests: 'libs/routes' },
  {
    name: 'machines',
    mutate: ['libs/machines/src/**/*.ts', '!libs/machines/src/**/*.test.ts', '!libs/machines/src/returnPath.ts'],
    tests: 'libs/machines',
  },
  { name: 'return path', mutate: ['libs/machines/src/returnPath.ts'], tests: 'libs/machines/src/returnPath.test.ts' },
  // A feature's view rules: the pure module that decides what its page shows, against its own test
  // file (a feature's other tests render React and need a DOM, which mutation runs go without).
  { name: 'prescription card rules', mutate: ['libs/features/prescriptions/src/rules.ts'], tests: 'libs/features/prescriptions/src/rules.test.ts' },
  { name: 'payment page rules', mutate: ['libs/features/payment/src/rules.ts'], tests: 'libs/features/payment/src/rules.test.ts' },
  { name: 'menu rules', mutate: ['libs/features/shell/src/menu/menuItems.ts'], tests: 'libs/features/shell/src/menu/menuItems.test.ts' },
].map((library) => ({ ...library, slug: slug(library.name), incrementalFile: `tools/mutation/incremental/${slug(library.name)}.json` }));

function slug(name) {
  return name.replace(/\s+/g, '-');
}

/** The files a library's `mutate` globs name (relative to the root, sorted). */
export function mutatedFiles(library) {
  const include = library.mutate.filter((glob) => !glob.startsWith('!'));
  const exclude = library.mutate.filter((glob) => glob.startsWith('!')).map((glob) => glob.slice(1));
  const files = include.flatMap((glob) => globSync(glob, { cwd: root }));
  return [...new Set(files)].filter((file) => !exclude.some((glob) => matchesGlob(file, glob))).sort();
}

/**
 * The library's sentinel: `{ file, line }` (1-based) of the line after its one marker comment.
 * Throws, naming the library, when there is no marker, more than one, or nothing after it.
 */
export function sentinelOf(library) {
  const found = mutatedFiles(library).flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .flatMap((text, index, lines) => (text.trim().startsWith(SENTINEL_MARKER) ? [{ file, line: index + 2, next: lines[index + 1] ?? '' }] : [])),
  );
  const where = `the files of ${library.mutate.join(', ')}`;
  if (found.length === 0) throw new Error(`mutation library "${library.name}": no "${SENTINEL_MARKER}" comment in ${where}. Mark one line its tests always kill.`);
  if (found.length > 1) {
    throw new Error(`mutation library "${library.name}": ${found.length} "${SENTINEL_MARKER}" comments (${found.map(({ file, line }) => `${file}:${line - 1}`).join(', ')}); keep one.`);
  }
  const [{ file, line, next }] = found;
  if (!next.trim() || next.trim().startsWith('//')) throw new Error(`mutation library "${library.name}": the "${SENTINEL_MARKER}" comment at ${file}:${line - 1} is not followed by code.`);
  return { file, line };
}
