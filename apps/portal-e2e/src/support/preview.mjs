/**
 * `vite preview` of a build, started in its own process group, as the cross-browser journeys
 * (apps/portal-e2e/browsers/journeys.mjs) and the benchmark (tools/bench/bench.mjs) serve the portal.
 * Resolves with the origin once `/` answers; the caller keeps the child to stop it (kill its
 * group: `process.kill(-child.pid)`).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../../../..');
const vite = join(root, 'node_modules/vite/bin/vite.js');

export async function startPreview({ label, config, port, env, onChild }) {
  const child = spawn(process.execPath, [vite, 'preview', '--config', config, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  onChild(child);
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-2000)));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`vite preview of ${label} on port ${port} exited (${child.exitCode}): ${errors.trim()}`);
    const ok = await fetch(`${origin}/`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return origin;
    if (Date.now() > deadline) throw new Error(`vite preview of ${label} did not answer on ${origin} within 30 s: ${errors.trim()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
