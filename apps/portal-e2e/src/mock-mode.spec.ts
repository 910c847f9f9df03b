import { expect, test, testedOncePer } from './fixtures.ts';
import { expectAt, homeAfterSignIn, signIn } from './support/signIn.ts';

testedOncePer();

/**
 * These builds run in mock mode. The mock (MSW and its service worker) starts with the first call
 * to the API, so the public pages, which make none, never download it; from the first call on,
 * the service worker controls the page and answers.
 */
test('the mock service worker starts with the first API call, never on a page without one', async ({ page, program, visit, baseURL }) => {
  await visit('/');
  const controller = () => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
  // Given time to start (it would have by now), it has not.
  await page.waitForTimeout(500);
  expect(await controller(), 'the landing page, which calls nothing, runs without the mock').toBeNull();

  await signIn(page, program, { from: '/login' });
  await expectAt(page, baseURL, homeAfterSignIn(program));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(controller).toMatch(/\/mockServiceWorker\.js$/);
});
