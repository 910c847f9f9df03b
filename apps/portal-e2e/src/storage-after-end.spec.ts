import type { BrowserContext, Page } from '@playwright/test';
import { paths } from '@portal/api/paths';
import { expect, test, testedOncePer, type ProgramUnderTest } from './fixtures.ts';
import { goInApp, mockFaults, sleepPastExpiryThenLoad, storedSession, walkClock } from './support/browser.ts';
import { expectAt, logOutInAnotherTab, signIn, type DemoAccount } from './support/signIn.ts';

/**
 * Nothing of the patient outlives the session in the browser's storage (a shared family
 * phone, a library computer: the next person must find nothing), on LUMA's missing-information wizard with a half-filled insurance
 * step: after each kind of end (logout, idle expiry, a 401, a 202, another tab's logout, a load
 * that finds the session already expired), and again after a reload, no sessionStorage,
 * localStorage, cookie, IndexedDB database or Cache Storage entry holds the token, the patient's
 * name, phone or e-mail, or anything typed. What was typed may come back from memory when the same
 * person signs in again on the same page load (libs/session drafts.ts), never from storage.
 *
 * Mock mode: LUMA has no production build against the contract sandbox (the real-HTTP privacy test,
 * real-http/privacy.spec.ts, is BISP's, which has no wizard). The mock's own state
 * (`portal-mock.*` keys) stands for the server here and is not looked at; a production build has
 * no mock.
 */
const insuranceOnly: DemoAccount = { name: 'missing information active, insurance only', phone: '5555550114', email: 'insurance.only@example.com' };
/** The demo patient's own values (libs/api-mocks/src/profiles.ts, insuranceOnly) and what is typed. */
const PATIENT_VALUES = ['Avery', 'Hughes', '5555550114', '555-0114', 'insurance.only@example.com', 'insurance.only%40example.com'];
const TYPED = { provider: 'Harbor Mutual Draft', idNumber: 'MBR-DRAFT-991' };
const DRAFT_KEY = 'portal-draft.missingInformation';

// The wizard is the same code in every programme that turns it on: walked in the first of them.
testedOncePer('missingInformation');

test.beforeEach(async ({ program }) => {
  test.skip(!program.feature('missingInformation'), 'the wizard exists only where missingInformation is on');
});

function insuranceField(page: Page, program: ProgramUnderTest, label: string) {
  const text = program.copy.missingInformation;
  return page.getByRole('textbox', { name: `${text.primaryInsurance}: ${label}`, exact: true });
}

/** Signs in, opens the insurance step and types part of the primary card; returns the token. */
async function halfFilledInsurance(page: Page, program: ProgramUnderTest, baseURL: string | undefined): Promise<string> {
  const text = program.copy.missingInformation;
  await signIn(page, program, { account: insuranceOnly, channel: 'email' });
  await expectAt(page, baseURL, '/missing-information-start');
  await page.getByRole('button', { name: text.start, exact: true }).click();
  await expectAt(page, baseURL, '/missing-information-insurance');
  await insuranceField(page, program, text.insuranceProvider).fill(TYPED.provider);
  await insuranceField(page, program, text.idNumber).fill(TYPED.idNumber);
  // While the session lasts the draft is stored (a reload keeps it): what must go at its end.
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toContain(TYPED.idNumber);
  const token = (await storedSession(page))?.token;
  expect(token, 'a token while signed in').toBeTruthy();
  // While the session lasts, the session's own key holds the token and its times, nothing of the
  // patient (no first name, no phone, no e-mail: security review item 3).
  const stored = await page.evaluate(() => sessionStorage.getItem('portal.session'));
  expect(Object.keys(JSON.parse(stored ?? '{}')).sort()).toEqual(['endNotice', 'expiresAt', 'signedInAt', 'startedAt', 'status', 'token']);
  for (const value of PATIENT_VALUES) expect(stored, `portal.session while signed in holds ${value}`).not.toContain(value);
  return token!;
}

/**
 * Every place of the browser's storage that holds one of `secrets`; any IndexedDB database at all
 * (the portal keeps none); any cached API answer. Cache Storage is read entry by entry (the
 * address, and the body of an API answer); the mock worker's own cache (`msw:`) is the mock's.
 */
