// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { baseTestConfig } from '../../vitest.base.ts';
import { CONFIG_ROOTS, fingerprintOf, moduleGraph, planOf, type Inputs, type StoredResults } from './fingerprint.mjs';
import { libraries, root as repoRoot } from './libraries.mjs';
import { inputsOf, settingsOf } from './stored.mjs';

/**
 * A small workspace in a temporary folder, laid out as the portal's: path aliases in
 * tsconfig.base.json, the mutation run's Vitest config spreading the app's build preset, a shared
 * table helper, the copy, a library with a barrel, and the packages as bare package.json files.
 */
const FILES: Record<string, string> = {
  'tsconfig.base.json': JSON.stringify({
    compilerOptions: {
      module: 'ESNext',
      moduleResolution: 'bundler',
      allowImportingTsExtensions: true,
      noEmit: true,
      strict: true,
      paths: { '@fx/rules': ['./libs/rules/src/index.ts'], '@fx/copy': ['./libs/copy/src/en.ts'] },
    },
  }),
  'tools/mutation/tsconfig.json': JSON.stringify({ extends: '../../tsconfig.base.json', include: ['../../libs/rules/src/**/*.ts'] }),
  'tools/mutation/vitest.config.ts': "import { defineConfig } from 'vitest/config';\nimport { base } from '../../vitest.base.ts';\nexport default defineConfig(base);\n",
  'vitest.base.ts': "import { preset } from './apps/portal/build/preset.ts';\nimport { languages } from '@fx/copy';\nexport const base = { ...preset, languages };\n",
  'libs/testing/src/setup.ts': "import { afterEach } from 'vitest';\nafterEach(() => undefined);\n",
  'apps/portal/build/preset.ts': "export const preset = { define: { __PORTAL_MOCK__: 'true' } };\n",
  'libs/testing/src/table.ts': "import { expect, it } from 'vitest';\nexport function itMapsEach<I, O>(fn: (input: I) => O, rows: [I, O][]) {\n  it.each(rows)('%j', (input, output) => expect(fn(input)).toEqual(output));\n}\n",
  'libs/copy/src/en.ts': "export const copy = { hello: 'Hello' };\nexport const languages = ['en'];\n",
  'libs/rules/src/index.ts': "export { add } from './add.ts';\nexport { greet } from './greet.ts';\nexport type { Shape } from './shape.ts';\n",
  'libs/rules/src/shape.ts': 'export interface Shape { n: number }\n',
  'libs/rules/src/add.ts': "import type { Shape } from './shape.ts';\nexport const add = (shape: Shape) => shape.n + 1;\n",
  'libs/rules/src/greet.ts': "import { copy } from '@fx/copy';\nimport { z } from 'zod';\nexport const greet = (name: string) => `${copy.hello} ${z.string().parse(name)}`;\n",
  'libs/rules/src/add.test.ts': "import { itMapsEach } from '../../testing/src/table.ts';\nimport { add } from '@fx/rules';\nitMapsEach(add, [[{ n: 1 }, 2]]);\n",
  'libs/rules/src/greet.test.ts': "import { expect, it } from 'vitest';\nimport { copy } from '@fx/copy';\nimport { greet } from './greet.ts';\nit('greets', () => expect(greet('Ann')).toBe(`${copy.hello} Ann`));\n",
};
const PACKAGES: Record<string, { version: string; dependencies?: Record<string, string> }> = {
  vitest: { version: '5.1.1', dependencies: { vite: '*' } },
  vite: { version: '8.3.8' },
  zod: { version: '4.6.7' },
  typescript: { version: '6.0.3' },
  '@stryker-mutator/core': { version: '10.1.1' },
  '@stryker-mutator/vitest-runner': { version: '10.1.1' },
  '@stryker-mutator/typescript-checker': { version: '10.1.1' },
};
const MUTATED = ['libs/rules/src/add.ts', 'libs/rules/src/greet.ts', 'libs/rules/src/index.ts', 'libs/rules/src/shape.ts'];
const TESTS = ['libs/rules/src/add.test.ts', 'libs/rules/src/greet.test.ts'];
const RUN = { stryker: '10.1.1', settings: { coverageAnalysis: 'perTest' } };

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
};
const installed = (name: string, version: string) => write(`node_modules/${name}/package.json`, JSON.stringify({ name, ...PACKAGES[name], version }));
const inputs = (run: unknown = RUN): Inputs => fingerprintOf({ root, mutated: MUTATED, tests: TESTS, run, graph: moduleGraph(root) });

