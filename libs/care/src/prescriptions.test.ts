import { describe, expect, it } from 'vitest';
import { baseCopy } from '@portal/program-config/copy/en';
import { baseCopyEs } from '@portal/program-config/copy/es';
import type { ServerPrescription } from '@portal/api';
import {
  deriveTimeline,
  isSavingsEligible,
  keptPayments,
  normaliseDisplayStatus,
  normaliseNdc,
  paymentInfoFor,
  refillWording,
  serverStatusToTimeline,
  showsPaymentBanner,
  showsPharmacySetup,
  toClientPrescription,
  SPECIALTY_PHARMACY_KEYWORD,
  timelineStatuses,
  type TimelineCopy,
  type TimelineStep,
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

const step = (server: ServerPrescription, key: TimelineStep, payments = server.rxPayments ?? []) =>
  deriveTimeline(server, payments, copy).find((item) => item.step === key);

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
    expect(step({ ...base, rxPayments: [{ status: 'paid', amount: 25 }] }, 'payment')).toMatchObject({ status: 'Completed', subtitle: 'Payment processed' });
    expect(step({ ...base, rxPayments: [{ status: 'UNPAID', amount: 25 }] }, 'payment')).toMatchObject({ status: 'Pending', subtitle: 'Payment due' });
    expect(step(base, 'payment')).toBeUndefined();
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
  it('shows a tracking number holding "$&" or "$\'" as given (found by the property tests: it was read as a replacement pattern)', () => {
    expect(step({ ...base, pharmacyDistributionCenter: 'HealthDyne', trackingNumber: "1Z$&$'$`$$" }, 'shipped')?.subtitle).toBe("Tracking # 1Z$&$'$`$$");
  });

  it('appears with the tracking number for a healthdyne pharmacy', () => {
    expect(step({ ...base, pharmacyDistributionCenter: 'HealthDyne Specialty', trackingNumber: '1Z999' }, 'shipped')).toMatchObject({ status: 'Completed', subtitle: 'Tracking # 1Z999' });
  });
  it.each([
    [{ pharmacyDistributionCenter: 'Amazon Pharmacy', trackingNumber: '1Z999' }],
    [{ pharmacyDistributionCenter: 'HealthDyne', trackingNumber: null }],
  ])('not for %j', (fields) => expect(step({ ...base, ...fields }, 'shipped')).toBeUndefined());
});

