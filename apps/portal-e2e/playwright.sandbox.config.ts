/**
 * End-to-end tests over REAL HTTP: production builds of BISP (no mock code; API timeout 3 s), each
 * served by `vite preview` and talking cross-origin to a contract sandbox (tools/scripts/sandbox.mjs).
 * One lane per worker (src/real-http/lanes.ts): lane 0 is dist/BISP-sandbox on 4640 with its sandbox
 * on 4650, lane 1 dist/BISP-sandbox-1 on 4641 with its sandbox on 4651. Build first:
 *
 *   node tools/scripts/build-all.mjs   # or only the sandbox builds, see docs/testing.md
 *   npx playwright test -c apps/portal-e2e/playwright.sandbox.config.ts
 *
 * A spec file runs in one worker, its tests in order: they share a tab or a sign-in, and each test
 * resets its lane's sandbox first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { browserUse, root, runnerSettings, vitePreview } from './playwright.base.ts';
import type { PortalOptions } from './src/fixtures.ts';
import { currentLane, REAL_HTTP_LANES, sandboxLanes } from './src/real-http/lanes.ts';

// A build missing, or pointed elsewhere (it would send every call to the wrong server): said before any test runs.
for (const { outDir, sandboxOrigin } of sandboxLanes()) {
  const rebuild = `PORTAL_API_BASE_URL=${sandboxOrigin} PORTAL_API_TIMEOUT_MS=3000 PORTAL_OUT_DIR=${outDir} npx nx build BISP`;
  if (!existsSync(join(root, 'dist', outDir, 'index.html'))) {
    throw new Error(`No build in dist/${outDir}. These tests run the production build against the contract sandbox: run \`node tools/scripts/build-all.mjs\` (or \`${rebuild}\`) first.`);
  }
  const assets = join(root, 'dist', outDir, 'assets');
  const builtForSandbox = readdirSync(assets).some((file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes(sandboxOrigin));
  if (!builtForSandbox) throw new Error(`dist/${outDir} was not built with PORTAL_API_BASE_URL=${sandboxOrigin}: rebuild it (node tools/scripts/build-all.mjs).`);
}

const node = JSON.stringify(process.execPath);

export default defineConfig<PortalOptions>({
  ...runnerSettings('e2e-real-http', [['./src/real-http/matrixReporter.ts']]),
  testDir: './src/real-http',
  fullyParallel: false,
  workers: REAL_HTTP_LANES,
  timeout: 60_000,
  use: {
    ...browserUse,
    // Each worker loads this config again, in its own process: there it is the worker's lane.
    baseURL: currentLane().portalOrigin,
    programCode: 'BISP',
  },
  webServer: sandboxLanes().flatMap(({ index, sandboxPort, sandboxOrigin, portalPort, portalOrigin, outDir }) => [
    {
      // Only the portal's own origin is allowed, as in a deployment: a call from anywhere else, or a
      // header the sandbox does not allow, fails in the browser and so in these tests.
      command: `${node} tools/scripts/sandbox.mjs --port ${sandboxPort} --origin ${portalOrigin}`,
      cwd: root,
      env: { SANDBOX_DELAY_MS: '0' },
      // Playwright sends no X-Sandbox-Control: the 403 it gets counts as up (any status under 404 does).
      url: `${sandboxOrigin}/__sandbox/state`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      name: `sandbox ${index}`,
    },
    vitePreview(portalPort, { PORTAL_PROGRAM: 'BISP', PORTAL_OUT_DIR: outDir, PORTAL_API_BASE_URL: sandboxOrigin }, `portal (${outDir})`),
  ]),
});
