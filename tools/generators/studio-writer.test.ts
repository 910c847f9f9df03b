// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readPortTable } from '@portal/program-config/ports';
import { draftOf, exportedFiles, newDraft, withValue, type ProgrammeSource } from '@portal/studio/draft';
import type { WriteRequest } from '@portal/studio/local-export';
import { programmeSources } from '@portal/studio/sources';
import { workspaceScorecard } from '../scripts/programCheck.ts';
import { handleWrite, writeProgramme } from './studioWriter.ts';
import { copyProgrammes } from './testWorkspace.ts';

const root = resolve(__dirname, '../..');
let workspace: string;

/** A checkout as a designer has it: BISP, LUMA and their ports. */
beforeEach(() => {
  workspace = mkdtempSync(join(tmpdir(), 'studio-writer-'));
  copyProgrammes(root, workspace, ['BISP', 'LUMA']);
});
afterEach(() => rmSync(workspace, { recursive: true, force: true }));

const source = (code: string) => programmeSources.find((each) => each.code === code) as ProgrammeSource;
const requestOf = (draft: ReturnType<typeof draftOf>): WriteRequest => ({
  startedFrom: draft.startedFrom,
  files: Object.fromEntries(Object.entries(exportedFiles(draft)).map(([path, content]) => [path, typeof content === 'string' ? { text: content } : { base64: Buffer.from(content).toString('base64') }])),
});

describe('the studio’s export, run locally', () => {
  it('writes a new programme into programs/ with the lowest free port, as npm run new-program gives it, and the port check stays green', () => {
    const before = readPortTable(workspace);
    const written = writeProgramme(workspace, requestOf(newDraft(source('BISP'), 'ACME', 'Acme Care', '#c2185b', 2026)));

    expect(written).toMatchObject({ code: 'ACME', folder: 'programs/ACME/', port: 4202, newPort: true });
    expect(readPortTable(workspace)).toEqual({ ...before, ACME: 4202 });
    expect(JSON.parse(readFileSync(join(workspace, 'programs/ACME/program.json'), 'utf8')).displayName).toBe('Acme Care');
    expect(existsSync(join(workspace, 'programs/ACME/theme.css.ts'))).toBe(true);
    expect(workspaceScorecard(workspace)[0]).toMatchObject({ status: 'pass' });
  });

  it('writes an edited programme over its own folder and keeps its port', () => {
    const edited = withValue(draftOf(source('LUMA')), 'theme.json', ['color', 'button', 'primaryBackground'], '#1d4e89');
    expect(writeProgramme(workspace, requestOf(edited))).toMatchObject({ code: 'LUMA', port: 4201, newPort: false });
    expect(JSON.parse(readFileSync(join(workspace, 'programs/LUMA/theme.json'), 'utf8')).color.button.primaryBackground).toBe('#1d4e89');
    expect(readPortTable(workspace).LUMA).toBe(4201);
  });

  it('refuses to write over another programme, or outside the folder, writing nothing', () => {
    const renamed = withValue(draftOf(source('LUMA')), 'program.json', ['code'], 'BISP');
    expect(() => writeProgramme(workspace, requestOf(renamed))).toThrow('programs/BISP holds another programme');
    expect(() => writeProgramme(workspace, { startedFrom: '', files: { 'ACME/../BISP/program.json': { text: '{}' } } })).toThrow('is outside programs/ACME/');
    expect(existsSync(join(workspace, 'programs/ACME'))).toBe(false);
  });

  it('answers only a page of its own server', async () => {
    const server: Server = createServer((request, response) => void handleWrite(workspace, request, response));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as { port: number };
    const url = `http://127.0.0.1:${port}/`;
    try {
      expect(await (await fetch(url)).json()).toEqual({ writes: 'programs/' });
      const body = JSON.stringify(requestOf(newDraft(source('BISP'), 'ACME', 'Acme Care', '#c2185b', 2026)));
      const foreign = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://elsewhere.example' }, body });
      expect(foreign.status).toBe(403);
      expect(existsSync(join(workspace, 'programs/ACME'))).toBe(false);
      const own = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` }, body });
      expect(await own.json()).toMatchObject({ folder: 'programs/ACME/', port: 4202 });
    } finally {
      server.close();
    }
  });
});
