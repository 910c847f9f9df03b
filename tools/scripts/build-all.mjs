#!/usr/bin/env node
/**
 * Builds every programme in mock mode (dist/<CODE>) and one production build of BISP
 * (dist/BISP-production, real API base URL, no mock code, the programme's analytics ids: the
 * bundle check and the e2e analytics leak test use it), and a production build of BISP against the
 * contract sandbox for each lane of the real-HTTP tests and of the cross-browser journeys
 * (dist/BISP-sandbox on http://127.0.0.1:4650, dist/BISP-sandbox-1 on 4651 and so on, with a 3 s API
 * timeout: apps/portal-e2e/src/real-http/lanes.ts), one after the other, with timings.
 * Stops with a non-zero exit code at the first failure.
 *
 *   node tools/scripts/build-all.mjs
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { everySandboxLane } from '../../apps/portal-e2e/src/real-http/lanes.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const portal = join(root, 'tools/scripts/portal.mjs');
const programs = readdirSync(join(root, 'programs'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

// A mock build must not inherit a production switch from the caller's shell.
const { PORTAL_API_BASE_URL: _base, PORTAL_OUT_DIR: _out, PORTAL_PROGRAM: _program, PORTAL_API_TIMEOUT_MS: _timeout, ...cleanEnv } = process.env;

const builds = [
  ...programs.map((code) => ({ label: `${code} (mock)`, code, env: {} })),
  {
    label: 'BISP (production)',
    code: 'BISP',
    env: { PORTAL_API_BASE_URL: 'https://api.example.test', PORTAL_OUT_DIR: 'BISP-production' },
  },
  // The timeout is that of apps/portal-e2e/src/real-http/sandbox.ts (SANDBOX_API_TIMEOUT_MS).
  ...everySandboxLane().map(({ index, sandboxOrigin, outDir }) => ({
    label: `BISP (sandbox ${index})`,
    code: 'BISP',
    env: { PORTAL_API_BASE_URL: sandboxOrigin, PORTAL_OUT_DIR: outDir, PORTAL_API_TIMEOUT_MS: '3000' },
  })),
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const timings = [];
const started = performance.now();

for (const build of builds) {
  console.log(`\n▶ build ${build.label} → dist/${build.env.PORTAL_OUT_DIR ?? build.code}`);
  const t0 = performance.now();
  const result = spawnSync(process.execPath, [portal, 'build', build.code], {
    cwd: root,
    stdio: 'inherit',
    env: { ...cleanEnv, ...build.env },
  });
  const elapsed = performance.now() - t0;
  timings.push({ label: build.label, elapsed, status: result.status });
  if (result.status !== 0) {
    console.error(`\n✖ build ${build.label} failed (exit ${result.status ?? result.signal}) after ${seconds(elapsed)}`);
    process.exit(result.status || 1);
  }
  console.log(`✔ ${build.label} built in ${seconds(elapsed)}`);
}

console.log('\nBuild timings');
for (const { label, elapsed } of timings) console.log(`  ${label.padEnd(22)} ${seconds(elapsed).padStart(8)}`);
console.log(`  ${'total'.padEnd(22)} ${seconds(performance.now() - started).padStart(8)}`);
