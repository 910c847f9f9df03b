// @vitest-environment node
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { classicScript } from './classicScript.ts';

describe('a typed function as a page\'s script', () => {
  it('calls the function with its arguments, as JSON, using only the page\'s globals', () => {
    const script = classicScript(
      (name: string, count: number, options: { on: boolean; list: string[] }) => {
        // A page's global (the test's context gives it): the function cannot reach its module.
        const page = globalThis as unknown as { seen: unknown[] };
        page.seen.push(name, count, options.on, options.list.length);
      },
      'a "quote" and a \\ backslash',
      3,
      { on: true, list: ['a', 'b'] },
    );
    const page = { seen: [] as unknown[] };
    runInNewContext(script, page);
    expect(page.seen).toEqual(['a "quote" and a \\ backslash', 3, true, 2]);
  });

  it('is minified: one line, no comment', () => {
    const script = classicScript((delay: number) => {
      // a comment the page does not need
      setTimeout(() => {}, delay);
    }, 3000);
    expect(script).not.toMatch(/\n|comment/);
    expect(script).toContain('3e3');
  });

  it('fails the build for a function whose text is not an expression (a method)', () => {
    const holder = {
      run(value: number) {
        return value;
      },
    };
    expect(() => classicScript(holder.run, 1)).toThrow(/does not minify/);
  });
});
