import { defineConfig } from 'vitest/config';
import { ALL_TESTS, baseTestConfig, DATE_TESTS, NOT_TESTS, US_TIME_ZONES } from './vitest.base.ts';

/**
 * Unit and component tests of every project, through the same Vite preset as the app, in UTC;
 * the date rules once more in each US time zone (see DATE_TESTS).
 */
const base = baseTestConfig();

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    projects: [
      { extends: true, test: { name: 'UTC', include: ALL_TESTS, exclude: NOT_TESTS, env: { TZ: 'UTC' } } },
      ...US_TIME_ZONES.map((zone) => ({
        extends: true as const,
        // Pure rules: Node's environment is enough, and much cheaper than jsdom.
        test: { name: zone, include: DATE_TESTS, exclude: NOT_TESTS, environment: 'node', env: { TZ: zone } },
      })),
    ],
  },
});
