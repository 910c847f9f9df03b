/**
 * Privacy after the session (the production build over real HTTP): after a logout and after an
 * idle expiry, none of the patient's personal data and no token is left in any storage of the
 * browser (sessionStorage, localStorage, cookies, IndexedDB), in the address of any page the tab
 * visited, or in a console line. Patient values: the hub demo patient of the sandbox's fixtures.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { walkClock } from '../support/browser.ts';
import { HUB_PATIENT_VALUES } from '../support/patientData.ts';
import { expectAt, signIn } from '../support/signIn.ts';
import { resetSandbox } from './sandbox.ts';

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

/** Every place a value could stay behind, as one list of "where: text". */
async function whatIsLeft(page: Page, context: BrowserContext, trail: Trail): Promise<string[]> {
  const session = await page.evaluate(() => Object.entries(sessionStorage).map(([key, value]) => `sessionStorage ${key}: ${value}`));
  const state = await context.storageState();
  const stored = state.origins.flatMap((origin) => origin.localStorage.map(({ name, value }) => `localStorage ${origin.origin} ${name}: ${value}`));
  // The portal keeps no database: any at all is reported, with its name.
  const databases = await page.evaluate(async () => (await indexedDB.databases()).map((database) => `IndexedDB ${database.name ?? '(unnamed)'}`));
  const cookies = state.cookies.map((cookie) => `cookie ${cookie.name}: ${cookie.value}`);
  return [...session, ...stored, ...databases, ...cookies, ...trail.urls.map((url) => `visited ${url}`), ...trail.consoleLines.map((line) => `console: ${line}`)];
}

function leaks(places: string[], token: string): string[] {
  const secrets = [...HUB_PATIENT_VALUES, token];
  const databases = places.filter((place) => place.startsWith('IndexedDB '));
  return [...databases, ...places.flatMap((place) => secrets.filter((secret) => place.includes(secret)).map((secret) => `${place.slice(0, 80)}… holds "${secret.length > 20 ? `${secret.slice(0, 12)}…` : secret}"`))];
}

/** Signed-in pages a patient reads and fills (the address form is typed into, never saved). */
async function useThePortal(page: Page, program: Parameters<typeof signIn>[1], baseURL: string | undefined) {
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

test('after logout: no personal data or token in storage, addresses or the console', async ({ page, context, program, baseURL }) => {
  const trail = followTrail(page);
  await signIn(page, program);
  await expectAt(page, baseURL, '/prescriptions');
  const token = await currentToken(page);
  await useThePortal(page, program, baseURL);
  // While signed in the portal does hold the token (in this tab's sessionStorage): the check sees it.
  expect(leaks(await whatIsLeft(page, context, trail), token).some((line) => line.startsWith('sessionStorage portal.session'))).toBe(true);

  await page.goto('/logout');
  await expectAt(page, baseURL, '/');
  expect(leaks(await whatIsLeft(page, context, trail), token)).toEqual([]);
});

test('after an idle expiry: no personal data or token in storage, addresses or the console', async ({ page, context, program, baseURL }) => {
  test.slow();
  // The page's clock starts at the real time: the sandbox's tokens carry its real clock's expiry.
  await page.clock.install({ time: new Date() });
  const trail = followTrail(page);
  await signIn(page, program);
  await expectAt(page, baseURL, '/prescriptions');
  const token = await currentToken(page);
  await useThePortal(page, program, baseURL);

  // The patient walks away: the warning, then the sign-out at the token's expiry.
  await walkClock(page, 10 * 60_000, { stopWhen: async () => new URL(page.url()).pathname === '/login' });
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert').filter({ hasText: program.copy.errors.sessionExpired })).toBeVisible();
  expect(leaks(await whatIsLeft(page, context, trail), token)).toEqual([]);
});
