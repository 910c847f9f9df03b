/** What the checkout said when it sent the patient back (`?transaction=`, prescription-experience §2 Routes). */
export type PaymentReturnOutcome = 'success' | 'failure';

export interface PaymentReturnInput {
  outcome: PaymentReturnOutcome;
}

/**
 * One poll: the profile fetched bypassing the load cache. `settled` follows §4 Payment return;
 * a failed fetch counts as a try that did not settle (never as a failed payment).
 */
export type CheckPaymentResult = { settled: boolean };

export interface PaymentReturnContext {
  outcome: PaymentReturnOutcome;
  /** Tries made so far (1-based once the first check ran). */
  attempts: number;
  result: PaymentReturnResult | null;
}

/**
 * `succeeded`: the payment shows as settled ("Payment Successful"); `unconfirmed`: not settled
 * after the last try (an info message: it is being confirmed); `failed`: the checkout said failure.
 */
export type PaymentReturnResult = 'succeeded' | 'unconfirmed' | 'failed';

export interface PaymentReturnOutput {
  result: PaymentReturnResult;
  attempts: number;
}
