/**
 * End-to-end tests over REAL HTTP: the production build dist/BISP-sandbox (no mock code; API base
 * URL http://127.0.0.1:4650, API timeout 3 s) served by `vite preview` on 4640, talking
 * cross-origin to the contract sandbox (tools/scripts/sandbox.mjs) on 4650. Build first:
 *
 *   node tools/scripts/build-all.mjs   # or only the sandbox build, see docs/testing.md
 *   npx playwright test -c apps/portal-e2e/playwright.sandbox.config.ts
 *
 * One worker: the sandbox's demo state and faults are per process, and every test resets them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { browserUse, root, runnerSettings, vitePreview } from './playwright.base.ts';
import type { PortalOptions } from './src/fixtures.ts';
import { SANDBOX_ORIGIN, SANDBOX_PORT, SANDBOX_PORTAL_PORT } from './src/real-http/sandbox.ts';

const OUT_DIR = 'BISP-sandbox';
const index = join(root, 'dist', OUT_DIR, 'index.html');

if (!existsSync(index)) {
  throw new Error(
    `No build in dist/${OUT_DIR}. These tests run the production build against the contract sandbox: run ` +
      '`node tools/scripts/build-all.mjs` (or `PORTAL_API_BASE_URL=http://127.0.0.1:4650 PORTAL_API_TIMEOUT_MS=3000 ' +
      `PORTAL_OUT_DIR=${OUT_DIR} npx nx build BISP\`) first.`,
  );
}
// A build pointed elsewhere would send every call to the wrong server: say so before any test runs.
const assets = join(root, 'dist', OUT_DIR, 'assets');
const builtForSandbox = readdirSync(assets).some((file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes(SANDBOX_ORIGIN));
if (!builtForSandbox) {
  throw new Error(`dist/${OUT_DIR} was not built with PORTAL_API_BASE_URL=${SANDBOX_ORIGIN}: rebuild it (node tools/scripts/build-all.mjs).`);
}

const node = JSON.stringify(process.execPath);

export default defineConfig<PortalOptions>({
  ...runnerSettings('e2e-real-http', [['./src/real-http/matrixReporter.ts']]),
  testDir: './src/real-http',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  use: {
    ...browserUse,
    baseURL: `http://127.0.0.1:${SANDBOX_PORTAL_PORT}`,
    programCode: 'BISP',
  },
  webServer: [
    {
      // Only the portal's own origin is allowed, as in a deployment: a call from anywhere else, or a
      // header the sandbox does not allow, fails in the browser and so in these tests.
      command: `${node} tools/scripts/sandbox.mjs --port ${SANDBOX_PORT} --origin http://127.0.0.1:${SANDBOX_PORTAL_PORT}`,
      cwd: root,
      env: { SANDBOX_DELAY_MS: '0' },
      // Playwright sends no X-Sandbox-Control: the 403 it gets counts as up (any status under 404 does).
      url: `${SANDBOX_ORIGIN}/__sandbox/state`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      name: 'sandbox',
    },
    // The build served is dist/BISP-sandbox.
    vitePreview(SANDBOX_PORTAL_PORT, { PORTAL_PROGRAM: 'BISP', PORTAL_OUT_DIR: OUT_DIR, PORTAL_API_BASE_URL: SANDBOX_ORIGIN }, 'portal (BISP-sandbox)'),
  ],
});
