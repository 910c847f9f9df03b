import { globSync } from 'node:fs';
import { matchesGlob } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_TESTS } from '../../vitest.base.ts';
import { libraries, root } from './libraries.mjs';
import { testFilesOf } from './stored.mjs';

/** The files tools/mutation/vitest.config.ts runs for a library: its include, less `NOT_TESTS`. */
function filesVitestRuns(tests: string): string[] {
  const include = tests.endsWith('.ts') ? tests : `${tests}/**/*.test.{ts,tsx}`;
  return globSync(include, { cwd: root })
    .filter((file) => !NOT_TESTS.some((glob) => matchesGlob(file, glob)))
    .sort();
}

describe("a library's fingerprint records the tests Vitest runs for it", () => {
  it.each(libraries.map((library) => ({ name: library.name, library })))('$name', ({ library }) => {
    const files = testFilesOf(library);
    expect(files.length).toBeGreaterThan(0);
    expect(files).toEqual(filesVitestRuns(library.tests));
  });

  it("leaves out api's lint fixture that is named like a test, which Vitest never runs", () => {
    const api = libraries.find((library) => library.slug === 'api')!;
    expect(globSync(`${api.tests}/**/*.test.ts`, { cwd: root })).toContain('libs/api/src/__fixtures__/test-reaches-up.fixture.test.ts');
    expect(testFilesOf(api)).not.toContain('libs/api/src/__fixtures__/test-reaches-up.fixture.test.ts');
  });
});
