/**
 * The committed results of each library (`tools/mutation/incremental/<library>.json`): Stryker's
 * incremental report, normalised so that the same results are the same bytes (no durations, no
 * absolute paths, no failure messages, ids numbered in source order), plus `inputs`, everything
 * the results were computed from (fingerprint.mjs): the mutated files, the library's test files,
 * what each of them reads, the config every test reads, the Stryker version and the settings that
 * decide which mutants exist and how they are tested.
 * Stryker reads the normalised file as its incremental report (it identifies mutants and tests by
 * file, location, mutator, replacement and name, never by id).
 */
import { createHash } from 'node:crypto';
import { existsSync, globSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, matchesGlob } from 'node:path';
import { IGNORER } from './equivalent.mjs';
import { fingerprintOf, moduleGraph } from './fingerprint.mjs';
import { mutatedFiles, root } from './libraries.mjs';

const EQUIVALENT = 'tools/mutation/equivalent.mjs';

export const strykerVersion = JSON.parse(readFileSync(join(root, 'node_modules/@stryker-mutator/core/package.json'), 'utf8')).version;

/** The Stryker options that decide a library's mutants and how each is tested. */
export function settingsOf(library) {
  return {
    mutate: library.mutate,
    testRunner: 'vitest',
    vitest: { configFile: 'tools/mutation/vitest.config.ts', related: false },
    checkers: ['typescript'],
    tsconfigFile: 'tools/mutation/tsconfig.json',
    coverageAnalysis: 'perTest',
    // The equivalent mutants, named in one place (equivalent.mjs); a path from the workspace root,
    // which run.mjs makes the working directory.
    plugins: ['@stryker-mutator/*', `./${EQUIVALENT}`],
    ignorers: [IGNORER],
  };
}

/**
 * What vitest.base.ts `NOT_TESTS` leaves out that can lie in a library's folder: the `__fixtures__`
 * the lint tests read. One of them is named like a test and imports a feature on purpose; counted
 * as a test, it would make any change in that feature's reach re-test the library's survivors.
 * (That module brings the app's build preset, so it is not imported here; stored.test.ts checks the two agree.)
 */
const NOT_TESTS_IN_LIBRARIES = ['**/__fixtures__/**'];

/** The library's own test files, as tools/mutation/vitest.config.ts selects them: the ones Vitest runs. */
export function testFilesOf(library) {
  const files = library.tests.endsWith('.ts') ? [library.tests] : globSync(`${library.tests}/**/*.test.{ts,tsx}`, { cwd: root });
  return files.filter((file) => !NOT_TESTS_IN_LIBRARIES.some((glob) => matchesGlob(file, glob))).sort();
}

/**
 * What the library's results depend on (fingerprint.mjs): its mutated files, its test files and
 * everything each of them reads, the config every test reads, the Stryker version and settings.
 */
export function inputsOf(library, settings, graph = moduleGraph(root)) {
  return fingerprintOf({ root, mutated: mutatedFiles(library), tests: testFilesOf(library), run: { stryker: strykerVersion, settings, tests: library.tests, equivalent: equivalentDigest() }, graph });
}

/** The equivalent-mutant list decides which mutants are ignored: a change to it re-runs every library. */
function equivalentDigest() {
  return createHash('sha256').update(readFileSync(join(root, EQUIVALENT))).digest('hex');
}

export function readStored(library) {
  const path = join(root, library.incrementalFile);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

const byPosition = (a, b) => a.line - b.line || a.column - b.column;
const byKeys = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** A Stryker report (mutation-testing-report-schema) as stored: only what a later run needs, in a stable order. */
export function storedFrom(report, inputs) {
  const tests = Object.entries(report.testFiles ?? {})
    .sort(([a], [b]) => byKeys(a, b))
    .flatMap(([fileName, file]) =>
      [...file.tests]
        .sort((a, b) => (a.location && b.location ? byPosition(a.location.start, b.location.start) : 0) || byKeys(a.name, b.name))
        .map((test) => ({ fileName, test })),
    );
  const testId = new Map(tests.map(({ test }, index) => [test.id, String(index)]));
  // An empty list and no list mean the same (Stryker writes [] for a result it reused, nothing for a fresh one).
  const ids = (list) => (list?.length ? [...new Set(list.map((id) => testId.get(id) ?? id))].sort((a, b) => Number(a) - Number(b)) : undefined);

  let nextMutant = 0;
  const files = Object.fromEntries(
    Object.entries(report.files)
      .sort(([a], [b]) => byKeys(a, b))
      .map(([fileName, file]) => [
        fileName,
        {
          language: file.language,
          source: file.source,
          mutants: [...file.mutants]
            .sort(
              (a, b) =>
                byPosition(a.location.start, b.location.start) ||
                byPosition(a.location.end, b.location.end) ||
                byKeys(a.mutatorName, b.mutatorName) ||
                byKeys(a.replacement ?? '', b.replacement ?? ''),
            )
            .map((mutant) => ({
              id: String(nextMutant++),
              mutatorName: mutant.mutatorName,
              replacement: mutant.replacement,
              location: mutant.location,
              status: mutant.status,
              static: mutant.static,
              testsCompleted: mutant.testsCompleted,
              killedBy: ids(mutant.killedBy),
              coveredBy: ids(mutant.coveredBy),
            })),
        },
      ]),
  );
  const testFiles = {};
  for (const { fileName, test } of tests) {
    testFiles[fileName] ??= { source: report.testFiles[fileName].source, tests: [] };
    testFiles[fileName].tests.push({ id: testId.get(test.id), name: test.name, location: test.location });
  }
  return { schemaVersion: report.schemaVersion, stryker: strykerVersion, inputs, files, testFiles };
}

/** The inputs with one file or one reading file per line: a change shows as the lines of what changed. */
function serialiseInputs(inputs) {
  const record = (value) =>
    `{\n${Object.entries(value)
      .map(([key, item]) => `      ${JSON.stringify(key)}: ${JSON.stringify(item)}`)
      .join(',\n')}\n    }`;
  const fields = Object.entries(inputs).map(([key, value]) => `    ${JSON.stringify(key)}: ${value && typeof value === 'object' && !Array.isArray(value) ? record(value) : JSON.stringify(value)}`);
  return `{\n${fields.join(',\n')}\n  }`;
}

/** JSON with one mutant or test per line: a re-tested mutant is a one-line change in review. */
function serialise(stored) {
  const lines = (list) => (list.length === 0 ? '[]' : `[\n${list.map((item) => `        ${JSON.stringify(item)}`).join(',\n')}\n      ]`);
  const group = (record, listKey) =>
    `{\n${Object.entries(record)
      .map(([fileName, file]) => {
        const { [listKey]: list, ...rest } = file;
        const fields = Object.entries(rest).map(([key, value]) => `      ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
        return `    ${JSON.stringify(fileName)}: {\n${[...fields, `      ${JSON.stringify(listKey)}: ${lines(list)}`].join(',\n')}\n    }`;
      })
      .join(',\n')}\n  }`;
  return (
    `{\n  "schemaVersion": ${JSON.stringify(stored.schemaVersion)},\n  "stryker": ${JSON.stringify(stored.stryker)},\n` +
    `  "inputs": ${serialiseInputs(stored.inputs)},\n` +
    `  "files": ${group(stored.files, 'mutants')},\n  "testFiles": ${group(stored.testFiles, 'tests')}\n}\n`
  );
}

/** Writes the library's stored results; true when the file changed. */
export function writeStored(library, stored) {
  const path = join(root, library.incrementalFile);
  const text = serialise(stored);
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return false;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return true;
}
