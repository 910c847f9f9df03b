/**
 * What a card says first, what it offers and where it sits in the list (docs/decisions/0054,
 * 0055). Pure: the card and the page render what these return.
 */
import { showsPaymentBanner, showsPharmacySetup, type ClientPrescription, type TimelineItem, type TimelineStep } from '@portal/care';
import { badgeFor, offersPayment, stepAskingThePatient } from './rules.ts';

/** The card's one-line status: what is happening now and what, if anything, the patient must do. */
export type CardStatus =
  | { kind: 'transferred'; pharmacy: string | null }
  | { kind: 'confirmingPayment' }
  | { kind: 'insuranceNeedsYou' }
  | { kind: 'stepNeedsYou'; step: TimelineStep }
  | { kind: 'readyToPay'; amount: number }
  | { kind: 'readyToConfirm' }
  | { kind: 'choosePharmacy' }
  | { kind: 'waitingForInsurance' }
  | { kind: 'shipped'; date: string | null; trackable: boolean }
  | { kind: 'inProgress' };

export interface CardContext {
  paymentEnabled: boolean;
  /** A return from the checkout is confirming this card's payment (./paymentReturn.ts). */
  confirming: boolean;
  /** Whether the card can link its tracking number to its carrier's page (./shipment.ts). */
  trackable?: boolean;
}

const stepOf = (prescription: ClientPrescription, step: TimelineStep): TimelineItem | undefined => prescription.prescription_timeline.find((item) => item.step === step && item.visible);

/** §4 Badge: transferred, closed or "Rx Transfer Complete" reads TRANSFERRED; such a card is finished. */
export const isTransferred = (prescription: ClientPrescription): boolean => badgeFor(prescription.status) === 'TRANSFERRED';

/** A prescription the specialty pharmacy shipped: its tracking number, or the server's dispensing status. */
export function isShipped(prescription: ClientPrescription): boolean {
  return Boolean(stepOf(prescription, 'shipped')) || (prescription.dispensingStatus ?? '').trim().toLowerCase() === 'shipped';
}

/** The card's status, the first rule that applies winning: what asks the patient comes before what only informs. */
export function cardStatusOf(prescription: ClientPrescription, context: CardContext): CardStatus {
  if (isTransferred(prescription)) return { kind: 'transferred', pharmacy: prescription.pharmacy?.trim() || null };
  if (context.confirming && showsPaymentBanner(prescription, context.paymentEnabled)) return { kind: 'confirmingPayment' };
  const asking = stepAskingThePatient(prescription);
  if (asking) return asking.step === 'insuranceCheck' ? { kind: 'insuranceNeedsYou' } : { kind: 'stepNeedsYou', step: asking.step };
  if (offersPayment(prescription, context.paymentEnabled)) {
    const amount = prescription.paymentInfo?.amount ?? 0;
    return amount > 0 ? { kind: 'readyToPay', amount } : { kind: 'readyToConfirm' };
  }
  if (pharmacyActionOf(prescription, context.paymentEnabled) !== null && stepOf(prescription, 'pharmacySelected')?.status !== 'Completed') return { kind: 'choosePharmacy' };
  if (isShipped(prescription)) return { kind: 'shipped', date: prescription.shipmentDate, trackable: context.trackable ?? false };
  const insurance = stepOf(prescription, 'insuranceCheck');
  if (insurance && insurance.status !== 'Completed') return { kind: 'waitingForInsurance' };
  return { kind: 'inProgress' };
}

/** Statuses that ask the patient to act: their cards come first. */
export function needsThePatient(status: CardStatus): boolean {
  switch (status.kind) {
    case 'insuranceNeedsYou':
    case 'stepNeedsYou':
    case 'readyToPay':
    case 'readyToConfirm':
    case 'choosePharmacy':
      return true;
    case 'transferred':
    case 'confirmingPayment':
    case 'waitingForInsurance':
    case 'shipped':
    case 'inProgress':
      return false;
    default:
      return status satisfies never;
  }
}

/**
 * The pharmacy link a card offers: to set one up or to change it, or none. §4 Pharmacy setup
 * (no payment banner, change allowed), and also beside the payment banner while no pharmacy is
 * chosen: a step that asks the patient to choose one ("Choose HealthDyne and pay…") offers the
 * choice. A transferred prescription offers none: it is filled elsewhere now.
 */
export function pharmacyActionOf(prescription: ClientPrescription, paymentEnabled: boolean): 'setUp' | 'change' | null {
  if (isTransferred(prescription) || !prescription.allowDispensePharmacyChange) return null;
  if (showsPharmacySetup(prescription, paymentEnabled)) return prescription.pharmacy ? 'change' : 'setUp';
  return prescription.pharmacy ? null : 'setUp';
}

/**
 * A transferred card's timeline: only the steps that happened (Completed, Closed). Its pending
 * steps will never move (the prescription is filled elsewhere) and would read as work to come.
 */
export function finishedTimeline(items: readonly TimelineItem[]): TimelineItem[] {
  return items.filter((item) => item.status === 'Completed' || item.status === 'Closed');
}

/** Date order of the server's `YYYY-MM-DD…` dates; a card without a readable date sorts last. */
const dateValue = (value: string): number => {
  const time = Date.parse(value.slice(0, 10));
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/**
 * The list's order: the cards that need the patient first, then the newest prescription first;
 * cards equal on both keep the server's order.
 */
export function sortCards<Card extends { prescription: ClientPrescription; status: CardStatus }>(cards: readonly Card[]): Card[] {
  return cards
    .map((card, index) => ({ card, index }))
    .sort((a, b) => Number(needsThePatient(b.card.status)) - Number(needsThePatient(a.card.status)) || dateValue(b.card.prescription.prescription_date) - dateValue(a.card.prescription.prescription_date) || a.index - b.index)
    .map(({ card }) => card);
}

