import { chromiumLaunchOptions } from '../../tools/testing/chromium.ts';
/**
 * The generator smoke test's browser half: a programme just made by `npm run new-program`, built in
 * mock mode into a temporary folder, served by `vite preview` on a fixed, strict port (4660) as the
 * other e2e projects serve theirs, and walked by `src/generator-smoke/journey.spec.ts`.
 *
 * Not run on its own: tools/scripts/generator-smoke.mjs generates, builds, runs this config and
 * removes everything; it passes the folders through GENERATOR_SMOKE_* variables.
 *
 *   node tools/scripts/generator-smoke.mjs
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import type { PortalOptions } from './src/fixtures.ts';

const root = resolve(import.meta.dirname, '../..');
export const GENERATOR_SMOKE_PORT = 4660;

const { GENERATOR_SMOKE_CODE: code, GENERATOR_SMOKE_PROGRAM_DIR: programDir, GENERATOR_SMOKE_OUT_DIR: outDir } = process.env;
if (!code || !programDir || !outDir || !existsSync(join(outDir, 'index.html'))) {
  throw new Error('No generated programme to test: this config is run by `node tools/scripts/generator-smoke.mjs`, which generates and builds one first.');
}

const vite = join(root, 'node_modules/vite/bin/vite.js');

export default defineConfig<PortalOptions>({
  testDir: './src/generator-smoke',
  testMatch: '**/*.spec.ts',
  outputDir: join(root, '.tmp/generator-smoke-artifacts'),
  fullyParallel: false,
  forbidOnly: true,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: join(root, '.tmp/generator-smoke-results.json') }]],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Never `playwright install` here: the system Chromium is used.
    launchOptions: chromiumLaunchOptions,
    baseURL: `http://127.0.0.1:${GENERATOR_SMOKE_PORT}`,
    programCode: code,
    programDir,
  },
  webServer: {
    command: [process.execPath, vite, 'preview', '--config', 'apps/portal/vite.config.ts', '--port', String(GENERATOR_SMOKE_PORT), '--strictPort', '--host', '127.0.0.1']
      .map((part) => JSON.stringify(part))
      .join(' '),
    cwd: root,
    // Every switch the Vite config reads, pinned: the generated programme's folder and its mock build.
    env: { PORTAL_PROGRAM: code, PORTAL_PROGRAM_DIR: programDir, PORTAL_OUT_DIR: outDir, PORTAL_API_BASE_URL: '' },
    url: `http://127.0.0.1:${GENERATOR_SMOKE_PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
    name: `${code} (generated)`,
  },
});
