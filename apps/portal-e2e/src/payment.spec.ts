import type { Page } from '@playwright/test';
import { expect, test, testedOncePer, type ProgramUnderTest } from './fixtures.ts';
import { recordCalls, type SentCall } from './support/sent.ts';
import { accounts, expectAt, startSignedIn, type DemoAccount } from './support/signIn.ts';

/**
 * Payment (prescription-experience §2 Payment, §4 Pay session and Payment return), in the
 * programmes with the payment feature on; the mock's demo checkout stands in for the card
 * provider. The pay calls a test counts are those the page sent (its requests), not what the mock
 * kept of them.
 */
const PAY_PATH = '/api/pwa/exp/v1/payments/PAY-1001/pay';

/** Each test's page, with the pay calls (§4 Pay session) it has sent. */
const payCallsOf = new WeakMap<Page, () => Promise<SentCall[]>>();

test.beforeEach(({ page }) => {
  payCallsOf.set(page, recordCalls(page, 'POST', /\/payments\/[^/]+\/pay$/));
});

/** The pay calls sent so far: the payment each was for and the Idempotency-Key it carried. */
async function payCalls(page: Page): Promise<{ rxPaymentId: string; idempotencyKey: string | undefined }[]> {
  return (await payCallsOf.get(page)!()).map((call) => ({ rxPaymentId: call.path.split('/').at(-2)!, idempotencyKey: call.headers['idempotency-key'] }));
}

async function openPayment(page: Page, program: ProgramUnderTest, baseURL: string | undefined, account: DemoAccount) {
  await startSignedIn(page, baseURL, { account });
  await page.getByRole('article').first().getByRole('link', { name: program.copy.prescriptions.payNow }).click();
  await expectAt(page, baseURL, '/payment?payment=PAY-1001');
  await expect(page.getByRole('heading', { level: 1, name: program.copy.pages.payment })).toBeVisible();
}

