import { chromiumLaunchOptions } from '@portal/testing/chromium';
import { defineConfig } from '@playwright/test';

/**
 * Local visual and accessibility check of the built Storybook. Run it through
 * `node tools/scripts/visual-check.mjs`, which serves dist/storybook on the fixed port first.
 */
const port = Number(process.env.VISUAL_PORT ?? 6106);

export default defineConfig({
  testDir: '.',
  testMatch: ['visual.spec.ts', 'programme.spec.ts', 'studio.spec.ts'],
  outputDir: '../../../test-results/visual',
  // apps/portal-e2e/visual/baselines/<CODE>/<story-id>.png, the same on every OS (no platform suffix).
  snapshotPathTemplate: './baselines/{arg}{ext}',
  // A missing baseline fails without writing one; `--update-snapshots` writes them on purpose.
  updateSnapshots: 'none',
  fullyParallel: true,
  workers: process.env.VISUAL_WORKERS ? Number(process.env.VISUAL_WORKERS) : 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '../../../.tmp/visual-results.json' }]],
  expect: {
    // What a story's capture may differ from its baseline by (apps/portal-e2e/visual/README.md "Thresholds").
    // threshold: a pixel counts as different from a colour distance of 0.05 (pixelmatch's YIQ
    // scale; Playwright's default 0.2 let a green button pass for a navy one). Chromium's own
    // run-to-run noise here stays under 0.025, at the anti-aliased edges of rounded boxes.
    // maxDiffPixels: 10, absolute, whatever the story's size; one changed digit of an amount
    // ($25.00 to $25.80) is 20 pixels.
    toHaveScreenshot: { maxDiffPixels: 10, threshold: 0.05, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'UTC',
    serviceWorkers: 'block',
    launchOptions: {
      ...chromiumLaunchOptions,
      // Same text rendering on every run.
      args: [...chromiumLaunchOptions.args, '--font-render-hinting=none', '--disable-lcd-text'],
    },
  },
});
