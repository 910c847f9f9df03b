#!/usr/bin/env node
/**
 * `npm run mutation`: StrykerJS (Vitest runner, TypeScript checker) over each rule library of
 * `libraries.mjs`, each against its own unit tests. Checks every library's sentinel mutant was
 * killed (else the runner ran no test and every score would be a lie), prints one table, and fails
 * when a library is under the threshold, naming its surviving mutants.
 *
 *   npm run mutation                         every library, every mutant (tens of minutes)
 *   npm run mutation -- --only api,formats   some libraries
 *   npm run mutation -- --incremental        from the committed results: a library where nothing its
 *                                            mutants and tests read changed is not run at all; otherwise
 *                                            only the mutants whose file or killing test reads a changed
 *                                            file are re-tested, and every mutant when the results cannot
 *                                            be proven current (fingerprint.mjs; the `mutation` gate of
 *                                            `npm test`)
 *   npm run mutation -- --stored             no run: the checks and the table from the committed results
 *
 * Every run that tests mutants rewrites `tools/mutation/incremental/<library>.json` (the committed
 * results, normalised so an unchanged result is an unchanged file): commit it with the change.
 * HTML reports: `dist/mutation/<library>/index.html`.
 *
 * Score = detected / valid, Stryker's own: (killed + timeout) / (total − compile errors −
 * runtime errors − ignored). Ignored mutants are the equivalent ones `equivalent.mjs` names,
 * each with its reason. The last line is `N passed, N failed`, one check
 * per library; exit 1 when any failed.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Stryker } from '@stryker-mutator/core';
import { libraries, mutatedFiles, root, sentinelOf } from './libraries.mjs';
import { moduleGraph, planOf } from './fingerprint.mjs';
import { inputsOf, readStored, settingsOf, storedFrom, strykerVersion, writeStored } from './stored.mjs';

process.chdir(root);

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    incremental: { type: 'boolean', default: false },
    stored: { type: 'boolean', default: false },
    threshold: { type: 'string', default: '90' },
  },
});
const threshold = Number(args.threshold);
const wanted = args.only ? new Set(args.only.split(',').map((name) => name.trim())) : null;
const chosen = libraries.filter((library) => !wanted || wanted.has(library.name) || wanted.has(library.slug));
if (chosen.length === 0) {
  console.error(`No library named ${args.only}. Known: ${libraries.map((library) => library.slug).join(', ')}`);
  process.exit(2);
}

/**
 * One library under Stryker; resolves to its report (mutation-testing-report-schema). `stored`: the
 * results to start from (incremental), or null for every mutant. Left out of them:
 * - files no longer mutated (Stryker would carry their old mutants over);
 * - every mutant `keep` refuses (fingerprint.mjs `planOf`): its file or a test covering it reads
 *   something that changed, which Stryker's own diff does not see past the test files; and, when
 *   any test changed, every survivor, uncovered and static mutant: Stryker re-tests a survivor
 *   only when a new test covers it, and cannot tell for a static mutant (module-level code, or
 *   code the tests run while they are being collected), so it would keep one that a new test
 *   kills. Survivors are few (under 10 % of a passing library), so testing them again is cheap.
 */
async function runStryker(library, options, stored, keep) {
  const out = join('dist/mutation', library.slug);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  // Stryker reads and rewrites its incremental file with run-specific fields (durations, paths):
  // it gets a scratch copy, and the committed file is written normalised afterwards.
  const scratch = join(out, 'incremental.json');
  if (stored) {
    const mutated = new Set(mutatedFiles(library));
    const files = Object.fromEntries(
      Object.entries(stored.files)
        .filter(([fileName]) => mutated.has(fileName))
        .map(([fileName, file]) => [fileName, { ...file, mutants: file.mutants.filter((mutant) => keep(fileName, mutant)) }]),
    );
    writeFileSync(scratch, JSON.stringify({ ...stored, files }));
  }
  process.env.PORTAL_MUTATION_TESTS = library.tests; // read by tools/mutation/vitest.config.ts
  const stryker = new Stryker({
    ...options,
    concurrency: 2,
    reporters: ['html', 'json', 'progress-append-only'],
    htmlReporter: { fileName: join(out, 'index.html') },
    jsonReporter: { fileName: join(out, 'report.json') },
    incremental: Boolean(stored),
    incrementalFile: scratch,
    tempDirName: '.stryker-tmp',
    cleanTempDir: 'always',
    ignorePatterns: ['dist', '.nx', '.tmp', 'test-results', 'storybook-static', 'apps/portal-e2e/visual/baselines', 'apps/portal-e2e', '.stryker-tmp'],
    logLevel: 'warn',
    fileLogLevel: 'off',
    allowConsoleColors: false,
    // Static mutants (module-level code) are few here; Stryker's advice to skip them would hide rules.
    warnings: { slow: false },
  });
  await stryker.runMutationTest();
  return JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'));
}

/** Every mutant of a report with its file name, as a flat list. */
function mutantsOf(report) {
  return Object.entries(report.files).flatMap(([fileName, file]) => file.mutants.map((mutant) => ({ ...mutant, fileName })));
}

