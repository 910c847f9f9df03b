import type { ApiClient, ApiError, ApiResult, PayRequest, PayResponse } from '@portal/api';
import type { CheckoutAllowlist } from '@portal/care';

/** A payment's key storage (this tab's sessionStorage, or a test's). */
export type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** What the pay press asks for: one payment. */
export interface PaySessionRequest {
  rxPaymentId: string;
  amount: number;
  /** The specialty pharmacy's pharmacy_id, or ''. */
  pharmacyDistributionCenterId: string;
}

export interface PaySessionInput extends PaySessionRequest {
  /** The session's API client: the pay call goes through it. */
  api: ApiClient;
  /** Where the payment's key is kept: a clear refusal forgets it there. */
  keys: KeyStorage;
  /** The payment's key, held in this tab's storage until the return from the checkout is handled. */
  idempotencyKey: string;
  allowlist: CheckoutAllowlist;
}

export interface PaySessionContext extends PaySessionInput {
  /** The renewed token the pay call is made with ('' until then). */
  token: string;
  /** The checkout the pay call answered ('' until then). */
  checkoutUrl: string;
  /** The failed pay call's error, for the guards that sort it. */
  error: ApiError | null;
}

export interface PayCallInput {
  api: ApiClient;
  token: string;
  rxPaymentId: string;
  body: PayRequest;
  idempotencyKey: string;
}

export type PayCallResult = ApiResult<PayResponse>;

/**
 * renewal: the token could not be renewed, nothing was sent; refused: the server said no (a 4xx),
 * the key is gone; unsure: a 5xx or a 202, the key is kept; noAnswer: a timeout, no connection or
 * an unreadable answer, the key is kept; checkoutNotAllowed: the checkout is off the allowlist,
 * the key is kept.
 */
export type PayFailure = 'renewal' | 'refused' | 'unsure' | 'noAnswer' | 'checkoutNotAllowed';

export type PayOutcome =
  /** Redirect mode: send the browser to the (allowed) checkout. */
  | { kind: 'redirect'; url: string }
  /** Nothing to pay: the confirmation is recorded; a success message and /prescriptions. */
  | { kind: 'confirmed' }
  | { kind: 'failed'; reason: PayFailure };