test.describe('Payment', () => {
  test.skip(({ program }) => !program.feature('payment'), 'the payment feature is off in this programme');

  test('Pay now → /payment → Make Payment → demo checkout → Pay → back: "Payment Successful", the banner gone', async ({ page, program, baseURL, checkA11y }) => {
    // One journey through five page states, each checked for accessibility and reflow.
    test.slow();
    const copy = program.copy;
    await openPayment(page, program, baseURL, accounts.hubPatient);

    // The page: drug, order details, address with its edit link, amount, provider lines, pricing block.
    await expect(page.getByRole('heading', { level: 2, name: 'Inhalation Spray' })).toBeVisible();
    await expect(page.getByRole('img', { name: program.file.drugCatalogue[0]!.alt })).toBeVisible();
    const details = page.getByRole('region', { name: copy.payment.orderDetails });
    await expect(details).toContainText(`${copy.payment.dosage}2.5mcg, 2 puffs once daily`);
    await expect(details).toContainText(`${copy.payment.quantity}1`);
    const address = page.getByRole('region', { name: copy.payment.shippingAddress });
    await expect(address.locator('address')).toHaveText(/100 Example Street, Apt 4\s*Springfield, IL 62701/);
    await expect(address.getByRole('link', { name: copy.payment.editShippingAddress })).toHaveAttribute('href', '/update-shipping-address?returnUrl=%2Fpayment%3Fpayment%3DPAY-1001');
    await expect(page.getByText(copy.payment.dueIntro)).toBeVisible();
    await expect(page.getByText('$25.00', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: copy.payment.confirmAndProceed })).toHaveCount(0);
    await expect(page.getByText(copy.payment.processedBy)).toBeVisible();
    const important = page.getByRole('region', { name: copy.payment.importantTitle });
    await expect(important.getByRole('listitem')).toHaveText([copy.pricing.estimate, copy.pricing.higher, copy.pricing.lower, copy.pricing.processing]);
    await checkA11y('payment ready');

    // The info icon opens the pricing modal on /payment#prescription_pricing; a reload there too.
    await page.getByRole('link', { name: copy.payment.pricingInfo }).click();
    await expect(page).toHaveURL(`${baseURL}/payment?payment=PAY-1001#prescription_pricing`);
    await page.reload();
    const pricing = page.getByRole('dialog', { name: copy.pricing.title });
    await expect(pricing).toBeVisible();
    await checkA11y('payment pricing modal');
    await page.keyboard.press('Escape');
    await expect(pricing).toBeHidden();
    await expect(page).toHaveURL(`${baseURL}/payment?payment=PAY-1001`);

    // Fulfilled by: the pharmacy information modal.
    await page.getByRole('button', { name: 'HealthDyne Specialty Pharmacy' }).click();
    const pharmacy = page.getByRole('dialog');
    await expect(pharmacy).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(pharmacy).toBeHidden();

    await page.getByRole('button', { name: copy.payment.makePayment }).click();
    await expect(page).toHaveURL(/\/demo-checkout\.html\?session=cs_demo_1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Demo checkout' })).toBeVisible();
    await expect(page.getByText('$25.00')).toBeVisible();
    await checkA11y('demo checkout');
    // Every frame of the return is watched: a card offering "Pay now" while the address still
    // carries transaction=success would offer again what was just paid.
    await page.addInitScript((payNow: string) => {
      const seen = { payNow: false, confirming: false };
      (window as unknown as { returnFrames: typeof seen }).returnFrames = seen;
      const look = () => {
        if (!new URLSearchParams(location.search).has('transaction')) return;
        for (const card of document.querySelectorAll('article')) {
          if ([...card.querySelectorAll('a')].some((link) => link.textContent?.startsWith(payNow))) seen.payNow = true;
          if (card.querySelector('[role="status"]')) seen.confirming = true;
        }
      };
      new MutationObserver(look).observe(document, { childList: true, subtree: true });
    }, copy.prescriptions.payNow);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await expectAt(page, baseURL, '/prescriptions');
    const message = page.getByRole('status').filter({ hasText: copy.payment.successTitle });
    await expect(message).toContainText(copy.payment.successBody);
    await expect(page).toHaveURL(`${baseURL}/prescriptions`);
    await expect(page.getByRole('article').first().getByRole('link', { name: copy.prescriptions.payNow })).toHaveCount(0);
    // The card said it was being confirmed, and never offered the payment again, from the return's first frame.
    expect(await page.evaluate(() => (window as unknown as { returnFrames: { payNow: boolean; confirming: boolean } }).returnFrames)).toEqual({ payNow: false, confirming: true });
    // The refill with nothing to pay waits for its insurance: no confirmation offered (docs/decisions/0053).
    await expect(page.getByRole('link', { name: copy.prescriptions.confirmAndProceed })).toHaveCount(0);
    await checkA11y('payment successful');
    expect((await payCalls(page)).map((call) => call.rxPaymentId)).toEqual(['PAY-1001']);
  });

  test('(555) 555-0108: a checkout off the allowlist is refused; the demo checkout then fails: "Payment Failed"', async ({ page, program, baseURL, checkA11y }) => {
    test.slow();
    const copy = program.copy;
    const logs: string[] = [];
    page.on('console', (entry) => logs.push(entry.text()));
    await openPayment(page, program, baseURL, accounts.paymentFailure);

    // The mock answers one pay call with a checkout elsewhere: never followed.
    await page.evaluate(
      ([path]) => sessionStorage.setItem('portal-mock.faults', JSON.stringify([{ path, method: 'POST', status: 200, body: { checkout_url: 'https://evil.example.net/pay?session=secret' }, times: 1 }])),
      [PAY_PATH],
    );
    const makePayment = page.getByRole('button', { name: copy.payment.makePayment });
    await makePayment.click();
    const error = page.getByRole('alert').filter({ hasText: 'An error occurred while creating your payment.' });
    await expect(error).toBeVisible();
    expect(await error.evaluate((element) => element.textContent)).toBe('An error occurred while creating your payment.  Please try again.');
    await expect(page).toHaveURL(`${baseURL}/payment?payment=PAY-1001`);
    await expect(makePayment).not.toHaveAttribute('aria-disabled', 'true');
    expect(logs.some((line) => line.includes('https://evil.example.net/pay'))).toBe(true);
    expect(logs.some((line) => line.includes('secret'))).toBe(false);
    await checkA11y('payment creation failed');

    // The button works again: this account's demo checkout returns with transaction=failure.
    await makePayment.click();
    await expect(page).toHaveURL(/\/demo-checkout\.html/);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const message = page.getByRole('alert').filter({ hasText: copy.payment.failureTitle });
    await expect(message).toContainText(copy.payment.failureBody);
    await expect(page).toHaveURL(`${baseURL}/prescriptions`);
    await checkA11y('payment failed');
  });

  test('a double click and a refresh of /payment create one pay session', async ({ page, program, baseURL }) => {
    const copy = program.copy;
    await openPayment(page, program, baseURL, accounts.hubPatient);
    await page.getByRole('button', { name: copy.payment.makePayment }).dblclick();
    await expect(page).toHaveURL(/\/demo-checkout\.html\?session=cs_demo_1$/);
    const [first, ...more] = await payCalls(page);
    expect(more).toHaveLength(0);
    expect(first!.idempotencyKey).toMatch(/\S/);

    // Back to /payment and a refresh: nothing is sent; paying again resumes the same session.
    await page.goBack();
    await expectAt(page, baseURL, '/payment?payment=PAY-1001');
    await page.reload();
    await expect(page.getByRole('button', { name: copy.payment.makePayment })).toBeVisible();
    expect(await payCalls(page)).toHaveLength(1);
    // Paying again sends the same key, so the server answers with the same checkout session.
    await page.getByRole('button', { name: copy.payment.makePayment }).press('Enter');
    await expect(page).toHaveURL(/\/demo-checkout\.html\?session=cs_demo_1$/);
    const again = await payCalls(page);
    expect(again.length).toBeGreaterThan(1);
    expect(new Set(again.map((call) => call.idempotencyKey))).toEqual(new Set([first!.idempotencyKey]));

    // Cancel goes back to /payment and sends nothing; the key is still held until a return is handled.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expectAt(page, baseURL, '/payment');
    await expect(page.getByRole('button', { name: copy.payment.makePayment })).toBeVisible();
    expect(await payCalls(page)).toHaveLength(again.length);
  });
});

