import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');

describe('building a programme whose folder has a bad field', () => {
  it('fails the build with a message naming the file and the field', () => {
    const result = spawnSync(process.execPath, ['tools/scripts/portal.mjs', 'build', 'BISP'], {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        PORTAL_PROGRAM_DIR: 'libs/program-config/src/__fixtures__/broken-program',
        PORTAL_OUT_DIR: 'broken-program-must-not-exist',
      },
    });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status).not.toBe(0);
    expect(output).toContain('libs/program-config/src/__fixtures__/broken-program/program.json');
    expect(output).toContain('features.payment.enabled');
  });
});