/**
 * Stored results as run.mjs keeps them: test 0 is in add.test.ts, test 1 in greet.test.ts; one
 * mutant killed by each, a survivor covered by both, and a compile error in add.ts.
 */
function storedFrom(recorded: StoredResults['inputs']): StoredResults {
  return {
    inputs: recorded,
    files: {
      'libs/rules/src/add.ts': {
        mutants: [
          { id: '0', status: 'Killed', coveredBy: ['0'], killedBy: ['0'] },
          { id: '1', status: 'CompileError' },
        ],
      },
      'libs/rules/src/greet.ts': {
        mutants: [
          { id: '2', status: 'Killed', coveredBy: ['1'], killedBy: ['1'] },
          { id: '3', status: 'Survived', coveredBy: ['0', '1'] },
        ],
      },
    },
    testFiles: {
      'libs/rules/src/add.test.ts': { tests: [{ id: '0', name: 'add' }] },
      'libs/rules/src/greet.test.ts': { tests: [{ id: '1', name: 'greets' }] },
    },
  };
}

/** The ids of the stored mutants a plan tests again. */
function retested(plan: ReturnType<typeof planOf>, stored: StoredResults): string[] {
  if (plan.kind !== 'incremental') throw new Error(`expected an incremental run, got ${JSON.stringify(plan)}`);
  return Object.entries(stored.files).flatMap(([fileName, file]) => file.mutants.filter((mutant) => !plan.keep(fileName, mutant)).map((mutant) => mutant.id));
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mutation-fingerprint-'));
  for (const [file, text] of Object.entries(FILES)) write(file, text);
  for (const [name, { version }] of Object.entries(PACKAGES)) installed(name, version);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the fingerprint of stored mutation results: everything the tests read', () => {
  it('names, per test file, the shared helpers, the copy and the packages it reads, through path aliases and barrels', () => {
    const { tests, config } = inputs();
    expect(tests['libs/rules/src/add.test.ts']).toEqual(['libs/rules/src/add.test.ts', 'libs/rules/src/add.ts', 'libs/rules/src/index.ts', 'libs/testing/src/table.ts', 'npm:vitest']);
    expect(tests['libs/rules/src/greet.test.ts']).toEqual(['libs/copy/src/en.ts', 'libs/rules/src/greet.test.ts', 'libs/rules/src/greet.ts', 'npm:vitest', 'npm:zod']);
    expect(config).toEqual(expect.arrayContaining(['tools/mutation/vitest.config.ts', 'vitest.base.ts', 'libs/testing/src/setup.ts', 'npm:vitest']));
  });

  it('a change to the shared table helper re-tests the mutants its tests killed, and not the others', () => {
    const stored = storedFrom(inputs());
    write('libs/testing/src/table.ts', FILES['libs/testing/src/table.ts']!.replace('toEqual', 'toBeDefined'));
    const plan = planOf(stored, inputs());
    expect(plan).toMatchObject({ kind: 'incremental', changed: ['libs/testing/src/table.ts'], stale: ['libs/rules/src/add.test.ts'] });
    // Mutant 0 was killed by the table's test; the survivor may be killed by any test.
    expect(retested(plan, stored)).toEqual(['0', '3']);
  });

  it('a change to the copy re-tests what the tests reading it killed; a test reaching the library through its barrel for other names keeps its results', () => {
    const stored = storedFrom(inputs());
    write('libs/copy/src/en.ts', FILES['libs/copy/src/en.ts']!.replace("'Hello'", "'Hi'"));
    const plan = planOf(stored, inputs());
    expect(plan).toMatchObject({ kind: 'incremental', changed: ['libs/copy/src/en.ts'], stale: ['libs/rules/src/greet.test.ts', 'libs/rules/src/greet.ts', 'libs/rules/src/index.ts'] });
    expect(retested(plan, stored)).toEqual(['2', '3']);
  });

  it('a name taken from a barrel that no module is seen to export reads every module the barrel re-exports whole', () => {
    write('libs/rules/src/index.ts', `${FILES['libs/rules/src/index.ts']}export * from './limits.ts';\n`);
    write('libs/rules/src/limits.ts', 'export const { maximum } = { maximum: 3 };\n');
    write('libs/rules/src/add.test.ts', "import { maximum } from '@fx/rules';\nexport const seen = maximum;\n");
    expect(inputs().tests['libs/rules/src/add.test.ts']).toContain('libs/rules/src/limits.ts');
  });

  it('a change to the Vitest config or its setup file re-tests every mutant, saying what changed', () => {
    const stored = storedFrom(inputs());
    write('vitest.base.ts', `${FILES['vitest.base.ts']}export const timeout = 1;\n`);
    expect(planOf(stored, inputs())).toEqual({ kind: 'full', reason: 'what every test reads changed (vitest.base.ts)' });
    write('vitest.base.ts', FILES['vitest.base.ts']!);
    write('libs/testing/src/setup.ts', `${FILES['libs/testing/src/setup.ts']}afterEach(() => null);\n`);
    expect(planOf(stored, inputs())).toEqual({ kind: 'full', reason: 'what every test reads changed (libs/testing/src/setup.ts)' });
  });

  it('a new version of a package re-tests what the tests importing it killed', () => {
    const stored = storedFrom(inputs());
    installed('zod', '4.7.0');
    const plan = planOf(stored, inputs());
    expect(plan).toMatchObject({ kind: 'incremental', changed: ['npm:zod'] });
    expect(retested(plan, stored)).toEqual(['2', '3']);
  });

  it('a change to a type the tests never run re-checks only the compile errors of the files that import it', () => {
    const stored = storedFrom(inputs());
    write('libs/rules/src/shape.ts', 'export interface Shape { n: number; name?: string }\n');
    const plan = planOf(stored, inputs());
    expect(plan).toMatchObject({ kind: 'incremental', changed: ['libs/rules/src/shape.ts'] });
    expect(retested(plan, stored)).toEqual(['1']);
  });

  it('the app build preset and the libraries the config imports leave the results alone while no test reads what the preset acts on', () => {
    const stored = storedFrom(inputs());
    write('apps/portal/build/preset.ts', "export const preset = { define: { __PORTAL_MOCK__: 'false' } };\n");
    expect(planOf(stored, inputs()).kind).toBe('reuse');
    write('libs/rules/src/greet.ts', `${FILES['libs/rules/src/greet.ts']}export const mock = __PORTAL_MOCK__;\n`);
    expect(inputs().config).toContain('apps/portal/build/preset.ts');
  });

  it('unchanged: the stored results are reused as they are', () => {
    expect(planOf(storedFrom(inputs()), inputs())).toEqual({ kind: 'reuse' });
  });

  it('other settings or another Stryker re-test every mutant', () => {
    expect(planOf(storedFrom(inputs()), inputs({ ...RUN, stryker: '10.2.0' }))).toEqual({ kind: 'full', reason: 'the Stryker version or settings changed' });
  });
});

