import type { BrowserContext, Page, Request } from '@playwright/test';
import { setMockDelay } from '@portal/api-mocks';
import { expect, test, testedOnceIn } from './fixtures.ts';
import { recordCspViolations } from './support/csp.ts';
import { answerApi, PRODUCTION_API as API, PRODUCTION_HOST as HOST, PRODUCTION_HOST_OPTIONS, productionBuildExists, servePortal } from './support/productionHost.ts';
import { appRunning, goInApp, pageSettled } from './support/browser.ts';
import { HUB_PATIENT_VALUES } from './support/patientData.ts';
import { accounts, signIn } from './support/signIn.ts';

/**
 * No third-party code where health data is (docs/decisions/0025-tags-load-only-in-public-documents.md).
 * The production build of BISP (dist/BISP-production, made by tools/scripts/build-all.mjs: a real
 * API base URL and the programme's analytics ids) is served on the programme's production host with
 * the build's own hosting headers (`_headers`, the policies enforced), so the tag manager and the
 * analytics tag load as they would for patients. Nothing leaves the machine: the host, the API and
 * the tag scripts are all answered here (the tag scripts by stand-ins that set the globals the real
 * ones set); any other request fails the test.
 *
 * The tags load on the public documents (the landing page, the legal pages, not found), with a
 * page view of each page's pattern. Every step into sign-in is a full document load, and no
 * personal document (sign-in, Verify Profile, every signed-in page) requests anything from a third
 * party, holds a tag global, or is sent a policy that names a tag host; a legal page opened while
 * signed in loads no tag either. None of the patient's values reaches a request URL, a body sent
 * anywhere but the programme's own API, the document title or the console; 0 policy violations in
 * any document.
 */
testedOnceIn('BISP');
test.use(PRODUCTION_HOST_OPTIONS);

/** The tag manager's and the analytics tag's hosts (apps/portal/build/hostingHeaders.ts). */
const TAG_HOST = /googletagmanager|google-analytics|analytics\.google/;

/** Stand-ins of gtm.js and gtag/js: they note that they ran, set the global the real script sets, and send nothing. */
const tagStandIn = (path: string) =>
  `(window.__tagsRun = window.__tagsRun || []).push(${JSON.stringify(path)});` +
  (path === '/gtm.js' ? 'window.google_tag_manager = window.google_tag_manager || {};' : 'window.google_tag_data = window.google_tag_data || {};');

/** The pages of the public documents (apps/portal/src/routeTable.ts PUBLIC_DOCUMENT_PATHS, and 404.html). */
const PUBLIC_PATHS = ['/', '/privacy-policy', '/hipaa-practices', '/terms-of-use', '/language-assistance', '/404.html'];

interface Sent {
  url: string;
  body: string;
  /** The page of the document that sent it. */
  from: string;
}

async function servedHere(context: BrowserContext, strays: string[]) {
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith(`${HOST}/`)) return servePortal(route);
    if (url.startsWith(`${API}/`)) return answerApi(route);
    if (url.startsWith('https://www.googletagmanager.com/')) {
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: tagStandIn(new URL(url).pathname) });
    }
    strays.push(url);
    return route.abort();
  });
  // A production build has no mock: the suite's mock-delay key (fixtures.ts) is no part of it, and
  // left in storage it would count as something of a patient, keeping the tags away.
  await context.addInitScript(() => {
    try {
      window.sessionStorage.removeItem('portal-mock.delayMs');
    } catch {
      // No storage: nothing to remove.
    }
  });
}

function record(context: BrowserContext): Sent[] {
  const sent: Sent[] = [];
  const pathOf = (request: Request) => {
    try {
      return new URL(request.frame().url()).pathname;
    } catch {
      return '(no frame)';
    }
  };
  context.on('request', (request) => sent.push({ url: request.url(), body: request.postData() ?? '', from: pathOf(request) }));
  return sent;
}

