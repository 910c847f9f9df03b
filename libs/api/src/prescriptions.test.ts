import { describe, expect, it } from 'vitest';
import { baseCopy } from '../../program-config/src/copy/en.ts';
import type { ServerPrescription } from './profile.ts';
import {
  badgeFor,
  deriveTimeline,
  isSavingsEligible,
  keptPayments,
  normaliseDisplayStatus,
  normaliseNdc,
  refillWording,
  serverStatusToTimeline,
  showsFillHistoryMenuItem,
  showsPaymentBanner,
  showsPaymentMenuItem,
  showsPharmacySetup,
  toClientPrescription,
  type TimelineCopy,
} from './prescriptions.ts';

const copy: TimelineCopy = baseCopy.timeline;

const base: ServerPrescription = {
  prescriptionId: 'RX-1',
  prescriptionStatus: 'Open',
  prescriptionDate: '2025-03-07',
  dosageStrength: '2.5mcg, 2 puffs once daily',
  drugNDC: '0597-0100-61',
  drugFamily: 'Inhalation Spray',
  prescriberName: 'Dr. Dana Smith',
  intakeCaseStatus: 'Closed',
  bvStatus: 'Closed',
  bvOutcome: 'Complete',
  orderTransferStatus: 'In Progress',
};

const step = (server: ServerPrescription, title: string, payments = server.rxPayments ?? []) =>
  deriveTimeline(server, payments, copy).find((item) => item.title === title);

