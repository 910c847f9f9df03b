import { expect, it } from 'vitest';

/**
 * A one-argument function's table test: one test per row of `[input, expected output]`, named by
 * `title` as `it.each` formats it with the row; the output must equal the expected value.
 */
export function itMapsEach<I, O>(fn: (input: I) => O, title: string, rows: readonly (readonly [I, O])[]) {
  it.each(rows as [I, O][])(title, (input, expected) => {
    expect(fn(input)).toEqual(expected);
  });
}
