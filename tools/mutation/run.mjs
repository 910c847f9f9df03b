#!/usr/bin/env node
/**
 * `npm run mutation`: StrykerJS (Vitest runner, TypeScript checker) over each rule library of
 * `libraries.mjs`, each against its own unit tests. Writes `dist/mutation/<library>/index.html`
 * and `report.json`, checks every library's sentinel mutant was killed (else the runner ran no
 * test and every score would be a lie), then prints one table. A long run (tens of minutes on 2
 * cores), not part of `npm test`.
 *
 *   npm run mutation                         every library, from scratch
 *   npm run mutation -- --only api,formats   some libraries
 *   npm run mutation -- --incremental        re-test only mutants whose code or tests changed
 *                                            since the last run (Stryker's incremental mode)
 *   npm run mutation -- --from-reports       no run: the sentinel check and the table again,
 *                                            from the last run's dist/mutation/<library>/report.json
 *
 * Score = detected / valid, Stryker's own: (killed + timeout) / (total − compile errors −
 * runtime errors − ignored). Ignored mutants are the ones a `// Stryker disable` comment marks
 * as equivalent, each with its reason in the code. Exit 1 when a sentinel was not killed or a
 * library is under `--threshold` (default 90).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { Stryker } from '@stryker-mutator/core';
import { libraries } from './libraries.mjs';

const root = resolve(import.meta.dirname, '../..');
process.chdir(root);

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    incremental: { type: 'boolean', default: false },
    'from-reports': { type: 'boolean', default: false },
    threshold: { type: 'string', default: '90' },
  },
});
const threshold = Number(args.threshold);
const wanted = args.only ? new Set(args.only.split(',').map((name) => name.trim())) : null;
const chosen = libraries.filter((library) => !wanted || wanted.has(library.name) || wanted.has(slug(library.name)));
if (chosen.length === 0) {
  console.error(`No library named ${args.only}. Known: ${libraries.map((library) => slug(library.name)).join(', ')}`);
  process.exit(2);
}

function slug(name) {
  return name.replace(/\s+/g, '-');
}

/** 1-based line of `text` in `file`; a sentinel that no longer matches its code fails loudly. */
function lineOf(file, text) {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  const index = lines.findIndex((line) => line.includes(text));
  if (index < 0) throw new Error(`sentinel text not found in ${file}: ${text}`);
  return index + 1;
}

function tally(results) {
  const count = (...statuses) => results.filter((result) => statuses.includes(result.status)).length;
  const row = {
    mutants: results.length,
    killed: count('Killed'),
    timeout: count('Timeout'),
    survived: count('Survived'),
    noCoverage: count('NoCoverage'),
    compileErrors: count('CompileError'),
    runtimeErrors: count('RuntimeError'),
    ignored: count('Ignored'),
  };
  const valid = row.mutants - row.compileErrors - row.runtimeErrors - row.ignored;
  row.score = valid === 0 ? 100 : (100 * (row.killed + row.timeout)) / valid;
  return row;
}

/** One library under Stryker; resolves to every mutant with its status. */
async function runStryker(library, out) {
  process.env.PORTAL_MUTATION_TESTS = library.tests; // read by tools/mutation/vitest.config.ts
  const stryker = new Stryker({
    mutate: library.mutate,
    testRunner: 'vitest',
    vitest: { configFile: 'tools/mutation/vitest.config.ts', related: false },
    checkers: ['typescript'],
    tsconfigFile: 'tools/mutation/tsconfig.json',
    coverageAnalysis: 'perTest',
    concurrency: 2,
    reporters: ['html', 'json', 'progress-append-only'],
    htmlReporter: { fileName: join(out, 'index.html') },
    jsonReporter: { fileName: join(out, 'report.json') },
    incremental: args.incremental,
    incrementalFile: join(out, 'incremental.json'),
    tempDirName: '.stryker-tmp',
    cleanTempDir: 'always',
    ignorePatterns: ['dist', '.nx', '.tmp', 'test-results', 'storybook-static', 'tools/visual-baselines', 'apps/portal-e2e', '.stryker-tmp'],
    logLevel: 'warn',
    fileLogLevel: 'off',
    allowConsoleColors: false,
  });
  return stryker.runMutationTest();
}

/** The mutants of a saved report (mutation-testing-report-schema), shaped as Stryker's results. */
function resultsOfReport(path) {
  const report = JSON.parse(readFileSync(path, 'utf8'));
  return Object.entries(report.files).flatMap(([fileName, file]) => file.mutants.map((mutant) => ({ ...mutant, fileName })));
}

const rows = [];
const failures = [];
for (const library of chosen) {
  const out = join('dist/mutation', slug(library.name));
  mkdirSync(out, { recursive: true });
  console.log(`\n== ${library.name}: mutating ${library.mutate.filter((glob) => !glob.startsWith('!')).join(', ')} against ${library.tests}`);
  const started = Date.now();
  const results = args['from-reports'] ? resultsOfReport(join(out, 'report.json')) : await runStryker(library, out);
  const row = { name: library.name, ...tally(results), minutes: args['from-reports'] ? null : (Date.now() - started) / 60_000 };
  rows.push(row);

  const line = lineOf(library.sentinel.file, library.sentinel.line);
  const onLine = results.filter((result) => result.fileName.endsWith(library.sentinel.file) && result.location.start.line === line);
  if (!onLine.some((result) => result.status === 'Killed')) {
    failures.push(
      `${library.name}: no mutant on the sentinel line ${library.sentinel.file}:${line} was killed ` +
        `(${onLine.map((result) => `${result.mutatorName} ${result.status}, ${result.testsCompleted ?? 0} tests`).join('; ') || 'no mutant there'}). ` +
        'The runner ran no test or the tests stopped checking this rule: no score of this run can be trusted.',
    );
  }
}

if (failures.length > 0) {
  console.error(`\nSentinel check FAILED:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
  process.exit(1);
}
console.log(`\nSentinel check: every library's known mutant was killed (${rows.length} of ${rows.length}).`);

const header = ['library', 'mutants', 'killed', 'timeout', 'survived', 'no coverage', 'compile errors', 'ignored', 'score', 'minutes'];
const table = [
  `| ${header.join(' | ')} |`,
  `|${header.map((_, index) => (index === 0 ? '---' : '---:')).join('|')}|`,
  ...rows.map(
    (row) =>
      `| ${row.name} | ${row.mutants} | ${row.killed} | ${row.timeout} | ${row.survived} | ${row.noCoverage} | ${row.compileErrors} | ${row.ignored} | ${row.score.toFixed(1)} % | ${row.minutes === null ? '–' : row.minutes.toFixed(1)} |`,
  ),
];
console.log(`\n${table.join('\n')}\n`);
writeFileSync('dist/mutation/summary.md', `${table.join('\n')}\n`);
console.log('Reports: dist/mutation/<library>/index.html; this table: dist/mutation/summary.md');

const low = rows.filter((row) => row.score < threshold);
if (low.length > 0) {
  console.error(`Under ${threshold} %: ${low.map((row) => `${row.name} ${row.score.toFixed(1)} %`).join(', ')}`);
  process.exit(1);
}
