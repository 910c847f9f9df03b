import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { programScorecard, type ScoreRow } from './programCheck.ts';

const root = resolve(__dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'program-check-'));
const noBuilds = join(scratch, 'dist');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const statusOf = (rows: ScoreRow[]) => Object.fromEntries(rows.map((row) => [row.check, row.status]));
const rowOf = (rows: ScoreRow[], check: string) => rows.find((row) => row.check === check)!;

/** A copy of a programme folder, one JSON file edited. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests poke at arbitrary JSON paths
function copyOf(code: string, file: string, edit: (json: Record<string, any>) => void): string {
  const dir = join(scratch, `${code}-${Math.random().toString(36).slice(2)}`);
  cpSync(join(root, 'programs', code), dir, { recursive: true });
  const json = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  edit(json);
  writeFileSync(join(dir, file), JSON.stringify(json));
  return dir;
}

describe('the programme scorecard', () => {
  it('BISP passes every row; its landing page is "to do" until built', () => {
    const rows = programScorecard('BISP', root, { distDir: noBuilds });
    expect(statusOf(rows)).toEqual({ configuration: 'pass', contrast: 'pass', copy: 'pass', placeholders: 'pass', logos: 'pass', flags: 'pass', 'landing JS': 'todo' });
    expect(rowOf(rows, 'contrast').detail[0]).toMatch(/^(\d+) of \1 pairs meet WCAG AA$/);
    expect(rowOf(rows, 'landing JS').detail).toEqual(['not built: npx nx build BISP']);
  });

  it('a generated programme: placeholders to do, a failure for production; every other row passes', () => {
    const dir = join(scratch, 'ACME');
    expect(spawnSync(process.execPath, ['tools/generators/new-program.mjs', 'ACME', 'Acme Care', '--dir', dir, '--brand', '#c2185b'], { cwd: root }).status).toBe(0);
    const rows = programScorecard('ACME', root, { dir, distDir: noBuilds });
    expect(statusOf(rows)).toMatchObject({ configuration: 'pass', contrast: 'pass', placeholders: 'todo', flags: 'pass' });
    expect(rowOf(rows, 'placeholders').detail[0]).toBe('18 values to set before a production build:');
    expect(statusOf(programScorecard('ACME', root, { dir, distDir: noBuilds, production: true })).placeholders).toBe('fail');
  });

  it('a pair below AA fails the contrast row, naming it', () => {
    const dir = copyOf('BISP', 'theme.json', (json) => (json.color.status.inProgress = '#f0b400'));
    // The build refuses it too: the configuration row says so, and the contrast row is not reached.
    const rows = programScorecard('BISP', root, { dir, distDir: noBuilds });
    expect(statusOf(rows).configuration).toBe('fail');
    expect(rowOf(rows, 'configuration').detail.join('\n')).toContain('color.status.inProgress on color.background.surface');
  });

  it('a token of the wrong type fails the configuration row, naming the token, the file and an example', () => {
    const dir = copyOf('BISP', 'theme.json', (json) => (json.radius.standard = 'lots'));
    const rows = programScorecard('BISP', root, { dir, distDir: noBuilds });
    expect(statusOf(rows).configuration).toBe('fail');
    expect(rowOf(rows, 'configuration').detail).toEqual([expect.stringMatching(/theme\.json:$/), 'radius.standard: is "lots", which is not a dimension: a number with px or rem, e.g. 6px or 0.25rem']);
  });

  it('payment on with no checkout host fails the flags row', () => {
    const dir = copyOf('BISP', 'program.json', (json) => delete json.checkoutHosts);
    const rows = programScorecard('BISP', root, { dir, distDir: noBuilds });
    expect(statusOf(rows).flags).toBe('fail');
    expect(rowOf(rows, 'flags').detail).toContain('payment is on but checkoutHosts is empty: no checkout page would ever be followed');
  });

  it('counts the copy overrides in each language', () => {
    const dir = copyOf('BISP', 'copy.en.json', (json) => (json.$comment = 'note'));
    expect(rowOf(programScorecard('BISP', root, { dir, distDir: noBuilds }), 'copy').detail[0]).toMatch(/^\d+ overrides? in en, \d+ overrides? in es$/);
  });
});
