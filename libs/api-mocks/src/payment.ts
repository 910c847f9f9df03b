/**
 * The pay call and the demo checkout of the mock mode (prescription-experience §4 Pay session,
 * Payment return). The pay call honours `Idempotency-Key`: the same key answers the same checkout
 * and records one session. The checkout is a static demo page of the mock build
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
export const DEMO_CHECKOUT_PATH = '/demo-checkout.html';
/**
 * Profile reads that still show the payment due after the demo checkout's Pay. Every read counts:
 * the portal asks for no cached answer on every call (`cache: 'no-store'`, which also sends
 * `Cache-Control: no-cache`), so a poll's read cannot be told from a page's own.
 */
export const MOCK_UNSETTLED_READS_AFTER_PAY = 1;
/** The pharmacy a paid prescription gets, so that it has one (the return's settled rule). */
const PAID_PHARMACY = 'HealthDyne Specialty Pharmacy';

const paymentKey = (scenario: DemoScenarioName, rxPaymentId: string) => `${scenario}:${rxPaymentId}`;

export async function answerPay({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) {
  await delay(getMockDelay());
  const claims = readMockToken(request.headers.get('jwttoken'));
  if (!claims) return HttpResponse.json({ errorDescription: 'Unauthorized' }, { status: 401 });
  const rxPaymentId = String(params.rxPaymentId ?? '');
  let payload: Record<string, unknown> = {};
  try {
    const parsed: unknown = await request.json();
    if (typeof parsed === 'object' && parsed !== null) payload = parsed as Record<string, unknown>;
  } catch {
    // an empty body is answered below
  }
  const amount = Number(payload.amount);
  if (!rxPaymentId || !Number.isFinite(amount)) return HttpResponse.json({ errorDescription: 'Invalid payment' }, { status: 400 });
  // The payment must be the signed-in patient's, for the amount due, to one of its pharmacies.
  const owned = paymentOf(claims.scenario, rxPaymentId);
  if (!owned) return notFound(`Payment ${rxPaymentId}`);
  if (Number(owned.payment.amount) !== amount) return HttpResponse.json({ errorDescription: `The amount ${amount} is not the amount due for payment ${rxPaymentId}` }, { status: 400 });
  const pharmacyId = String(payload.pharmacyDistributionCenterId ?? '');
  if (pharmacyId && !pharmacyIdsOf(owned.prescription).includes(pharmacyId)) return forbidden(`Pharmacy ${pharmacyId} does not fill payment ${rxPaymentId}`);

  const key = request.headers.get('Idempotency-Key') ?? '';
  const state = readMockState();
  const payRequests = [...state.payRequests, { scenario: claims.scenario, rxPaymentId, idempotencyKey: key }];
  const existing = key ? state.paySessions.find((session) => session.idempotencyKey === key && session.rxPaymentId === rxPaymentId) : undefined;
  const session: MockPaySession = existing ?? {
    id: `cs_demo_${state.paySessions.length + 1}`,
    scenario: claims.scenario,
    rxPaymentId,
    idempotencyKey: key,
    amount,
    pharmacyDistributionCenterId: String(payload.pharmacyDistributionCenterId ?? ''),
    outcome: claims.scenario === 'paymentFailure' ? 'failure' : 'success',
  };
  const paySessions = existing ? state.paySessions : [...state.paySessions, session];
  // Nothing to pay: the confirmation itself settles the payment.
  const paidPayments = amount > 0 ? state.paidPayments : { ...state.paidPayments, [paymentKey(claims.scenario, rxPaymentId)]: 0 };
  writeMockState({ ...state, payRequests, paySessions, paidPayments });
  const origin = new URL(request.url).origin;
  return HttpResponse.json({ checkout_url: `${origin}${DEMO_CHECKOUT_PATH}?session=${encodeURIComponent(session.id)}` });
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
