import { defineConfig } from 'vitest/config';
import { ALL_TESTS, baseTestConfig, NOT_TESTS } from '../../vitest.base.ts';

/**
 * The unit tests for mutation runs: one project, in UTC (the root config runs the date tests again
 * in US time zones; a mutant needs to be killed once, so running them three times would only
 * cost), in Node's environment (the rule libraries need no DOM; jsdom would triple the run). `tools/mutation/run.mjs` names the library's own tests in PORTAL_MUTATION_TESTS (a folder
 * or one file), so a rule counts as tested only by its own library's tests.
 */
const base = baseTestConfig();
const own = process.env.PORTAL_MUTATION_TESTS;
const include = own ? [own.endsWith('.ts') ? own : `${own}/**/*.test.{ts,tsx}`] : ALL_TESTS;

export default defineConfig({ ...base, test: { ...base.test, include, exclude: NOT_TESTS, environment: 'node', env: { TZ: 'UTC' } } });
