import { chromiumLaunchOptions } from '../../tools/testing/chromium.ts';
/**
 * End-to-end tests of the BUILT portal: one Playwright project per programme folder in programs/
 * (sorted; project name = programme code), each served from dist/<CODE> by `vite preview` on its
 * fixed, strict e2e port (programs/ports.json: the programme's port + 200). Build first:
 *
 *   node tools/scripts/build-all.mjs && npx playwright test -c apps/portal-e2e/playwright.config.ts
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { portsOf, readPortTable } from '../../tools/scripts/programPorts.ts';
import type { PortalOptions } from './src/fixtures.ts';

const root = resolve(import.meta.dirname, '../..');

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
const vite = join(root, 'node_modules/vite/bin/vite.js');

export default defineConfig<PortalOptions>({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  // The production build over real HTTP has its own project and servers (playwright.sandbox.config.ts);
  // so has the generator smoke test (playwright.generator-smoke.config.ts).
  testIgnore: ['**/real-http/**', '**/generator-smoke/**'],
  outputDir: join(root, `.tmp/e2e-artifacts${suffix}`),
  // The accessibility-tree snapshots (a11y-tree.spec.ts), per programme. A missing one fails;
  // `--update-snapshots` writes them on purpose.
  snapshotPathTemplate: '{testDir}/__a11y-tree__/{projectName}/{arg}{ext}',
  updateSnapshots: 'none',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: join(root, `.tmp/e2e-results${suffix}.json`) }]],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    // A page at rest for every check: the portal's CSS turns transitions and animations off under
    // reduced motion. motion.spec.ts opts back in to test the motion itself.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Never `playwright install` here: the system Chromium is used.
    launchOptions: chromiumLaunchOptions,
  },
  projects: programs.map((code) => ({
    name: code,
    use: { programCode: code, baseURL: `http://127.0.0.1:${portOf(code)}` },
  })),
  webServer: served.map((code) => ({
    // process.execPath: the same Node (24, from node_modules/.bin) that runs Playwright.
    command: [process.execPath, vite, 'preview', '--config', 'apps/portal/vite.config.ts', '--port', String(portOf(code)), '--strictPort', '--host', '127.0.0.1']
      .map((part) => JSON.stringify(part))
      .join(' '),
    cwd: root,
    // Pin every switch the Vite config reads, so a caller's shell cannot point preview elsewhere.
    env: { PORTAL_PROGRAM: code, PORTAL_OUT_DIR: code, PORTAL_API_BASE_URL: '' },
    url: `http://127.0.0.1:${portOf(code)}/`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
    name: code,
  })),
});
