import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadProgram } from '../../libs/program-config/src/load.ts';

const root = resolve(__dirname, '../..');
const dir = join(mkdtempSync(join(tmpdir(), 'new-program-')), 'ACME');

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('new-program generator', () => {
  it('creates a programme folder that passes validation with every feature off', () => {
    const result = spawnSync(process.execPath, ['tools/generators/new-program.mjs', 'ACME', 'Acme Care', '--dir', dir], { cwd: root, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const loaded = loadProgram(dir, dir);
    expect(loaded.file.code).toBe('ACME');
    expect(loaded.file.displayName).toBe('Acme Care');
    // Its copy is the base copy in each language (which names the programme), and passes the translation check.
    expect(loaded.copy.landing.welcome).toBe('Welcome to {programName}');
    expect(loaded.translations.es.copy.landing.welcome).toBe('Le damos la bienvenida a {programName}');
    expect(readFileSync(join(dir, 'copy.es.json'), 'utf8')).toMatch(/^\{\s*"\$comment": "Spanish overrides/);
    expect(Object.values(loaded.file.features).every((flag) => !flag.enabled)).toBe(true);
  });

  it('refuses a code that is not capital letters or digits', () => {
    const result = spawnSync(process.execPath, ['tools/generators/new-program.mjs', 'acme', 'Acme'], { cwd: root, encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('usage');
  });
});
