import type { Page } from '@playwright/test';
import { expect, test, type ProgramUnderTest, oncePer } from './fixtures.ts';
import { HUB_PATIENT_VALUES } from './support/patientData.ts';
import { documentTitle, homeAfterSignIn, signIn } from './support/signIn.ts';

/**
 * Fast on a cheap phone: the public pages are prerendered at build time
 * (apps/portal/build/prerender.ts), so the first response already shows the page, and the browser
 * hydrates that HTML: the same nodes stay, nothing shifts, React reports no mismatch.
 */
interface PublicPage {
  path: string;
  title: (program: ProgramUnderTest) => string;
  heading: (program: ProgramUnderTest) => string;
}

const publicPages: PublicPage[] = [
  { path: '/', title: (p) => p.copy.landing.title, heading: (p) => p.t(p.copy.landing.welcome) },
  { path: '/login', title: (p) => p.copy.pages.login, heading: (p) => p.copy.signIn.title },
  { path: '/privacy-policy', title: (p) => p.copy.pages.privacyPolicy, heading: (p) => p.legal.privacyPolicy.title },
  { path: '/hipaa-practices', title: (p) => p.copy.pages.hipaaPractices, heading: (p) => p.legal.hipaaPractices.title },
  { path: '/terms-of-use', title: (p) => p.copy.pages.termsOfUse, heading: (p) => p.legal.termsOfUse.title },
  { path: '/language-assistance', title: (p) => p.copy.pages.languageAssistance, heading: (p) => p.copy.languageAssistance.title },
  // The not-found page is the build's 404.html (for hosts that answer unknown paths with it).
  { path: '/404.html', title: (p) => p.copy.notFound.title, heading: (p) => p.copy.notFound.title },
];

/** Page errors and console errors or warnings (React reports a hydration mismatch as one of these). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
  });
  return problems;
}

test.describe('prerendered public pages', () => {
  test('each public page is whole in the HTML: it shows, with its title, before any script runs', async ({ browser, baseURL, program }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const entry of publicPages) {
      await page.goto(entry.path);
      await expect(page.getByRole('heading', { level: 1, name: entry.heading(program) }), entry.path).toBeVisible();
      await expect(page, entry.path).toHaveTitle(documentTitle(program, entry.title(program)));
      // Styled from the first response: the inline CSS lays the header out as a flex row.
      await expect(page.locator('header').first(), entry.path).toHaveCSS('display', 'flex');
    }
    await context.close();
  });

  test('the sign-in form sent before the script runs goes nowhere: the phone number never reaches the address', oncePer(), async ({ browser, baseURL, program }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/login');
    const phone = page.getByRole('textbox', { name: program.copy.signIn.phoneLabel });
    await phone.fill('5555550100');
    await phone.press('Enter');
    // The button says it is getting ready and is a submit button the browser presses.
    await page.getByRole('button', { name: program.copy.signIn.gettingReady }).click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search, 'the address after a native submit').toBe('');
    expect(requested.filter((url) => url.includes('5555550100') || url.includes('555-0100')), 'requests carrying the phone number').toEqual([]);
    await expect(phone, 'what the patient typed stays').toHaveValue('5555550100');
    await context.close();
  });

  for (const entry of publicPages) {
    test(`${entry.path} hydrates the prerendered HTML: the same nodes, no layout shift, no mismatch`, async ({ page, program }) => {
      const problems = collectProblems(page);
      // Hold the app's script back, so the page is seen as the HTML alone first.
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(entry.path, { waitUntil: 'commit' });
      const heading = page.getByRole('heading', { level: 1, name: entry.heading(program) });
      await expect(heading).toBeVisible();
      await heading.evaluate((node) => Object.assign(node, { portalPrerendered: true }));

      release();
      // React marks the nodes it has hydrated.
      await expect.poll(() => heading.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')))).toBe(true);
      expect(await heading.evaluate((node) => 'portalPrerendered' in node), 'the heading is the prerendered node, not a new one').toBe(true);
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => resolve(list.getEntries().reduce((sum, shiftEntry) => sum + (shiftEntry as unknown as { value: number }).value, 0))).observe({
              type: 'layout-shift',
              buffered: true,
            });
            setTimeout(() => resolve(0), 500);
          }),
      );
      expect(shift, 'cumulative layout shift').toBeLessThanOrEqual(0.02);
      expect(problems).toEqual([]);
      await expect(page).toHaveTitle(documentTitle(program, entry.title(program)));
    });
  }

  test('a prerendered page paints before it fetches its code, then hydrates under the CSP (boot script)', oncePer(), async ({ page, program }) => {
    const problems = collectProblems(page);
    await page.goto('/login');
    const heading = page.getByRole('heading', { level: 1, name: program.copy.signIn.title });
    // Hydrated: React marks the nodes it owns.
    await expect.poll(() => heading.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')))).toBe(true);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      code: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => (entry as PerformanceResourceTiming).fetchStart),
    }));
    expect(timing.paint, 'the first contentful paint').not.toBeNull();
    expect(timing.code.length, 'scripts fetched').toBeGreaterThan(1);
    expect(Math.min(...timing.code), 'the first script is fetched after the first paint').toBeGreaterThan(timing.paint!);
    // The boot script ran under the hosting headers' Content-Security-Policy (a refused inline script is a console error).
    expect(problems).toEqual([]);
  });

  test('a hydrated landing page works: ENTER goes to the sign-in page in the app', oncePer(), async ({ page, visit, program }) => {
    const problems = collectProblems(page);
    await visit('/');
    await page.getByRole('link', { name: program.copy.landing.enter, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: program.copy.signIn.title })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a signed-in tab renders afresh, and no page of the build carries a patient value', async ({ page, program, request }) => {
    const problems = collectProblems(page);
    await signIn(page, program);
    await expect(page).toHaveURL(new RegExp(`${homeAfterSignIn(program)}$`));
    // The prerendered landing page links its logo to /; the signed-in tab's links it to /prescriptions.
    await page.goto('/');
    await expect(page.getByRole('link', { name: program.t(program.copy.common.logoAlt) })).toHaveAttribute('href', '/prescriptions');
    expect(problems).toEqual([]);
    for (const path of [...publicPages.map((entry) => entry.path), '/prescriptions']) {
      const html = await (await request.get(path)).text();
      // (Not the bare "555) 555": the programme's own phone numbers share it.)
      for (const value of HUB_PATIENT_VALUES.filter((entry) => entry !== '555) 555')) expect(html, `${path} carries "${value}"`).not.toContain(value);
    }
  });

  test('a deep link to a signed-in page gets the app shell, never another page\'s HTML: it shows it is loading until the app renders', oncePer(), async ({ page, request, program }) => {
    const html = await (await request.get('/prescriptions')).text();
    expect(html).not.toContain(program.t(program.copy.landing.welcome));
    // The shell as the browser shows it before any of its code has run: the loading overlay, themed.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/prescriptions');
    const overlay = page.getByRole('status').filter({ hasText: program.copy.common.loading });
    await expect(overlay).toBeVisible();
    expect(await overlay.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    await expect(page.locator('main')).toHaveCount(0);
    // The shell without its code is no page to check (no landmarks yet): the test ends off it.
    await page.goto('about:blank');
  });
});
