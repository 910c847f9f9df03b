#!/usr/bin/env node
/**
 * The generator smoke test (`npm test` step `generator-smoke`; alone: `node tools/scripts/generator-smoke.mjs`):
 * does a programme exactly as `npm run new-program` makes it build and work for a patient?
 *
 *   1. generate: `new-program ZZTEST "Smoke Test Care" --brand '#c2185b' --dir <temporary folder>`, nothing under programs/;
 *   2. build: the portal's production build in mock mode, prerendering included (`portal.mjs build`
 *      with PORTAL_PROGRAM_DIR, as build-all builds every programme), into the temporary folder;
 *   3. journey: Playwright in Chromium against `vite preview` of that build
 *      (apps/portal-e2e/playwright.generator-smoke.config.ts): landing → login by phone →
 *      one-time code → My Prescriptions;
 *   4. scorecard: `program-check.mjs --dir` on it and its build: every row passes (placeholders "to do");
 *   5. lockfile: `new-program ZZLOCK` into programs/ itself, as an engineer runs it, then `npm ci --dry-run`
 *      must accept the lockfile unchanged (programmes are Nx projects, not npm workspaces); the
 *      folder and its line in programs/ports.json go again at the end, whatever happens.
 *
 * The temporary folder is inside the workspace (.tmp/generator-smoke-run-*): the programme's
 * theme.css.ts imports `@portal/design-system`, and the prerenderer's Node build imports React,
 * both found through the workspace's node_modules (outside it, vanilla-extract cannot even load
 * the theme file). It is removed at the end, on failure and on Ctrl-C or SIGTERM too, with the
 * build's manifest (dist/.manifests/generator-smoke-run-*.json); a folder left by a killed run is
 * removed by the next. One run at a time per checkout (the preview port, 4660, is fixed).
 * Playwright's report and any failure's trace stay in .tmp/ like the other e2e steps'.
 * Ends with `N passed, N failed`: generate, build, the scorecard and the lockfile check count one check each, then every test.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(`The generator smoke test needs the project's Node 24 (got ${process.version}): run it through npm or with node_modules/node/bin first on PATH.`);
  process.exit(1);
}

const CODE = 'ZZTEST';
const NAME = 'Smoke Test Care';
// A brand colour of its own, as a new programme is usually made: the theme derives from it.
const BRAND = '#c2185b';
const PREFIX = 'generator-smoke-run-';
const tmp = join(root, '.tmp');
const manifests = join(root, 'dist/.manifests');
const report = join(tmp, 'generator-smoke-results.json');
const LOCK_CODE = 'ZZLOCK';
const lockProgramDir = join(root, 'programs', LOCK_CODE);
const portsFile = join(root, 'programs/ports.json');
const portsBefore = readFileSync(portsFile, 'utf8');
// new-program also adds the programme's row to the sign-in text table; it goes with the programme.
const signInTextDoc = join(root, 'docs/production-and-hosting.md');
const signInTextBefore = readFileSync(signInTextDoc, 'utf8');

/** What a run leaves while it works: its folder in .tmp/ and its build's manifest. */
function removeLeftovers(only) {
  const mine = (name) => name.startsWith(PREFIX) && (only === undefined || name === only || name === `${only}.json`);
  if (existsSync(tmp)) for (const name of readdirSync(tmp)) if (mine(name)) rmSync(join(tmp, name), { recursive: true, force: true });
  if (existsSync(manifests)) for (const name of readdirSync(manifests)) if (mine(name)) rmSync(join(manifests, name), { force: true });
}

removeLeftovers();
mkdirSync(tmp, { recursive: true });
rmSync(report, { force: true });
const work = mkdtempSync(join(tmp, PREFIX));
const programDir = join(work, CODE);
// The build's folder is named like the work folder, so its manifest (dist/.manifests/<name>.json) is this run's own.
const outDir = join(work, basename(work));

let child = null;
let cleaned = false;
function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  removeLeftovers(basename(work));
  rmSync(lockProgramDir, { recursive: true, force: true });
  if (readFileSync(portsFile, 'utf8') !== portsBefore) writeFileSync(portsFile, portsBefore);
  if (readFileSync(signInTextDoc, 'utf8') !== signInTextBefore) writeFileSync(signInTextDoc, signInTextBefore);
}
process.on('exit', cleanUp);
// Stopped from outside: the running step is asked to stop as Ctrl-C asks it (Playwright then stops
// its preview server, which SIGTERM would leave running), given a few seconds, then the folder goes.
let stopping = false;
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    const exit = () => {
      cleanUp();
      process.exit(code);
    };
    if (!child) return exit();
    child.once('close', exit);
    child.kill('SIGINT');
    setTimeout(exit, 10_000).unref();
  });
}

