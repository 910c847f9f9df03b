/**
 * A signed-in tab opened on a signed-in page (a bookmark, a reload, a link from a text message)
 * asks for the patient's profile beside the page's own code, not after it (issue 14): main.tsx
 * starts the call as soon as the entry runs. Proved by holding back every script the app shell
 * (app.html) does not load itself, the page's code among them: the profile call must still go out
 * while they are held. Had it waited for the page to render, it never would.
 */
import type { Route } from '@playwright/test';
import { paths } from '../../../../libs/api/src/paths.ts';
import { expect, test } from '../fixtures.ts';
import { expectAt, signIn } from '../support/signIn.ts';
import { resetSandbox, SANDBOX_ORIGIN } from './sandbox.ts';

test.beforeEach(async () => {
  await resetSandbox();
});

test('a reload of /prescriptions asks for the profile before the page\'s code has arrived, once', async ({ page, program, baseURL, request }) => {
  await signIn(page, program);
  await expectAt(page, baseURL, '/prescriptions');

  // The scripts the shell loads by itself: its entry and everything it preloads.
  const shell = await (await request.get('/prescriptions')).text();
  const shellScripts = new Set([...shell.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!));
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
  await page.reload();
  await profileAsked;
  // The page's code was asked for too, and is still held back: the call did not wait for it.
  expect(held.length, 'scripts held back when the profile call went out').toBeGreaterThan(0);
  releasing = true;
  await Promise.all(held.map((route) => route.continue()));

  await expect(page.getByRole('heading', { level: 1, name: program.copy.pages.prescriptions })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(profileCalls, 'profile calls of the reload').toHaveLength(1);
});
