import type { ApiClient, PatientProfileResponse } from '@portal/api';
import type { TimelineCopy } from '@portal/care';

/** What the checkout said when it sent the patient back (`?transaction=`, prescription-experience §2 Routes). */
export type PaymentReturnOutcome = 'success' | 'failure';

/** What a poll needs: the session's API client, its token of the moment, the payment and the words of the timeline. */
export interface PaymentCheck {
  api: ApiClient;
  /** The session's token when the poll is made; null once it ended. */
  token: () => string | null;
  /** The payment this return belongs to, when this tab started it (its key is held). */
  rxPaymentId: string | null;
  timeline: TimelineCopy;
}

export interface PaymentReturnInput {
  outcome: PaymentReturnOutcome;
  check: PaymentCheck;
}

/**
 * One poll: the profile fetched bypassing the load cache. `settled` follows §4 Payment return;
 * a failed fetch counts as a try that did not settle (never as a failed payment).
 */
export type CheckPaymentResult = { settled: boolean; profile?: PatientProfileResponse };

export interface PaymentReturnContext {
  outcome: PaymentReturnOutcome;
  check: PaymentCheck;
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
