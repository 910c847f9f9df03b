/**
 * Privacy after the session (the production build over real HTTP): after each kind of end (logout
 * from the menu, an idle expiry, a 401, a 202, another tab's logout, and a load that finds the
 * session already expired) and again after a reload, none of the patient's personal data and no
 * token is left in any storage of the browser (sessionStorage, localStorage, cookies, IndexedDB,
 * Cache Storage), in the address of any page the tab visited, or in a console line. Patient values:
 * the demo patients of the sandbox's fixtures, and what the test types.
 *
 * BISP only: it is the programme with a build against the sandbox. LUMA's wizard (a half-filled
 * insurance step) has the same checks in mock mode: storage-after-end.spec.ts.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { paths } from '@portal/api/paths';
import { expect, test, type ProgramUnderTest } from '../fixtures.ts';
import { sleepPastExpiryThenLoad, walkClock } from '../support/browser.ts';
import { HUB_PATIENT_VALUES } from '../support/patientData.ts';
import { accounts, expectAt, fillVerifyProfile, logOutInAnotherTab, signIn, validProfile, verifyProfileScreen } from '../support/signIn.ts';
import { addFaults, resetSandbox } from './sandbox.ts';

test.beforeEach(async () => {
  await resetSandbox();
});

interface Trail {
  urls: string[];
  consoleLines: string[];
}

function followTrail(page: Page): Trail {
  const trail: Trail = { urls: [], consoleLines: [] };
  page.on('framenavigated', (frame) => trail.urls.push(frame.url()));
  page.on('console', (message) => trail.consoleLines.push(message.text()));
  return trail;
}

/** The token the tab holds while signed in (read before the session ends). */
async function currentToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('portal.session') ?? '{}').token as string | undefined);
  expect(token, 'a token while signed in').toBeTruthy();
  return token!;
}

/**
 * Every place a value could stay behind, as one list of "where: text". Cache Storage entry by
 * entry: the address, and the body of an answer from the API's origin.
 */
async function whatIsLeft(page: Page, context: BrowserContext, trail: Trail): Promise<string[]> {
  const inPage = await page.evaluate(async () => {
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const fromApi = new URL(request.url).origin !== location.origin;
        cached.push(`Cache Storage ${name} ${fromApi ? 'API answer ' : ''}${request.url}${fromApi ? `: ${await (await cache.match(request))?.text()}` : ''}`);
      }
    }
    return [
      ...Object.entries(sessionStorage).map(([key, value]) => `sessionStorage ${key}: ${value}`),
      // The portal keeps no database: any at all is reported, with its name.
      ...(await indexedDB.databases()).map((database) => `IndexedDB ${database.name ?? '(unnamed)'}`),
      ...cached,
    ];
  });
  const state = await context.storageState();
  const stored = state.origins.flatMap((origin) => origin.localStorage.map(({ name, value }) => `localStorage ${origin.origin} ${name}: ${value}`));
  const cookies = state.cookies.map((cookie) => `cookie ${cookie.name}: ${cookie.value}`);
  return [...inPage, ...stored, ...cookies, ...trail.urls.map((url) => `visited ${url}`), ...trail.consoleLines.map((line) => `console: ${line}`)];
}

function leaks(places: string[], secrets: string[]): string[] {
  const always = places.filter((place) => place.startsWith('IndexedDB ') || place.includes(' API answer '));
  return [...always, ...places.flatMap((place) => secrets.filter((secret) => place.includes(secret)).map((secret) => `${place.slice(0, 80)}… holds "${secret.length > 20 ? `${secret.slice(0, 12)}…` : secret}"`))];
}

