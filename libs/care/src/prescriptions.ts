/**
 * Server prescription -> client prescription and its timeline (prescription-experience §3, §4).
 * Pure functions: the page only renders what these return.
 *
 * The spec names the timeline steps and the status mapping (Closed / Complete / Completed ->
 * Completed, anything else -> Pending) but not which server field drives which step. The portal
 * decides it as follows:
 *
 * | Step              | Shown when                                        | Status from                                   | Subtitle / read more                     |
 * |-------------------|---------------------------------------------------|-----------------------------------------------|------------------------------------------|
 * | Prescription      | always                                            | intakeCaseStatus (mapped)                     | "Received MM/DD/YYYY" / prescriber       |
 * | Insurance Check   | always                                            | bvStatus (mapped)                             | shortMessage / longMessage               |
 * | Savings Program   | benefit verification has a plan category or type | bvStatus (mapped)                             | Eligible / Not Eligible (government plan) |
 * | Pharmacy Selected | always                                            | Completed once pharmacyDistributionCenter set | the pharmacy's name                      |
 * | Refill            | prescriptionType is refill or refills remain      | Completed when a paid refill payment exists   | refill wording (§4)                      |
 * | Payment           | a payment record is kept                          | Completed when paid (§4), else Pending        | "Payment processed" when paid            |
 * | Prescription Sent | always                                            | orderTransferStatus (mapped)                  | transfer date                            |
 * | Shipped           | healthdyne pharmacy and a tracking number (§4)    | Completed (a tracking number means shipped)   | "Tracking # …"                           |
 *
 * The server may also say where the patient stands now: `displayStatus` (one of the display
 * statuses, e.g. "Alert" or "Get more info") with `displayVerbiage` applies to the current step:
 * the first step of the prescription's progress that is not Completed. Refill and Savings Program
 * are not progress (a Pending refill only counts what remains; eligibility is a fact), so the
 * server's text never lands on them and never replaces the refill count. `shortMessage` and
 * `longMessage` are the benefit check's words and stay on Insurance Check. A step shows server text
 * only where this table puts it; after a payment the server moves its status text on, and the
 * stale text of a server that does not would sit on the step it was about, not the paid one.
 * Savings eligibility: copay savings cards exclude government plans (Medicare, Medicaid, Tricare,
 * VA), so a plan category or insurance type naming one of them is "Not Eligible".
 */
import { formatPlural, formatServerDate, type Language, type PluralMessages } from '@portal/formats';
import type { PossiblePharmacy, ServerPrescription } from '@portal/api';

export const timelineStatuses = ['Pending', 'In Progress', 'Alert', 'Get more info', 'Completed', 'Closed'] as const;
export type TimelineStatus = (typeof timelineStatuses)[number];

/** The steps of the table above, by key: the page takes each step's title from the copy (`copy.timeline.steps`). */
export type TimelineStep = 'prescription' | 'insuranceCheck' | 'savingsProgram' | 'pharmacySelected' | 'refill' | 'payment' | 'prescriptionSent' | 'shipped';

export interface TimelineItem {
  step: TimelineStep;
  subtitle?: string;
  status: TimelineStatus;
  read_more?: string;
  visible: boolean;
  /** Which of the texts are the server's own words (English whatever the page's language), not the portal's copy. */
  serverText?: { subtitle?: boolean; read_more?: boolean };
}

export interface PaymentInfo {
  status: string;
  amount: number;
  isRefill: boolean;
  rxPaymentId: string;
  isPaymentEnabled: boolean;
}

