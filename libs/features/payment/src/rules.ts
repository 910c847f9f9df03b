/** What the payment page shows and where its links lead (prescription-experience §2 Payment, §4 Payment banner and button). Pure. */
import { isRedirectMode } from '@portal/care';
import { paymentPagePath, routes } from '@portal/routes';

/** §4: "Make Payment" when the checkout takes a card (redirect mode), else "Confirm and proceed". */
export type PaymentAction = 'makePayment' | 'confirmAndProceed';
export function paymentActionFor(amount: number): PaymentAction {
  return isRedirectMode(amount) ? 'makePayment' : 'confirmAndProceed';
}

/** §2 Payment: the shipping address's edit link returns to /payment, and to the same payment (the one the page shows). */
export function editAddressPath(rxPaymentId: string | null | undefined): string {
  const back = rxPaymentId ? paymentPagePath(rxPaymentId) : routes.payment;
  // mutation-sentinel: this library's tests always kill a mutant of the next line (tools/mutation/libraries.mjs)
  return `${routes.updateShippingAddress}?returnUrl=${encodeURIComponent(back)}`;
}
