/**
 * GET fetchFillHistory (prescription-experience §3 Fill history, §7): the schema at the boundary
 * and the call with both ids. Which prescription it asks about and which fills a patient sees are
 * the portal's rules: `@portal/care` (fillHistory.ts).
 */
import { z } from './zod.ts';
import type { ApiClient, ApiResult } from './client.ts';
import { encodeId, paths } from './paths.ts';

const text = z.nullish(z.string());

const fillTransactionSchema = z.object({
  pharmacy: text,
  transactionDateTime: text,
  amount: z.nullish(z.union([z.number(), z.string()])),
  paymentStatus: text,
  transactionId: z.nullish(z.union([z.string(), z.number()])),
  fillStatus: text,
  shipmentTrackingNumber: text,
  receiptURL: text,
});

const fillSchema = z.object({
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

/** The ids the call is made with. */
export interface FillHistoryQuery {
  intakeCaseId: string;
  acticsPharmacyReferralRecordId: string;
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
