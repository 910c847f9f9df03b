import { describe, expect, it } from 'vitest';
import { libraries, sentinelOf } from './libraries.mjs';

describe('mutation libraries: each has its sentinel', () => {
  it.each(libraries.map((library) => ({ name: library.name, library })))('$name: one marked line of code, in its own files', ({ library }) => {
    const { file, line } = sentinelOf(library);
    expect(file).toMatch(/\.ts$/);
    expect(line).toBeGreaterThan(1);
  });

  it('fails, naming the library, when its marker is gone', () => {
    const library = { name: 'amounts only', mutate: ['libs/formats/src/amounts.ts'] };
    expect(() => sentinelOf(library)).toThrow(/mutation library "amounts only": no "\/\/ mutation-sentinel" comment/);
  });

  it('fails when a library has two markers', () => {
    const library = { name: 'two', mutate: ['libs/formats/src/phone.ts', 'libs/validation/src/code.ts'] };
    expect(() => sentinelOf(library)).toThrow(/mutation library "two": 2 "\/\/ mutation-sentinel" comments \(libs\/formats\/src\/phone\.ts:\d+, libs\/validation\/src\/code\.ts:\d+\)/);
  });
});
