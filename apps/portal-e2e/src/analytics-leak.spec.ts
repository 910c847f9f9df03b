import type { BrowserContext } from '@playwright/test';
import { setMockDelay } from '@portal/api-mocks';
import { expect, test, testedOnceIn } from './fixtures.ts';
import { cspViolations, recordCspViolations } from './support/csp.ts';
import { answerApi, PRODUCTION_API as API, PRODUCTION_HOST as HOST, productionBuildExists, servePortal } from './support/productionHost.ts';
import { goInApp, pageSettled } from './support/browser.ts';
import { HUB_PATIENT_VALUES } from './support/patientData.ts';
import { signIn } from './support/signIn.ts';

/**
 * Analytics never see health data (issue 11). The production build of BISP (dist/BISP-production,
 * made by tools/scripts/build-all.mjs: a real API base URL and the programme's analytics ids) is
 * served on the programme's production host, so the tag manager and the analytics tag load as
 * they would for patients. Nothing leaves the machine: the host, the API and the tag scripts are
 * all answered here (the tag scripts by stand-ins); any other request fails the test.
 * The hub patient signs in and walks every signed-in page; none of their name, date of birth,
 * phone, e-mail, member id or address may appear in a request URL, a body sent anywhere but the
 * programme's own API, a dataLayer entry, the document title or a console line. The portal is
 * served with the build's own hosting headers (`_headers`): the production Content-Security-Policy,
 * with the tag host allowed, sees 0 violations on the walk.
 */
testedOnceIn('BISP');


/** Stand-ins of gtm.js and gtag/js: they note that they ran and send nothing. */
const tagStandIn = (name: string) => `(window.__tagsRun = window.__tagsRun || []).push(${JSON.stringify(name)});`;

async function routeEverything(context: BrowserContext, strays: string[]) {
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
}

test('a signed-in walk leaks none of the patient’s data to analytics', async ({ context, page, program, baseURL }) => {
  test.slow();
  expect(productionBuildExists(), 'dist/BISP-production is missing: run node tools/scripts/build-all.mjs').toBe(true);
  void baseURL;
  setMockDelay(0);
  const strays: string[] = [];
  const sent: { url: string; body: string; toApi: boolean }[] = [];
  const consoleLines: string[] = [];
  await routeEverything(context, strays);
  await recordCspViolations(context);
  context.on('request', (request) => sent.push({ url: request.url(), body: request.postData() ?? '', toApi: request.url().startsWith(`${API}/`) }));
  page.on('console', (message) => consoleLines.push(message.text()));

  await signIn(page, program, { from: `${HOST}/login` });
  await expect(page).toHaveURL(`${HOST}/prescriptions`);

  const seen: { path: string; title: string; dataLayer: string }[] = [];
  const pages = ['/prescriptions', '/onboarding', '/profile', '/contact-us', '/pharmacy/0597-0100-61', '/pharmacy-instructions/healthdyne', '/payment', '/fill-history', '/update-shipping-address?returnUrl=/profile'];
  for (const path of pages) {
    await goInApp(page, path);
    await pageSettled(page);
    seen.push({ path, ...(await page.evaluate(() => ({ title: document.title, dataLayer: JSON.stringify(window.dataLayer ?? []) }))) });
  }

  // The tags loaded, with the production container, and each page view carries only its pattern.
  expect(await page.evaluate(() => (window as unknown as { __tagsRun?: string[] }).__tagsRun)).toEqual(expect.arrayContaining(['/gtm.js', '/gtag/js']));
  expect(sent.some((request) => request.url === 'https://www.googletagmanager.com/gtm.js?id=GTM-BISPPRD')).toBe(true);
  const dataLayer = seen.at(-1)!.dataLayer;
  expect(dataLayer).toContain('"page_path":"/pharmacy/:ndcCode"');
  expect(dataLayer).toContain('"page_path":"/update-shipping-address"');
  expect(dataLayer).not.toContain('0597-0100-61');
  expect(dataLayer).not.toContain('returnUrl');

  expect(strays, 'requests to anywhere but the portal, its API and the tag host').toEqual([]);
  expect(await cspViolations(page), 'the production Content-Security-Policy').toEqual([]);
  const leaks: string[] = [];
  const check = (where: string, text: string) => {
    for (const value of HUB_PATIENT_VALUES) if (text.includes(value)) leaks.push(`${where} contains "${value}"`);
  };
  for (const request of sent) {
    check(`request ${request.url}`, request.url);
    // The sign-in call carries the phone to the programme's own API by design; nothing else may.
    if (!request.toApi) check(`body of ${request.url}`, request.body);
  }
  for (const entry of seen) {
    check(`dataLayer on ${entry.path}`, entry.dataLayer);
    check(`document.title on ${entry.path}`, entry.title);
  }
  consoleLines.forEach((line, index) => check(`console line ${index + 1}`, line));
  expect(leaks).toEqual([]);
});
