/**
 * The pay call and the demo checkout of the mock mode (prescription-experience §4 Pay session,
 * Payment return). The pay call honours `Idempotency-Key` (answerPay): one pay session per
 * payment, a key bound to the request it was first sent with. The checkout is a static demo page of the mock build
 * (`apps/portal/public-mock/demo-checkout.html`); its Pay marks the payment paid in this tab's mock
 * state, to show from the second profile read after it (the payment return's poll).
 */
import { delay, HttpResponse } from 'msw';
import { getMockDelay } from './delay.ts';
import { afterPayment } from './prescriptions.ts';
import { forbidden, notFound, paymentOf, pharmacyIdsOf } from './records.ts';
import type { DemoScenarioName } from './scenarios.ts';
import { readMockState, writeMockState, type MockPaySession } from './state.ts';
import { readMockToken } from './token.ts';

/** The demo checkout page, on the portal's own origin (the allowlist's mock rule). */
const DEMO_CHECKOUT_PATH = '/demo-checkout.html';
/**
 * Profile reads that still show the payment due after the demo checkout's Pay. Every read counts:
 * the portal asks for no cached answer on every call (`cache: 'no-store'`, which also sends
 * `Cache-Control: no-cache`), so a poll's read cannot be told from a page's own.
 */
export const MOCK_UNSETTLED_READS_AFTER_PAY = 1;
/** The pharmacy a paid prescription gets, so that it has one (the return's settled rule). */
const PAID_PHARMACY = 'HealthDyne Specialty Pharmacy';

const paymentKey = (scenario: DemoScenarioName, rxPaymentId: string) => `${scenario}:${rxPaymentId}`;

/**
 * Keys whose pay call is being answered (by patient): the IETF draft's 409 for a request sent
 * again with its key before the first has been answered.
 */
const keysInFlight = new Set<string>();

const refusal = (status: number, errorDescription: string) => HttpResponse.json({ errorDescription }, { status });

/**
 * The pay call under the IETF Idempotency-Key rules (draft-ietf-httpapi-idempotency-key-header),
 * keys scoped to the patient:
 *   - the same key and the same request (payment and body) answers the session it made;
 *   - the same key with another payment or body is a 422 (the key names one request);
 *   - the same key while its first request is still being answered is a 409;
 *   - a new key for a payment that already has its pay session answers that session
 *     (docs/decisions/0033: one pay session per payment), if it asks for the same terms; other
 *     terms (another pharmacy) are a 409 naming the session, not a second session.
 * Answering the session, not a 409, for a new key: the portal makes a new key after a clear
 * refusal (a 4xx but 409) or in a new sign-in, and that patient must reach the checkout already
 * open, not be stuck behind it; a 409 would tell the portal to retry its new key forever.
 */
