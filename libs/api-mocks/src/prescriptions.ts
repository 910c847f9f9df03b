/**
 * The hub demo patient's prescriptions ((555) 555-0100). Together they show every timeline status
 * (Pending, In Progress, Alert, Get more info, Completed, Closed), both badges, each refill
 * wording, a payment due and a confirmation, a shipped HealthDyne fill with tracking, a
 * savings-eligible and a not-eligible plan, and one with "Set up your pharmacy".
 */
/**
 * Where a server text names the programme's phone: the server writes it in the two ways below, and
 * the mock answers with the programme it runs for (`withProgramPhone`), as a programme's own API
 * would; a text naming another programme's line would send its patients to the wrong team.
 */
const PROGRAM_PHONE = { dashed: '{programPhone.dashed}', long: '{programPhone.long}' } as const;

/** `value` with each PROGRAM_PHONE marker written as `digits` (ten), in the marker's way. */
export function withProgramPhone<T>(value: T, digits: string): T {
  const [area, exchange, line] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  const text = JSON.stringify(value)
    .replaceAll(PROGRAM_PHONE.dashed, `${area}-${exchange}-${line}`)
    .replaceAll(PROGRAM_PHONE.long, `1 (${area}) ${exchange}-${line}`);
  return JSON.parse(text) as T;
}

const healthdyne = { pharmacy_id: 'PH-100', name: 'HealthDyne Specialty Pharmacy' };
const amazon = { pharmacy_id: 'PH-200', name: 'Amazon Pharmacy' };
const truepill = { pharmacy_id: 'PH-300', name: 'Truepill' };

const common = {
  drugNDC: '0597-0100-61',
  drugFamily: 'Inhalation Spray',
  medicationName: 'Inhalation Spray 2.5mcg',
  dosageStrength: '2.5mcg, 2 puffs once daily',
  quantity: 1,
  prescriberName: 'Dr. Dana Smith',
  prescriberPhone: '5555550190',
  intakeCaseId: 'IC-1000',
  acticsPatientEnrollmentId: 'EN-1000',
  // The insurance member id: health data that must never reach analytics (analytics-leak.spec.ts).
  memberNumber: 'MBR-77123',
};

export const hubPatientPrescriptions = [
  {
    // Payment due before HealthDyne fills it: "Pay now"; savings eligible; 3 refills remain.
    ...common,
    prescriptionId: 'RX-1001',
    prescriptionType: 'Rx Transfer',
    prescriptionStatus: 'Open',
    prescriptionDate: '2026-10-02',
    remainingRefills: 3,
    intakeCaseStatus: 'Closed',
    bvStatus: 'Closed',
    bvOutcome: 'Complete',
    bvPlanCategory: 'Commercial',
    orderTransferStatus: 'Pending',
    displayStatus: 'In Progress',
    displayVerbiage: 'Choose HealthDyne and pay your estimated cost so we can fill your prescription.',
    acticsPharmacyReferralRecordId: 'RR-1001',
    allowPharmacyChange: true,
    possiblePharmacies: [healthdyne, amazon],
    rxPayments: [
      { amount: 25, status: 'Unpaid', acticsTransactionOutcome: 'Original', rxPaymentId: 'PAY-1001', isRefill: false, isPaymentEnabled: true },
      // Dropped on the first prescription: only outcomes original or no charge are kept (§4).
      { amount: 10, status: 'Paid', acticsTransactionOutcome: 'Adjustment', rxPaymentId: 'PAY-0999', isRefill: false },
    ],
  },
  {
    // Shipped by HealthDyne with tracking; Medicare plan: not eligible for savings; refill requested.
    ...common,
    prescriptionId: 'RX-1002',
    prescriptionType: 'Refill',
    prescriptionStatus: 'In Progress',
    prescriptionDate: '2026-08-14',
    remainingRefills: 1,
    intakeCaseStatus: 'Closed',
    bvStatus: 'Completed',
    bvOutcome: 'Complete',
    bvPlanCategory: 'Medicare Part D',
    pharmacyDistributionCenter: 'HealthDyne Specialty Pharmacy',
    orderTransferStatus: 'Complete',
    orderTransferDate: '2026-08-16',
    dispensingStatus: 'Shipped',
    shipmentDate: '2026-08-17',
    trackingNumber: '1Z999AA10123456784',
    acticsPharmacyReferralRecordId: 'RR-1002',
    allowPharmacyChange: false,
    possiblePharmacies: [healthdyne],
    rxPayments: [
      { amount: 15, status: 'Paid', acticsTransactionOutcome: 'Original', rxPaymentId: 'PAY-1002', isRefill: false },
      { amount: 15, status: 'Paid', acticsTransactionOutcome: 'Original', rxPaymentId: 'PAY-1003', isRefill: true },
    ],
  },
  {
    // Transferred to Amazon; the insurer needs more information; the patient may change pharmacy.
    ...common,
    prescriptionId: 'RX-1003',
    prescriptionType: 'Rx Transfer',
    prescriptionStatus: 'Transferred',
    prescriptionDate: '2026-09-20',
    remainingRefills: 0,
    intakeCaseStatus: 'Closed',
    bvStatus: 'Open',
    displayStatus: 'Get more info',
    shortMessage: 'Your Insurance Requires Additional Information to Cover your Medication',
    displayVerbiage: 'Your Insurance Requires Additional Information to Cover your Medication',
    longMessage:
      `Your plan does not cover this medication yet. Please contact your insurance provider for next steps,\nor call us at ${PROGRAM_PHONE.dashed} and we will help.`,
    pharmacyDistributionCenter: 'Amazon Pharmacy',
    orderTransferStatus: 'Pending',
    acticsPharmacyReferralRecordId: 'RR-1003',
    allowPharmacyChange: true,
    possiblePharmacies: [amazon, truepill],
    rxPayments: [],
  },
  {
    // A refill to confirm (nothing to pay): "Confirm and proceed"; the benefit check raised an alert.
    ...common,
    prescriptionId: 'RX-1004',
    prescriptionType: 'Refill',
    prescriptionStatus: 'Open',
    prescriptionDate: '2026-07-01',
    remainingRefills: 2,
    intakeCaseStatus: 'Closed',
    bvStatus: 'Open',
    displayStatus: 'Alert',
    displayVerbiage: `Your coverage changed. Please call ${PROGRAM_PHONE.long} to review it.`,
    longMessage: `Your plan changed how it covers this medication.\nCall us at ${PROGRAM_PHONE.dashed} and we will review it with you before your refill is confirmed.`,
    bvPlanCategory: 'Commercial',
    orderTransferStatus: 'Pending',
    acticsPharmacyReferralRecordId: 'RR-1004',
    allowPharmacyChange: true,
    possiblePharmacies: [healthdyne],
    rxPayments: [{ amount: 0, status: 'Unpaid', acticsTransactionOutcome: 'No Charge', rxPaymentId: 'PAY-1004', isRefill: true }],
  },
  {
    // Closed: transferred out of the programme.
    ...common,
    prescriptionId: 'RX-1005',
    prescriptionType: 'Rx Transfer',
    prescriptionStatus: 'Rx Transfer Complete',
    prescriptionDate: '2026-03-11',
    remainingRefills: 0,
    intakeCaseStatus: 'Open',
    bvStatus: 'Open',
    displayStatus: 'Closed',
    displayVerbiage: 'This prescription was transferred to another pharmacy.',
    orderTransferStatus: 'Pending',
    acticsPharmacyReferralRecordId: null,
    allowPharmacyChange: false,
    possiblePharmacies: [],
    rxPayments: [],
  },
];

