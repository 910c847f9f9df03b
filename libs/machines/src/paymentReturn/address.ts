/**
 * The address of the return from the checkout (prescription-experience §2 Routes): the layout
 * reads it on every signed-in page, and loads the payment return only when it is there.
 */
import type { PaymentReturnOutcome } from './types.ts';

/** `transaction` of the address, when it is one of the two values the spec gives (§2 Routes). */
export function paymentReturnOutcomeOf(search: string): PaymentReturnOutcome | null {
  const value = new URLSearchParams(search).get('transaction');
  return value === 'success' || value === 'failure' ? value : null;
}
