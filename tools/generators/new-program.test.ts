import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProgram } from '../../libs/program-config/src/load.ts';

const root = resolve(__dirname, '../..');
const dir = join(mkdtempSync(join(tmpdir(), 'new-program-')), 'ACME');

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('new-program generator', () => {
  let generated: SpawnSyncReturns<string>;
  beforeAll(() => {
    generated = spawnSync(process.execPath, ['tools/generators/new-program.mjs', 'ACME', 'Acme Care', '--dir', dir], { cwd: root, encoding: 'utf8' });
  });

  it('creates a programme folder that passes validation with every feature off', () => {
    expect(generated.stderr).toBe('');
    expect(generated.status).toBe(0);
    const loaded = loadProgram(dir, dir);
    expect(loaded.file.code).toBe('ACME');
    expect(loaded.file.displayName).toBe('Acme Care');
    // Its copy is the base copy in each language (which names the programme), and passes the translation check.
    expect(loaded.copy.landing.welcome).toBe('Welcome to {programName}');
    expect(loaded.translations.es.copy.landing.welcome).toBe('Le damos la bienvenida a {programName}');
    expect(Object.values(loaded.file.features).every((flag) => !flag.enabled)).toBe(true);
  });

  it('writes empty overrides in each language (only their $comment), which pass the translation check', () => {
    expect(JSON.parse(readFileSync(join(dir, 'copy.es.json'), 'utf8'))).toEqual({
      $comment: 'Spanish overrides of the base copy in libs/program-config/src/copy/es.ts. Each override in copy.en.json needs its Spanish here.',
    });
    expect(JSON.parse(readFileSync(join(dir, 'copy.en.json'), 'utf8')).$comment).toBe(
      'Overrides of the base copy in libs/program-config/src/copy/en.ts. Only keys that exist there are allowed.',
    );
  });

  it('refuses a code that is not capital letters or digits', () => {
    const result = spawnSync(process.execPath, ['tools/generators/new-program.mjs', 'acme', 'Acme'], { cwd: root, encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('usage');
  });
});
