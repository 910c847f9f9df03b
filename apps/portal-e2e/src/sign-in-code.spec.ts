import { expect, test, testedOnceIn } from './fixtures.ts';
import {
  accounts,
  codeScreen,
  countRequests,
  DEMO_CODE,
  enterAddress,
  expectAt,
  fillCopy,
  homeAfterSignIn,
  loginScreen,
  requestCode,
  shownPhone,
  submitCode,
  typeCode,
  WRONG_CODE,
} from './support/signIn.ts';
import { pasteInto, slowMock } from './support/browser.ts';

/**
 * The code step (access-and-identity §2 Code step, §8 code verify failures; a refused code is typed
 * afresh, docs/decisions/0059) and the mock's wrong-code counting (the fifth wrong code in a row
 * gets the maximum-attempts message, §8).
 */
testedOnceIn('BISP');
const VERIFY_PATH = '/verifySignIn/';

test.describe('the code step', () => {
  test('a code the server turns down says so, empties the boxes with focus in the first; the right one, typed straight away, signs in', async ({ page, visit, program, baseURL, checkA11y }) => {
    await visit('/login');
    await requestCode(page, program, 'phone', accounts.hubPatient);
    const code = codeScreen(page, program.copy);
    await checkA11y('code step');

    await submitCode(page, program, WRONG_CODE);
    const wrong = program.copy.accessErrors.wrongCode;
    await expect(code.error(wrong)).toHaveText(wrong);
    // Still on the code step, the six boxes empty and the first one focused: the code is typed afresh.
    await expect(code.heading).toBeVisible();
    for (const box of code.boxes) await expect(box).toHaveValue('');
    await expect(code.box(1)).toBeFocused();
    await checkA11y('code step with the wrong-code message');

    // No click needed: the keys go to the first box.
    await page.keyboard.type(DEMO_CODE);
    await page.keyboard.press('Enter');
    await expectAt(page, baseURL, homeAfterSignIn(program));
  });

  test('the fifth wrong code in a row gets the maximum-attempts message', async ({ page, visit, program }) => {
    await visit('/login');
    await requestCode(page, program, 'email', accounts.hubPatient);
    const code = codeScreen(page, program.copy);

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      // Each wrong code empties the boxes: the next is typed afresh.
      await typeCode(page, program, WRONG_CODE);
      const answered = page.waitForResponse((response) => response.url().includes(VERIFY_PATH));
      await code.submit.click();
      const response = await answered;
      const expected = attempt < 5 ? program.copy.accessErrors.wrongCode : program.copy.accessErrors.maxAttempts;
      await expect(code.error(expected), `attempt ${attempt} (HTTP ${response.status()})`).toHaveText(expected);
      if (attempt < 5) await expect(code.error(program.copy.accessErrors.maxAttempts)).toHaveCount(0);
    }
    await expect(code.error(program.copy.accessErrors.wrongCode)).toHaveCount(0);
    // No code helps now: the last one stays, not emptied as a refused code is.
    for (const [index, digit] of [...WRONG_CODE].entries()) await expect(code.box(index + 1)).toHaveValue(digit);
  });

  test('pasting a code into a box fills all six, whatever box and whatever spacing', async ({ page, visit, program, baseURL }) => {
    await visit('/login');
    await requestCode(page, program, 'phone', accounts.hubPatient);
    const code = codeScreen(page, program.copy);

    await pasteInto(code.box(1), '123456');
    for (const [index, digit] of [...'123456'].entries()) await expect(code.box(index + 1)).toHaveValue(digit);

    // A whole code pasted into a later box still starts at the first; separators and a newline are dropped.
    await pasteInto(code.box(4), ' 654-321 ');
    for (const [index, digit] of [...'654321'].entries()) await expect(code.box(index + 1)).toHaveValue(digit);
    await pasteInto(code.box(6), `${DEMO_CODE}\n`);
    for (const [index, digit] of [...DEMO_CODE].entries()) await expect(code.box(index + 1)).toHaveValue(digit);

    await code.submit.click();
    await expectAt(page, baseURL, homeAfterSignIn(program));
  });

  test('where the phone offers the SMS code (WebOTP), the patient signs in without typing it', async ({ page, visit, program, baseURL }) => {
    // Android Chrome's WebOTP, stubbed: the request waits for the SMS, which the test delivers.
    await page.addInitScript(() => {
      const pending: Array<{ transport: unknown; deliver: (code: string) => void }> = [];
      Object.defineProperty(window, 'OTPCredential', { value: class OTPCredential {}, configurable: true });
      const original = navigator.credentials.get.bind(navigator.credentials);
      navigator.credentials.get = (options?: CredentialRequestOptions & { otp?: { transport: string[] } }) => {
        if (!options?.otp) return original(options);
        return new Promise((resolve, reject) => {
          options.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          pending.push({ transport: options.otp?.transport, deliver: (code) => resolve({ id: '', type: 'otp', code } as Credential) });
        });
      };
      Object.assign(window, {
        webOtpStub: {
          transports: () => pending.map(({ transport }) => transport),
          deliver: (code: string) => pending.forEach(({ deliver }) => deliver(code)),
        },
      });
    });
    await visit('/login');
    await requestCode(page, program, 'phone', accounts.hubPatient);
    const code = codeScreen(page, program.copy);
    await expect.poll(() => page.evaluate(() => (window as unknown as { webOtpStub: { transports: () => unknown[] } }).webOtpStub.transports())).toContainEqual(['sms']);

    const verify = countRequests(page, VERIFY_PATH);
    await page.evaluate((sms) => (window as unknown as { webOtpStub: { deliver: (code: string) => void } }).webOtpStub.deliver(sms), DEMO_CODE);
    await expectAt(page, baseURL, homeAfterSignIn(program));
    expect(verify.count).toBe(1);
    expect(verify.requests[0]?.postDataJSON()).toMatchObject({ code: DEMO_CODE });
    await expect(code.heading).toHaveCount(0);
  });

  test('the boxes take digits only, and Backspace on an empty box clears the previous one', async ({ page, visit, program }) => {
    await visit('/login');
    await requestCode(page, program, 'phone', accounts.hubPatient);
    const code = codeScreen(page, program.copy);

    await expect(code.group).toBeVisible();
    await expect(code.box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code.box(1)).toHaveAttribute('inputmode', 'numeric');
    await page.keyboard.type('1a2');
    await expect(code.box(1)).toHaveValue('1');
    await expect(code.box(2)).toHaveValue('2');
    await expect(code.box(3)).toBeFocused();
    // Submit code is disabled until the code is complete.
    await expect(code.submit).toHaveAttribute('aria-disabled', 'true');

    await page.keyboard.press('Backspace');
    await expect(code.box(2)).toHaveValue('');
    await expect(code.box(2)).toBeFocused();
  });

  test('a double click on Submit code sends one verify request', async ({ page, visit, program, baseURL }) => {
    // The mock answers after 800 ms here, so the second press lands while the first is in flight.
    await slowMock(page, 800);
    await visit('/login');
    await requestCode(page, program, 'phone', accounts.hubPatient);
    const code = codeScreen(page, program.copy);
    await typeCode(page, program, DEMO_CODE);

    const verify = countRequests(page, VERIFY_PATH);
    await code.submit.dblclick();
    // Busy while verifying: it says so and ignores more presses.
    await expect(code.submit).toHaveAttribute('aria-busy', 'true');
    // A third press and Enter while busy (force: the button is aria-disabled, a patient presses it anyway).
    await code.submit.click({ force: true });
    await page.keyboard.press('Enter');

    await expectAt(page, baseURL, homeAfterSignIn(program));
    expect(verify.count).toBe(1);
  });

  test('Enter submits the address and then the code', async ({ page, visit, program, baseURL }) => {
    await visit('/login');
    await enterAddress(page, program, 'phone', accounts.hubPatient);
    await loginScreen(page, program.copy).phone.press('Enter');

    const code = codeScreen(page, program.copy);
    await expect(code.heading).toBeVisible();
    const verify = countRequests(page, VERIFY_PATH);
    await typeCode(page, program, DEMO_CODE);
    await expect(code.box(6)).toBeFocused();
    await page.keyboard.press('Enter');

    await expectAt(page, baseURL, homeAfterSignIn(program));
    expect(verify.count).toBe(1);
  });

  test('Resend code sends a new code and says so', async ({ page, visit, program, checkA11y }) => {
    await visit('/login');
    await requestCode(page, program, 'phone', accounts.hubPatient);
    const code = codeScreen(page, program.copy);

    const sent = page.waitForResponse((response) => response.url().includes('/otp/send'));
    await code.resend.click();
    expect((await sent).ok()).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: program.copy.signIn.codeResent })).toHaveText(program.copy.signIn.codeResent);
    await checkA11y('code step with the code-resent notice');
  });

  test('a reload on the code step stays on the code step', async ({ page, visit, program, baseURL }) => {
    await visit('/login');
    await requestCode(page, program, 'phone', accounts.hubPatient);

    await page.reload();
    const code = codeScreen(page, program.copy);
    await expect(code.heading).toBeVisible();
    await expect(page.getByText(fillCopy(program.copy.signIn.codeSentToPhone, { address: shownPhone(program, accounts.hubPatient.phone) }), { exact: true })).toBeVisible();

    await submitCode(page, program);
    await expectAt(page, baseURL, homeAfterSignIn(program));
  });
});