/** The tag globals the page holds (the real gtm.js sets google_tag_manager, gtag/js google_tag_data; the portal's loader dataLayer). */
function tagGlobals(page: Page): Promise<string[]> {
  return page.evaluate(() => ['dataLayer', 'google_tag_manager', 'google_tag_data', 'gtag', '__tagsRun'].filter((name) => name in window));
}

async function tagsLoaded(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => (window as unknown as { __tagsRun?: string[] }).__tagsRun ?? [])).toEqual(expect.arrayContaining(['/gtm.js', '/gtag/js']));
}

/** Marks the document on screen; a full load starts a new one, without the mark. */
const markDocument = (page: Page) => page.evaluate(() => void ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test.beforeEach(() => {
  expect(productionBuildExists(), 'dist/BISP-production is missing: run node tools/scripts/build-all.mjs').toBe(true);
  setMockDelay(0);
});

test('the tags load on the public documents, with a page view of each page\'s pattern', async ({ context, page, program }) => {
  const strays: string[] = [];
  const violations: string[] = [];
  await servedHere(context, strays);
  await recordCspViolations(context, violations);
  const sent = record(context);

  await page.goto(`${HOST}/`);
  await tagsLoaded(page);
  // The production container on the production host (spec §7).
  expect(sent.some((request) => request.url === 'https://www.googletagmanager.com/gtm.js?id=GTM-BISPPRD')).toBe(true);
  await expect.poll(() => page.evaluate(() => JSON.stringify(window.dataLayer ?? []))).toContain('"page_path":"/"');

  // Between public pages the app routes inside the document, and each page is counted.
  await appRunning(page);
  await markDocument(page);
  await page.getByRole('contentinfo').getByRole('link', { name: program.copy.footer.privacyPolicy }).click();
  await expect(page).toHaveURL(`${HOST}/privacy-policy`);
  await pageSettled(page);
  expect(await sameDocument(page)).toBe(true);
  await expect.poll(() => page.evaluate(() => JSON.stringify(window.dataLayer ?? []))).toContain('"page_path":"/privacy-policy"');

  // The not-found page holds nothing of a patient either: counted as not found, never as what was typed.
  await page.goto(`${HOST}/404.html`);
  await tagsLoaded(page);
  await expect.poll(() => page.evaluate(() => JSON.stringify(window.dataLayer ?? []))).toContain('"page_path":"(not found)"');

  expect(strays, 'requests to anywhere but the portal, its API and the tag host').toEqual([]);
  expect(violations, 'the public documents\' Content-Security-Policy').toEqual([]);
});

test('no third-party code in a personal document: sign-in, Verify Profile and every signed-in page', async ({ context, page, program }) => {
  test.slow();
  const strays: string[] = [];
  const violations: string[] = [];
  await servedHere(context, strays);
  await recordCspViolations(context, violations);
  const sent = record(context);
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  // The policy each document was sent, by its page.
  const policies: { path: string; csp: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) {
      policies.push({ path: new URL(response.url()).pathname, csp: response.headers()['content-security-policy'] });
    }
  });
  const seen: { path: string; title: string; globals: string[] }[] = [];
  const look = async (path: string) => seen.push({ path, title: await page.title(), globals: await tagGlobals(page) });

  // The landing page has its tags: they are there to keep out of what follows.
  await page.goto(`${HOST}/`);
  await tagsLoaded(page);
  await appRunning(page);
  await markDocument(page);

  // Its sign-in link loads the sign-in page as a new document.
  await page.getByRole('link', { name: program.copy.landing.enter }).click();
  await expect(page).toHaveURL(`${HOST}/login`);
  await expect(page.locator('html')).toHaveAttribute('data-document', 'personal');
  await appRunning(page);
  expect(await sameDocument(page), 'the step into sign-in is a full document load').toBe(false);
  await look('/login');
  await signIn(page, program, { from: '' });
  await expect(page).toHaveURL(`${HOST}/prescriptions`);
  for (const path of ['/prescriptions', '/onboarding', '/profile', '/contact-us', '/pharmacy/RX-1003', '/pharmacy-instructions/healthdyne', '/payment', '/fill-history', '/update-shipping-address?returnUrl=/profile']) {
    await goInApp(page, path);
    await pageSettled(page);
    await look(path);
  }
  // A signed-in page opened afresh (app.html, the tab's session in storage).
  await page.goto(`${HOST}/profile`);
  await pageSettled(page);
  await look('/profile (loaded)');

  // A legal page is a public document, but this tab holds a session: no tag loads there either.
  await markDocument(page);
  await page.getByRole('contentinfo').getByRole('link', { name: program.copy.footer.privacyPolicy }).click();
  await expect(page).toHaveURL(`${HOST}/privacy-policy`);
  await expect(page.locator('html')).toHaveAttribute('data-document', 'public');
  await pageSettled(page);
  expect(await sameDocument(page)).toBe(false);
  await appRunning(page);
  await look('/privacy-policy (signed in)');
  // Its way back into the app (the logo, for a signed-in patient) is a full load too.
  await page.getByRole('link', { name: program.t(program.copy.common.logoAlt) }).click();
  await expect(page).toHaveURL(`${HOST}/prescriptions`);
  await pageSettled(page);
  await look('/prescriptions (from the legal page)');

  // Signed out, the landing page is a new document holding nothing of the patient: its tags load again.
  await goInApp(page, '/logout');
  await expect(page).toHaveURL(`${HOST}/`);
  await expect(page.locator('html')).toHaveAttribute('data-document', 'public');
  await expect(page.getByRole('status').filter({ hasText: program.copy.session.signedOut })).toBeVisible();
  await tagsLoaded(page);

  // Verify Profile, for a patient the programme does not know yet.
  await appRunning(page);
  await page.getByRole('link', { name: program.copy.landing.enter }).click();
  await expect(page).toHaveURL(`${HOST}/login`);
  await appRunning(page);
  await signIn(page, program, { from: '', account: accounts.newPatient });
  await expect(page).toHaveURL(`${HOST}/verification`);
  await expect(page.getByRole('heading', { level: 1, name: program.copy.verification.title })).toBeVisible();
  await look('/verification');

  expect(seen.filter((entry) => entry.globals.length > 0), 'tag globals in a personal document').toEqual([]);
  const personal = (path: string) => !PUBLIC_PATHS.includes(path);
  expect(
    sent.filter((request) => personal(request.from) && !request.url.startsWith(`${HOST}/`) && !request.url.startsWith(`${API}/`)),
    'requests from a personal document to anywhere but the portal and its API',
  ).toEqual([]);
  expect(sent.filter((request) => request.from === '/privacy-policy' && TAG_HOST.test(request.url)), 'tags on a legal page opened signed in').toEqual([]);
  const personalPolicies = policies.filter((document) => personal(document.path));
  expect(personalPolicies.map((document) => document.path)).toEqual(expect.arrayContaining(['/login', '/profile', '/prescriptions']));
  for (const document of personalPolicies) {
    expect(document.csp, document.path).toBeDefined();
    expect(document.csp, document.path).not.toMatch(TAG_HOST);
  }
  expect(strays, 'requests to anywhere but the portal, its API and the tag host').toEqual([]);
  expect(violations, 'the production Content-Security-Policy of every document').toEqual([]);

  const leaks: string[] = [];
  const check = (where: string, text: string) => {
    for (const value of HUB_PATIENT_VALUES) if (text.includes(value)) leaks.push(`${where} contains "${value}"`);
  };
  for (const request of sent) {
    check(`request ${request.url}`, request.url);
    // The sign-in call carries the phone to the programme's own API by design; nothing else may.
    if (!request.url.startsWith(`${API}/`)) check(`body of ${request.url}`, request.body);
  }
  for (const entry of seen) check(`document.title on ${entry.path}`, entry.title);
  consoleLines.forEach((line, index) => check(`console line ${index + 1}`, line));
  expect(leaks).toEqual([]);
});
