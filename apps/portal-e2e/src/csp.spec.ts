import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { headersForPath, parseHeadersFile } from '../../../tools/vite/hostingHeaders.ts';
import { expect, test } from './fixtures.ts';
import { cspViolations, recordCspViolations } from './support/csp.ts';
import { goInApp, pageSettled } from './support/browser.ts';
import { homeAfterSignIn, signIn } from './support/signIn.ts';

/**
 * The hosting headers shipped with the build (`dist/<CODE>/_headers`, tools/vite/hostingHeaders.ts)
 * are what the e2e server sends; every page of the programme, public and signed in, with a modal
 * open, runs under its Content-Security-Policy with 0 violations. (The production build with its
 * analytics tags is checked the same way in analytics-leak.spec.ts.)
 */
const root = resolve(import.meta.dirname, '../../..');

test('every page runs under the shipped Content-Security-Policy with no violation', async ({ context, page, program, baseURL }) => {
  test.slow();
  const file = join(root, 'dist', program.code, '_headers');
  expect(existsSync(file), `${file} is shipped with the build`).toBe(true);
  const expected = headersForPath(parseHeadersFile(readFileSync(file, 'utf8')), '/login');
  await recordCspViolations(context);
  const consoleRefusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) consoleRefusals.push(message.text());
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

  for (const path of ['/', '/privacy-policy', '/hipaa-practices', '/terms-of-use', '/no-such-page']) {
    await page.goto(path);
    await expect(page.locator('main#main-content h1')).toBeVisible();
  }

  await signIn(page, program);
  await expect(page).toHaveURL(`${baseURL}${homeAfterSignIn(program)}`);
  const signedIn = ['/prescriptions', '/onboarding', '/profile', '/contact-us', '/pharmacy/0597-0100-61', '/pharmacy-instructions/healthdyne', '/pharmacy-instructions/amazon'];
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