// A caller's shell must not point the build or the preview elsewhere (as in build-all.mjs).
const {
  PORTAL_API_BASE_URL: _base,
  PORTAL_OUT_DIR: _out,
  PORTAL_PROGRAM: _program,
  PORTAL_PROGRAM_DIR: _dir,
  PORTAL_API_TIMEOUT_MS: _timeout,
  ...cleanEnv
} = process.env;

function run(args, env = {}, command = process.execPath) {
  return new Promise((resolve) => {
    child = spawn(command, args, { cwd: root, env: { ...cleanEnv, ...env }, stdio: 'inherit' });
    child.on('close', (code, signal) => {
      child = null;
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on('error', (error) => {
      console.error(error);
      child = null;
      resolve(1);
    });
  });
}

const steps = [];
let passed = 0;
let failed = 0;
async function step(name, action) {
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  const ok = await action();
  const seconds = (performance.now() - started) / 1000;
  steps.push({ name, ok, seconds });
  console.log(`${ok ? '✔' : '✖'} ${name} (${seconds.toFixed(1)} s)`);
  return ok;
}

const started = performance.now();
const generated = await step(`generate ${CODE} "${NAME}" --brand ${BRAND} into ${work.replace(`${root}/`, '')}`, async () => {
  const ok = (await run(['tools/generators/new-program.mjs', CODE, NAME, '--brand', BRAND, '--dir', programDir])) === 0;
  passed += ok ? 1 : 0;
  failed += ok ? 0 : 1;
  return ok;
});
const built =
  generated &&
  (await step(`build ${CODE} (mock mode, prerendered)`, async () => {
    const ok =
      (await run(['tools/scripts/portal.mjs', 'build', CODE], { PORTAL_PROGRAM_DIR: programDir, PORTAL_OUT_DIR: outDir })) === 0 &&
      existsSync(join(outDir, 'index.html'));
    passed += ok ? 1 : 0;
    failed += ok ? 0 : 1;
    return ok;
  }));
if (built) {
  await step('journey in Chromium: landing → login by phone → one-time code → home', async () => {
    const code = await run([join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'apps/portal-e2e/playwright.generator-smoke.config.ts'], {
      GENERATOR_SMOKE_CODE: CODE,
      GENERATOR_SMOKE_NAME: NAME,
      GENERATOR_SMOKE_BRAND: BRAND,
      GENERATOR_SMOKE_PROGRAM_DIR: programDir,
      GENERATOR_SMOKE_OUT_DIR: outDir,
    });
    let counts = null;
    try {
      const { stats } = JSON.parse(readFileSync(report, 'utf8'));
      counts = { passed: stats.expected + stats.flaky, failed: stats.unexpected };
    } catch {
      // No report: Playwright did not get to run the tests (a config error, a busy port).
    }
    if (!counts || (code !== 0 && counts.failed === 0)) counts = { passed: counts?.passed ?? 0, failed: 1 };
    passed += counts.passed;
    failed += counts.failed;
    return code === 0;
  });
  await step(`scorecard of ${CODE}: every row passes (its placeholders "to do")`, async () => {
    const ok = (await run(['tools/scripts/program-check.mjs', '--dir', programDir, '--built', outDir])) === 0;
    passed += ok ? 1 : 0;
    failed += ok ? 0 : 1;
    return ok;
  });
} else {
  // The journey and the scorecard could not run: they did not pass.
  failed += 2;
}

await step(`generate ${LOCK_CODE} into programs/, then \`npm ci --dry-run\` accepts the lockfile`, async () => {
  const npm = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ['npm', []];
  const ok =
    (await run(['tools/generators/new-program.mjs', LOCK_CODE, 'Lockfile Check Care'])) === 0 &&
    (await run([...npm[1], 'ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {}, npm[0])) === 0;
  rmSync(lockProgramDir, { recursive: true, force: true });
  writeFileSync(portsFile, portsBefore);
  writeFileSync(signInTextDoc, signInTextBefore);
  passed += ok ? 1 : 0;
  failed += ok ? 0 : 1;
  return ok;
});

cleanUp();
console.log(`\nGenerator smoke test (${((performance.now() - started) / 1000).toFixed(1)} s, temporary folder removed)`);
for (const { name, ok, seconds } of steps) console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${seconds.toFixed(1).padStart(5)} s  ${name}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
