import { join, resolve } from 'node:path';
import type { PlaywrightTestConfig, ReporterDescription } from '@playwright/test';
import { headlessShellLaunchOptions } from '@portal/testing/chromium';

/**
 * What the three e2e configs (playwright.config.ts, playwright.sandbox.config.ts,
 * playwright.generator-smoke.config.ts) share: the runner's settings, the browser and the
 * `vite preview` server of a built portal. Each config adds its tests, workers, time-outs and servers.
 */
export const root = resolve(import.meta.dirname, '../..');
const vite = join(root, 'node_modules/vite/bin/vite.js');

/** The runner's settings; `name` names the artifacts folder and the JSON report under .tmp. */
export function runnerSettings(name: string, moreReporters: ReporterDescription[] = []) {
  return {
    testMatch: '**/*.spec.ts',
    outputDir: join(root, `.tmp/${name}-artifacts`),
    forbidOnly: true,
    retries: 0,
    expect: { timeout: 5_000 },
    reporter: [['list'], ['json', { outputFile: join(root, `.tmp/${name}-results.json`) }], ...moreReporters],
  } satisfies PlaywrightTestConfig;
}

export const browserUse = {
  browserName: 'chromium',
  headless: true,
  viewport: { width: 1280, height: 800 },
  locale: 'en-US',
  // A page at rest for every check: the portal's CSS turns transitions and animations off under
  // reduced motion. motion.spec.ts opts back in to test the motion itself.
  reducedMotion: 'reduce',
  // No trace by default: recording one costs every test CPU, and CI keeps no artifact to read it
  // from. A failure to look into is run again with `--trace retain-on-failure` (docs/testing.md).
  trace: 'off',
  screenshot: 'only-on-failure',
  // Never `playwright install` here: Debian's Chromium is used, its headless shell where installed
  // (libs/testing/src/chromium.ts); a spec about what only the whole browser has asks for it.
  launchOptions: headlessShellLaunchOptions,
} as const;

/**
 * `vite preview` of a built portal on its fixed, strict port. `env` pins every switch the Vite
 * config reads, so a caller's shell cannot point preview elsewhere.
 */
export function vitePreview(port: number, env: Record<string, string>, name: string) {
  return {
    // process.execPath: the same Node (24, from node_modules/.bin) that runs Playwright.
    command: [process.execPath, vite, 'preview', '--config', 'apps/portal/vite.config.ts', '--port', String(port), '--strictPort', '--host', '127.0.0.1']
      .map((part) => JSON.stringify(part))
      .join(' '),
    cwd: root,
    env,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
    name,
  } as const;
}
