/**
 * A signed-in tab opened on a signed-in page (a bookmark, a reload, a link from a text message)
 * asks for the patient's profile beside the page's own code, not after it: main.tsx
 * starts the call as soon as the entry runs. Proved by holding back every script the app shell
 * (app.html) does not load itself, the page's code among them: the profile call must still go out
 * while they are held. Had it waited for the page to render, it never would. The session's runtime,
 * which no page needs to show, comes after the first answer.
 */
import type { Route } from '@playwright/test';
import { paths } from '@portal/api/paths';
import { expect, test } from '../fixtures.ts';
import { expectAt, signIn } from '../support/signIn.ts';
import { resetSandbox, SANDBOX_ORIGIN } from './sandbox.ts';

// What these tests time is the network's order of a page load. The production build's worker
// answers the scripts it precached from Cache Storage, where neither page.route nor the request
// events see them (and only once it has finished precaching, so a held script would be held or not
// by chance): the load is measured without it. The worker has its own spec (pwa.spec.ts).
test.use({ serviceWorkers: 'block' });

test.beforeEach(async () => {
  await resetSandbox();
});

test('a reload of /prescriptions asks for the profile before the page\'s code has arrived, once', async ({ page, program, baseURL, request }) => {
  await signIn(page, program);
  await expectAt(page, baseURL, '/prescriptions');

  // The scripts the shell loads by itself: its entry and everything it preloads (its boot
  // script's data-entry and data-preload).
  const shell = await (await request.get('/prescriptions')).text();
  const shellScripts = new Set([...shell.matchAll(/\/assets\/[^"\s]+\.js/g)].map((match) => match[0]));
  expect(shellScripts.size).toBeGreaterThan(1);

  const held: Route[] = [];
  let releasing = false;
  await page.route('**/assets/*.js', (route) => {
    if (releasing || shellScripts.has(new URL(route.request().url()).pathname)) return route.continue();
    held.push(route);
  });
  const profileCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'GET' && sent.url() === `${SANDBOX_ORIGIN}${paths.profile}`) profileCalls.push(sent.url());
  });

  const profileAsked = page.waitForRequest((sent) => sent.method() === 'GET' && sent.url() === `${SANDBOX_ORIGIN}${paths.profile}`);
  // The session's runtime loads a second after the first answer (SessionProvider.tsx): the page is
  // at rest, for this test's end and the final page's checks, only once it has arrived.
  const runtimeLoaded = page.waitForResponse((response) => /^\/assets\/runtime-[\w-]+\.js$/.test(new URL(response.url()).pathname));
  await page.reload();
  await profileAsked;
  // The page's code was asked for too, and is still held back: the call did not wait for it.
  expect(held.length, 'scripts held back when the profile call went out').toBeGreaterThan(0);
  releasing = true;
  await Promise.all(held.map((route) => route.continue()));
  // The measured load is over: the rest of the test, and the final page's checks, load scripts as
  // a patient's browser does, not through the test's interception.
  await page.unroute('**/assets/*.js');

  await expect(page.getByRole('heading', { level: 1, name: program.copy.pages.prescriptions })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(profileCalls, 'profile calls of the reload').toHaveLength(1);
  await runtimeLoaded;
});

test('the session\'s runtime (the token lifecycle) is asked for only once the page has its profile', async ({ page, program, baseURL }) => {
  await signIn(page, program);
  await expectAt(page, baseURL, '/prescriptions');

  const order: string[] = [];
  page.on('request', (sent) => {
    if (/^\/assets\/runtime-[\w-]+\.js$/.test(new URL(sent.url()).pathname)) order.push('runtime asked');
  });
  page.on('requestfinished', (sent) => {
    if (sent.method() === 'GET' && sent.url() === `${SANDBOX_ORIGIN}${paths.profile}`) order.push('profile answered');
  });
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  // It does load (SessionProvider.tsx: a second after the first answer), after the profile.
  await expect.poll(() => order, { message: 'what the reload asked for, in order' }).toContain('runtime asked');
  expect(order.slice(0, 2)).toEqual(['profile answered', 'runtime asked']);
});

test('a reload of /prescriptions shows the header\'s menu with the page, not after it', async ({ page, program, baseURL }) => {
  await signIn(page, program);
  await expectAt(page, baseURL, '/prescriptions');
  const menuName = program.copy.common.openMenu;
  // From the reload on, every frame: when the first prescription shows, and when the menu button does.
  await page.addInitScript((name) => {
    const seen: { article?: number; menu?: number } = {};
    (window as unknown as { __firstFrames: typeof seen }).__firstFrames = seen;
    const frame = () => {
      seen.article ??= document.querySelector('main article') ? performance.now() : undefined;
      seen.menu ??= [...document.querySelectorAll('header button')].some((button) => button.getAttribute('aria-label') === name || button.textContent === name) ? performance.now() : undefined;
      if (seen.article === undefined || seen.menu === undefined) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, menuName);
  await page.reload();
  await expect(page.getByRole('button', { name: menuName })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { __firstFrames: { article: number; menu: number } }).__firstFrames);
  // The same frame; before the menu was asked for with the page it came about 260 ms later (React's Suspense throttle).
  expect(seen.menu - seen.article, 'ms from the page to its menu').toBeLessThanOrEqual(20);
});
