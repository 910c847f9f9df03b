import { defineConfig } from 'vitest/config';
import { portalPreset, settingsFromEnv } from './tools/vite/preset.ts';

/** Unit and component tests of every project, through the same Vite preset as the app. */
export default defineConfig({
  ...portalPreset({ ...settingsFromEnv({ ...process.env, PORTAL_PROGRAM: process.env.PORTAL_PROGRAM ?? 'BISP' }), mockDelayMs: 0 }),
  test: {
    include: ['{apps,libs,programs,tools}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'dist/**', 'apps/portal-e2e/**'],
    environment: 'jsdom',
    setupFiles: ['./tools/testing/setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
});
