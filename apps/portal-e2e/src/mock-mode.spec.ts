import { expect, test } from './fixtures.ts';

// These builds run in mock mode: the MSW service worker controls the page.
test('the page is controlled by the mock service worker', async ({ page, visit }) => {
  await visit('/');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/mockServiceWorker\.js$/);
});