test.describe('Payment of the card pressed', () => {
  test.skip(({ program }) => !program.feature('payment'), 'the payment feature is off in this programme');

  test('every card with a payment opens /payment for its own prescription, through a reload, the shipping address and the pay call', async ({ page, program, baseURL }) => {
    test.slow();
    const copy = program.copy;
    await startSignedIn(page, baseURL);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(5);
    // The hub patient's payments: the card prescribed 10/02/2026 offers its $25.00; the refill of
    // 07/01/2026 has nothing to pay, but its insurance step has an alert, so its card offers no
    // confirmation (docs/decisions/0053) and its payment page is reached by its address.
    const expected = [
      { rxPaymentId: 'PAY-1001', prescribed: '10/02/2026', amount: '$25.00', action: copy.payment.makePayment, cardLink: copy.prescriptions.payNow as string | null },
      { rxPaymentId: 'PAY-1004', prescribed: '07/01/2026', amount: '$0.00', action: copy.payment.confirmAndProceed, cardLink: null },
    ];
    const cardOf = (prescribed: string) => cards.filter({ hasText: copy.prescriptions.prescribedOn.replace('{date}', prescribed) });
    const payLinks = page.getByRole('article').getByRole('link', { name: new RegExp(`^(${copy.prescriptions.payNow}|${copy.prescriptions.confirmAndProceed})`) });
    await expect(payLinks).toHaveCount(1);
    await expect(cardOf('10/02/2026').getByRole('link', { name: new RegExp(`^${copy.prescriptions.payNow}`) })).toHaveCount(1);
    for (const entry of expected) {
      if (entry.cardLink) {
        await page.goto('/prescriptions');
        await cardOf(entry.prescribed).getByRole('link', { name: new RegExp(`^${entry.cardLink}`) }).click();
      } else {
        await page.goto(`/payment?payment=${entry.rxPaymentId}`);
      }
      await expectAt(page, baseURL, `/payment?payment=${entry.rxPaymentId}`);
      const shown = async () => {
        await expect(page.getByText(copy.prescriptions.prescribedOn.replace('{date}', entry.prescribed), { exact: true })).toBeVisible();
        await expect(page.getByText(entry.amount, { exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: entry.action })).toBeVisible();
      };
      await shown();
      await page.reload();
      await shown();
      // The shipping address's edit link comes back to the same payment.
      await page.getByRole('link', { name: copy.payment.editShippingAddress }).click();
      await page.getByRole('button', { name: copy.shippingAddress.save }).click();
      await expectAt(page, baseURL, `/payment?payment=${entry.rxPaymentId}`);
      await shown();
    }

    // The pay call goes out for the payment shown: the refill's confirmation. The return it leads
    // to judges that payment (its key is kept), so it ends in "Payment Successful", never in
    // "Confirming your payment" beside a card that reads "Payment processed".
    await page.getByRole('button', { name: copy.payment.confirmAndProceed }).click();
    await expectAt(page, baseURL, '/prescriptions');
    expect((await payCalls(page)).map((call) => call.rxPaymentId)).toEqual(['PAY-1004']);
    await expect(page.getByText(copy.payment.successTitle)).toBeVisible();
    await expect(page.getByText(copy.payment.confirmingTitle)).toHaveCount(0);
  });

  test('/payment without a choice shows the first payment due', async ({ page, baseURL }) => {
    await startSignedIn(page, baseURL, { at: '/payment' });
    await expect(page.getByText('$25.00', { exact: true })).toBeVisible();
    await page.goto('/payment?payment=PAY-0000');
    await expect(page.getByText('$25.00', { exact: true })).toBeVisible();
  });
});

test.describe('Payment where the feature is off', () => {
  test.skip(({ program }) => program.feature('payment'), 'the payment feature is on in this programme');
  testedOncePer('payment');

  test('signed in, /payment is "Page not found" and a payment return is ignored', async ({ page, program, baseURL }) => {
    await startSignedIn(page, baseURL);
    await page.goto('/prescriptions?transaction=failure');
    await expect(page.getByRole('heading', { level: 1, name: program.copy.prescriptions.title })).toBeVisible();
    await expect(page.getByText(program.copy.payment.failureTitle)).toHaveCount(0);
    await page.goto('/payment');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});
