import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A comment says why the code is so, from the specs or a measurement; never which issue asked for
 * it (an issue is history: it is closed, renumbered or lost, and the reason must stand without it).
 * Every source file the project writes, its tests included.
 */
const root = resolve(__dirname, '../..');
const FOLDERS = ['apps', 'libs', 'tools', 'programs', '.storybook', '.ci'];
const SOURCE = /\.(ts|tsx|mjs|js|py)$|^run$/;
const SKIP = new Set(['node_modules', 'dist', '__fixtures__', 'baselines', 'incremental']);

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : sources(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

// Spelled apart so that this file does not match itself.
const ISSUE_REFERENCE = new RegExp(['\\b[Ii]ssue', '\\s+(#?\\d+|"[^"]+")'].join(''));

describe('code comments', () => {
  it('cite no issue', () => {
    const found = FOLDERS.flatMap((folder) => sources(join(root, folder))).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (ISSUE_REFERENCE.test(line) ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
