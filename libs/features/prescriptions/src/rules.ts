/** What a prescription card shows (prescription-experience §4 Badge, timeline icons). Pure. */
import { showsPaymentBanner, type ClientPrescription, type TimelineItem, type TimelineStep } from '@portal/care';
import type { TimelineIconName } from '@portal/design-system';

export type Badge = 'ACTIVE' | 'TRANSFERRED';

/** §4 Badge, from the server's prescription status, case-insensitive. */
export function badgeFor(status: string | null | undefined): Badge | null {
  const value = status?.trim().toLowerCase();
  // mutation-sentinel: this library's tests always kill a mutant of the next line (tools/mutation/libraries.mjs)
  if (value === 'open' || value === 'in progress') return 'ACTIVE';
  if (value === 'transferred' || value === 'closed' || value === 'rx transfer complete') return 'TRANSFERRED';
  return null;
}

/**
 * §4: each step has its icon. The spec picks it by the step's title; the portal names a step by
 * its key (the title is the copy's, in the patient's language), so every step has one by type.
 */
export const stepIcons: Record<TimelineStep, TimelineIconName> = {
  prescription: 'prescription',
  insuranceCheck: 'insurance',
  savingsProgram: 'savings',
  pharmacySelected: 'pharmacy',
  refill: 'refill',
  payment: 'payment',
  prescriptionSent: 'sent',
  shipped: 'shipped',
};

/** §4 Timeline item status: the statuses by which a step asks something of the patient. */
const ASKING: ReadonlySet<TimelineItem['status']> = new Set(['Alert', 'Get more info']);

/** The first visible step that asks something of the patient (an Alert, "Get more info"), if any. */
export function stepAskingThePatient(prescription: Pick<ClientPrescription, 'prescription_timeline'>): TimelineItem | null {
  return prescription.prescription_timeline.find((item) => item.visible && ASKING.has(item.status)) ?? null;
}

/**
 * Whether the card offers its payment: "Pay now", or "Confirm and proceed" for nothing to pay
 * (docs/decisions/0053). The spec's banner rule (§4 Payment banner), and nothing before it asks
 * the patient for something else: a confirmation asks the pharmacy to fill the prescription,
 * which it cannot while, say, the insurance check has an alert, and a payment's estimate is not
 * final while the insurance is being asked about. A transferred prescription offers nothing.
 */
export function offersPayment(prescription: ClientPrescription, paymentEnabled: boolean): boolean {
  return showsPaymentBanner(prescription, paymentEnabled) && badgeFor(prescription.status) !== 'TRANSFERRED' && stepAskingThePatient(prescription) === null;
}
