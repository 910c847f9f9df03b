/**
 * The pay call's Idempotency-Key over real HTTP (prescription-experience §4 Pay session): the
 * production build keeps the key until the server has clearly refused the call (a 4xx), so that
 * after an answer that does not say whether a session was made (a gateway's 502 or 504, a call
 * that timed out) the patient's retry is collapsed by the server into the session it has.
 *
 * The sandbox's 502 and 504 run the pay call and then answer as a gateway whose upstream did the
 * work but whose answer was lost; `hang` never answers (the build's 3 s timeout). The checkout
 * link the sandbox gives is refused by the production build (plain http): each attempt ends in
 * the payment error, which is what the patient retries from.
 */
import { expect, test } from '../fixtures.ts';
import { paths } from '@portal/api/paths';
import { expectAt, signIn } from '../support/signIn.ts';
import { addFaults, resetSandbox, sandboxState, type SandboxFaultKind } from './sandbox.ts';

const PAY_ID = 'PAY-1001';

test.beforeEach(async () => {
  await resetSandbox();
});

const cases: { fault: SandboxFaultKind; what: string; sameKey: boolean; sessions: number }[] = [
  { fault: '502', what: 'a gateway’s 502 (an HTML page) after the session was made', sameKey: true, sessions: 1 },
  { fault: '504', what: 'a gateway’s empty 504 after the session was made', sameKey: true, sessions: 1 },
  { fault: 'hang', what: 'no answer before the timeout', sameKey: true, sessions: 1 },
  { fault: '429', what: 'a 429 (refused before anything was made)', sameKey: false, sessions: 1 },
];

for (const { fault, what, sameKey, sessions } of cases) {
  test(`pay × ${fault}: after ${what}, the retry sends ${sameKey ? 'the same' : 'a new'} key; ${sessions} pay session in all`, async ({ page, program, baseURL }) => {
    const copy = program.copy;
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === paths.pay(PAY_ID)) keys.push(request.headers()['idempotency-key'] ?? '');
    });
    await signIn(page, program);
    await expectAt(page, baseURL, '/prescriptions');
    await page.goto('/payment');
    const makePayment = page.getByRole('button', { name: copy.payment.makePayment });
    await expect(makePayment).toBeEnabled();

    await addFaults({ path: paths.pay(PAY_ID), method: 'POST', scenario: 'hubPatient', fault, times: 1 });
    await makePayment.click();
    await expect(page.getByText(copy.payment.createError, { exact: true })).toBeVisible({ timeout: fault === 'hang' ? 10_000 : 5_000 });
    await expect(makePayment).toBeEnabled();
    expect(keys).toHaveLength(1);

    // The retry is answered (200); its checkout link is then refused by the production build.
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === paths.pay(PAY_ID) && response.request().method() === 'POST');
    await makePayment.click();
    expect((await answered).status()).toBe(200);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe('');
    if (sameKey) expect(keys[1]).toBe(keys[0]);
    else expect(keys[1]).not.toBe(keys[0]);

    const state = await sandboxState();
    expect(state.paySessions, 'pay sessions the sandbox made').toHaveLength(sessions);
    expect(state.paySessions[0]?.idempotencyKey).toBe(keys[1]);
  });
}
