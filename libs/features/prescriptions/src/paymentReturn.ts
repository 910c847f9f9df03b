/**
 * Which cards a return from the checkout is confirming (prescription-experience §4 Payment return).
 * Read from the address and the payments under way at the first render: the return's polling
 * starts after it, and until it ends the profile still shows the payment due, so a card read
 * from the profile alone would offer to pay again what was just paid.
 */
import type { ClientPrescription } from '@portal/care';
import { paymentReturnOutcomeOf } from '@portal/machines';

/** What the page knows of a return: none, or a success whose payments are named (or not). */
export type ConfirmingPayments = { kind: 'none' } | { kind: 'named'; rxPaymentIds: readonly string[] } | { kind: 'unnamed' };

/** `underWay`: the payments whose pay session this tab started (their keys are held until the return is handled). */
export function confirmingPaymentsOf(search: string, underWay: readonly string[], paymentEnabled: boolean): ConfirmingPayments {
  if (!paymentEnabled || paymentReturnOutcomeOf(search) !== 'success') return { kind: 'none' };
  return underWay.length > 0 ? { kind: 'named', rxPaymentIds: underWay } : { kind: 'unnamed' };
}

/**
 * A card's payment is being confirmed when the return names it, or, when the return names none
 * (this tab did not start the pay session), when the card has a payment due: the portal cannot
 * tell which was paid, and none of them may be offered again until the return has its answer.
 */
export function isBeingConfirmed(prescription: ClientPrescription, confirming: ConfirmingPayments): boolean {
  const rxPaymentId = prescription.paymentInfo?.rxPaymentId;
  if (!rxPaymentId) return false;
  switch (confirming.kind) {
    case 'none':
      return false;
    case 'named':
      return confirming.rxPaymentIds.includes(rxPaymentId);
    case 'unnamed':
      return true;
    default:
      return confirming satisfies never;
  }
}
