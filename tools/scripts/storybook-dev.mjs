#!/usr/bin/env node
/**
 * Storybook dev server on the fixed port 6006 (a busy port is an error), telemetry off:
 *   node tools/scripts/storybook-dev.mjs
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const cli = join(root, 'node_modules/storybook/dist/bin/dispatcher.js');
const child = spawn(
  process.execPath,
  [cli, 'dev', '-c', '.storybook', '--port', '6006', '--exact-port', '--host', '127.0.0.1', '--ci', '--no-open', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' } },
);
// Stopping this script (kill <pid>) must stop the server too, not leave it holding the port.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
