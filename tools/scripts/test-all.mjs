#!/usr/bin/env node
/**
 * `npm test`: every quality gate of the portal, in order, on the project's pinned Node 24.
 * Each gate's output streams through; the run ends with one summary line `N passed, N failed`
 * (tests counted from the Vitest and Playwright reports, checks from each script's own summary,
 * and a gate without counts as one). Gates that need a build are skipped if the build failed.
 *
 * `npm test -- --only unit,e2e` runs a subset (names below).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { playwrightFailures, printedFailures, vitestFailures } from './testFailures.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(`npm test needs the project's Node 24 (got ${process.version}). Run it through npm: \`npm test\`.`);
  process.exit(1);
}

const bin = (name) => join(root, 'node_modules/.bin', name);
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });

const env = {
  ...process.env,
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
  NX_TUI: 'false',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
};

const fromJson = (file, read) => () => {
  if (!existsSync(file)) return null;
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
};

/** A Playwright run's JSON report in .tmp: removed before the run (no stale counts), then read for its counts and failures. */
const playwrightReport = (name) => ({
  before: () => rmSync(join(tmp, name), { force: true }),
  counts: fromJson(join(tmp, name), (report) => ({ passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected })),
  failures: fromJson(join(tmp, name), playwrightFailures),
});

