import type { Page } from '@playwright/test';
import { expect, test, type ProgramUnderTest, testedOncePer } from './fixtures.ts';
import { accounts, codeScreen, fillCopy, loginScreen, shownPhone, typedPhone } from './support/signIn.ts';

/**
 * On a slow network the prerendered /login is on screen seconds before its code: the patient
 * types and presses Get code (or Enter) then. Get code says it is getting ready, and what was typed
 * and pressed counts the moment the page runs: the code is sent without a second press.
 */

/** Holds every script of the page back until `release()`: the HTML alone is on screen meanwhile. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function expectCodeSentTo(page: Page, program: ProgramUnderTest, digits: string) {
  await expect(codeScreen(page, program.copy).heading).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(fillCopy(program.copy.signIn.codeSentToPhone, { address: shownPhone(program, digits) }), { exact: true })).toBeVisible();
}

test.describe('/login before its code has arrived', () => {
  testedOncePer('US_only_phone');
  test('Enter pressed in the prerendered page sends the code once the page runs', async ({ page, program }) => {
    const release = await holdScripts(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/login', { waitUntil: 'commit' });
    // The prerendered HTML is in the programme's first language: English.
    const gettingReady = page.getByRole('button', { name: program.copy.signIn.gettingReady });
    await expect(gettingReady).toBeVisible();
    const login = loginScreen(page, program.copy);
    await login.phone.pressSequentially(typedPhone(program, accounts.hubPatient.phone));
    await login.phone.press('Enter');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search, 'nothing went into the address').toBe('');

    release();
    await expectCodeSentTo(page, program, accounts.hubPatient.phone);
    expect(requested.filter((url) => url.includes(accounts.hubPatient.phone)), 'requests carrying the phone number in their address').toEqual([]);
  });

  test.describe('in Spanish', () => {
    test.use({ locale: 'es-US' });

    test('a press of Get code while it is getting ready is carried out once the page runs', async ({ page, program }) => {
      const es = program.in('es');
      const release = await holdScripts(page);
      await page.goto('/login', { waitUntil: 'commit' });
      const login = loginScreen(page, program.copy);
      await login.phone.pressSequentially(typedPhone(program, accounts.hubPatient.phone));
      await page.getByRole('button', { name: program.copy.signIn.gettingReady }).click();

      release();
      await expectCodeSentTo(page, es, accounts.hubPatient.phone);
    });
  });

  test('an early press with an incomplete number is answered with the phone message once the page runs', async ({ page, program }) => {
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const login = loginScreen(page, program.copy);
    await login.phone.pressSequentially(typedPhone(program, accounts.hubPatient.phone).slice(0, 6));
    await login.phone.press('Enter');

    release();
    await expect(page.getByText(program.copy.validation.phoneInvalid)).toBeVisible({ timeout: 15_000 });
    await expect(login.getCode).toHaveAttribute('aria-disabled', 'true');
    await expect(codeScreen(page, program.copy).heading).toHaveCount(0);
  });
});
