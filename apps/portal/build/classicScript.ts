/**
 * Scripts the build writes into pages or beside them (the boot script, offline.js) are typed
 * functions in the build's modules, so the type checker and the linter read them like the app's
 * code; the page gets the function's text, called with its arguments, minified.
 */
import { minifySync } from 'vite';

/** What a script's arguments may be: they reach the page as JSON. */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * A classic script that calls `run` with `args`. `run` runs in the page, not in its module: it may
 * use its parameters and the page's globals only (no import, no name of its module).
 */
export function classicScript<Args extends Json[]>(run: (...args: Args) => void, ...args: Args): string {
  const call = `(${run.toString()})(${args.map((arg) => JSON.stringify(arg)).join(',')})`;
  const result = minifySync('script.js', call);
  if (result.errors.length > 0) throw new Error(`The script of ${run.name || 'a function'} does not minify: ${result.errors.map((error) => error.message).join('; ')}`);
  return result.code;
}
