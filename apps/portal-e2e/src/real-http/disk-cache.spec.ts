/**
 * Nothing of the patient in the browser's HTTP cache, which lives on disk and outlives the tab, the
 * session and the browser (docs/decisions/0050-no-answer-of-the-api-is-kept-by-the-browser.md).
 * The production build against the contract sandbox, in a Chromium profile of its own as a
 * patient's browser has (a Playwright context is otherwise incognito, with a cache in memory):
 *
 *  - the patient signs in, opens the pages that hold the whole record, and closes the browser
 *    without signing out; then signs in again, signs out, and closes it again;
 *  - each time the profile is opened again: the portal's page, offline, asking for the record's calls
 *    as the portal does but from the cache (`cache: 'force-cache'`) gets nothing, and no file of its
 *    disk cache holds the token or a value of the patient's record. (`only-if-cached` cannot probe
 *    it: it is same-origin only, and the API's answers vary by the portal's Origin.)
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { chromiumLaunchOptions } from '@portal/testing/chromium';
import { expect, test, type ProgramUnderTest } from '../fixtures.ts';
import { HUB_PATIENT_VALUES } from '../support/patientData.ts';
import { expectAt, signIn } from '../support/signIn.ts';
import { resetSandbox, SANDBOX_ORIGIN } from './sandbox.ts';
import { currentLane } from './lanes.ts';

/** This worker's build (lanes.ts). */
const BUILD = resolve(import.meta.dirname, '../../../../dist', currentLane().outDir);

/** The calls whose answers hold the record: the profile (name, birth date, address, phone, prescriptions, member number) and the fills. */
const RECORD_CALLS = ['/api/pwa/exp/v1/patient/profile', '/api/pwa/exp/v1/prescriptions'];

test.beforeEach(async () => {
  await resetSandbox();
});

/** Every file under the profile's folder whose path names a cache of the network stack (not Cache Storage, which pwa.spec.ts reads). */
function diskCacheFiles(profile: string): string[] {
  const walk = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)])) : []);
  return walk(profile).filter((file) => /[/\\]Cache[/\\]/.test(file) && !/[/\\]CacheStorage[/\\]/.test(file) && statSync(file).size > 0);
}

/** The values of the record no built file of the portal holds (the programme's own phone shares "555) 555" with the patient's). */
function patientValuesNotInTheBuild(): string[] {
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
  const built = walk(BUILD).map((file) => readFileSync(file, 'latin1')).join('\n');
  return HUB_PATIENT_VALUES.filter((value) => !built.includes(value));
}

async function openProfile(profile: string, baseURL: string, serviceWorkers: 'allow' | 'block' = 'allow'): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, { ...chromiumLaunchOptions, headless: true, baseURL, locale: 'en-US', serviceWorkers });
}

async function seeTheWholeRecord(context: BrowserContext, program: ProgramUnderTest, baseURL: string): Promise<string> {
  const page = context.pages()[0] ?? (await context.newPage());
  await signIn(page, program);
  await expectAt(page, baseURL, '/prescriptions');
  for (const path of ['/profile', '/fill-history', '/prescriptions']) {
    await page.goto(path);
    await expectAt(page, baseURL, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The record is on screen: its answers reached the browser.
    if (path === '/profile') await expect(page.getByText('Rivera').first()).toBeVisible();
  }
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('portal.session') ?? '{}').token as string);
}

async function expectNothingKept(profile: string, baseURL: string, token: string, when: string): Promise<void> {
  // The portal's service worker is kept out: Playwright's offline mode does not reach a worker's
  // own fetches (microsoft/playwright#2311), so a call it passed on would reach the network, and
  // its answer would read as a cache hit. The worker passes API calls through; it keeps none.
  const context = await openProfile(profile, baseURL, 'block');
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // The portal's page asks for the record's calls as the portal does (cross-origin, without
    // credentials, from the portal's origin: the cache keys an answer by all three), with no
    // network: only an answer the cache kept can come back.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(true);
    const cached = await page.evaluate(async ({ calls, api }) => {
      const hits: string[] = [];
      for (const call of calls) {
        try {
          const answer = await fetch(`${api}${call}`, { cache: 'force-cache', mode: 'cors', credentials: 'omit', headers: { Accept: 'application/json' } });
          hits.push(`${call}: ${answer.status}`);
        } catch {
          // Not in the cache: offline, the fetch fails.
        }
      }
      return hits;
    }, { calls: RECORD_CALLS, api: SANDBOX_ORIGIN });
    expect(cached, `${when}: the record's calls answered from the cache`).toEqual([]);
  } finally {
    await context.close();
  }

  const secrets = [...patientValuesNotInTheBuild(), token];
  const files = diskCacheFiles(profile);
  expect(files.length, `${when}: the profile has a disk cache (the portal's own files are in it)`).toBeGreaterThan(0);
  const found = files.flatMap((file) => {
    const bytes = readFileSync(file, 'latin1');
    return secrets.filter((secret) => bytes.includes(secret)).map((secret) => `${file.slice(profile.length)} holds "${secret.slice(0, 12)}"`);
  });
  expect(found, `${when}: the patient's values or the token in the disk cache`).toEqual([]);
}

test('the record never reaches the disk cache: not after the browser is closed while signed in, not after a logout', async ({ program, baseURL }, testInfo) => {
  const profile = testInfo.outputPath('profile');

  // Signed in, the whole record seen, the browser closed without signing out.
  let context = await openProfile(profile, baseURL!);
  const first = await seeTheWholeRecord(context, program, baseURL!);
  await context.close();
  await expectNothingKept(profile, baseURL!, first, 'after the browser was closed while signed in');

  // Signed in again, then signed out, then the browser closed.
  context = await openProfile(profile, baseURL!);
  const second = await seeTheWholeRecord(context, program, baseURL!);
  const page = context.pages()[0]!;
  await page.getByRole('button', { name: program.copy.menu.open }).click();
  await page.getByRole('dialog').getByRole('link', { name: program.copy.menu.logout }).or(page.getByRole('dialog').getByRole('button', { name: program.copy.menu.logout })).click();
  await expectAt(page, baseURL, '/');
  await context.close();
  await expectNothingKept(profile, baseURL!, second, 'after a logout and the browser closed');
});
