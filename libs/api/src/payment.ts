/**
 * The pay call (prescription-experience §4 Pay session, §7 pay): its body, its answer and the
 * Idempotency-Key. Which payment a page is about, when a payment is settled and which checkout may
 * be followed are the portal's rules: `@portal/care` (payment.ts).
 */
import { z } from './zod.ts';
import type { ApiClient, ApiResult } from './client.ts';
import { paths } from './paths.ts';

export const payResponseSchema = z.object({ checkout_url: z.string().check(z.minLength(1)) });
export type PayResponse = z.output<typeof payResponseSchema>;

export interface PayRequest {
  amount: number;
  /** The specialty pharmacy's pharmacy_id, or '' (§7 notes). */
  pharmacyDistributionCenterId: string;
}

/** POST /payments/{rxPaymentId}/pay with the Idempotency-Key the server collapses repeats by. */
export function createPaySession(client: ApiClient, token: string, rxPaymentId: string, body: PayRequest, idempotencyKey: string): Promise<ApiResult<PayResponse>> {
  return client.request({
    method: 'POST',
    path: () => paths.pay(rxPaymentId),
    schema: payResponseSchema,
    token,
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
