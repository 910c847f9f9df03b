#!/usr/bin/env node
/**
 * The targets of every programme project (programs/<CODE>/project.json):
 *   node tools/scripts/portal.mjs serve|build|preview|e2e <CODE>
 * Ports are fixed per programme (programs/ports.json, libs/program-config/src/ports.ts) and strict, so
 * a busy port fails loudly instead of drifting; `--port <n>` serves or previews on another one
 * (`npx nx serve BISP --port 4800`).
 * `build` also takes a code that is not in programs/ when PORTAL_PROGRAM_DIR names its folder (the
 * Vite preset reads the programme from there): the generator smoke test (tools/scripts/generator-smoke.mjs)
 * builds a programme it has just generated in a temporary folder that way.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { portsOf, readPortTable } from '@portal/program-config/ports';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const programs = readdirSync(join(root, 'programs'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const { values, positionals } = parseArgs({ allowPositionals: true, options: { port: { type: 'string' } } });
const [command, code = 'BISP'] = positionals;
const elsewhere = command === 'build' && Boolean(process.env.PORTAL_PROGRAM_DIR);
if (!programs.includes(code) && !elsewhere) {
  console.error(`Unknown programme "${code}". Known: ${programs.join(', ')}`);
  process.exit(2);
}
const chosenPort = values.port === undefined ? null : Number(values.port);
if (chosenPort !== null && !(Number.isInteger(chosenPort) && chosenPort > 0 && chosenPort < 65536)) {
  console.error(`--port ${values.port} is not a port number`);
  process.exit(2);
}
/** The programme's fixed ports; a build needs none (the smoke test builds a programme that has none). */
const ports = () => {
  try {
    return portsOf(code, readPortTable(root));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
};
const env = { ...process.env, PORTAL_PROGRAM: code };
const config = ['--config', join(root, 'apps/portal/vite.config.ts')];
const vite = join(root, 'node_modules/vite/bin/vite.js');
const run = (args) => spawnSync(process.execPath, [vite, ...args], { stdio: 'inherit', env, cwd: root }).status ?? 1;

switch (command) {
  case 'serve':
    process.exit(run(['serve', ...config, '--port', String(chosenPort ?? ports().serve), '--strictPort', '--host', '127.0.0.1']));
    break;
  case 'build':
    process.exit(run(['build', ...config]));
    break;
  case 'preview':
    process.exit(run(['preview', ...config, '--port', String(chosenPort ?? ports().preview), '--strictPort', '--host', '127.0.0.1']));
    break;
  case 'e2e': {
    // Builds this programme, then runs the end-to-end suite against it only.
    const built = run(['build', ...config]);
    if (built !== 0) process.exit(built);
    // The analytics leak test (analytics-leak.spec.ts, BISP only) walks the production build of
    // build-all.mjs: same API base URL and folder, about 6 s more.
    if (code === 'BISP') {
      const production = spawnSync(process.execPath, [vite, 'build', ...config], {
        stdio: 'inherit',
        env: { ...env, PORTAL_API_BASE_URL: 'https://api.example.test', PORTAL_OUT_DIR: 'BISP-production' },
        cwd: root,
      }).status;
      if (production !== 0) process.exit(production ?? 1);
    }
    const playwright = join(root, 'node_modules/@playwright/test/cli.js');
    const result = spawnSync(process.execPath, [playwright, 'test', '-c', 'apps/portal-e2e/playwright.config.ts', '--project', code], { stdio: 'inherit', env, cwd: root });
    process.exit(result.status ?? 1);
    break;
  }
  default:
    console.error('usage: portal.mjs serve|build|preview|e2e <CODE>');
    process.exit(2);
}
