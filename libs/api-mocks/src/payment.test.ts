// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPaySession, paths, patientProfileResponseSchema } from '@portal/api';
import { toClientPatientData } from '@portal/care';
import { baseCopy } from '@portal/program-config/copy/en';
import { setMockDelay, setMockPaymentEnabled } from './delay.ts';
import { MOCK_UNSETTLED_READS_AFTER_PAY } from './payment.ts';
import { readMockState, writeMockState } from './state.ts';
import { setUpMockApi } from './testServer.ts';

const { client, tokenFor } = setUpMockApi();

async function dueIds(token: string, noCache: boolean) {
  const result = await client.request({ path: paths.profile, schema: patientProfileResponseSchema, token, ...(noCache ? { headers: { 'Cache-Control': 'no-cache' } } : {}) });
  if (!result.ok) throw new Error('profile failed');
  return toClientPatientData(result.data, baseCopy.timeline).prescriptions.flatMap((prescription) => (prescription.paymentInfo ? [prescription.paymentInfo.rxPaymentId] : []));
}

/** What the demo checkout page's Pay writes (apps/portal/public-mock/demo-checkout.js). */
function payAtDemoCheckout(sessionId: string) {
  const state = readMockState();
  const session = state.paySessions.find((each) => each.id === sessionId)!;
  writeMockState({ ...state, paidPayments: { ...state.paidPayments, [`${session.scenario}:${session.rxPaymentId}`]: MOCK_UNSETTLED_READS_AFTER_PAY } });
}

it('the demo checkout page (a static script, which imports nothing) leaves the same unsettled reads as this mock', () => {
  const page = readFileSync(join(__dirname, '../../../apps/portal/public-mock/demo-checkout.js'), 'utf8');
  expect(page.match(/var UNSETTLED_READS_AFTER_PAY = (\d+);/)?.[1]).toBe(String(MOCK_UNSETTLED_READS_AFTER_PAY));
});

describe('mock pay call and demo checkout (spec §4 Pay session, Payment return)', () => {
  it('the same Idempotency-Key answers the same checkout and records one session', async () => {
    const token = await tokenFor('(555) 555-0100');
    const body = { amount: 25, pharmacyDistributionCenterId: 'PH-100' };
    const first = await createPaySession(client, token, 'PAY-1001', body, 'key-a');
    const again = await createPaySession(client, token, 'PAY-1001', body, 'key-a');
    expect(first.ok && first.data.checkout_url).toBe('http://portal.test/demo-checkout.html?session=cs_demo_1');
    expect(again).toEqual(first);
    expect(readMockState().payRequests).toHaveLength(2);
    expect(readMockState().paySessions).toHaveLength(1);
    expect(readMockState().paySessions[0]).toMatchObject({ scenario: 'hubPatient', rxPaymentId: 'PAY-1001', amount: 25, pharmacyDistributionCenterId: 'PH-100', outcome: 'success' });
  });

  it('one pay session per payment: a new key answers the session already open (it opened a second one)', async () => {
    const token = await tokenFor('(555) 555-0100');
    const body = { amount: 25, pharmacyDistributionCenterId: 'PH-100' };
    const first = await createPaySession(client, token, 'PAY-1001', body, 'key-a');
    const other = await createPaySession(client, token, 'PAY-1001', body, 'key-b');
    expect(other).toEqual(first);
    expect(readMockState().paySessions.map((session) => session.id)).toEqual(['cs_demo_1']);
    // Other terms for the payment (another of its pharmacies) are a 409 naming the session, still no second one.
    expect(await createPaySession(client, token, 'PAY-1001', { amount: 25, pharmacyDistributionCenterId: '' }, 'key-c')).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 409, message: 'Payment PAY-1001 already has its pay session (cs_demo_1) for other terms: one pay session per payment' },
    });
    expect(readMockState().paySessions).toHaveLength(1);
  });

  it('the same key with another body or another payment is a 422 (it answered the first session with 200)', async () => {
    const token = await tokenFor('(555) 555-0100');
    await createPaySession(client, token, 'PAY-1001', { amount: 25, pharmacyDistributionCenterId: 'PH-100' }, 'key-a');
    for (const [payment, body] of [
      ['PAY-1001', { amount: 25, pharmacyDistributionCenterId: '' }],
      ['PAY-1004', { amount: 0, pharmacyDistributionCenterId: 'PH-100' }],
    ] as const) {
      const answer = await createPaySession(client, token, payment, body, 'key-a');
      expect(answer).toMatchObject({ ok: false, error: { kind: 'http', status: 422 } });
      expect(!answer.ok && answer.error.kind === 'http' && answer.error.message).toMatch(/^Idempotency-Key key-a was first sent with another request/);
    }
    expect(readMockState().paySessions).toHaveLength(1);
  });

  it('a key sent again while its first request is still being answered is a 409 (IETF draft)', async () => {
    const token = await tokenFor('(555) 555-0100');
    const body = { amount: 25, pharmacyDistributionCenterId: 'PH-100' };
    setMockDelay(50);
    try {
      const answers = await Promise.all([createPaySession(client, token, 'PAY-1001', body, 'key-a'), createPaySession(client, token, 'PAY-1001', body, 'key-a')]);
      // Whichever arrives first is answered; the other meets it in flight.
      expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
      expect(answers.find((answer) => !answer.ok)).toMatchObject({ ok: false, error: { kind: 'http', status: 409, message: expect.stringMatching(/still being processed/) } });
    } finally {
      setMockDelay(0);
    }
    expect((await createPaySession(client, token, 'PAY-1001', body, 'key-a')).ok).toBe(true);
  });

  it('keys belong to the patient: another patient’s key is a key of their own', async () => {
    const body = { amount: 25, pharmacyDistributionCenterId: 'PH-100' };
    await createPaySession(client, await tokenFor('(555) 555-0100'), 'PAY-1001', body, 'key-a');
    expect((await createPaySession(client, await tokenFor('(555) 555-0108'), 'PAY-1001', body, 'key-a')).ok).toBe(true);
    expect(readMockState().paySessions.map((session) => session.scenario)).toEqual(['hubPatient', 'paymentFailure']);
  });

  it('after Pay the payment shows paid from the second profile read (the return\'s poll); before Pay, reads change nothing', async () => {
    const token = await tokenFor('(555) 555-0100');
    expect(await dueIds(token, false)).toEqual(['PAY-1001', 'PAY-1004']);
    await createPaySession(client, token, 'PAY-1001', { amount: 25, pharmacyDistributionCenterId: 'PH-100' }, 'key-a');
    expect(await dueIds(token, false)).toEqual(['PAY-1001', 'PAY-1004']);
    payAtDemoCheckout('cs_demo_1');
    expect(await dueIds(token, false)).toEqual(['PAY-1001', 'PAY-1004']);
    expect(await dueIds(token, true)).toEqual(['PAY-1004']);
    expect(await dueIds(token, false)).toEqual(['PAY-1004']);
  });

  it('(555) 555-0108: the demo checkout returns with failure', async () => {
    const token = await tokenFor('(555) 555-0108');
    await createPaySession(client, token, 'PAY-1001', { amount: 25, pharmacyDistributionCenterId: 'PH-100' }, 'key-a');
    expect(readMockState().paySessions[0]).toMatchObject({ scenario: 'paymentFailure', outcome: 'failure' });
  });

  it('a confirmation (nothing to pay) settles at once', async () => {
    const token = await tokenFor('(555) 555-0100');
    await createPaySession(client, token, 'PAY-1004', { amount: 0, pharmacyDistributionCenterId: 'PH-100' }, 'key-c');
    expect(await dueIds(token, false)).toEqual(['PAY-1001']);
  });

  it('refuses a call without a token', async () => {
    const result = await createPaySession(client, '', 'PAY-1001', { amount: 25, pharmacyDistributionCenterId: '' }, 'k');
    expect(result.ok).toBe(false);
  });
});

