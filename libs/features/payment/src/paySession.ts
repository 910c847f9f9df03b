/**
 * The pay session (prescription-experience §4 Pay session, §7 pay): exactly one per payment. A
 * double click, Enter twice, Back to /payment or a reload never creates a second one:
 * - one request in flight per rxPaymentId (a second press joins the first);
 * - an idempotency key per rxPaymentId, kept in sessionStorage until the return from the checkout
 *   is handled, sent as `Idempotency-Key` so the server collapses repeats. A new key only after an
 *   attempt the server clearly refused (`refusedByServer`: a 4xx, nothing was created). After a
 *   5xx (a 502 or 504 from a gateway whose upstream may have created the session, a 500 with or
 *   without a body), a 202, a timeout or no answer at all, the session may exist: the retry sends
 *   the same key and the server answers the session it has.
 * The key is not health data; it sits under the session's retry prefix, which survives an expiry
 * (the patient may sign in again and retry the same session) and is cleared at logout.
 */
import {
  checkoutUrlForLog,
  isAllowedCheckoutUrl,
  isRedirectMode,
  type ApiError,
  type ApiResult,
  type CheckoutAllowlist,
  type PayRequest,
  type PayResponse,
} from '@portal/api';
import { RETRY_STORAGE_PREFIX } from '@portal/session';

export const PAYMENT_KEY_PREFIX = `${RETRY_STORAGE_PREFIX}payment.`;

type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** The key of this payment's pay session: the stored one, or a new UUID stored at once. */
export function idempotencyKeyFor(rxPaymentId: string, storage: KeyStorage, newKey: () => string = () => crypto.randomUUID()): string {
  const name = PAYMENT_KEY_PREFIX + rxPaymentId;
  const held = storage.getItem(name);
  if (held) return held;
  const key = newKey();
  storage.setItem(name, key);
  return key;
}

export function forgetIdempotencyKey(rxPaymentId: string, storage: KeyStorage): void {
  storage.removeItem(PAYMENT_KEY_PREFIX + rxPaymentId);
}

/** The payments with a pay session under way (a key held), oldest first in storage order. */
export function paymentsUnderWay(storage: KeyStorage): string[] {
  const ids: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const name = storage.key(index);
    if (name?.startsWith(PAYMENT_KEY_PREFIX)) ids.push(name.slice(PAYMENT_KEY_PREFIX.length));
  }
  return ids;
}

/** The return from the checkout is handled: every pay session's key goes. */
export function forgetAllIdempotencyKeys(storage: KeyStorage): void {
  for (const id of paymentsUnderWay(storage)) forgetIdempotencyKey(id, storage);
}

export interface PaySessionRequest {
  rxPaymentId: string;
  amount: number;
  /** The specialty pharmacy's pharmacy_id, or ''. */
  pharmacyDistributionCenterId: string;
}

export type PayOutcome =
  /** Redirect mode: send the browser to the (allowed) checkout. */
  | { kind: 'redirect'; url: string }
  /** Nothing to pay: the confirmation is recorded; a success message and /prescriptions. */
  | { kind: 'confirmed' }
  | {
      kind: 'failed';
      /**
       * renewal: the token could not be renewed, nothing was sent; refused: the server said no (a
       * 4xx), the key is gone; unsure: a 5xx or a 202, the key is kept; noAnswer: a timeout, no
       * connection or an unreadable answer, the key is kept; checkoutNotAllowed: the checkout is
       * off the allowlist, the key is kept.
       */
      reason: 'renewal' | 'refused' | 'unsure' | 'noAnswer' | 'checkoutNotAllowed';
    };

export interface PaySessionDeps {
  /** spec §4: the token is renewed first; the fresh token, or null when renewal failed. */
  renewToken: () => Promise<string | null>;
  pay: (token: string, rxPaymentId: string, body: PayRequest, idempotencyKey: string) => Promise<ApiResult<PayResponse>>;
  storage: KeyStorage;
  allowlist: CheckoutAllowlist;
  newKey?: () => string;
  log?: (message: string) => void;
}

/**
 * Whether the server clearly refused the pay call, so that no session exists for the key: a 4xx
 * (bad request, unauthorised, rate limited: handled before anything was created). Not 409: by the
 * IETF Idempotency-Key draft, a request with the same key is still being processed, and the retry
 * must reuse the key to get its session. Every other failure may have created one.
 */
export function refusedByServer(error: ApiError): boolean {
  return error.kind === 'http' && error.status >= 400 && error.status < 500 && error.status !== 409;
}

const inFlight = new Map<string, Promise<PayOutcome>>();

/** Creates (or joins) the pay session of one payment. Never rejects. */
export function startPaySession(request: PaySessionRequest, deps: PaySessionDeps): Promise<PayOutcome> {
  const running = inFlight.get(request.rxPaymentId);
  if (running) return running;
  const attempt = createPaySession(request, deps)
    .catch((): PayOutcome => ({ kind: 'failed', reason: 'noAnswer' }))
    .finally(() => inFlight.delete(request.rxPaymentId));
  inFlight.set(request.rxPaymentId, attempt);
  return attempt;
}

async function createPaySession({ rxPaymentId, amount, pharmacyDistributionCenterId }: PaySessionRequest, deps: PaySessionDeps): Promise<PayOutcome> {
  const log = deps.log ?? ((message: string) => console.warn(message));
  const key = idempotencyKeyFor(rxPaymentId, deps.storage, deps.newKey);
  const token = await deps.renewToken();
  if (!token) return { kind: 'failed', reason: 'renewal' };
  const result = await deps.pay(token, rxPaymentId, { amount, pharmacyDistributionCenterId }, key);
  if (!result.ok) {
    if (refusedByServer(result.error)) {
      forgetIdempotencyKey(rxPaymentId, deps.storage);
      return { kind: 'failed', reason: 'refused' };
    }
    // The session may exist: the retry reuses the key.
    return { kind: 'failed', reason: result.error.kind === 'http' || result.error.kind === 'redirectHome' ? 'unsure' : 'noAnswer' };
  }
  if (!isRedirectMode(amount)) {
    forgetIdempotencyKey(rxPaymentId, deps.storage);
    return { kind: 'confirmed' };
  }
  const url = result.data.checkout_url;
  if (!isAllowedCheckoutUrl(url, deps.allowlist)) {
    log(`Payment: checkout URL refused (not https on an allowed host): ${checkoutUrlForLog(url)}`);
    return { kind: 'failed', reason: 'checkoutNotAllowed' };
  }
  return { kind: 'redirect', url };
}
