/**
 * A signed-in tab opened on a signed-in page (a bookmark, a reload, a link from a text message)
 * asks for the patient's profile beside the page's own code, not after it: the boot script
 * starts the call with the HTML, and the app takes it over. Proved by holding back every script
 * (the page's code, and the entry itself): the profile call must still go out while they are held,
 * once. Had it waited for the entry or the page, it never would. The session's runtime, which no
 * page needs to show, comes after the first answer.
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

test('a reload of /prescriptions sends the profile call before the entry script has arrived, and the app takes it over: one call', async ({ page, program, baseURL, request }) => {
  await signIn(page, program);
  await expectAt(page, baseURL, '/prescriptions');
  // The shell's entry: main.tsx, which otherwise starts the call (docs/decisions/0057-the-boot-script-asks-for-a-signed-in-pages-profile.md).
  const entry = /data-entry="([^"]+)"/.exec(await (await request.get('/prescriptions')).text())?.[1];
  expect(entry, 'the shell\'s entry script').toMatch(/^\/assets\/.+\.js$/);

  // Every script is held back, the entry first among them: no module of the app can run.
  const held: Route[] = [];
  let releasing = false;
  await page.route('**/assets/*.js', (route) => {
    if (releasing) return route.continue();
    held.push(route);
  });
  const profileCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'GET' && sent.url() === `${SANDBOX_ORIGIN}${paths.profile}`) profileCalls.push(sent.url());
  });
  const profileAsked = page.waitForRequest((sent) => sent.method() === 'GET' && sent.url() === `${SANDBOX_ORIGIN}${paths.profile}`, { timeout: 15_000 });
  const runtimeLoaded = page.waitForResponse((response) => /^\/assets\/runtime-[\w-]+\.js$/.test(new URL(response.url()).pathname));
  // The held entry holds the load event back: the reload is under way once the document has come.
  await page.reload({ waitUntil: 'commit' });
  const asked = await profileAsked;
  expect((await asked.allHeaders())['jwttoken'], 'the session\'s token, as the app\'s client sends it').toBeTruthy();
  // The entry was asked for and is still held: main.tsx had not run when the call went out.
  await expect.poll(() => held.map((route) => new URL(route.request().url()).pathname), { message: 'scripts held back' }).toContain(entry);
  releasing = true;
  await Promise.all(held.map((route) => route.continue()));
  await page.unroute('**/assets/*.js');

  await expect(page.getByRole('heading', { level: 1, name: program.copy.pages.prescriptions })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await runtimeLoaded;
  // The app read that call's answer instead of asking again.
  expect(profileCalls, 'profile calls of the reload').toHaveLength(1);
});

test('the session\'s runtime (the token lifecycle) is asked for only once the page has its profile', async ({ page, program, baseURL }) => {
  await signIn(page, program);
  await expectAt(page, baseURL, '/prescriptions');
  // The document signed in on asks for its own runtime a second after its first answer. Until it
  // has, that request could still come after the listeners below and before the reload, and be
  // read as the reload's: wait for it, so only the reloaded document's requests are counted.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /^\/assets\/runtime-[\w-]+\.js$/.test(new URL(entry.name).pathname))), {
      message: 'the signed-in document has asked for its runtime',
    })
    .toBe(true);

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
