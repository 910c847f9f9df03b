/**
 * The payments with a pay session under way: their idempotency keys, held in sessionStorage until
 * the return from the checkout is handled. The payment feature writes them; My Prescriptions reads
 * them to tell, from the first frame of a return, which card's payment is being confirmed.
 */
import { RETRY_STORAGE_PREFIX } from './store.ts';

export const PAYMENT_KEY_PREFIX = `${RETRY_STORAGE_PREFIX}payment.`;

export type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** The payments with a pay session under way (a key held), oldest first in storage order. */
export function paymentsUnderWay(storage: Pick<Storage, 'key' | 'length'>): string[] {
  const ids: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const name = storage.key(index);
    if (name?.startsWith(PAYMENT_KEY_PREFIX)) ids.push(name.slice(PAYMENT_KEY_PREFIX.length));
  }
  return ids;
}
