/**
 * End-to-end tests of the BUILT portal: one Playwright project per programme folder in programs/
 * (sorted; project name = programme code), each served from dist/<CODE> by `vite preview` on its
 * fixed, strict e2e port (programs/ports.json: the programme's port + 200). Build first:
 *
 *   node tools/scripts/build-all.mjs && npx playwright test -c apps/portal-e2e/playwright.config.ts
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { portsOf, readPortTable } from '@portal/program-config/ports';
import { browserUse, root, runnerSettings, vitePreview } from './playwright.base.ts';
import type { PortalOptions } from './src/fixtures.ts';

export const programs = readdirSync(join(root, 'programs'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/**
 * Programmes chosen with `--project` (all when none is given). Playwright starts every webServer
 * whatever the filter, so only the chosen programmes get one: `nx e2e LUMA` builds and tests LUMA
 * alone and must not need dist/BISP. Only the runner process starts servers; worker processes (which
 * get no --project on their command line) always see the full project list.
 */
function selectedPrograms(argv: string[]): string[] {
  const patterns: string[] = [];
  argv.forEach((arg, index) => {
    if (arg === '--project' && argv[index + 1]) patterns.push(argv[index + 1]!);
    else if (arg.startsWith('--project=')) patterns.push(arg.slice('--project='.length));
  });
  if (patterns.length === 0) return programs;
  const matchers = patterns.map(
    (pattern) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i'),
  );
  return programs.filter((code) => matchers.some((matcher) => matcher.test(code)));
}
const isRunner = process.env.TEST_WORKER_INDEX === undefined;
const served = isRunner ? selectedPrograms(process.argv) : [];

/**
 * A partial run (`nx e2e LUMA`; `nx run-many -t e2e` runs one per programme side by side) writes
 * to its own artifacts folder and report, so parallel runs do not wipe each other's output. The
 * full run uses .tmp/e2e-artifacts and .tmp/e2e-results.json. Workers inherit the runner's env.
 */
if (isRunner) process.env.PORTAL_E2E_SUFFIX = served.length === programs.length ? '' : `-${served.join('-')}`;
const suffix = process.env.PORTAL_E2E_SUFFIX ?? '';

/**
 * The page states this run's workers have checked and found clean (fixtures.ts `checkPageState`),
 * one empty file each, so a state one worker checked is not checked again by the other. Emptied
 * when the run starts: a state is clean for the build it was checked in, and a build's styles can
 * change while its DOM stays the same.
 */
if (isRunner) {
  const cleanStates = join(root, `.tmp/e2e${suffix}-clean-states`);
  rmSync(cleanStates, { recursive: true, force: true });
  mkdirSync(cleanStates, { recursive: true });
  process.env.PORTAL_E2E_CLEAN_STATES = cleanStates;
}

const missing = served.filter((code) => !existsSync(join(root, 'dist', code, 'index.html')));
if (missing.length) {
  throw new Error(
    `No build for ${missing.map((code) => `dist/${code}`).join(', ')}. These tests run against the built portal: ` +
      'run `node tools/scripts/build-all.mjs` first.',
  );
}

const portTable = readPortTable(root);
// PORTAL_E2E_PORT moves the block of e2e ports, so two checkouts on one machine can run side by side.
const portOf = (code: string) => portsOf(code, portTable).e2e;

export default defineConfig<PortalOptions>({
  ...runnerSettings(`e2e${suffix}`),
  testDir: './src',
  // The production build over real HTTP has its own project and servers (playwright.sandbox.config.ts);
  // so has the generator smoke test (playwright.generator-smoke.config.ts).
  testIgnore: ['**/real-http/**', '**/generator-smoke/**'],
  // The accessibility-tree snapshots (a11y-tree.spec.ts), per programme. A missing one fails;
  // `--update-snapshots` writes them on purpose.
  snapshotPathTemplate: '{testDir}/__a11y-tree__/{projectName}/{arg}{ext}',
  updateSnapshots: 'none',
  fullyParallel: true,
  // Three workers on a 2-core machine: the tests often wait on their pages (timers, a session's
  // end, a network that answers late), and a third worker keeps the CPU busy meanwhile (the
  // figures: docs/testing.md). A test's own time grows with a third worker: keep each well under
  // the 30 s limit.
  workers: 3,
  timeout: 30_000,
  use: browserUse,
  projects: programs.map((code) => ({
    name: code,
    use: { programCode: code, baseURL: `http://127.0.0.1:${portOf(code)}` },
  })),
  webServer: served.map((code) => vitePreview(portOf(code), { PORTAL_PROGRAM: code, PORTAL_OUT_DIR: code, PORTAL_API_BASE_URL: '' }, code)),
});