const gates = [
  // Nx's boundary rule reads the cached project graph and silently skips without one.
  { name: 'graph', cmd: [bin('nx'), 'show', 'projects'], quiet: true },
  // tsc and ESLint each keep one core busy: on a 2-core machine they run side by side.
  { name: 'typecheck', cmd: [bin('tsc'), '-p', 'tsconfig.json'], besideNext: true },
  { name: 'lint', cmd: [bin('eslint'), '.', '--max-warnings', '0'] },
  { name: 'lint-rules-fire', cmd: [process.execPath, 'tools/scripts/check-lint-rules.mjs'] },
  // Knip (knip.ts): no file, export, exported type or dependency that nothing uses, and no import
  // of a package that package.json does not list.
  { name: 'unused', cmd: [bin('knip'), '--no-progress'] },
  {
    name: 'unit',
    cmd: [bin('vitest'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(tmp, 'vitest.json')}`],
    before: () => rmSync(join(tmp, 'vitest.json'), { force: true }),
    counts: fromJson(join(tmp, 'vitest.json'), (report) => ({ passed: report.numPassedTests, failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) })),
    failures: fromJson(join(tmp, 'vitest.json'), (report) => vitestFailures(report, root)),
  },
  // Mutation score of each rule library, at least 90 %: from the committed results
  // (tools/mutation/incremental/), re-testing only the mutants whose code or covering tests changed;
  // one check per library, each failure naming the library, its score and its surviving mutants.
  { name: 'mutation', cmd: [process.execPath, 'tools/mutation/run.mjs', '--incremental'], failures: printedFailures },
  // The programmes' builds and Storybook's leave each other a core: side by side.
  { name: 'build', cmd: [process.execPath, 'tools/scripts/build-all.mjs'], besideNext: true },
  { name: 'storybook', cmd: [bin('storybook'), 'build', '-c', '.storybook', '-o', 'dist/storybook', '--quiet', '--disable-telemetry'] },
  { name: 'bundles', cmd: [process.execPath, 'tools/scripts/check-bundles.mjs'], needs: ['build'], failures: printedFailures },
  // Every programme's scorecard: configuration, contrast, copy, placeholders, logos, flags, landing JS.
  { name: 'program-check', cmd: [process.execPath, 'tools/scripts/program-check.mjs'], needs: ['build'], failures: printedFailures },
  {
    name: 'visual',
    cmd: [process.execPath, 'tools/scripts/visual-check.mjs'],
    needs: ['storybook'],
    ...playwrightReport('visual-results.json'),
  },
  {
    name: 'e2e',
    cmd: [bin('playwright'), 'test', '-c', 'apps/portal-e2e/playwright.config.ts'],
    needs: ['build'],
    ...playwrightReport('e2e-results.json'),
  },
  // The production build of BISP against the contract sandbox over real HTTP: the signed-in journey
  // and the fault matrix (printed at the end of its output and in .tmp/fault-matrix.md). Its tests
  // mostly wait (on time-outs, retries, a sandbox's answer), so the cross-browser journeys and the
  // generator smoke test run beside it, each on ports and sandboxes of its own (lanes.ts). The smoke
  // test's lockfile step puts a programme into programs/ for a moment, after its own build: the
  // journeys list programs/ once, as they start, and nothing else of the three lists it.
  {
    name: 'e2e-real-http',
    besideNext: true,
    cmd: [bin('playwright'), 'test', '-c', 'apps/portal-e2e/playwright.sandbox.config.ts'],
    needs: ['build'],
    ...playwrightReport('e2e-real-http-results.json'),
  },
  // The smoke journey of every programme in Firefox ESR and WebKitGTK at phone width; counted from its summary line.
  { name: 'browsers', cmd: [process.execPath, 'apps/portal-e2e/browsers/journeys.mjs'], needs: ['build'], failures: printedFailures, besideNext: true },
  // A programme fresh from `npm run new-program`, in a temporary folder: generated, built in mock mode
  // (prerendered) and signed in to in Chromium, then removed; it builds its own, so it needs no other
  // gate. Counted from its summary line (generate and build one check each, then each test).
  { name: 'generator-smoke', cmd: [process.execPath, 'tools/scripts/generator-smoke.mjs'], failures: printedFailures },
];

const only = (() => {
  const index = process.argv.indexOf('--only');
  return index >= 0 ? new Set(process.argv[index + 1].split(',')) : null;
})();

/**
 * Runs one gate. `live`: its output streams through as it comes; otherwise it is held and printed
 * whole once the gate ends (a gate running beside another), so two gates' lines never mix.
 */
function run(gate, live) {
  return new Promise((resolve) => {
    const [command, ...args] = gate.cmd;
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    // The whole output: its last summary line gives the counts, its failure lines the names.
    let output = '';
    const forward = (stream, sink) =>
      stream.on('data', (chunk) => {
        if (live && !gate.quiet) sink.write(chunk);
        output += chunk.toString();
      });
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    const end = (code, text) => resolve({ code, output: text, seconds: (Date.now() - started) / 1000 });
    child.on('close', (code) => end(code ?? 1, output));
    child.on('error', (error) => end(1, String(error)));
  });
}

/** The gates in batches: a gate marked `besideNext` runs at the same time as the gate after it. */
function batches(list) {
  const all = [];
  let current = [];
  for (const gate of list) {
    current.push(gate);
    if (!gate.besideNext) {
      all.push(current);
      current = [];
    }
  }
  if (current.length) all.push(current);
  return all;
}

const header = (gate) => `\n=== ${gate.name}: ${gate.cmd.map((part) => part.replace(`${root}/`, '')).join(' ')}`;

const results = [];
const failedGates = new Set();
let passed = 0;
let failed = 0;

// Batched on the whole list, then chosen: `--only typecheck,unit` must not put unit beside typecheck.
for (const batch of batches(gates)) {
  const runnable = [];
  for (const gate of batch.filter((each) => !only || only.has(each.name) || each.name === 'graph')) {
    if (gate.needs?.some((need) => failedGates.has(need))) {
      console.log(`\n=== ${gate.name}: skipped (needs ${gate.needs.join(', ')})`);
      results.push({ name: gate.name, status: 'skipped', seconds: 0 });
      failed += 1;
    } else {
      runnable.push(gate);
    }
  }
  if (runnable.length > 1) console.log(`\n=== side by side: ${runnable.map((gate) => gate.name).join(', ')} (the output of each after the first is shown when it ends)`);
  const finished = runnable.map((gate, index) => {
    gate.before?.();
    if (index === 0) console.log(header(gate));
    return run(gate, index === 0);
  });
  for (const [index, gate] of runnable.entries()) {
    const { code, output, seconds } = await finished[index];
    if (index > 0) {
      console.log(header(gate));
      if (!gate.quiet) process.stdout.write(output);
    }
    let counts = gate.counts?.() ?? null;
    if (!counts) {
      const summary = [...output.matchAll(/^(\d+) passed, (\d+) failed$/gm)].pop();
      counts = summary ? { passed: Number(summary[1]), failed: Number(summary[2]) } : null;
    }
    if (!counts) counts = code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
    if (code !== 0 && counts.failed === 0) counts.failed = 1; // a crash with no failed test is still a failure
    if (code !== 0) failedGates.add(gate.name);
    if (!gate.quiet || code !== 0) {
      passed += counts.passed;
      failed += counts.failed;
    }
    const failures = code === 0 ? [] : (gate.failures?.(output) ?? []);
    results.push({ name: gate.name, status: code === 0 ? 'ok' : 'FAILED', seconds, ...counts, failures });
  }
}
// What failed, by name, just above the summary: CI's log is often read from its tail.
const failures = results.flatMap((result) => (result.failures ?? []).map((failure) => `${result.name}: ${failure}`));
if (failures.length) {
  const shown = 30;
  console.log('\n=== failed tests');
  for (const failure of failures.slice(0, shown)) console.log(`- ${failure}`);
  if (failures.length > shown) console.log(`- … and ${failures.length - shown} more (the reports are in .tmp/)`);
}

console.log('\n=== summary');
for (const result of results) {
  const detail = result.status === 'skipped' ? '' : `${result.passed} passed, ${result.failed} failed, ${result.seconds.toFixed(1)} s`;
  console.log(`${result.name.padEnd(16)} ${result.status.padEnd(8)} ${detail}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && failedGates.size === 0 ? 0 : 1);