describe('stored results that cannot be proven current run the library in full', () => {
  it('results recorded with only the mutated and test files (older than what their tests read)', () => {
    const older = { digest: 'a1', files: { 'libs/rules/src/add.ts': 'b2', 'libs/rules/src/add.test.ts': 'c3' } };
    expect(planOf(storedFrom(older), inputs())).toEqual({
      kind: 'full',
      reason: 'the stored results do not record everything their tests read, so they cannot be proven current',
    });
  });

  it('no stored results', () => {
    expect(planOf(null, inputs())).toEqual({ kind: 'full', reason: 'no stored results' });
  });

  it('a test that imports what the graph cannot resolve fails the fingerprint, naming both', () => {
    write('libs/rules/src/add.test.ts', `${FILES['libs/rules/src/add.test.ts']}import './fixtures/missing.ts';\n`);
    expect(() => inputs()).toThrow('libs/rules/src/add.test.ts imports ./fixtures/missing.ts, which does not resolve');
  });
});

describe("the portal's own mutation libraries", () => {
  it('a test of validation is fingerprinted with the table helper and the copy it reads', () => {
    const validation = libraries.find((library) => library.slug === 'validation')!;
    const { tests, config } = inputsOf(validation, settingsOf(validation));
    expect(tests['libs/validation/src/contact.test.ts']).toContain('libs/testing/src/table.ts');
    expect(tests['libs/validation/src/keys.test.ts']).toContain('libs/program-config/src/copy/en.ts');
    expect(config).toEqual(expect.arrayContaining(['tools/mutation/vitest.config.ts', 'vitest.base.ts']));
  });

  it('the fingerprint starts from every setup file of the Vitest config', () => {
    const setupFiles = [baseTestConfig().test?.setupFiles ?? []].flat().map((file) => file.replace(`${repoRoot}/`, ''));
    expect(CONFIG_ROOTS).toEqual(expect.arrayContaining(setupFiles));
  });
});
