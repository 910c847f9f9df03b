/**
 * GET fetchFillHistory (prescription-experience §3 Fill history, §4 Fill history filter, §7):
 * the schema at the boundary, when the call is made, and the fills a patient sees.
 */
import { z } from './zod.ts';
import type { ApiClient, ApiResult } from './client.ts';
import { encodeId, paths } from './paths.ts';
import { mentionsSpecialtyPharmacy, type ClientPrescription } from './prescriptions.ts';

const text = z.nullish(z.string());

export const fillTransactionSchema = z.object({
  pharmacy: text,
  transactionDateTime: text,
  amount: z.nullish(z.union([z.number(), z.string()])),
  paymentStatus: text,
  transactionId: z.nullish(z.union([z.string(), z.number()])),
  fillStatus: text,
  shipmentTrackingNumber: text,
  receiptURL: text,
});

export const fillSchema = z.object({
  pharmacyReferralRecordId: text,
  status: text,
  fillTransactions: z.nullish(z.array(fillTransactionSchema)),
});

/** §3: "success, intakeCaseId and fills". The list is what the page renders, so it must be there. */
export const fillHistoryResponseSchema = z.object({
  success: z.nullish(z.boolean()),
  intakeCaseId: text,
  fills: z.array(fillSchema),
});
export type FillHistoryResponse = z.output<typeof fillHistoryResponseSchema>;
export type FillTransaction = z.output<typeof fillTransactionSchema>;

/** The ids the call is made with. */
export interface FillHistoryQuery {
  intakeCaseId: string;
  acticsPharmacyReferralRecordId: string;
}

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

/**
 * §7 gives the wire form `?intakeCaseId={id}` and says the call runs with both ids but not how
 * the second is sent: it goes as a second query parameter, `acticsPharmacyReferralRecordId`
 * (a GET has no body, and a server that does not read it ignores it). Both ids go through
 * `encodeId`, so an id it refuses throws UnsafeIdError (the client gets this as a function).
 */
export function fillHistoryPath(query: FillHistoryQuery): string {
  return `${paths.fillHistory(query.intakeCaseId)}&acticsPharmacyReferralRecordId=${encodeId(query.acticsPharmacyReferralRecordId)}`;
}

export function fetchFillHistory(client: ApiClient, token: string, query: FillHistoryQuery): Promise<ApiResult<FillHistoryResponse>> {
  return client.request({ path: () => fillHistoryPath(query), schema: fillHistoryResponseSchema, token });
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
