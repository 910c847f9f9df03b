/**
 * What the demo API knows of each demo patient's records, to tie every id a request names to the
 * signed-in patient, as a server checks a resource belongs to the token's patient: a payment,
 * referral or intake case of someone else (or of no one) is not found (404, the same answer, so
 * that ids of other patients are not told apart from ids that do not exist); an id in a body
 * that contradicts the patient's own record (another drug for this referral, another
 * enrollment, a pharmacy not offered) is refused (403).
 */
import { HttpResponse } from 'msw';
import { normaliseNdc } from '@portal/care';
import { getMockPaymentEnabled } from './delay.ts';
import { profileFor } from './profiles.ts';
import type { DemoScenarioName } from './scenarios.ts';

type Json = Record<string, unknown>;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The demo patient's own record (the first profile), and its prescriptions. */
export function recordOf(scenario: DemoScenarioName): { patient: Json; prescriptions: Json[] } {
  const patient = ((profileFor(scenario, true).patientProfileDetails as Json[] | undefined) ?? [])[0] ?? {};
  return { patient, prescriptions: (patient.prescriptions as Json[] | undefined) ?? [] };
}

/** The patient's prescription of this pharmacy referral, if it is theirs. */
export function prescriptionOfReferral(scenario: DemoScenarioName, referralRecordId: string): Json | undefined {
  return referralRecordId ? recordOf(scenario).prescriptions.find((prescription) => text(prescription.acticsPharmacyReferralRecordId) === referralRecordId) : undefined;
}

/** The patient's payment of this id and its prescription, if it is theirs (none in a programme without payment). */
export function paymentOf(scenario: DemoScenarioName, rxPaymentId: string): { payment: Json; prescription: Json } | undefined {
  if (!getMockPaymentEnabled()) return undefined;
  for (const prescription of recordOf(scenario).prescriptions) {
    const payment = ((prescription.rxPayments as Json[] | undefined) ?? []).find((each) => text(each.rxPaymentId) === rxPaymentId);
    if (payment) return { payment, prescription };
  }
  return undefined;
}

/** Whether this intake case is the patient's (their own, or one of their prescriptions'). */
export function ownsIntakeCase(scenario: DemoScenarioName, intakeCaseId: string): boolean {
  const { patient, prescriptions } = recordOf(scenario);
  return Boolean(intakeCaseId) && [patient, ...prescriptions].some((record) => text(record.intakeCaseId) === intakeCaseId);
}

/** The possible pharmacies' ids of a prescription. */
export function pharmacyIdsOf(prescription: Json): string[] {
  return ((prescription.possiblePharmacies as Json[] | undefined) ?? []).map((pharmacy) => text(pharmacy.pharmacy_id));
}

/** NDCs compare normalised, as the portal compares them (0597-0100-61 and 00597010061 name one drug). */
export const sameNdc = (left: unknown, right: unknown) => text(left).trim() !== '' && normaliseNdc(text(left)) === normaliseNdc(text(right));

export const notFound = (what: string) => HttpResponse.json({ errorDescription: `${what} was not found for this patient` }, { status: 404 });
export const forbidden = (why: string) => HttpResponse.json({ errorDescription: why }, { status: 403 });