export interface ClientPrescription {
  id: string;
  ndc_code: string;
  /** The server's prescriptionStatus as sent ('' when absent): the card's badge reads it. */
  status: string;
  allowDispensePharmacyChange: boolean;
  drug_family: string;
  prescriber: string;
  prescription_date: string;
  prescribed_dosage: string[];
  quantity: string | null;
  remainingRefills: number | null;
  trackingNumber: string | null;
  /** The server's shipmentDate as sent (`YYYY-MM-DD…`), null when absent. */
  shipmentDate: string | null;
  /** The server's dispensingStatus as sent (e.g. "Shipped"), null when absent. */
  dispensingStatus: string | null;
  pharmacyDistributionCenter: string | null;
  pharmacy: string | null;
  intakeCaseId: string | null;
  acticsPharmacyReferralRecordId: string | null;
  prescription_timeline: TimelineItem[];
  possible_pharmacies: PossiblePharmacy[];
  paymentInfo: PaymentInfo | null;
}

/** The wording the timeline needs, from the programme's copy. */
export interface TimelineCopy {
  refillAvailable: string;
  refillRequested: string;
  /** With {count}, one form per plural category. */
  refillsRemaining: PluralMessages;
  paymentProcessed: string;
  paymentDue: string;
  received: string;
  eligible: string;
  notEligible: string;
  tracking: string;
  pending: string;
}

/** The vendor keyword of §4: the specialty pharmacy that ships and takes payments. */
export const SPECIALTY_PHARMACY_KEYWORD = 'healthdyne';

const lower = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

/** §4: a pharmacy named with the vendor keyword is the specialty pharmacy (case-insensitive). */
export function mentionsSpecialtyPharmacy(name: string | null | undefined): boolean {
  return lower(name).includes(SPECIALTY_PHARMACY_KEYWORD);
}

/** §4: from server data, Closed / Complete / Completed are Completed, anything else Pending. */
export function serverStatusToTimeline(status: string | null | undefined): TimelineStatus {
  return ['closed', 'complete', 'completed'].includes(lower(status)) ? 'Completed' : 'Pending';
}

/** A display status as the server or a designer writes it; anything starting with Complete is Completed. */
export function normaliseDisplayStatus(status: string | null | undefined): TimelineStatus | null {
  const value = lower(status);
  if (value.startsWith('complete')) return 'Completed';
  return timelineStatuses.find((candidate) => candidate.toLowerCase() === value) ?? null;
}

/** §3 Drug catalogue and §9: an NDC is compared as 11 digits (5-4-2). */
export const NDC_DIGITS = 11;

/** NDC normalised to 11 digits: dashes stripped, left-padded with zeros (§3 Drug catalogue). */
export function normaliseNdc(ndc: string | null | undefined): string {
  return (ndc ?? '').replace(/\D/g, '').padStart(NDC_DIGITS, '0');
}

const isPaid = (status: string | null | undefined) => lower(status) === 'paid';
const isUnpaid = (status: string | null | undefined) => lower(status) === 'unpaid';

type ServerPayment = NonNullable<ServerPrescription['rxPayments']>[number];

/** §4 "Data on the first prescription: only payments with outcome original or no charge are kept." */
export function keptPayments(payments: ServerPayment[] | null | undefined, isFirstPrescription: boolean): ServerPayment[] {
  const all = payments ?? [];
  if (!isFirstPrescription) return all;
  return all.filter((payment) => ['original', 'no charge'].includes(lower(payment.acticsTransactionOutcome)));
}

/** The payment still due, if any: what the banner, the Payment menu item and the payment page use. */
export function paymentInfoFor(payments: ServerPayment[]): PaymentInfo | null {
  const due = payments.find((payment) => isUnpaid(payment.status));
  if (!due) return null;
  const amount = Number(due.amount ?? 0);
  return {
    status: due.status ?? 'Unpaid',
    amount: Number.isFinite(amount) ? amount : 0,
    isRefill: Boolean(due.isRefill),
    rxPaymentId: String(due.rxPaymentId ?? ''),
    isPaymentEnabled: due.isPaymentEnabled ?? true,
  };
}

/** §4 Refill step wording. */
export function refillWording(payments: ServerPayment[], remainingRefills: number | null, copy: TimelineCopy, language: Language = 'en'): string {
  const refills = payments.filter((payment) => payment.isRefill);
  if (refills.some((payment) => isUnpaid(payment.status))) return copy.refillAvailable;
  if (refills.some((payment) => isPaid(payment.status))) return copy.refillRequested;
  return formatPlural(copy.refillsRemaining, remainingRefills ?? 0, language);
}

