import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { headersForPath, parseHeadersFile } from '@portal/portal/build/hosting-headers';
import type { Page } from '@playwright/test';
import { expect, test, oncePer } from './fixtures.ts';
import { cspViolations, recordCspViolations } from './support/csp.ts';
import { goInApp, pageSettled } from './support/browser.ts';
import { accounts, homeAfterSignIn, signIn } from './support/signIn.ts';

/**
 * The hosting headers shipped with the build (`dist/<CODE>/_headers`, apps/portal/build/hostingHeaders.ts)
 * are what the e2e server sends; every page of the programme, public and signed in, with a modal
 * open, runs under its Content-Security-Policy with 0 violations. Each document is sent its own
 * kind's policy (docs/decisions/0026-each-document-gets-its-own-content-security-policy.md), and an address no rule of
 * `_headers` can name is still under the page's own. (The production build, whose public
 * documents' policy adds the tag hosts, is checked in analytics-leak.spec.ts.)
 */
const root = resolve(import.meta.dirname, '../../..');
const hostingRules = (code: string) => parseHeadersFile(readFileSync(join(root, 'dist', code, '_headers'), 'utf8'));
const documentKind = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-document'));

test('every page runs under the shipped Content-Security-Policy with no violation', async ({ context, page, program, baseURL }) => {
  test.slow();
  const file = join(root, 'dist', program.code, '_headers');
  expect(existsSync(file), `${file} is shipped with the build`).toBe(true);
  const expected = headersForPath(parseHeadersFile(readFileSync(file, 'utf8')), '/login');
  await recordCspViolations(context);
  const consoleRefusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to|Trusted ?Type/i.test(message.text())) consoleRefusals.push(message.text());
  });

  // The headers as served (what a host sends from the same file), and the policy's must-haves.
  const response = await page.goto('/login');
  const headers = response!.headers();
  expect(headers['content-security-policy']).toBe(expected['Content-Security-Policy']);
  const csp = headers['content-security-policy']!;
  const scriptSources = /script-src ([^;]*)/.exec(csp)![1]!;
  expect(scriptSources).not.toMatch(/unsafe-inline|unsafe-eval/);
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "connect-src 'self'"]) expect(csp).toContain(directive);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=(self)');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  // The personal document runs under Trusted Types (the next test shows what that refuses): the walk
  // below, sign-in and every signed-in page with the mock's worker, must need no string at a sink.
  expect(csp).toContain("require-trusted-types-for 'script'");

  // Each document is sent the policy `_headers` names for its address, and says which kind it is.
  const rules = hostingRules(program.code);
  for (const [path, kind] of [['/', 'public'], ['/privacy-policy', 'public'], ['/hipaa-practices', 'public'], ['/terms-of-use', 'public'], ['/language-assistance', 'public'], ['/login', 'personal'], ['/no-such-page', 'personal']] as const) {
    const answer = await page.goto(path);
    await expect(page.locator('main#main-content h1')).toBeVisible();
    expect(answer!.headers()['content-security-policy'], path).toBe(headersForPath(rules, path)['Content-Security-Policy']);
    expect(await documentKind(page), path).toBe(kind);
  }

  await signIn(page, program);
  await expect(page).toHaveURL(`${baseURL}${homeAfterSignIn(program)}`);
  const signedIn = ['/prescriptions', '/onboarding', '/profile', '/contact-us', '/pharmacy/RX-1003', '/pharmacy-instructions/healthdyne', '/pharmacy-instructions/amazon'];
  if (program.feature('payment')) signedIn.push('/payment', '/fill-history');
  if (program.feature('updateShippingAddress')) signedIn.push('/update-shipping-address?returnUrl=/profile');
  for (const path of signedIn) {
    await goInApp(page, path);
    await pageSettled(page);
  }
  // A modal (Radix Dialog locks the page's scroll with a <style> element) and the menu.
  await page.getByRole('button', { name: program.copy.menu.open }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  expect(await cspViolations(page)).toEqual([]);
  expect(consoleRefusals).toEqual([]);
});

test('an address no rule of _headers names (answered by app.html) runs under the page\'s own policy', oncePer(), async ({ context, page, program }) => {
  await recordCspViolations(context);
  const answer = await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(program.copy.notFound.title);
  expect(answer!.headers()['content-security-policy'], 'no header policy can name every mistyped address').toBeUndefined();
  // A script from another origin, as an injection would add it: the page's <meta> policy refuses it
  // (its Trusted Types refuse the plain string before script-src would refuse the host).
  const injected = await page.evaluate(() => {
    try {
      const script = document.createElement('script');
      script.src = 'https://scripts.example.invalid/injected.js';
      document.head.append(script);
      return 'added';
    } catch (error) {
      return (error as Error).name;
    }
  });
  expect(injected).toBe('TypeError');
  await expect.poll(() => cspViolations(page)).toEqual([expect.stringMatching(/^require-trusted-types-for blocked .* on \/no-such-page/)]);
  expect(await page.locator('script[src^="https://scripts.example.invalid"]').count()).toBe(0);
});

