import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadProgram } from '@portal/program-config/load';
import { readPortTable } from '@portal/program-config/ports';
import { workspaceScorecard } from '../scripts/programCheck.ts';
import { copyProgrammes } from './testWorkspace.ts';

const root = resolve(__dirname, '../..');
let workspace: string;

/** A workspace as a new engineer has it: BISP, LUMA and their ports, `npm start` serving BISP, a git index. */
beforeEach(() => {
  workspace = mkdtempSync(join(tmpdir(), 'program-folder-'));
  copyProgrammes(root, workspace, ['BISP', 'LUMA']);
  writeFileSync(join(workspace, 'package.json'), JSON.stringify({ scripts: { start: 'nx serve BISP' } }));
  mkdirSync(join(workspace, 'docs'));
  writeFileSync(join(workspace, 'docs/luma.md'), 'LUMA has payment off.\n');
  writeFileSync(join(workspace, 'docs/other.md'), 'LUMALIKE names another programme.\n');
  spawnSync('git', ['init', '-q'], { cwd: workspace });
  spawnSync('git', ['add', '-A'], { cwd: workspace });
});
afterEach(() => rmSync(workspace, { recursive: true, force: true }));

const run = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, [`tools/generators/${script}.mjs`, ...args, '--workspace', workspace], { cwd: root, encoding: 'utf8' });
const portsCheck = () => workspaceScorecard(workspace)[0]!;

describe('removing a programme', () => {
  it('deletes its folder and its port together, so the port check stays green, and names the files still about it', () => {
    mkdirSync(join(workspace, 'dist/LUMA'), { recursive: true });
    const removed = run('remove-program', 'LUMA');
    expect(removed.stderr).toBe('');
    expect(removed.status).toBe(0);
    expect(existsSync(join(workspace, 'programs/LUMA'))).toBe(false);
    expect(existsSync(join(workspace, 'dist/LUMA'))).toBe(false);
    expect(readPortTable(workspace)).toEqual({ BISP: 4200 });
    expect(portsCheck().status).toBe('pass');
    expect(removed.stdout).toBe('Removed programs/LUMA and its port in programs/ports.json.\nThese files still name LUMA; edit or delete what was written for it:\n  docs/luma.md\n');
  });

  it('refuses the programme `npm start` serves, and a programme that does not exist, changing nothing', () => {
    const start = run('remove-program', 'BISP');
    expect(start.status).toBe(1);
    expect(start.stderr).toBe('BISP is the programme `npm start` serves: point package.json\'s "start" script at another programme first\n');
    const unknown = run('remove-program', 'ACME');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toBe('No programme ACME: programs/ACME does not exist and programs/ports.json has no entry for it\n');
    expect(readPortTable(workspace)).toEqual({ BISP: 4200, LUMA: 4201 });
    expect(existsSync(join(workspace, 'programs/BISP/program.json'))).toBe(true);
  });
});

describe('renaming a programme', () => {
  it('moves the folder, writes the new code into program.json and the Nx project, and keeps the port under the new code', () => {
    const renamed = run('rename-program', 'LUMA', 'LUMEN');
    expect(renamed.stderr).toBe('');
    expect(renamed.status).toBe(0);
    expect(readPortTable(workspace)).toEqual({ BISP: 4200, LUMEN: 4201 });
    const loaded = loadProgram(join(workspace, 'programs/LUMEN'), workspace);
    expect(loaded.file.code).toBe('LUMEN');
    const project = JSON.parse(readFileSync(join(workspace, 'programs/LUMEN/project.json'), 'utf8'));
    expect(project.name).toBe('LUMEN');
    expect(project.targets.serve.options.command).toBe('node tools/scripts/portal.mjs serve LUMEN');
    expect(portsCheck().status).toBe('pass');
    expect(renamed.stdout).toBe('Renamed programs/LUMA to programs/LUMEN, keeping port 4201.\nThese files still name LUMA:\n  docs/luma.md\n');
  });

  it('refuses a code already taken, a malformed one, and the programme `npm start` serves', () => {
    expect(run('rename-program', 'LUMA', 'BISP').stderr).toBe('programs/BISP already exists\n');
    expect(run('rename-program', 'LUMA', 'lumen').status).toBe(2);
    expect(run('rename-program', 'BISP', 'BISQ').stderr).toBe('BISP is the programme `npm start` serves: change package.json\'s "start" script to BISQ with the rename\n');
    expect(readPortTable(workspace)).toEqual({ BISP: 4200, LUMA: 4201 });
  });
});

describe('the port check of program:check', () => {
  it('fails on a port kept for a folder deleted by hand, and on a folder without a port, naming the fix', () => {
    rmSync(join(workspace, 'programs/LUMA'), { recursive: true });
    cpSync(join(root, 'programs/BISP'), join(workspace, 'programs/ACME'), { recursive: true });
    const row = portsCheck();
    expect(row.status).toBe('fail');
    expect(row.detail).toEqual([
      'LUMA: programs/ports.json gives it port 4201, but programs/LUMA holds no programme: `npm run remove-program -- LUMA` removes the entry',
      'ACME: programs/ACME has no port in programs/ports.json: add "ACME": 4202 there',
    ]);
  });
});
