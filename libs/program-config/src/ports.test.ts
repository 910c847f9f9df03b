import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, portFolderProblems, portsOf, portTableProblems, readPortTable } from './ports.ts';

const root = resolve(__dirname, '../../..');

describe('programme ports', () => {
  it('BISP is on 4200 (the README’s `npm start`), and every programme folder has a port of its own', async () => {
    const table = readPortTable(root);
    expect(table.BISP).toBe(4200);
    expect(portTableProblems(table)).toEqual([]);
    const { readdirSync } = await import('node:fs');
    const folders = readdirSync(resolve(root, 'programs'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(Object.keys(table).sort()).toEqual(folders.sort());
  });

  it('serve, preview and e2e ports of a programme follow from its one port', () => {
    expect(portsOf('LUMA', { BISP: 4200, LUMA: 4201 }, {})).toEqual({ serve: 4201, preview: 4301, e2e: 4401 });
    expect(portsOf('LUMA', { BISP: 4200, LUMA: 4201 }, { PORTAL_E2E_PORT: '5400' }).e2e).toBe(5401);
  });

  it('a programme without a port is an error that names the file and a free port', () => {
    expect(() => portsOf('ACME', { BISP: 4200, LUMA: 4201 }, {})).toThrow('ACME has no port in programs/ports.json: add "ACME": 4202 there');
  });

  it('finds a port given twice or out of range', () => {
    expect(portTableProblems({ BISP: 4200, ACME: 4200, BAD: 4300, HALF: 4200.5 })).toEqual([
      "ACME: port 4200 is already BISP's",
      'BAD: 4300 is not a port from 4200 to 4299',
      'HALF: 4200.5 is not a port from 4200 to 4299',
    ]);
  });

  it('names a port kept for a folder that is gone, and a folder without a port, with the fix', () => {
    expect(portFolderProblems({ BISP: 4200, OLD: 4201 }, ['BISP', 'NEW'])).toEqual([
      'OLD: programs/ports.json gives it port 4201, but programs/OLD holds no programme: `npm run remove-program -- OLD` removes the entry',
      'NEW: programs/NEW has no port in programs/ports.json: add "NEW": 4202 there',
    ]);
    expect(portFolderProblems({ BISP: 4200, LUMA: 4201 }, ['LUMA', 'BISP'])).toEqual([]);
  });

  it('the lowest free port fills a gap first', () => {
    expect(freePort({ BISP: 4200, ACME: 4202 })).toBe(4201);
  });
});