export async function answerPay({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) {
  const claims = await readMockToken(request.headers.get('jwttoken'));
  if (!claims) {
    await delay(getMockDelay());
    return refusal(401, 'Unauthorized');
  }
  const key = request.headers.get('Idempotency-Key') ?? '';
  const flight = `${claims.scenario} ${key}`;
  if (key && keysInFlight.has(flight)) return refusal(409, `A request with Idempotency-Key ${key.slice(0, 80)} is still being processed: retry it once it is answered`);
  if (key) keysInFlight.add(flight);
  try {
    await delay(getMockDelay());
    return await answerKeyedPay(request, claims.scenario, String(params.rxPaymentId ?? ''), key);
  } finally {
    keysInFlight.delete(flight);
  }
}

async function answerKeyedPay(request: Request, scenario: DemoScenarioName, rxPaymentId: string, key: string): Promise<Response> {
  let payload: Record<string, unknown> = {};
  try {
    const parsed: unknown = await request.json();
    if (typeof parsed === 'object' && parsed !== null) payload = parsed as Record<string, unknown>;
  } catch {
    // an empty body is answered below
  }
  const amount = Number(payload.amount);
  const pharmacyId = String(payload.pharmacyDistributionCenterId ?? '');
  // What the key stands for: the payment and the body's fields (in a fixed order, so the
  // same body sent with its keys in another order is the same request).
  const fingerprint = JSON.stringify([rxPaymentId, payload.amount ?? null, payload.pharmacyDistributionCenterId ?? null]);
  const state = readMockState();
  // Every pay call answered with a checkout is recorded, repeats included.
  const checkoutOf = (session: MockPaySession) => {
    const now = readMockState();
    writeMockState({ ...now, payRequests: [...now.payRequests, { scenario, rxPaymentId, idempotencyKey: key }] });
    return HttpResponse.json({ checkout_url: `${new URL(request.url).origin}${DEMO_CHECKOUT_PATH}?session=${encodeURIComponent(session.id)}` });
  };

  const keyed = key ? state.paySessions.find((session) => session.scenario === scenario && session.idempotencyKey === key) : undefined;
  if (keyed) {
    if (keyed.fingerprint !== fingerprint) {
      return refusal(422, `Idempotency-Key ${key.slice(0, 80)} was first sent with another request (payment ${keyed.rxPaymentId}, another body): a new request needs a new key`);
    }
    return checkoutOf(keyed);
  }

  if (!rxPaymentId || !Number.isFinite(amount)) return refusal(400, 'Invalid payment');
  // The payment must be the signed-in patient's, for the amount due, to one of its pharmacies.
  const owned = paymentOf(scenario, rxPaymentId);
  if (!owned) return notFound(`Payment ${rxPaymentId}`);
  if (Number(owned.payment.amount) !== amount) return refusal(400, `The amount ${amount} is not the amount due for payment ${rxPaymentId}`);
  if (pharmacyId && !pharmacyIdsOf(owned.prescription).includes(pharmacyId)) return forbidden(`Pharmacy ${pharmacyId} does not fill payment ${rxPaymentId}`);

  const open = state.paySessions.find((session) => session.scenario === scenario && session.rxPaymentId === rxPaymentId);
  if (open) {
    if (open.amount !== amount || open.pharmacyDistributionCenterId !== pharmacyId) {
      return refusal(409, `Payment ${rxPaymentId} already has its pay session (${open.id}) for other terms: one pay session per payment`);
    }
    return checkoutOf(open);
  }

  const session: MockPaySession = {
    id: `cs_demo_${state.paySessions.length + 1}`,
    scenario,
    rxPaymentId,
    idempotencyKey: key,
    fingerprint,
    amount,
    pharmacyDistributionCenterId: pharmacyId,
    outcome: scenario === 'paymentFailure' ? 'failure' : 'success',
  };
  // Nothing to pay: the confirmation itself settles the payment.
  const paidPayments = amount > 0 ? state.paidPayments : { ...state.paidPayments, [paymentKey(scenario, rxPaymentId)]: 0 };
  writeMockState({ ...state, paySessions: [...state.paySessions, session], paidPayments });
  return checkoutOf(session);
}

type Json = Record<string, unknown>;

/**
 * The profile as the mock answers it after payments: a paid payment shows as Paid, and its
 * prescription moves on as a server's would (the specialty pharmacy set, the status text of
 * `afterPayment`), once its unsettled reads are used up. Each read uses one up.
 */
export function applyPayments(profile: Json, scenario: DemoScenarioName): Json {
  const state = readMockState();
  const mine = Object.entries(state.paidPayments).filter(([key]) => key.startsWith(`${scenario}:`));
  if (!mine.length) return profile;
  const settled = new Set(mine.filter(([, reads]) => reads <= 0).map(([key]) => key.slice(scenario.length + 1)));
  if (mine.some(([, reads]) => reads > 0)) {
    const paidPayments = { ...state.paidPayments };
    for (const [key, reads] of mine) if (reads > 0) paidPayments[key] = reads - 1;
    writeMockState({ ...state, paidPayments });
  }
  const details = (profile.patientProfileDetails as Json[] | undefined) ?? [];
  return {
    ...profile,
    patientProfileDetails: details.map((patient) => ({
      ...patient,
      prescriptions: ((patient.prescriptions as Json[] | undefined) ?? []).map((prescription) => {
        const payments = (prescription.rxPayments as Json[] | undefined) ?? [];
        if (!payments.some((payment) => settled.has(String(payment.rxPaymentId)))) return prescription;
        return {
          ...prescription,
          ...afterPayment[String(prescription.prescriptionId)],
          pharmacyDistributionCenter: prescription.pharmacyDistributionCenter ?? PAID_PHARMACY,
          rxPayments: payments.map((payment) => (settled.has(String(payment.rxPaymentId)) ? { ...payment, status: 'Paid' } : payment)),
        };
      }),
    })),
  };
}
