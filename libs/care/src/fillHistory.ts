/**
 * The fill history's rules (prescription-experience §3 Fill history, §4 Fill history filter):
 * which prescription the call asks about, and the fills a patient sees. The call is `@portal/api`'s
 * `fetchFillHistory`.
 */
import type { FillHistoryQuery, FillHistoryResponse } from '@portal/api';
import { mentionsSpecialtyPharmacy, type ClientPrescription } from './prescriptions.ts';

/**
 * §4: "Fill history is fetched when both intakeCaseId and acticsPharmacyReferralRecordId exist."
 * Fills are the specialty pharmacy's (the menu shows Fill History for a prescription that may go
 * to it, §2), so the prescription asked about is the first whose possible pharmacies include it,
 * else the first prescription; its intake case id, else the patient's. Null: no call is made.
 */
export function fillHistoryQueryFor(prescriptions: ClientPrescription[], patientIntakeCaseId: string | null): FillHistoryQuery | null {
  const prescription = prescriptions.find((each) => each.possible_pharmacies.some((pharmacy) => mentionsSpecialtyPharmacy(pharmacy.name))) ?? prescriptions[0];
  const intakeCaseId = prescription?.intakeCaseId || patientIntakeCaseId;
  const referral = prescription?.acticsPharmacyReferralRecordId;
  return intakeCaseId && referral ? { intakeCaseId, acticsPharmacyReferralRecordId: referral } : null;
}

/** §4: only transactions whose paymentStatus contains "succeeded", case-insensitively. */
export function isSucceededPayment(paymentStatus: string | null | undefined): boolean {
  return paymentStatus?.toLowerCase().includes('succeeded') ?? false;
}

/** One accordion of /fill-history: a successful fill transaction with the prescription it belongs to. */
export interface FillEntry {
  /** Unique on the page. */
  id: string;
  transactionDateTime: string;
  pharmacy: string;
  amount: number;
  fillStatus: string;
  trackingNumber: string | null;
  receiptUrl: string | null;
  /** The patient's prescription with the fill's referral id; else the one the history was asked for. */
  prescription: ClientPrescription | null;
}

const toAmount = (value: string | number | null | undefined): number => {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
};

/** Fills -> the accordions, in the server's order; failed and pending payments are left out (§4). */
export function toFillEntries(response: FillHistoryResponse, prescriptions: ClientPrescription[], query: FillHistoryQuery | null): FillEntry[] {
  const byReferral = (id: string | null | undefined) => (id ? prescriptions.find((prescription) => prescription.acticsPharmacyReferralRecordId === id) : undefined);
  const fallback = byReferral(query?.acticsPharmacyReferralRecordId) ?? null;
  const entries = response.fills.flatMap((fill, fillIndex) =>
    (fill.fillTransactions ?? [])
      .filter((transaction) => isSucceededPayment(transaction.paymentStatus))
      .map((transaction, index) => ({
        id: String(transaction.transactionId ?? `fill-${fillIndex}-${index}`),
        transactionDateTime: transaction.transactionDateTime ?? '',
        pharmacy: transaction.pharmacy ?? '',
        amount: toAmount(transaction.amount),
        fillStatus: transaction.fillStatus ?? '',
        trackingNumber: transaction.shipmentTrackingNumber?.trim() ? transaction.shipmentTrackingNumber.trim() : null,
        receiptUrl: transaction.receiptURL?.trim() ? transaction.receiptURL.trim() : null,
        prescription: byReferral(fill.pharmacyReferralRecordId) ?? fallback,
      })),
  );
  // The id is each accordion's value: a transaction id the server repeats (or one that matches a
  // generated "fill-N-M") would open two accordions as one, so a repeat gets a suffix.
  const seen = new Set<string>();
  return entries.map((entry) => {
    let id = entry.id;
    for (let repeat = 2; seen.has(id); repeat += 1) id = `${entry.id}-${repeat}`;
    seen.add(id);
    return { ...entry, id };
  });
}
