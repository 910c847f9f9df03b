/**
 * End-to-end tests of the BUILT portal: one Playwright project per programme folder in programs/
 * (sorted; project name = programme code), each served from dist/<CODE> by `vite preview` on a
 * fixed, strict port 4400 + index. Build first:
 *
 *   node tools/scripts/build-all.mjs && npx playwright test -c apps/portal-e2e/playwright.config.ts
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import type { PortalOptions } from './src/fixtures.ts';

const root = resolve(import.meta.dirname, '../..');
const FIRST_PORT = 4400;

export const programs = readdirSync(join(root, 'programs'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const missing = programs.filter((code) => !existsSync(join(root, 'dist', code, 'index.html')));
if (missing.length) {
  throw new Error(
    `No build for ${missing.map((code) => `dist/${code}`).join(', ')}. These tests run against the built portal: ` +
      'run `node tools/scripts/build-all.mjs` first.',
  );
}

const portOf = (code: string) => FIRST_PORT + programs.indexOf(code);
const vite = join(root, 'node_modules/vite/bin/vite.js');

export default defineConfig<PortalOptions>({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  outputDir: join(root, '.tmp/e2e-artifacts'),
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: join(root, '.tmp/e2e-results.json') }]],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Never `playwright install` here: the system Chromium is used.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: programs.map((code) => ({
    name: code,
    use: { programCode: code, baseURL: `http://127.0.0.1:${portOf(code)}` },
  })),
  webServer: programs.map((code) => ({
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
