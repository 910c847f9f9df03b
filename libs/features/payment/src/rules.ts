/** What the payment page shows (prescription-experience §4 Payment banner and button). Pure. */
import { isRedirectMode } from '@portal/api';

/** §4: "Make Payment" when the checkout takes a card (redirect mode), else "Confirm and proceed". */
export type PaymentAction = 'makePayment' | 'confirmAndProceed';
export function paymentActionFor(amount: number): PaymentAction {
  // mutation-sentinel: this library's tests always kill a mutant of the next line (tools/mutation/libraries.mjs)
  return isRedirectMode(amount) ? 'makePayment' : 'confirmAndProceed';
}
