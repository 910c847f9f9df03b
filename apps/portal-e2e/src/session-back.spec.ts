import type { Page } from '@playwright/test';
import { chromiumLaunchOptions } from '@portal/testing/chromium';
import { expect, test, testedOnceIn, type ProgramUnderTest } from './fixtures.ts';
import { walkClock } from './support/browser.ts';
import { accounts, expectAt, homeAfterSignIn, loginScreen, signIn } from './support/signIn.ts';

/**
 * After logout, and after an expiry, Back shows nothing of the session: the next person on a shared
 * family phone or a library computer must not read it. Chromium keeps pages for Back in its back/forward cache here: the
 * whole browser, since its headless shell (the other e2e specs' browser) has no such cache, and the
 * flag Playwright adds to turn that cache off is left out, so a page can come back exactly as
 * the patient left it, content and session in memory (libs/session/src/backForward.ts).
 * `page.goBack` waits for the document's commit only: a page restored from that cache fires no load.
 */
testedOnceIn('BISP');
test.use({ launchOptions: { ...chromiumLaunchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

/** The paths of the pages shown again from the back/forward cache, as the page reports them. */
function restoredFromCache(page: Page): string[] {
  const restored: string[] = [];
  page.on('console', (message) => {
    const [marker, path] = message.text().split(' ');
    if (marker === 'restored-from-back-forward-cache' && path) restored.push(path);
  });
  return restored;
}

/** Signs in, then opens My Prescriptions as its own page load; returns a drug name it shows. */
async function prescriptionsOnScreen(page: Page, program: ProgramUnderTest, baseURL: string | undefined): Promise<string> {
  await page.addInitScript(() => {
    addEventListener('pageshow', (event) => {
      if (event.persisted) console.log(`restored-from-back-forward-cache ${location.pathname}`);
    });
  });
  await signIn(page, program, { account: accounts.hubPatient });
  await expectAt(page, baseURL, homeAfterSignIn(program));
  await page.goto('/prescriptions');
  await expect(page.getByRole('heading', { level: 1, name: program.copy.prescriptions.title })).toBeVisible();
  const drug = await page.getByRole('article').first().getByRole('heading', { level: 2 }).innerText();
  expect(drug).not.toBe('');
  return drug;
}

/** What Back shows: the sign-in page (a signed-in page's guard sends there), nothing of the patient. */
async function expectNothingOfTheSession(page: Page, program: ProgramUnderTest, baseURL: string | undefined, drug: string) {
  await page.goBack({ waitUntil: 'commit' });
  await expectAt(page, baseURL, `/login?returnUrl=${encodeURIComponent('/prescriptions')}`);
  await expect(loginScreen(page, program.copy).heading).toBeVisible();
  await expect(page.getByText(drug)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: program.copy.prescriptions.title })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.hidden)).toBe(false);
}

test('logout from the menu, then Back: the sign-in page, not the prescriptions', async ({ page, program, baseURL }) => {
  const drug = await prescriptionsOnScreen(page, program, baseURL);
  await page.getByRole('button', { name: program.copy.menu.open }).click();
  await page.getByRole('dialog').getByRole('link', { name: program.copy.menu.logout }).click();
  await expectAt(page, baseURL, '/');
  await expect(page.getByRole('status').filter({ hasText: program.copy.session.signedOut })).toBeVisible();

  await expectNothingOfTheSession(page, program, baseURL, drug);
});

test('an idle expiry on a later page, then Back: the page kept for Back shows nothing and loads afresh', async ({ page, program, baseURL }) => {
  test.slow();
  await page.clock.install({ time: new Date('2026-03-02T14:00:00Z') });
  const restored = restoredFromCache(page);
  const drug = await prescriptionsOnScreen(page, program, baseURL);
  // A later page of the tab, as its own page load: the prescriptions page waits in the cache.
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: program.copy.pages.contactUs })).toBeVisible();
  await walkClock(page, 10 * 60_000, { stopWhen: async () => new URL(page.url()).pathname === '/login' });
  await expect(page.getByRole('alert').filter({ hasText: program.copy.errors.sessionExpired })).toBeVisible();

  await expectNothingOfTheSession(page, program, baseURL, drug);
  // The case this test is for: the browser did show the kept page again (else it proves nothing).
  expect(restored, 'My Prescriptions came back from the back/forward cache').toContain('/prescriptions');
});
