#!/usr/bin/env node
/**
 * Static Storybook build into dist/storybook, telemetry off, timed:
 *   node tools/scripts/storybook-build.mjs
 * The same as `STORYBOOK_DISABLE_TELEMETRY=1 storybook build -c .storybook -o dist/storybook --quiet`.
 * PORTAL_PROGRAM (default BISP) picks the programme behind `virtual:portal-program` (logo, data);
 * every programme's theme is in the build either way.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const cli = join(root, 'node_modules/storybook/dist/bin/dispatcher.js');
const started = performance.now();
const { status } = spawnSync(process.execPath, [cli, 'build', '-c', '.storybook', '-o', 'dist/storybook', '--quiet', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
});
console.log(`storybook build: ${status === 0 ? 'done' : 'FAILED'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(status ?? 1);