type Json = Record<string, unknown>;

/**
 * What the server says of a hub prescription once its payment is settled: the status text moves
 * on (it asked the patient to pay) and the pharmacy is fixed (HealthDyne fills what was paid for).
 * `applyPayments` applies it, with the payment Paid and the pharmacy set.
 */
export const afterPayment: Record<string, Json> = {
  'RX-1001': { displayStatus: 'In Progress', displayVerbiage: 'Payment received. HealthDyne is preparing your prescription.', allowPharmacyChange: false },
  'RX-1004': { displayStatus: 'In Progress', displayVerbiage: 'Your refill is confirmed. We will call you if your coverage needs anything more.', allowPharmacyChange: false },
};

/** The status text a programme without payment gets instead of one that asks the patient to pay. */
const withoutPaymentWording: Record<string, Json> = {
  'RX-1001': { displayVerbiage: 'Choose your pharmacy so we can fill your prescription.' },
};

/**
 * A prescription as the server holds it for a programme without the payment feature: no payment
 * records and no wording about paying.
 */
export function forProgramWithoutPayment(prescription: Json): Json {
  return { ...prescription, ...withoutPaymentWording[String(prescription.prescriptionId)], rxPayments: [] };
}

/**
 * (555) 555-0110: one prescription that HealthDyne will fill (so Fill History is in the menu where
 * the payment feature is on), nothing paid or shipped yet: the fill history is empty.
 */
export const noFillsPrescriptions = [
  {
    ...common,
    prescriptionId: 'RX-1101',
    prescriptionType: 'Rx Transfer',
    prescriptionStatus: 'Open',
    prescriptionDate: '2026-11-02',
    remainingRefills: 2,
    intakeCaseId: 'IC-1100',
    intakeCaseStatus: 'Closed',
    bvStatus: 'Closed',
    bvOutcome: 'Complete',
    bvPlanCategory: 'Commercial',
    pharmacyDistributionCenter: 'HealthDyne Specialty Pharmacy',
    pharmacyDistributionCenterId: 'PH-100',
    orderTransferStatus: 'Pending',
    acticsPatientEnrollmentId: 'EN-1100',
    acticsPharmacyReferralRecordId: 'RR-1101',
    allowPharmacyChange: true,
    possiblePharmacies: [healthdyne, amazon],
    rxPayments: [],
  },
];