function tally(mutants) {
  const count = (...statuses) => mutants.filter((mutant) => statuses.includes(mutant.status)).length;
  const row = {
    mutants: mutants.length,
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

/** A list of changed files short enough for one line. */
const shortList = (files) => (files.length > 4 ? `${files.slice(0, 4).join(', ')} and ${files.length - 4} more` : files.join(', '));

const where = (mutant) => `${mutant.fileName}:${mutant.location.start.line}:${mutant.location.start.column}`;

/** Why the library's results cannot be trusted, or null: its sentinel line has no killed mutant, or covered mutants ran no test. */
function untrusted(library, mutants) {
  const sentinel = sentinelOf(library);
  const onLine = mutants.filter((mutant) => mutant.fileName === sentinel.file && mutant.location.start.line === sentinel.line);
  if (!onLine.some((mutant) => mutant.status === 'Killed')) {
    return (
      `no mutant on the sentinel line ${sentinel.file}:${sentinel.line} was killed ` +
      `(${onLine.map((mutant) => `${mutant.mutatorName} ${mutant.status}, ${mutant.testsCompleted ?? 0} tests`).join('; ') || 'no mutant there'}): ` +
      'the runner ran no test or the tests stopped checking this rule, so no score of this run can be trusted'
    );
  }
  const idle = mutants.filter((mutant) => mutant.status === 'Survived' && (mutant.coveredBy?.length ?? 0) > 0 && mutant.testsCompleted === 0);
  if (idle.length > 0) return `${idle.length} mutants have covering tests but ran none (first: ${where(idle[0])}): the runner did not run the tests it was given`;
  return null;
}

const rows = [];
const failures = [];
const rewritten = [];
const graph = moduleGraph(root);
for (const library of chosen) {
  const options = settingsOf(library);
  const stored = readStored(library);
  const started = Date.now();
  let report;
  let how;
  try {
    sentinelOf(library); // a missing marker fails before minutes of work
    if (args.stored) {
      if (!stored) throw new Error(`no stored results at ${library.incrementalFile}: run \`npm run mutation -- --only ${library.slug}\``);
      report = stored;
      how = 'stored results';
    } else {
      const inputs = inputsOf(library, options, graph);
      const plan = args.incremental ? planOf(stored, inputs) : { kind: 'full', reason: 'asked for' };
      if (plan.kind === 'reuse') {
        // Every file the mutants and their tests read, the config and every setting are as when
        // these results were recorded.
        report = stored;
        how = 'unchanged since its stored results, not run';
      } else {
        const total = stored ? mutantsOf(stored).length : 0;
        console.log(
          `\n== ${library.name}: ${
            plan.kind === 'incremental'
              ? `${plan.changed.length > 0 ? `${shortList(plan.changed)} changed` : `the imports of ${shortList(plan.stale)} changed`}; re-testing the ${plan.dropped} of ${total} stored mutants whose file or tests read it, and any new ones`
              : `every mutant (${plan.reason})`
          } (Stryker ${strykerVersion}, ${library.mutate.filter((glob) => !glob.startsWith('!')).join(', ')} against ${library.tests})`,
        );
        const fresh = await runStryker(library, options, plan.kind === 'incremental' ? stored : null, plan.keep);
        report = storedFrom(fresh, inputs);
        if (writeStored(library, report)) rewritten.push(library.incrementalFile);
        // A result Stryker reused carries no duration; one it tested, killed or survived, does.
        const tested = mutantsOf(fresh).filter((mutant) => mutant.duration !== undefined).length;
        how = plan.kind === 'incremental' ? `incremental: ${tested} tested, others reused` : `every mutant: ${tested} tested`;
      }
    }
  } catch (error) {
    failures.push({ library: library.name, reason: error instanceof Error ? error.message : String(error), mutants: [] });
    continue;
  }
  const mutants = mutantsOf(report);
  const row = { name: library.name, ...tally(mutants), how, seconds: (Date.now() - started) / 1000 };
  rows.push(row);
  const distrust = untrusted(library, mutants);
  if (distrust) failures.push({ library: library.name, reason: distrust, mutants: [] });
  else if (row.score < threshold) {
    const undetected = mutants.filter((mutant) => ['Survived', 'NoCoverage'].includes(mutant.status));
    failures.push({ library: library.name, reason: `${row.score.toFixed(1)} % is under ${threshold} %: ${undetected.length} mutants no test noticed`, mutants: undetected });
  }
}

const header = ['library', 'mutants', 'killed', 'timeout', 'survived', 'no coverage', 'compile errors', 'ignored', 'score', 'seconds', 'run'];
const table = [
  `| ${header.join(' | ')} |`,
  `|${header.map((_, index) => (index === 0 || index === header.length - 1 ? '---' : '---:')).join('|')}|`,
  ...rows.map(
    (row) =>
      `| ${row.name} | ${row.mutants} | ${row.killed} | ${row.timeout} | ${row.survived} | ${row.noCoverage} | ${row.compileErrors} | ${row.ignored} | ${row.score.toFixed(1)} % | ${row.seconds.toFixed(0)} | ${row.how} |`,
  ),
];
console.log(`\n${table.join('\n')}\n`);
mkdirSync('dist/mutation', { recursive: true });
writeFileSync('dist/mutation/summary.md', `${table.join('\n')}\n`);
if (rewritten.length > 0) console.log(`Updated (commit with the change, so the next run starts from it): ${rewritten.join(', ')}`);

for (const failure of failures) {
  console.error(`✖ ${failure.library}: ${failure.reason}`);
  for (const mutant of failure.mutants) {
    console.error(`    ${where(mutant)} ${mutant.mutatorName}${mutant.replacement ? ` → ${mutant.replacement.split('\n')[0].slice(0, 160)}` : ''} (${mutant.status})`);
  }
}
const failed = new Set(failures.map((failure) => failure.library)).size;
console.log(`${chosen.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