async function patientDataLeft(page: Page, context: BrowserContext, secrets: string[]): Promise<string[]> {
  const places = await page.evaluate(async () => {
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      if (name.startsWith('msw:')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const isApi = new URL(request.url).pathname.startsWith('/api/');
        cached.push(`Cache Storage ${name} ${isApi ? 'API answer ' : ''}${request.url}${isApi ? `: ${await (await cache.match(request))?.text()}` : ''}`);
      }
    }
    return [
      ...Object.entries(sessionStorage)
        .filter(([key]) => !key.startsWith('portal-mock.'))
        .map(([key, value]) => `sessionStorage ${key}: ${value}`),
      ...Object.entries(localStorage).map(([key, value]) => `localStorage ${key}: ${value}`),
      ...(await indexedDB.databases()).map((database) => `IndexedDB ${database.name ?? '(unnamed)'}`),
      ...cached,
    ];
  });
  const cookies = (await context.cookies()).map((cookie) => `cookie ${cookie.name}: ${cookie.value}`);
  return [...places, ...cookies].filter((place) => place.startsWith('IndexedDB ') || place.includes(' API answer ') || secrets.some((secret) => place.includes(secret)));
}

async function expectNothingLeft(page: Page, context: BrowserContext, token: string, when: string) {
  const secrets = [token, ...PATIENT_VALUES, TYPED.provider, TYPED.idNumber];
  expect(await patientDataLeft(page, context, secrets), when).toEqual([]);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY), `${when}: the wizard's draft`).toBeNull();
}

const MINUTE = 60_000;

/** Each kind of end, from the half-filled insurance step; resolves once the portal has acted on it. */
const ends: Record<string, (page: Page, program: ProgramUnderTest, baseURL: string | undefined) => Promise<void>> = {
  'logout from the menu': async (page, program, baseURL) => {
    await page.goto('/prescriptions');
    await page.getByRole('button', { name: program.copy.menu.open }).click();
    await page.getByRole('dialog').getByRole('link', { name: program.copy.menu.logout }).click();
    await expectAt(page, baseURL, '/');
  },
  'idle expiry': async (page, program) => {
    await walkClock(page, 10 * MINUTE, { stopWhen: async () => new URL(page.url()).pathname === '/login' });
    await expect(page.getByRole('alert').filter({ hasText: program.copy.errors.sessionExpired })).toBeVisible();
  },
  'a 401 on the profile call': async (page, program) => {
    await mockFaults(page, [{ path: paths.profile, status: 401, body: { errorDescription: 'Unauthorized' }, times: 1 }]);
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: program.copy.errors.sessionEnded })).toBeVisible();
  },
  'a 202 on the profile call': async (page, program, baseURL) => {
    await mockFaults(page, [{ path: paths.profile, status: 202, times: 1 }]);
    await page.reload();
    await expectAt(page, baseURL, '/');
    await expect(page.getByRole('link', { name: program.copy.landing.enter })).toBeVisible();
  },
  "another tab's logout": (page, _program, baseURL) => logOutInAnotherTab(page, baseURL, '/missing-information-start'),
  'a load that finds the session already expired': async (page, _program, baseURL) => {
    await sleepPastExpiryThenLoad(page);
    // The load found it (an expiry seen by the page itself goes to plain /login).
    await expectAt(page, baseURL, `/login?returnUrl=${encodeURIComponent('/missing-information-insurance')}`);
  },
};

test.describe('LUMA wizard, half-filled insurance step: storage after each kind of end, and after a reload', () => {
  for (const [name, end] of Object.entries(ends)) {
    test(name, async ({ page, context, program, baseURL }) => {
      test.slow();
      await page.clock.install({ time: new Date('2026-03-02T14:00:00Z') });
      const token = await halfFilledInsurance(page, program, baseURL);
      await end(page, program, baseURL);
      await expectNothingLeft(page, context, token, `after ${name}`);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNothingLeft(page, context, token, `after ${name}, then a reload`);
    });
  }

  test('after an idle expiry, the same patient signing in again on the same page load finds what they typed (from memory, storage held none of it)', async ({ page, context, program, baseURL }) => {
    test.slow();
    await page.clock.install({ time: new Date('2026-03-02T14:00:00Z') });
    const token = await halfFilledInsurance(page, program, baseURL);
    await ends['idle expiry']!(page, program, baseURL);
    await expectNothingLeft(page, context, token, 'after the expiry');

    await signIn(page, program, { account: insuranceOnly, channel: 'email', from: '' });
    await expectAt(page, baseURL, '/missing-information-start');
    await goInApp(page, '/missing-information-insurance');
    const text = program.copy.missingInformation;
    await expect(insuranceField(page, program, text.insuranceProvider)).toHaveValue(TYPED.provider);
    await expect(insuranceField(page, program, text.idNumber)).toHaveValue(TYPED.idNumber);
  });
});
