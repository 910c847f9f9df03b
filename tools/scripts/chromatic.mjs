#!/usr/bin/env node
/**
 * Publishes the built Storybook (dist/storybook) to Chromatic, for teams that have a project token.
 * Without CHROMATIC_PROJECT_TOKEN it does nothing and succeeds: the local visual check
 * (tools/scripts/visual-check.mjs) is the gate then. Extra arguments go to the chromatic CLI.
 *   CHROMATIC_PROJECT_TOKEN=... node tools/scripts/chromatic.mjs
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const buildDir = 'dist/storybook';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN not set: skipping Chromatic (the local visual check covers this run)');
  process.exit(0);
}

if (!existsSync(join(root, buildDir, 'index.json'))) {
  console.error(`No Storybook build in ${buildDir}: run node tools/scripts/storybook-build.mjs first.`);
  process.exit(2);
}

// The CLI reads the token from CHROMATIC_PROJECT_TOKEN itself, so it never appears in a process list.
const cli = join(root, 'node_modules/chromatic/dist/bin.cjs');
const { status } = spawnSync(process.execPath, [cli, '--storybook-build-dir', buildDir, '--exit-zero-on-changes', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(status ?? 1);
