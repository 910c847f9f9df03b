import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { ALL_TESTS, baseTestConfig, DATE_TESTS, NOT_TESTS, US_TIME_ZONES } from './vitest.base.ts';

/**
 * Unit and component tests of every project, through the same Vite preset as the app, in UTC;
 * the date rules once more in each US time zone (see DATE_TESTS).
 *
 * Rules (`*.test.ts`) run in Node's environment and components (`*.test.tsx`) in jsdom: creating a
 * jsdom for every file was the largest share of the run, and a rule file that needs the browser's
 * storage or window says so with `// @vitest-environment jsdom`. One worker per core: Vitest's own
 * default leaves a core to its main process, which does little in a run like this.
 *
 * Files are not isolated from each other (`isolate: false`): a worker imports the libraries and
 * builds its jsdom once, not once per file, and those were most of the run's time. So a test
 * leaves the globals as it found them: Testing Library unmounts after each test, `restoreMocks`
 * puts spies back, and a test that writes storage, fakes timers or stubs a global clears it in its
 * own `afterEach`. `npx vitest run --sequence.shuffle.files` finds a test that passes only after
 * another file has run.
 */
const base = baseTestConfig();
const RULES = ALL_TESTS.map((pattern) => pattern.replace('.{ts,tsx}', '.ts'));
const COMPONENTS = ALL_TESTS.map((pattern) => pattern.replace('.{ts,tsx}', '.tsx'));

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    maxWorkers: availableParallelism(),
    projects: [
      { extends: true, test: { name: 'UTC', include: RULES, exclude: NOT_TESTS, environment: 'node', isolate: false, env: { TZ: 'UTC' } } },
      { extends: true, test: { name: 'UTC components', include: COMPONENTS, exclude: NOT_TESTS, isolate: false, env: { TZ: 'UTC' } } },
      ...US_TIME_ZONES.map((zone) => ({
        extends: true as const,
        test: { name: zone, include: DATE_TESTS, exclude: NOT_TESTS, environment: 'node', isolate: false, env: { TZ: zone } },
      })),
    ],
  },
});
