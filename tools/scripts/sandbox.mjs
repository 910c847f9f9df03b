#!/usr/bin/env node
/**
 * The contract sandbox: the mock mode's demo API over real HTTP (libs/api-mocks/src/sandbox/).
 *
 *   npm run sandbox -- [--port 4500] [--origin http://127.0.0.1:4300 ...] [--delay 0] [--session-lifetime <ms>]
 *
 * Env: SANDBOX_PORT (0 = any free port), SANDBOX_ALLOWED_ORIGINS (comma-separated; `:*` = any
 * port; default any loopback origin), SANDBOX_DELAY_MS, SANDBOX_SESSION_LIFETIME_MS (the absolute
 * session lifetime past which a renewal is a 401; 12 h by default). Flags win over env. Prints one
 * line, `Sandbox API listening on http://127.0.0.1:<port>`, then serves until stopped. Its control
 * endpoints (/__sandbox/*) need the header `X-Sandbox-Control: 1`.
 * Node 24 runs the TypeScript of the mocks library directly (type stripping).
 */
import { parseArgs } from 'node:util';
import { DEFAULT_ALLOWED_ORIGINS, DEFAULT_SANDBOX_PORT, SANDBOX_CONTROL_HEADER, startSandbox } from '@portal/api-mocks/sandbox';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    origin: { type: 'string', multiple: true },
    delay: { type: 'string' },
    'session-lifetime': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log('usage: npm run sandbox -- [--port <n|0>] [--origin <origin|scheme://host:*>]... [--delay <ms>] [--session-lifetime <ms>]');
  process.exit(0);
}

function number(name, raw, fallback) {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a whole number ≥ 0 (got "${raw}")`);
    process.exit(2);
  }
  return value;
}

const port = number('--port / SANDBOX_PORT', values.port ?? process.env.SANDBOX_PORT, DEFAULT_SANDBOX_PORT);
const delayMs = number('--delay / SANDBOX_DELAY_MS', values.delay ?? process.env.SANDBOX_DELAY_MS, 0);
const sessionLifetimeMs = number('--session-lifetime / SANDBOX_SESSION_LIFETIME_MS', values['session-lifetime'] ?? process.env.SANDBOX_SESSION_LIFETIME_MS, undefined);
const fromEnv = (process.env.SANDBOX_ALLOWED_ORIGINS ?? '').split(',').map((each) => each.trim()).filter(Boolean);
const allowedOrigins = values.origin?.length ? values.origin.flatMap((each) => each.split(',')).map((each) => each.trim()) : fromEnv.length ? fromEnv : [...DEFAULT_ALLOWED_ORIGINS];

let sandbox;
try {
  sandbox = await startSandbox({ port, allowedOrigins, delayMs, ...(sessionLifetimeMs === undefined ? {} : { sessionLifetimeMs }) });
} catch (error) {
  console.error(`The sandbox could not start on 127.0.0.1:${port}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
console.log(`Sandbox API listening on ${sandbox.url}`);
console.log(`  origins allowed: ${allowedOrigins.join(', ')}; answer delay ${delayMs} ms; state per process (POST ${sandbox.url}/__sandbox/reset with ${SANDBOX_CONTROL_HEADER}: 1)`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    sandbox.close().finally(() => process.exit(0));
  });
}
