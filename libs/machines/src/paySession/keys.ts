/**
 * The pay sessions' idempotency keys in the tab's storage, apart from the machine that uses them:
 * My Prescriptions reads which payments are under way on its first render, and this module keeps
 * that read from loading the machine and XState with the page.
 */
import type { KeyStorage } from './types.ts';

/**
 * Where a payment's idempotency key is kept: `portal-retry.payment.<rxPaymentId>`. The key is not
 * health data; it sits under the session store's retry prefix (`portal-retry.`), which outlives an
 * expiry (the patient may sign in again and retry the same session) and goes at logout.
 */
export const PAYMENT_KEY_PREFIX = 'portal-retry.payment.';

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

/**
 * The payments with a pay session under way (a key held), oldest first in storage order. My
 * Prescriptions reads them to tell, from the first frame of a return, which card's payment is
 * being confirmed.
 */
export function paymentsUnderWay(storage: Pick<Storage, 'key' | 'length'>): string[] {
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