describe('badge (§4, case-insensitive)', () => {
  it.each([
    ['open', 'ACTIVE'],
    ['Open', 'ACTIVE'],
    ['IN PROGRESS', 'ACTIVE'],
    ['Transferred', 'TRANSFERRED'],
    ['closed', 'TRANSFERRED'],
    ['Rx Transfer Complete', 'TRANSFERRED'],
    ['Cancelled', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (status, badge) => expect(badgeFor(status)).toBe(badge));
});

describe('server status mapping (§4)', () => {
  it.each([
    ['Closed', 'Completed'],
    ['complete', 'Completed'],
    ['COMPLETED', 'Completed'],
    ['In Progress', 'Pending'],
    ['Shipped', 'Pending'],
    [null, 'Pending'],
  ])('%j -> %s', (status, mapped) => expect(serverStatusToTimeline(status)).toBe(mapped));

  it.each([
    ['Completed', 'Completed'],
    ['Complete - shipped', 'Completed'],
    ['in progress', 'In Progress'],
    ['Alert', 'Alert'],
    ['get more info', 'Get more info'],
    ['Closed', 'Closed'],
    ['Pending', 'Pending'],
    ['whatever', null],
  ])('display status %j -> %j', (status, mapped) => expect(normaliseDisplayStatus(status)).toBe(mapped));
});

describe('NDC normalisation', () => {
  it.each([
    ['0597-0100-61', '00597010061'],
    ['00597-0100-61', '00597010061'],
    ['00597010061', '00597010061'],
    ['597-100-61', '00059710061'],
  ])('%s -> %s', (ndc, normalised) => expect(normaliseNdc(ndc)).toBe(normalised));
});

describe('payments (§4)', () => {
  const payments = [
    { status: 'Unpaid', amount: 25, acticsTransactionOutcome: 'Original', rxPaymentId: 'PAY-1' },
    { status: 'Paid', amount: 10, acticsTransactionOutcome: 'Refund', rxPaymentId: 'PAY-2' },
    { status: 'Paid', amount: 0, acticsTransactionOutcome: 'No Charge', rxPaymentId: 'PAY-3' },
  ];

  it('keeps only outcome original or no charge on the first prescription', () => {
    expect(keptPayments(payments, true).map((payment) => payment.rxPaymentId)).toEqual(['PAY-1', 'PAY-3']);
    expect(keptPayments(payments, false)).toHaveLength(3);
  });

  it('payment step: Completed and "Payment processed" when paid, Pending when due', () => {
    expect(step({ ...base, rxPayments: [{ status: 'paid', amount: 25 }] }, 'Payment')).toMatchObject({ status: 'Completed', subtitle: 'Payment processed' });
    expect(step({ ...base, rxPayments: [{ status: 'UNPAID', amount: 25 }] }, 'Payment')).toMatchObject({ status: 'Pending', subtitle: 'Payment due' });
    expect(step(base, 'Payment')).toBeUndefined();
  });

  it('payment info is the payment still due', () => {
    const prescription = toClientPrescription({ ...base, rxPayments: [{ status: 'Unpaid', amount: '25.5', rxPaymentId: 77, acticsTransactionOutcome: 'Original' }] }, 0, copy);
    expect(prescription.paymentInfo).toEqual({ status: 'Unpaid', amount: 25.5, isRefill: false, rxPaymentId: '77', isPaymentEnabled: true });
  });
});

describe('refill wording (§4)', () => {
  it.each([
    [[{ status: 'unpaid', isRefill: true }], 3, 'Refill available'],
    [[{ status: 'Paid', isRefill: true }], 3, 'Refill requested'],
    [[{ status: 'UNPAID', isRefill: true }, { status: 'paid', isRefill: true }], 3, 'Refill available'],
    [[{ status: 'Unpaid', isRefill: false }], 2, '2 refills remaining. We will notify you when refill is available.'],
    [[], 0, '0 refills remaining. We will notify you when refill is available.'],
  ])('%j with %i refills -> %s', (payments, remaining, wording) => expect(refillWording(payments, remaining, copy)).toBe(wording));
});

describe('shipped step (§4)', () => {
  it('appears with the tracking number for a healthdyne pharmacy', () => {
    expect(step({ ...base, pharmacyDistributionCenter: 'HealthDyne Specialty', trackingNumber: '1Z999' }, 'Shipped')).toMatchObject({ status: 'Completed', subtitle: 'Tracking # 1Z999' });
  });
  it.each([
    [{ pharmacyDistributionCenter: 'Amazon Pharmacy', trackingNumber: '1Z999' }],
    [{ pharmacyDistributionCenter: 'HealthDyne', trackingNumber: null }],
  ])('not for %j', (fields) => expect(step({ ...base, ...fields }, 'Shipped')).toBeUndefined());
});

describe('timeline mapping', () => {
  it('derives the steps in order from the server fields', () => {
    const timeline = deriveTimeline(
      { ...base, bvPlanCategory: 'Commercial', pharmacyDistributionCenter: 'HealthDyne', remainingRefills: 2, orderTransferStatus: 'Complete', orderTransferDate: '2025-03-09', trackingNumber: 'TRK1', rxPayments: [{ status: 'Paid', amount: 25 }] },
      [{ status: 'Paid', amount: 25 }],
      copy,
    );
    expect(timeline.map((item) => [item.title, item.status, item.subtitle])).toEqual([
      ['Prescription', 'Completed', 'Received 03/07/2025'],
      ['Insurance Check', 'Completed', undefined],
      ['Savings Program', 'Completed', 'Eligible'],
      ['Pharmacy Selected', 'Completed', 'HealthDyne'],
      ['Refill', 'Pending', '2 refills remaining. We will notify you when refill is available.'],
      ['Payment', 'Completed', 'Payment processed'],
      ['Prescription Sent', 'Completed', '03/09/2025'],
      ['Shipped', 'Completed', 'Tracking # TRK1'],
    ]);
  });

  it('a pending benefit verification keeps insurance check Pending with its messages', () => {
    expect(step({ ...base, bvStatus: 'In Progress', shortMessage: 'Checking your coverage', longMessage: 'Call 555-555-0150' }, 'Insurance Check')).toEqual({
      step: 'insuranceCheck',
      title: 'Insurance Check',
      status: 'Pending',
      subtitle: 'Checking your coverage',
      read_more: 'Call 555-555-0150',
      visible: true,
    });
  });

  it('the server display status applies to the current step', () => {
    const timeline = deriveTimeline(
      { ...base, bvStatus: 'Open', displayStatus: 'Get more info', displayVerbiage: 'Your Insurance Requires Additional Information to Cover your Medication', longMessage: 'Your plan does not cover the medication.' },
      [],
      copy,
    );
    expect(timeline.find((item) => item.title === 'Insurance Check')).toMatchObject({ status: 'Get more info', subtitle: 'Your Insurance Requires Additional Information to Cover your Medication' });
    expect(timeline.find((item) => item.title === 'Prescription')?.status).toBe('Completed');
  });

  it.each([
    ['Medicare Part D', false],
    ['Medicaid', false],
    ['Commercial', true],
  ])('savings eligibility for a %s plan is %s', (plan, eligible) => {
    expect(isSavingsEligible(deriveTimeline({ ...base, bvPlanCategory: plan }, [], copy), copy)).toBe(eligible);
  });

  it('no Savings Program item means not eligible', () => {
    expect(isSavingsEligible(deriveTimeline(base, [], copy), copy)).toBe(false);
  });
});

describe('card and menu visibility (§2, §4)', () => {
  const healthdyne = [{ pharmacy_id: 'PH-1', name: 'HealthDyne Specialty Pharmacy' }];
  const due = [{ status: 'Unpaid', amount: 25, acticsTransactionOutcome: 'Original', rxPaymentId: 'PAY-1' }];
  const prescription = (fields: ServerPrescription) => toClientPrescription({ ...base, ...fields }, 0, copy);

  it.each([
    ['feature on, healthdyne listed, no current pharmacy', { possiblePharmacies: healthdyne, rxPayments: due }, true, true],
    ['feature off', { possiblePharmacies: healthdyne, rxPayments: due }, false, false],
    ['current pharmacy is another one', { possiblePharmacies: healthdyne, rxPayments: due, pharmacyDistributionCenter: 'Amazon Pharmacy' }, true, false],
    ['current pharmacy is healthdyne', { possiblePharmacies: healthdyne, rxPayments: due, pharmacyDistributionCenter: 'HEALTHDYNE' }, true, true],
    ['healthdyne not listed', { possiblePharmacies: [{ pharmacy_id: 'A', name: 'Amazon Pharmacy' }], rxPayments: due }, true, false],
    ['nothing due', { possiblePharmacies: healthdyne, rxPayments: [] }, true, false],
  ])('payment banner: %s', (_case, fields, enabled, shown) => {
    expect(showsPaymentBanner(prescription(fields as ServerPrescription), enabled)).toBe(shown);
  });

  it('"Set up your pharmacy" only without a payment banner and when change is allowed', () => {
    expect(showsPharmacySetup(prescription({ allowPharmacyChange: true }), true)).toBe(true);
    expect(showsPharmacySetup(prescription({ allowPharmacyChange: false }), true)).toBe(false);
    expect(showsPharmacySetup(prescription({ allowPharmacyChange: true, possiblePharmacies: healthdyne, rxPayments: due }), true)).toBe(false);
  });

  it('menu items follow the payment flag and the prescriptions', () => {
    const withPayment = [prescription({ possiblePharmacies: healthdyne, rxPayments: due })];
    const plain = [prescription({ possiblePharmacies: [{ pharmacy_id: 'A', name: 'Amazon' }] })];
    expect(showsPaymentMenuItem(withPayment, true)).toBe(true);
    expect(showsPaymentMenuItem(withPayment, false)).toBe(false);
    expect(showsPaymentMenuItem(plain, true)).toBe(false);
    expect(showsFillHistoryMenuItem(withPayment, true)).toBe(true);
    expect(showsFillHistoryMenuItem(plain, true)).toBe(false);
    expect(showsFillHistoryMenuItem(withPayment, false)).toBe(false);
  });

  it('the card data: dosage list, quantity, refills', () => {
    expect(prescription({ quantity: 1, remainingRefills: '3' })).toMatchObject({
      badge: 'ACTIVE',
      prescribed_dosage: ['2.5mcg', '2 puffs once daily'],
      quantity: '1',
      remainingRefills: 3,
      prescriber: 'Dr. Dana Smith',
    });
  });
});
