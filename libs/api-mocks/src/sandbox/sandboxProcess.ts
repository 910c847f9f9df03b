/**
 * The sandbox's real entry point (tools/scripts/sandbox.mjs) in a process of its own on a free
 * loopback port, for the tests that must see it as a client does (the fuzz and load runs): a
 * crash, an exit or memory growth there is the sandbox's, not the test runner's. Tests only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../../..');

export interface SandboxProcess {
  port: number;
  /** How the process ended, if it did while the test ran (`exit 1`, `exit SIGSEGV`): a property's failure. */
  exits: string[];
  stop(): void;
}

export async function startSandboxProcess(): Promise<SandboxProcess> {
  const child: ChildProcess = spawn(process.execPath, [resolve(root, 'tools/scripts/sandbox.mjs'), '--port', '0'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const exits: string[] = [];
  child.on('exit', (code, signal) => exits.push(`exit ${code ?? signal}`));
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const port = await new Promise<number>((done, fail) => {
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(stdout);
      if (match) done(Number(match[1]));
    });
    child.on('exit', () => fail(new Error(`the sandbox did not start: ${stderr}`)));
  });
  return { port, exits, stop: () => child.kill('SIGTERM') };
}