/** Signed-in pages a patient reads and fills (the address form is typed into, never saved). */
async function useThePortal(page: Page, program: ProgramUnderTest, baseURL: string | undefined) {
  for (const path of ['/profile', '/payment', '/fill-history', '/contact-us']) {
    await page.goto(path);
    await expectAt(page, baseURL, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto('/update-shipping-address');
  const street = page.getByRole('textbox', { name: program.copy.missingInformation.address1 });
  await expect(street).toHaveValue('100 Example Street');
  await expect(page.getByRole('textbox', { name: program.copy.missingInformation.address2 })).toHaveValue('Apt 4');
  await street.fill('42 Harbor Lane');
}

const TYPED_STREET = '42 Harbor Lane';
const MINUTE = 60_000;

/** Each kind of end of a signed-in hub patient's session; resolves once the portal has acted on it. */
const ends: Record<string, (page: Page, program: ProgramUnderTest, baseURL: string | undefined) => Promise<void>> = {
  'logout from the menu': async (page, program, baseURL) => {
    await page.getByRole('button', { name: program.copy.menu.open }).click();
    await page.getByRole('dialog').getByRole('link', { name: program.copy.menu.logout }).click();
    await expectAt(page, baseURL, '/');
  },
  'an idle expiry': async (page, program, baseURL) => {
    // The patient walks away: the warning, then the sign-out at the token's expiry, which keeps the
    // page to come back to (docs/decisions/0056-an-idle-sign-out-keeps-the-page-to-return-to.md).
    await walkClock(page, 10 * MINUTE, { stopWhen: async () => new URL(page.url()).pathname === '/login' });
    await expectAt(page, baseURL, `/login?returnUrl=${encodeURIComponent('/update-shipping-address')}`);
    await expect(page.getByRole('alert').filter({ hasText: program.copy.errors.sessionExpired })).toBeVisible();
  },
  'a 401': async (page, program) => {
    await addFaults({ path: paths.profile, method: 'GET', fault: '401', times: 1 });
    await page.goto('/profile');
    await expect(page.getByRole('alert').filter({ hasText: program.copy.errors.sessionEnded })).toBeVisible();
  },
  'a 202': async (page, program, baseURL) => {
    await addFaults({ path: paths.profile, method: 'GET', fault: '202', times: 1 });
    await page.goto('/profile');
    await expectAt(page, baseURL, '/');
    await expect(page.getByRole('link', { name: program.copy.landing.enter })).toBeVisible();
  },
  "another tab's logout": (page, _program, baseURL) => logOutInAnotherTab(page, baseURL, '/contact-us'),
  'a load that finds the session already expired': async (page, _program, baseURL) => {
    await sleepPastExpiryThenLoad(page);
    // The load found it, and keeps the page as an idle expiry does.
    await expectAt(page, baseURL, `/login?returnUrl=${encodeURIComponent('/update-shipping-address')}`);
  },
};

for (const [name, end] of Object.entries(ends)) {
  test(`after ${name}, and after a reload: no personal data or token in storage, addresses or the console`, async ({ page, context, program, baseURL }) => {
    test.slow();
    // The page's clock starts at the real time: the sandbox's tokens carry its real clock's expiry.
    await page.clock.install({ time: new Date() });
    const trail = followTrail(page);
    await signIn(page, program);
    await expectAt(page, baseURL, '/prescriptions');
    const token = await currentToken(page);
    await useThePortal(page, program, baseURL);
    const secrets = [...HUB_PATIENT_VALUES, TYPED_STREET, token];
    // While signed in the portal does hold the token (in this tab's sessionStorage): the check sees it.
    expect(leaks(await whatIsLeft(page, context, trail), secrets).some((line) => line.startsWith('sessionStorage portal.session'))).toBe(true);

    await end(page, program, baseURL);
    expect(leaks(await whatIsLeft(page, context, trail), secrets), `after ${name}`).toEqual([]);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(leaks(await whatIsLeft(page, context, trail), secrets), `after ${name}, then a reload`).toEqual([]);
  });
}

test('Verify Profile half filled, then a load past the token\'s expiry: the sign-in\'s phone and token and the form are gone', async ({ page, context, program, baseURL }) => {
  await page.clock.install({ time: new Date() });
  const trail = followTrail(page);
  await signIn(page, program, { account: accounts.newPatient });
  await expectAt(page, baseURL, '/verification');
  await fillVerifyProfile(page, program);
  const token = await currentToken(page);
  // The sign-in waits on this page: its snapshot (the phone, the token) is kept for a reload.
  expect(await page.evaluate(() => sessionStorage.getItem('portal.signIn'))).toContain(token);
  const secrets = [token, accounts.newPatient.phone, accounts.newPatient.email, validProfile.firstName, validProfile.zip, `${validProfile.year}-${validProfile.month}`];

  await sleepPastExpiryThenLoad(page);
  // No session to verify with: the patient is on the sign-in page, with the expired message.
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('alert').filter({ hasText: program.copy.errors.sessionExpired })).toBeVisible();
  expect(leaks(await whatIsLeft(page, context, trail), secrets), 'after the load past expiry').toEqual([]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(leaks(await whatIsLeft(page, context, trail), secrets), 'after one more reload').toEqual([]);
  await expect(verifyProfileScreen(page, program.copy).heading).toHaveCount(0);
});
