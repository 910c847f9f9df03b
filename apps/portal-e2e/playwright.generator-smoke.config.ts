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
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { browserUse, runnerSettings, vitePreview } from './playwright.base.ts';
import type { PortalOptions } from './src/fixtures.ts';

export const GENERATOR_SMOKE_PORT = 4660;

const { GENERATOR_SMOKE_CODE: code, GENERATOR_SMOKE_PROGRAM_DIR: programDir, GENERATOR_SMOKE_OUT_DIR: outDir } = process.env;
if (!code || !programDir || !outDir || !existsSync(join(outDir, 'index.html'))) {
  throw new Error('No generated programme to test: this config is run by `node tools/scripts/generator-smoke.mjs`, which generates and builds one first.');
}

export default defineConfig<PortalOptions>({
  ...runnerSettings('generator-smoke'),
  testDir: './src/generator-smoke',
  fullyParallel: false,
  workers: 1,
  timeout: 30_000,
  use: {
    ...browserUse,
    baseURL: `http://127.0.0.1:${GENERATOR_SMOKE_PORT}`,
    programCode: code,
    programDir,
  },
  // The generated programme's folder and its mock build.
  webServer: vitePreview(
    GENERATOR_SMOKE_PORT,
    { PORTAL_PROGRAM: code, PORTAL_PROGRAM_DIR: programDir, PORTAL_OUT_DIR: outDir, PORTAL_API_BASE_URL: '' },
    `${code} (generated)`,
  ),
});