test('the missing-information wizard runs in the personal document, under its policy', oncePer('missingInformation'), async ({ context, page, program, baseURL }) => {
  test.skip(!program.feature('missingInformation'), 'the wizard exists only where missingInformation is on');
  await recordCspViolations(context);
  await signIn(page, program, { account: accounts.missingInformation, channel: 'email' });
  await expect(page).toHaveURL(`${baseURL}/missing-information-start`);
  await pageSettled(page);
  expect(await documentKind(page)).toBe('personal');
  // A step loaded on its own: app.html, with the policy `_headers` names for the step's address.
  const answer = await page.goto('/missing-information-address');
  await pageSettled(page);
  const policy = answer!.headers()['content-security-policy'];
  expect(policy).toBeDefined();
  expect(policy).toBe(headersForPath(hostingRules(program.code), '/app.html')['Content-Security-Policy']);
  expect(await documentKind(page)).toBe('personal');
  expect(await cspViolations(page)).toEqual([]);
});

/** Each sink a script injected into the page would use, tried with a plain string: what became of it. */
function tryScriptSinks(page: Page) {
  return page.evaluate(async () => {
    const types = (window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }).trustedTypes;
    const attempt = (sink: () => void) => {
      try {
        sink();
        return 'ran';
      } catch (error) {
        return (error as Error).name;
      }
    };
    return {
      innerHTML: attempt(() => {
        // eslint-disable-next-line no-restricted-syntax -- the injection this test proves refused
        document.createElement('div').innerHTML = '<img src="x" onerror="window.__injected = true">';
      }),
      'script.src': attempt(() => {
        document.createElement('script').src = 'https://evil.example/x.js';
      }),
      // A promise: the refusal rejects it.
      'serviceWorker.register': await navigator.serviceWorker.register('/sw.js').then(
        () => 'ran',
        (error: Error) => error.name,
      ),
      'a new policy': attempt(() => types.createPolicy('injected', { createHTML: (html: string) => html })),
      'the boot script\'s policy again': attempt(() => types.createPolicy('portal-boot', { createScriptURL: (url: string) => url })),
    };
  });
}

test('a personal document takes no string at a script sink (Trusted Types); a public one keeps its policy', oncePer(), async ({ context, page, program, baseURL }) => {
  await recordCspViolations(context);
  const refused = { innerHTML: 'TypeError', 'script.src': 'TypeError', 'serviceWorker.register': 'TypeError', 'a new policy': 'TypeError', "the boot script's policy again": 'TypeError' };

  // The landing page: a public document, where the tags load their own way.
  await page.goto('/');
  await expect(page.locator('main#main-content h1')).toBeVisible();
  expect(await documentKind(page)).toBe('public');
  expect(await tryScriptSinks(page)).toMatchObject({ innerHTML: 'ran', 'script.src': 'ran', 'a new policy': 'ran' });

  // The sign-in page (its policy from the header), then a signed-in page in app.html, then an
  // address only app.html's own <meta> policy covers.
  await page.goto('/login');
  await expect(page.locator('main#main-content h1')).toBeVisible();
  expect(await documentKind(page)).toBe('personal');
  expect(await tryScriptSinks(page), '/login').toEqual(refused);
  const violations = await cspViolations(page);
  expect(violations.length).toBeGreaterThan(0);
  for (const line of violations) expect(line).toMatch(/^(require-trusted-types-for|trusted-types) /);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();

  // The sign-in page afresh (a new document, a new record), through to a signed-in page.
  await signIn(page, program);
  await expect(page).toHaveURL(`${baseURL}${homeAfterSignIn(program)}`);
  await pageSettled(page);
  expect(await cspViolations(page), 'signing in needs no string at a sink').toEqual([]);
  for (const path of ['/pharmacy/RX-1003', '/no-such-page']) {
    await page.goto(path);
    await expect(page.locator('main#main-content h1')).toBeVisible();
    await pageSettled(page);
    expect(await cspViolations(page), `${path}: the page itself needs no string at a sink`).toEqual([]);
    expect(await tryScriptSinks(page), path).toEqual(refused);
  }
});