describe('a paid prescription moves on as a server would (spec §4 Payment return; docs/decisions/0034-the-payment-return-settles-on-the-payment-paid.md)', () => {
  async function hubCards(token: string) {
    const result = await client.request({ path: paths.profile, schema: patientProfileResponseSchema, token, headers: { 'Cache-Control': 'no-cache' } });
    if (!result.ok) throw new Error('profile failed');
    return toClientPatientData(result.data, baseCopy.timeline).prescriptions;
  }

  it('after the first card is paid: payment Completed, the pharmacy set and locked, the refill count kept, no text asking to pay', async () => {
    const token = await tokenFor('(555) 555-0100');
    await createPaySession(client, token, 'PAY-1001', { amount: 25, pharmacyDistributionCenterId: 'PH-100' }, 'key-a');
    payAtDemoCheckout('cs_demo_1');
    await hubCards(token); // the return's first poll: not settled yet
    const paid = (await hubCards(token))[0]!;
    expect(paid.paymentInfo).toBeNull();
    expect(paid.allowDispensePharmacyChange).toBe(false);
    const steps = Object.fromEntries(paid.prescription_timeline.map((item) => [item.step, item]));
    expect(steps.pharmacySelected).toMatchObject({ status: 'Completed', subtitle: 'HealthDyne Specialty Pharmacy' });
    expect(steps.refill?.subtitle).toBe('3 refills remaining. We will notify you when refill is available.');
    expect(steps.payment).toMatchObject({ status: 'Completed', subtitle: 'Payment processed' });
    expect(JSON.stringify(paid.prescription_timeline)).not.toMatch(/pay your estimated cost/i);
  });

  it('a programme without payment gets no payments and no wording about paying', async () => {
    setMockPaymentEnabled(false);
    try {
      const token = await tokenFor('(555) 555-0100');
      const cards = await hubCards(token);
      expect(cards.every((card) => card.paymentInfo === null && !card.prescription_timeline.some((item) => item.step === 'payment'))).toBe(true);
      expect(JSON.stringify(cards)).not.toMatch(/\bpay\b/i);
      expect(cards[0]!.prescription_timeline.find((item) => item.step === 'pharmacySelected')?.subtitle).toBe('Choose your pharmacy so we can fill your prescription.');
    } finally {
      setMockPaymentEnabled(true);
    }
  });
});
