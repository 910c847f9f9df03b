/**
 * What every Vitest run shares (the root `vitest.config.ts` and the mutation runs'
 * `tools/mutation/vitest.config.ts`): the app's Vite preset, jsdom, the setup file, and which
 * files are tests.
 */
import { resolve } from 'node:path';
import type { ViteUserConfig } from 'vitest/config';
import { portalPreset, settingsFromEnv, workspaceRoot } from './apps/portal/build/preset.ts';

export const ALL_TESTS = ['{apps,libs,programs,tools}/**/*.test.{ts,tsx}'];
export const NOT_TESTS = ['**/node_modules/**', '**/__fixtures__/**', 'dist/**', 'apps/portal-e2e/**', '.stryker-tmp/**'];

/**
 * Tests of rules that read or show a date. They run again in US time zones: our patients are in
 * the US, and a date-only value parsed as UTC midnight reads as the day before there, which a
 * run in UTC alone cannot notice.
 */
export const DATE_TESTS = ['libs/{formats,validation,api,care}/src/**/*.test.ts'];
export const US_TIME_ZONES = ['America/New_York', 'America/Los_Angeles'] as const;

export function baseTestConfig(): ViteUserConfig {
  return {
    ...portalPreset({ ...settingsFromEnv({ ...process.env, PORTAL_PROGRAM: process.env.PORTAL_PROGRAM ?? 'BISP' }), mockDelayMs: 0 }),
    root: workspaceRoot,
    test: {
      environment: 'jsdom',
      setupFiles: [resolve(workspaceRoot, 'libs/testing/src/setup.ts')],
      restoreMocks: true,
      testTimeout: 20_000,
    },
  };
}