describe('timeline mapping', () => {
  it('derives the steps in order from the server fields', () => {
    const timeline = deriveTimeline(
      { ...base, bvPlanCategory: 'Commercial', pharmacyDistributionCenter: 'HealthDyne', remainingRefills: 2, orderTransferStatus: 'Complete', orderTransferDate: '2025-03-09', trackingNumber: 'TRK1', rxPayments: [{ status: 'Paid', amount: 25 }] },
      [{ status: 'Paid', amount: 25 }],
      copy,
    );
    expect(timeline.map((item) => [item.step, item.status, item.subtitle])).toEqual([
      ['prescription', 'Completed', 'Received 03/07/2025'],
      ['insuranceCheck', 'Completed', undefined],
      ['savingsProgram', 'Completed', 'Eligible'],
      ['pharmacySelected', 'Completed', 'HealthDyne'],
      ['refill', 'Pending', '2 refills remaining. We will notify you when refill is available.'],
      ['payment', 'Completed', 'Payment processed'],
      ['prescriptionSent', 'Completed', '03/09/2025'],
      ['shipped', 'Completed', 'Tracking # TRK1'],
    ]);
  });

  it('a pending benefit verification keeps insurance check Pending with its messages', () => {
    expect(step({ ...base, bvStatus: 'In Progress', shortMessage: 'Checking your coverage', longMessage: 'Call 555-555-0150' }, 'insuranceCheck')).toEqual({
      step: 'insuranceCheck',
      status: 'Pending',
      subtitle: 'Checking your coverage',
      read_more: 'Call 555-555-0150',
      visible: true,
      serverText: { subtitle: true, read_more: true },
    });
  });

  it('the server display status applies to the current step', () => {
    const timeline = deriveTimeline(
      { ...base, bvStatus: 'Open', displayStatus: 'Get more info', displayVerbiage: 'Your Insurance Requires Additional Information to Cover your Medication', longMessage: 'Your plan does not cover the medication.' },
      [],
      copy,
    );
    expect(timeline.find((item) => item.step === 'insuranceCheck')).toMatchObject({ status: 'Get more info', subtitle: 'Your Insurance Requires Additional Information to Cover your Medication' });
    expect(timeline.find((item) => item.step === 'prescription')?.status).toBe('Completed');
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

describe('card visibility (§4)', () => {
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

  it('the card data: dosage list, quantity, refills', () => {
    expect(prescription({ quantity: 1, remainingRefills: '3' })).toMatchObject({
      prescribed_dosage: ['2.5mcg', '2 puffs once daily'],
      quantity: '1',
      remainingRefills: 3,
      prescriber: 'Dr. Dana Smith',
    });
  });
});

describe('Refill step (prescription-experience §4 "Refill step wording")', () => {
  const refill = (fields: ServerPrescription, payments = fields.rxPayments ?? []) => step({ ...base, ...fields }, 'refill', payments);

  it.each<[string, ServerPrescription]>([
    ['0 remaining refills and no payment', { remainingRefills: 0 }],
    ['"0" remaining refills and a payment that is not a refill', { remainingRefills: '0', rxPayments: [{ status: 'Unpaid', amount: 25 }] }],
    ['no refill count at all', { remainingRefills: null }],
    ['a refill count that is not a number', { remainingRefills: 'n/a' }],
    ['an rx transfer with 0 refills', { prescriptionType: 'Rx Transfer', remainingRefills: 0 }],
  ])('is absent with %s', (_label, fields) => {
    expect(refill(fields)).toBeUndefined();
  });

  it.each<[string, ServerPrescription, string, string]>([
    ['1 remaining refill', { remainingRefills: 1 }, 'Pending', '1 refill remaining. We will notify you when refill is available.'],
    ['a refill prescription with 0 remaining', { prescriptionType: 'REFILL', remainingRefills: 0 }, 'Pending', '0 refills remaining. We will notify you when refill is available.'],
    ['an unpaid refill payment and 0 remaining', { remainingRefills: 0, rxPayments: [{ status: 'Unpaid', isRefill: true }] }, 'Pending', 'Refill available'],
    ['a paid refill payment', { remainingRefills: 0, rxPayments: [{ status: 'PAID', isRefill: true }] }, 'Completed', 'Refill requested'],
    ['a paid original payment and 2 remaining', { remainingRefills: 2, rxPayments: [{ status: 'Paid', isRefill: false }] }, 'Pending', '2 refills remaining. We will notify you when refill is available.'],
  ])('with %s it shows', (_label, fields, status, subtitle) => {
    expect(refill(fields)).toMatchObject({ status, subtitle });
  });

  it('takes its words from the programme copy', () => {
    const custom: TimelineCopy = { ...copy, refillsRemaining: { one: 'Just {count} to go', other: 'Still {count} to go' }, refillAvailable: 'Order your refill', refillRequested: 'On its way' };
    expect(refillWording([], 4, custom)).toBe('Still 4 to go');
    expect(refillWording([], null, custom)).toBe('Still 0 to go');
    expect(refillWording([{ status: 'unpaid', isRefill: true }], 4, custom)).toBe('Order your refill');
    expect(refillWording([{ status: 'paid', isRefill: true }], 4, custom)).toBe('On its way');
    expect(refillWording([{ status: 'paid', isRefill: false }, { status: 'unpaid', isRefill: null }], 4, custom)).toBe('Still 4 to go');
    expect(refillWording([], 1, custom)).toBe('Just 1 to go');
  });

  // The form follows the language's plural rules (Intl.PluralRules), never `count === 1`.
  it.each<[number, string, string]>([
    [0, '0 refills remaining. We will notify you when refill is available.', 'Le quedan 0 resurtidos.'],
    [1, '1 refill remaining. We will notify you when refill is available.', 'Le queda 1 resurtido.'],
    [2, '2 refills remaining. We will notify you when refill is available.', 'Le quedan 2 resurtidos.'],
    [5, '5 refills remaining. We will notify you when refill is available.', 'Le quedan 5 resurtidos.'],
  ])('with %i refills remaining it reads, in English and in Spanish', (count, english, spanish) => {
    expect(refillWording([], count, copy, 'en')).toBe(english);
    expect(refillWording([], count, baseCopyEs.timeline, 'es').startsWith(spanish)).toBe(true);
  });
});

describe('Payment step (prescription-experience §4: Completed and "Payment processed" when paid)', () => {
  it.each<[string, ServerPrescription['rxPayments'], string, string]>([
    ['one paid and one unpaid', [{ status: 'Paid', amount: 25 }, { status: 'Unpaid', amount: 10 }], 'Pending', 'Payment due'],
    ['one unpaid and one paid', [{ status: 'unpaid', amount: 10 }, { status: 'paid', amount: 25 }], 'Pending', 'Payment due'],
    ['two paid', [{ status: 'Paid', amount: 25 }, { status: 'PAID', amount: 10 }], 'Completed', 'Payment processed'],
    ['neither paid nor unpaid', [{ status: 'Refunded', amount: 25 }], 'Pending', 'Payment due'],
    ['one paid and one neither paid nor unpaid: nothing is due', [{ status: 'Paid', amount: 25 }, { status: 'Refunded', amount: 10 }], 'Completed', 'Payment processed'],
    ['a status with spaces around it', [{ status: ' Paid ', amount: 25 }], 'Completed', 'Payment processed'],
  ])('%s -> %s, %j', (_label, payments, status, subtitle) => {
    expect(step({ ...base, rxPayments: payments }, 'payment')).toMatchObject({ status, subtitle });
  });
});

describe('savings eligibility (prescription-experience §3: eligible when the Savings Program item has a subtitle other than Not Eligible)', () => {
  const savings = (fields: ServerPrescription) => step({ ...base, ...fields }, 'savingsProgram');
  const eligible = (fields: ServerPrescription) => isSavingsEligible(deriveTimeline({ ...base, ...fields }, [], copy), copy);

  it.each<[string, ServerPrescription, string]>([
    ['"Commercial" plan with a "VA" insurance type', { bvPlanCategory: 'Commercial', insuranceType: 'VA' }, 'Not Eligible'],
    ['"Commercial" plan with a "Medicare" insurance type', { bvPlanCategory: 'Commercial', insuranceType: 'Medicare' }, 'Not Eligible'],
    ['an insurance type only: "Tricare"', { insuranceType: 'Tricare' }, 'Not Eligible'],
    ['"Government" plan', { bvPlanCategory: 'Government' }, 'Not Eligible'],
    ['"medicaid managed care"', { bvPlanCategory: 'medicaid managed care' }, 'Not Eligible'],
    ['"VA Community Care"', { bvPlanCategory: 'VA Community Care' }, 'Not Eligible'],
    ['"Commercial" plan with a "Private" insurance type', { bvPlanCategory: 'Commercial', insuranceType: 'Private' }, 'Eligible'],
    ['"Private" (the letters "va" inside a word are not VA)', { bvPlanCategory: 'Private' }, 'Eligible'],
    ['"Nevada Employer Plan"', { bvPlanCategory: 'Nevada Employer Plan' }, 'Eligible'],
    ['an insurance type only: "Commercial"', { insuranceType: 'Commercial' }, 'Eligible'],
  ])('%s -> %s', (_label, fields, subtitle) => {
    expect(savings(fields)?.subtitle).toBe(subtitle);
    expect(eligible(fields)).toBe(subtitle === 'Eligible');
  });

  it('the plan category and the insurance type are read as separate words', () => {
    // Glued together, "Commercial" + "VA" would read "CommercialVA", in which VA is not a word.
    expect(eligible({ bvPlanCategory: 'Commercial', insuranceType: 'VA' })).toBe(false);
    expect(eligible({ bvPlanCategory: 'VA', insuranceType: 'Commercial' })).toBe(false);
  });

  it('without a plan category or an insurance type there is no Savings Program item', () => {
    expect(savings({ bvPlanCategory: '', insuranceType: null })).toBeUndefined();
  });

  it('the item follows the benefit verification status', () => {
    expect(savings({ bvPlanCategory: 'Commercial', bvStatus: 'Closed' })?.status).toBe('Completed');
    expect(savings({ bvPlanCategory: 'Commercial', bvStatus: 'Open' })?.status).toBe('Pending');
  });

  it.each<[string, Array<{ step: TimelineStep; subtitle?: string }>, boolean]>([
    ['Savings Program, Eligible', [{ step: 'savingsProgram', subtitle: 'Eligible' }], true],
    ['Savings Program, any other subtitle', [{ step: 'savingsProgram', subtitle: 'Copay card on file' }], true],
    ['Savings Program, Not Eligible', [{ step: 'savingsProgram', subtitle: 'Not Eligible' }], false],
    ['Savings Program, "not eligible" in other letters', [{ step: 'savingsProgram', subtitle: 'NOT ELIGIBLE' }], false],
    ['Savings Program without a subtitle', [{ step: 'savingsProgram' }], false],
    ['Eligible on another step', [{ step: 'insuranceCheck', subtitle: 'Eligible' }], false],
    ['an empty timeline', [], false],
    ['one Savings Program item among others', [{ step: 'prescription', subtitle: 'Not Eligible' }, { step: 'savingsProgram', subtitle: 'Eligible' }], true],
  ])('isSavingsEligible: %s -> %s', (_label, items, expected) => {
    const timeline = items.map((item) => ({ status: 'Pending' as const, visible: true, ...item }));
    expect(isSavingsEligible(timeline, copy)).toBe(expected);
  });
});

describe('each prescription keeps its own id (prescription-experience §2: one card per prescription)', () => {
  it('the server id, as text, wherever the prescription sits in the list', () => {
    expect(toClientPrescription({ ...base, prescriptionId: 'RX-9' }, 0, copy).id).toBe('RX-9');
    expect(toClientPrescription({ ...base, prescriptionId: 'RX-9' }, 3, copy).id).toBe('RX-9');
    expect(toClientPrescription({ ...base, prescriptionId: 42 }, 1, copy).id).toBe('42');
  });

  it('a prescription without a server id never takes the id of another one', () => {
    const ids = [
      toClientPrescription({ ...base, prescriptionId: 1 }, 0, copy).id,
      toClientPrescription({ ...base, prescriptionId: null }, 1, copy).id,
      toClientPrescription({ ...base, prescriptionId: undefined }, 2, copy).id,
      toClientPrescription({ ...base, prescriptionId: '' }, 3, copy).id,
      toClientPrescription({ ...base, prescriptionId: '2' }, 4, copy).id,
      toClientPrescription({ ...base, prescriptionId: 3 }, 5, copy).id,
    ];
    expect(new Set(ids).size).toBe(6);
    // A missing id never reads as a text that could be taken for one ("null", "undefined", "").
    expect(ids.slice(1, 4)).toEqual(['without-id-1', 'without-id-2', 'without-id-3']);
    expect(ids[0]).toBe('1');
  });

  it("a lone surrogate in the server's id becomes U+FFFD, as the card's address reads it back; a well-formed pair stays", () => {
    expect(toClientPrescription({ ...base, prescriptionId: 'RX-\uD800' }, 0, copy).id).toBe('RX-\uFFFD');
    expect(toClientPrescription({ ...base, prescriptionId: '\uDC00RX' }, 0, copy).id).toBe('\uFFFDRX');
    expect(toClientPrescription({ ...base, prescriptionId: 'RX-\uD83D\uDE00' }, 0, copy).id).toBe('RX-\uD83D\uDE00');
  });
});

describe('timeline items (prescription-experience §3, §4)', () => {
  it('an item has a subtitle and a read-more text only when there is something to show', () => {
    const timeline = deriveTimeline({ ...base, prescriptionDate: '03/07/2025', shortMessage: '', longMessage: null, orderTransferDate: null }, [], copy);
    const byStep = (key: TimelineStep) => timeline.find((item) => item.step === key)!;
    expect(byStep('prescription')).toStrictEqual({ step: 'prescription', status: 'Completed', visible: true });
    expect(byStep('insuranceCheck')).toStrictEqual({ step: 'insuranceCheck', status: 'Completed', visible: true });
    expect(byStep('pharmacySelected')).toStrictEqual({ step: 'pharmacySelected', status: 'Pending', visible: true });
    expect(byStep('prescriptionSent')).toStrictEqual({ step: 'prescriptionSent', status: 'Pending', visible: true });
  });

  it('the minimal timeline is Prescription, Insurance Check, Pharmacy Selected, Prescription Sent', () => {
    expect(deriveTimeline(base, [], copy).map((item) => item.step)).toEqual(['prescription', 'insuranceCheck', 'pharmacySelected', 'prescriptionSent']);
  });

  it('dates in a step are calendar days: 1960-07-04 reads 07/04/1960 in every time zone', () => {
    const timeline = deriveTimeline({ ...base, prescriptionDate: '1960-07-04', orderTransferDate: '1960-07-05T00:30:00Z' }, [], copy);
    expect(timeline.find((item) => item.step === 'prescription')?.subtitle).toBe('Received 07/04/1960');
    expect(timeline.find((item) => item.step === 'prescriptionSent')?.subtitle).toBe('07/05/1960');
  });

  it('a date is read only from the start of the text', () => {
    expect(deriveTimeline({ ...base, prescriptionDate: 'x2025-03-07' }, [], copy)[0]?.subtitle).toBeUndefined();
  });

  it('the received wording comes from the programme copy', () => {
    expect(deriveTimeline({ ...base, prescriptionDate: '2025-03-07' }, [], { ...copy, received: 'Got it on {date}' })[0]?.subtitle).toBe('Got it on 03/07/2025');
  });

  it('the Shipped step reads the pharmacy name case-insensitively and needs a tracking number', () => {
    expect(step({ ...base, pharmacyDistributionCenter: 'healthdyne', trackingNumber: 'TRK1' }, 'shipped')?.subtitle).toBe('Tracking # TRK1');
    expect(step({ ...base, pharmacyDistributionCenter: 'HealthDyne', trackingNumber: '' }, 'shipped')).toBeUndefined();
    expect(step({ ...base, pharmacyDistributionCenter: null, trackingNumber: 'TRK1' }, 'shipped')).toBeUndefined();
  });

  it('every status the spec names, and the specialty pharmacy', () => {
    expect(timelineStatuses).toEqual(['Pending', 'In Progress', 'Alert', 'Get more info', 'Completed', 'Closed']);
    expect(SPECIALTY_PHARMACY_KEYWORD).toBe('healthdyne');
  });
});

describe('the server display status (the current step, the first that is not Completed)', () => {
  it('keeps the step wording when the server sends no verbiage or long message', () => {
    const timeline = deriveTimeline({ ...base, bvStatus: 'Open', shortMessage: 'Checking your coverage', displayStatus: 'Alert' }, [], copy);
    expect(timeline.find((item) => item.step === 'insuranceCheck')).toStrictEqual({
      step: 'insuranceCheck',
      status: 'Alert',
      subtitle: 'Checking your coverage',
      visible: true,
      serverText: { subtitle: true },
    });
  });

  it("the long message is the benefit check's: it stays on Insurance Check, never on the current step", () => {
    const timeline = deriveTimeline({ ...base, intakeCaseStatus: 'Open', displayStatus: 'In Progress', longMessage: 'Call 555-555-0150' }, [], copy);
    expect(timeline[0]).toMatchObject({ step: 'prescription', status: 'In Progress' });
    expect(timeline[0]?.read_more).toBeUndefined();
    expect(timeline.filter((item) => item.read_more === 'Call 555-555-0150').map((item) => item.step)).toEqual(['insuranceCheck']);
  });

  it('never lands on Refill or Savings Program: the refill count stays, the next stage of the prescription gets the text', () => {
    // Paid and with its pharmacy, while the server's text still asks for both (a server that did not move it on).
    const paid = [{ status: 'Paid', amount: 25, acticsTransactionOutcome: 'Original', rxPaymentId: 'PAY-1' }];
    const timeline = deriveTimeline(
      { ...base, bvPlanCategory: 'Commercial', pharmacyDistributionCenter: 'HealthDyne', remainingRefills: 3, displayStatus: 'In Progress', displayVerbiage: 'Preparing your order' },
      paid,
      copy,
    );
    expect(timeline.map((item) => [item.step, item.status, item.subtitle])).toEqual([
      ['prescription', 'Completed', 'Received 03/07/2025'],
      ['insuranceCheck', 'Completed', undefined],
      ['savingsProgram', 'Completed', 'Eligible'],
      ['pharmacySelected', 'Completed', 'HealthDyne'],
      ['refill', 'Pending', '3 refills remaining. We will notify you when refill is available.'],
      ['payment', 'Completed', 'Payment processed'],
      ['prescriptionSent', 'In Progress', 'Preparing your order'],
    ]);
    expect(timeline.filter((item) => item.serverText).map((item) => item.step)).toEqual(['prescriptionSent']);
    // The page marks the subtitle as the server's (lang="en" in Spanish); the step's own wording was replaced.
    expect(timeline.find((item) => item.step === 'prescriptionSent')?.serverText).toStrictEqual({ subtitle: true });
  });

  it('changes nothing when every step is Completed or the status is unknown', () => {
    const done = { ...base, pharmacyDistributionCenter: 'HealthDyne', orderTransferStatus: 'Complete', displayStatus: 'Alert', displayVerbiage: 'Look here' };
    expect(deriveTimeline(done, [], copy).every((item) => item.status === 'Completed' && item.subtitle !== 'Look here')).toBe(true);
    const unknown = deriveTimeline({ ...base, displayStatus: 'Shipped', displayVerbiage: 'Look here' }, [], copy);
    expect(unknown).toEqual(deriveTimeline(base, [], copy));
  });
});

describe('card data (prescription-experience §2 My Prescriptions, §3 Client prescription)', () => {
  it('maps every field of the card', () => {
    const prescription = toClientPrescription(
      {
        ...base,
        quantity: 0,
        remainingRefills: '2',
        trackingNumber: 'TRK1',
        pharmacyDistributionCenter: 'HealthDyne',
        intakeCaseId: 'IC-1',
        acticsPharmacyReferralRecordId: 'PRR-1',
        allowPharmacyChange: true,
        possiblePharmacies: [{ pharmacy_id: 5, name: 'HealthDyne' }],
      },
      0,
      copy,
    );
    expect(prescription).toMatchObject({
      id: 'RX-1',
      ndc_code: '0597-0100-61',
      status: 'Open',
      allowDispensePharmacyChange: true,
      drug_family: 'Inhalation Spray',
      prescriber: 'Dr. Dana Smith',
      prescription_date: '2025-03-07',
      quantity: '0',
      remainingRefills: 2,
      trackingNumber: 'TRK1',
      pharmacyDistributionCenter: 'HealthDyne',
      pharmacy: 'HealthDyne',
      intakeCaseId: 'IC-1',
      acticsPharmacyReferralRecordId: 'PRR-1',
      possible_pharmacies: [{ pharmacy_id: '5', name: 'HealthDyne' }],
      paymentInfo: null,
    });
  });

  it('an almost empty record gives empty text and nulls', () => {
    expect(toClientPrescription({}, 0, copy)).toMatchObject({
      ndc_code: '',
      status: '',
      allowDispensePharmacyChange: false,
      drug_family: '',
      prescriber: '',
      prescription_date: '',
      prescribed_dosage: [],
      quantity: null,
      remainingRefills: null,
      trackingNumber: null,
      pharmacyDistributionCenter: null,
      pharmacy: null,
      intakeCaseId: null,
      acticsPharmacyReferralRecordId: null,
      possible_pharmacies: [],
      paymentInfo: null,
    });
  });

  it.each<[ServerPrescription['dosageStrength'], string[]]>([
    ['2.5mcg; 2 puffs once daily', ['2.5mcg', '2 puffs once daily']],
    [' 2.5mcg ,, ', ['2.5mcg']],
    ['', []],
  ])('prescribed dosage %j is the list %j', (dosageStrength, list) => {
    expect(toClientPrescription({ ...base, dosageStrength }, 0, copy).prescribed_dosage).toEqual(list);
  });

  it.each<[ServerPrescription['quantity'], string | null]>([
    ['', null],
    [null, null],
    [undefined, null],
    ['2 inhalers', '2 inhalers'],
  ])('quantity %j -> %j', (quantity, shown) => {
    expect(toClientPrescription({ ...base, quantity }, 0, copy).quantity).toBe(shown);
  });

  it.each<[ServerPrescription['remainingRefills'], number | null]>([
    ['', null],
    [null, null],
    [undefined, null],
    ['three', null],
    [0, 0],
    ['5', 5],
  ])('remaining refills %j -> %j', (remainingRefills, shown) => {
    expect(toClientPrescription({ ...base, remainingRefills }, 0, copy).remainingRefills).toBe(shown);
  });
});

describe('payment info (prescription-experience §3 paymentInfo, §4)', () => {
  it('is the first unpaid payment, read as the patient will see it', () => {
    expect(paymentInfoFor([{ status: 'Paid', amount: 5, rxPaymentId: 'P-0' }, { status: 'UNPAID', amount: 12.5, rxPaymentId: 'P-1', isRefill: true, isPaymentEnabled: false }, { status: 'Unpaid', amount: 1, rxPaymentId: 'P-2' }])).toEqual({
      status: 'UNPAID',
      amount: 12.5,
      isRefill: true,
      rxPaymentId: 'P-1',
      isPaymentEnabled: false,
    });
  });

  it('an amount or id the server leaves out reads as 0 and empty; payment is enabled unless the server says not', () => {
    expect(paymentInfoFor([{ status: 'unpaid' }])).toEqual({ status: 'unpaid', amount: 0, isRefill: false, rxPaymentId: '', isPaymentEnabled: true });
    expect(paymentInfoFor([{ status: 'Unpaid', amount: 'twenty' }])?.amount).toBe(0);
  });

  it('nothing unpaid is no payment info', () => {
    expect(paymentInfoFor([{ status: 'Paid', amount: 5 }, { status: 'Refunded', amount: 5 }])).toBeNull();
    expect(paymentInfoFor([])).toBeNull();
  });

  it('on the first prescription, outcomes are read case-insensitively; a missing outcome is dropped', () => {
    const payments = [
      { rxPaymentId: 'A', acticsTransactionOutcome: 'ORIGINAL' },
      { rxPaymentId: 'B', acticsTransactionOutcome: 'no charge' },
      { rxPaymentId: 'C', acticsTransactionOutcome: null },
      { rxPaymentId: 'D', acticsTransactionOutcome: 'Original Refund' },
    ];
    expect(keptPayments(payments, true).map((payment) => payment.rxPaymentId)).toEqual(['A', 'B']);
    expect(keptPayments(payments, false).map((payment) => payment.rxPaymentId)).toEqual(['A', 'B', 'C', 'D']);
    expect(keptPayments(null, true)).toEqual([]);
    expect(keptPayments(undefined, false)).toEqual([]);
  });
});

describe('statuses and NDC: the edges', () => {
  it.each([
    [' closed ', 'Completed'],
    ['Completely done', 'Pending'],
    ['', 'Pending'],
    [undefined, 'Pending'],
  ])('server status %j -> %s', (status, mapped) => expect(serverStatusToTimeline(status)).toBe(mapped));

  it.each([
    ['COMPLETE', 'Completed'],
    [' Alert ', 'Alert'],
    ['closed', 'Closed'],
    ['', null],
    [null, null],
    ['In', null],
  ])('display status %j -> %j', (status, mapped) => expect(normaliseDisplayStatus(status)).toBe(mapped));

  it.each([
    [null, '00000000000'],
    [' 0597-0100-61 ', '00597010061'],
  ])('NDC %j -> %s', (ndc, normalised) => expect(normaliseNdc(ndc)).toBe(normalised));
});

describe('payment banner and pharmacy setup (prescription-experience §4): the edges', () => {
  const healthdyne = [{ pharmacy_id: 'PH-1', name: 'HealthDyne Specialty Pharmacy' }];
  const due = [{ status: 'Unpaid', amount: 25, acticsTransactionOutcome: 'Original', rxPaymentId: 'PAY-1' }];
  const prescription = (fields: ServerPrescription) => toClientPrescription({ ...base, ...fields }, 0, copy);

  it('with the payment feature off, "Set up your pharmacy" shows where the banner would have', () => {
    expect(showsPharmacySetup(prescription({ allowPharmacyChange: true, possiblePharmacies: healthdyne, rxPayments: due }), false)).toBe(true);
  });
});