/** §3: eligible when a Savings Program item has a subtitle other than Not Eligible. */
export function isSavingsEligible(timeline: TimelineItem[], copy: Pick<TimelineCopy, 'notEligible'>): boolean {
  return timeline.some((item) => item.step === 'savingsProgram' && item.subtitle !== undefined && lower(item.subtitle) !== lower(copy.notEligible));
}

const GOVERNMENT_PLAN = /medicare|medicaid|tricare|\bva\b|government/i;

const toNumber = (value: string | number | null | undefined): number | null => {
  // Number() reads null and '' as 0; undefined it reads as NaN, which the check below refuses.
  if (value === null || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

const formatIsoDate = (value: string | null | undefined, language: Language): string | undefined => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? formatServerDate(match[0], language) : undefined;
};

/** Steps that say where a prescription stands without being a stage of it: the server's status never goes there. */
const NOT_PROGRESS: ReadonlySet<TimelineStep> = new Set(['refill', 'savingsProgram']);

/** Where a prescription stands: the first stage of its progress not Completed (see the table above); null when all are. */
export function currentStep<Item extends Pick<TimelineItem, 'step' | 'status'>>(items: readonly Item[]): Item | null {
  return items.find((entry) => entry.status !== 'Completed' && !NOT_PROGRESS.has(entry.step)) ?? null;
}

/** The timeline of one server prescription (see the table above). */
/** `language` is the wording's: plural forms and dates follow it. */
export function deriveTimeline(server: ServerPrescription, payments: ServerPayment[], copy: TimelineCopy, language: Language = 'en'): TimelineItem[] {
  const item = (step: TimelineStep, status: TimelineStatus, subtitle?: string | null, read_more?: string | null, fromServer = false): TimelineItem => ({
    step,
    status,
    visible: true,
    ...(subtitle ? { subtitle } : {}),
    ...(read_more ? { read_more } : {}),
    ...(fromServer && (subtitle || read_more) ? { serverText: { ...(subtitle ? { subtitle: true } : {}), ...(read_more ? { read_more: true } : {}) } } : {}),
  });

  const received = formatIsoDate(server.prescriptionDate, language);
  const items: TimelineItem[] = [
    item('prescription', serverStatusToTimeline(server.intakeCaseStatus), received ? copy.received.replace('{date}', received) : undefined),
    item('insuranceCheck', serverStatusToTimeline(server.bvStatus), server.shortMessage, server.longMessage, true),
  ];

  const planCategory = [server.bvPlanCategory, server.insuranceType].filter(Boolean).join(' ');
  if (planCategory) {
    items.push(item('savingsProgram', serverStatusToTimeline(server.bvStatus), GOVERNMENT_PLAN.test(planCategory) ? copy.notEligible : copy.eligible));
  }

  items.push(item('pharmacySelected', server.pharmacyDistributionCenter ? 'Completed' : 'Pending', server.pharmacyDistributionCenter));

  const remainingRefills = toNumber(server.remainingRefills);
  const refillPayments = payments.filter((payment) => payment.isRefill);
  if (lower(server.prescriptionType).includes('refill') || (remainingRefills ?? 0) > 0 || refillPayments.length > 0) {
    items.push(item('refill', refillPayments.some((payment) => isPaid(payment.status)) ? 'Completed' : 'Pending', refillWording(payments, remainingRefills, copy, language)));
  }

  if (payments.length > 0) {
    const paid = payments.some((payment) => isPaid(payment.status)) && !payments.some((payment) => isUnpaid(payment.status));
    items.push(item('payment', paid ? 'Completed' : 'Pending', paid ? copy.paymentProcessed : copy.paymentDue));
  }

  items.push(item('prescriptionSent', serverStatusToTimeline(server.orderTransferStatus), formatIsoDate(server.orderTransferDate, language)));

  if (mentionsSpecialtyPharmacy(server.pharmacyDistributionCenter) && server.trackingNumber) {
    // A function, not a string: "$&" or "$'" in the server's text must not be read as a replacement pattern.
    const trackingNumber = server.trackingNumber;
    items.push(item('shipped', 'Completed', copy.tracking.replace('{trackingNumber}', () => trackingNumber)));
  }

  const display = normaliseDisplayStatus(server.displayStatus);
  if (display) {
    const current = currentStep(items);
    if (current) {
      current.status = display;
      if (server.displayVerbiage) {
        current.subtitle = server.displayVerbiage;
        current.serverText = { ...current.serverText, subtitle: true };
      }
    }
  }
  return items;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The card's id (the page keys the cards by it): the server's prescriptionId. A record without one
 * gets "without-id-N" rather than a bare list position, which would collide with a server id ("1"
 * for the second card and a prescription whose id is 1: two cards with one key). A lone surrogate
 * in it becomes U+FFFD: the id names the card's pharmacy page in its address, and an address can
 * hold no lone surrogate, so the page reads back this id.
 */
function prescriptionIdOf(server: ServerPrescription, index: number): string {
  const id = server.prescriptionId;
  return id === null || id === undefined || id === '' ? `without-id-${index}` : String(id).replace(LONE_SURROGATE, '\uFFFD');
}

export function toClientPrescription(server: ServerPrescription, index: number, copy: TimelineCopy, language: Language = 'en'): ClientPrescription {
  const payments = keptPayments(server.rxPayments, index === 0);
  const dosage = (server.dosageStrength ?? '')
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);
  return {
    id: prescriptionIdOf(server, index),
    ndc_code: server.drugNDC ?? '',
    status: server.prescriptionStatus ?? '',
    allowDispensePharmacyChange: Boolean(server.allowPharmacyChange),
    drug_family: server.drugFamily ?? '',
    prescriber: server.prescriberName ?? '',
    prescription_date: server.prescriptionDate ?? '',
    prescribed_dosage: dosage,
    quantity: server.quantity === null || server.quantity === undefined || server.quantity === '' ? null : String(server.quantity),
    remainingRefills: toNumber(server.remainingRefills),
    trackingNumber: server.trackingNumber ?? null,
    shipmentDate: server.shipmentDate ?? null,
    dispensingStatus: server.dispensingStatus ?? null,
    pharmacyDistributionCenter: server.pharmacyDistributionCenter ?? null,
    pharmacy: server.pharmacyDistributionCenter ?? null,
    intakeCaseId: server.intakeCaseId ?? null,
    acticsPharmacyReferralRecordId: server.acticsPharmacyReferralRecordId ?? null,
    prescription_timeline: deriveTimeline(server, payments, copy, language),
    possible_pharmacies: (server.possiblePharmacies ?? []).map((pharmacy) => ({ pharmacy_id: String(pharmacy.pharmacy_id), name: pharmacy.name })),
    paymentInfo: paymentInfoFor(payments),
  };
}

/**
 * §4 Payment banner: the payment feature is on, a pharmacy list includes the vendor keyword and
 * the current pharmacy is empty or matches it (and there is something to pay or confirm).
 */
export function showsPaymentBanner(prescription: ClientPrescription, paymentEnabled: boolean): boolean {
  return (
    paymentEnabled &&
    prescription.paymentInfo !== null &&
    prescription.possible_pharmacies.some((pharmacy) => mentionsSpecialtyPharmacy(pharmacy.name)) &&
    (!prescription.pharmacy || mentionsSpecialtyPharmacy(prescription.pharmacy))
  );
}

/** §4 Pharmacy setup: only when the payment banner is not shown and pharmacy change is allowed. */
export function showsPharmacySetup(prescription: ClientPrescription, paymentEnabled: boolean): boolean {
  return !showsPaymentBanner(prescription, paymentEnabled) && prescription.allowDispensePharmacyChange;
}
