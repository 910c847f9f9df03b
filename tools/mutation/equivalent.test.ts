import { parseSync, traverse, type NodePath } from '@babel/core';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { equivalentReason, patterns, siteOf, sites } from './equivalent.mjs';
import { libraries, mutatedFiles, root } from './libraries.mjs';

const require = createRequire(import.meta.url);

/** Parses as Stryker's instrumenter does (Babel with the TypeScript preset) and lists the nodes the ignorer names. */
function ignoredIn(code: string, filename = 'example.ts') {
  const ast = parseSync(code, {
    filename,
    configFile: false,
    babelrc: false,
    // Every mutated file is TypeScript without JSX (libraries.mjs); a .tsx one would fail to parse here, by name.
    presets: [[require.resolve('@babel/preset-typescript'), { ignoreExtensions: true }]],
  });
  const found: { code: string; reason: string; site: (typeof sites)[number] | undefined }[] = [];
  traverse(ast!, {
    enter(path: NodePath) {
      const reason = equivalentReason(path);
      if (!reason) return;
      found.push({ code: code.slice(path.node.start!, path.node.end!), reason, site: siteOf(path) });
      path.skip(); // Stryker ignores the whole node: nothing inside it is asked again
    },
  });
  return found;
}

const everyMutatedFile = [...new Set(libraries.flatMap((library) => mutatedFiles(library)))];
const inRepository = everyMutatedFile.map((file) => ({ file, ignored: ignoredIn(readFileSync(join(root, file), 'utf8'), file) })).filter(({ ignored }) => ignored.length > 0);

describe('equivalent mutants: the patterns', () => {
  it("ignores setup()'s types and a console line", () => {
    const ignored = ignoredIn(`
      const machine = setup({ types: { context: {} as { n: number } }, actions: { log: () => console.warn('refused', url) } })
        .createMachine({ id: 'pay', initial: 'idle', states: { idle: { id: 'idle-state' } } });`);
    expect(ignored.map(({ code }) => code)).toEqual(['types: { context: {} as { n: number } }', "console.warn('refused', url)"]);
  });

  it('leaves the same names alone anywhere else', () => {
    const ignored = ignoredIn(`
      configure({ types: ['a'] });
      const state = { id: 'visible', states: { a: { id: 'nested' } } };
      logger.warn('a logger that is not the console');
      const t = { types: setup };`);
    expect(ignored).toEqual([]);
  });

  it('names each pattern once, with a reason', () => {
    expect(new Set(patterns.map(({ name }) => name)).size).toBe(patterns.length);
    for (const { reason } of patterns) expect(reason.length).toBeGreaterThan(20);
  });
});

describe('equivalent mutants: the sites', () => {
  it('a site is its literal inside the named declaration only', () => {
    const ignored = ignoredIn(`
      function done() { signal.removeEventListener('abort', done); }
      function other() { signal.removeEventListener('abort', other); }`);
    expect(ignored.map(({ code, site }) => [code, site?.within])).toEqual([["'abort'", 'done']]);
  });

  it.each(sites)('$file, in $within: matches exactly one literal of every mutated file, in its own file', (site) => {
    const matches = inRepository.flatMap(({ file, ignored }) => ignored.filter((entry) => entry.site === site).map(() => file));
    expect(matches).toEqual([site.file]);
  });
});

describe('equivalent mutants: in the repository', () => {
  it('ignores exactly what the list names, in the files it names', () => {
    const ignored = inRepository.flatMap(({ file, ignored }) => ignored.map(({ code, reason }) => `${file}: ${code.split('\n')[0]} (${reason.match(/^Equivalent \(([^)]+)\)/)![1]})`));
    expect(ignored).toEqual([
      "libs/api/src/client.ts: 'abort' (libs/api/src/client.ts, in done)",
      "libs/care/src/prescriptions.ts: '' (libs/care/src/prescriptions.ts, in lower)",
      'libs/machines/src/paySession/paySession.machine.ts: types: { (xstate-types)',
      'libs/machines/src/paySession/paySession.machine.ts: console.warn(`Payment: checkout URL refused (not https on an allowed host): ${checkoutUrlForLog(url)}`) (console-line)',
      "libs/machines/src/paySession/paySession.machine.ts: 'paySession' (libs/machines/src/paySession/paySession.machine.ts, in paySessionMachine)",
      'libs/machines/src/paymentReturn/paymentReturn.machine.ts: types: { (xstate-types)',
      'libs/machines/src/session/session.machine.ts: types: { (xstate-types)',
      'libs/machines/src/signIn/signIn.machine.ts: types: { (xstate-types)',
      'libs/machines/src/tokenLifecycle/tokenLifecycle.machine.ts: types: { (xstate-types)',
      'libs/machines/src/wizard/wizard.machine.ts: types: { (xstate-types)',
    ]);
  });

  it('product code carries no Stryker directive: the notes are all here', () => {
    const grep = spawnSync('git', ['grep', '-n', '-I', '-e', 'Stryker disable', '-e', 'Stryker restore', '--', 'apps', 'libs', 'programs'], { cwd: root, encoding: 'utf8' });
    expect(grep.stdout).toBe('');
    expect(grep.status).toBe(1); // git grep: 1 is "nothing found", anything else is an error
  });
});
