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

test('the session\'s runtime (the token lifecycle) is asked for only once the page has had its first answer', async ({ page, program, baseURL }) => {
  await signIn(page, program);
  await expectAt(page, baseURL, '/prescriptions');
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  // The reloaded document's own clock (Resource Timing), not the order in which the test runner
  // hears of requests: on a busy machine its events for two requests can come in either order.
  const read = () =>
    page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(({ name, initiatorType, startTime, responseEnd }) => ({
        path: new URL(name).pathname,
        initiatorType,
        startTime: Math.round(startTime),
        responseEnd: Math.round(responseEnd),
      })),
    );
  const isRuntime = (path: string) => /^\/assets\/runtime-[\w-]+\.js$/.test(path);
  // It does load (SessionProvider.tsx: a second after the first answer).
  await expect.poll(async () => (await read()).some((entry) => isRuntime(entry.path)), { message: 'the reloaded page has asked for its runtime' }).toBe(true);
  const entries = await read();
  const runtime = entries.find((entry) => isRuntime(entry.path))!;
  const answers = entries.filter((entry) => entry.initiatorType === 'fetch' && entry.responseEnd > 0);
  const profile = answers.find((entry) => entry.path === new URL(`${SANDBOX_ORIGIN}${paths.profile}`).pathname);
  const firstAnswer = Math.min(...answers.map((entry) => entry.responseEnd));
  const timeline = JSON.stringify(entries.filter((entry) => entry.initiatorType === 'fetch' || isRuntime(entry.path)));
  expect(profile, `the reload's profile call (${timeline})`).toBeDefined();
  expect(runtime.startTime, `ms into the page when the runtime was asked for, after the first answer (${timeline})`).toBeGreaterThan(firstAnswer);
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
