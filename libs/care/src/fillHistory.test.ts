import { describe, expect, it } from 'vitest';
import { fillHistoryResponseSchema } from '@portal/api';
import { fillHistoryQueryFor, isSucceededPayment, toFillEntries } from './fillHistory.ts';
import type { ClientPrescription } from './prescriptions.ts';

const prescription = (fields: Partial<ClientPrescription>): ClientPrescription =>
  ({
    id: 'RX',
    ndc_code: '0597-0100-61',
    possible_pharmacies: [],
    intakeCaseId: null,
    acticsPharmacyReferralRecordId: null,
    ...fields,
  }) as ClientPrescription;

const healthdyne = [{ pharmacy_id: 'PH-100', name: 'HealthDyne Specialty Pharmacy' }];
const amazon = [{ pharmacy_id: 'PH-200', name: 'Amazon Pharmacy' }];

describe('the succeeded filter (§4: paymentStatus contains "succeeded", any case)', () => {
  it.each([
    ['Succeeded', true],
    ['succeeded', true],
    ['SUCCEEDED', true],
    ['payment_succeeded', true],
    ['Payment Succeeded', true],
    ['Failed', false],
    ['Pending', false],
    ['succeed', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (status, shown) => expect(isSucceededPayment(status)).toBe(shown));
});

describe('when the fill history is fetched (§4: both ids exist)', () => {
  it.each([
    ['the specialty-pharmacy prescription with both ids', [prescription({ intakeCaseId: 'IC-2', acticsPharmacyReferralRecordId: 'RR-2', possible_pharmacies: healthdyne })], null, { intakeCaseId: 'IC-2', acticsPharmacyReferralRecordId: 'RR-2' }],
    ['the patient intake case when the prescription has none', [prescription({ acticsPharmacyReferralRecordId: 'RR-2', possible_pharmacies: healthdyne })], 'IC-P', { intakeCaseId: 'IC-P', acticsPharmacyReferralRecordId: 'RR-2' }],
    ['the specialty one before an earlier other', [prescription({ intakeCaseId: 'IC-1', acticsPharmacyReferralRecordId: 'RR-1', possible_pharmacies: amazon }), prescription({ intakeCaseId: 'IC-2', acticsPharmacyReferralRecordId: 'RR-2', possible_pharmacies: healthdyne })], null, { intakeCaseId: 'IC-2', acticsPharmacyReferralRecordId: 'RR-2' }],
    ['the specialty one among other possible pharmacies', [prescription({ intakeCaseId: 'IC-1', acticsPharmacyReferralRecordId: 'RR-1', possible_pharmacies: amazon }), prescription({ intakeCaseId: 'IC-2', acticsPharmacyReferralRecordId: 'RR-2', possible_pharmacies: [...amazon, ...healthdyne] })], null, { intakeCaseId: 'IC-2', acticsPharmacyReferralRecordId: 'RR-2' }],
    ['the first prescription when none is the specialty one', [prescription({ intakeCaseId: 'IC-1', acticsPharmacyReferralRecordId: 'RR-1', possible_pharmacies: amazon })], null, { intakeCaseId: 'IC-1', acticsPharmacyReferralRecordId: 'RR-1' }],
    ['no referral id: no call', [prescription({ intakeCaseId: 'IC-1', possible_pharmacies: healthdyne })], 'IC-P', null],
    ['no intake case id anywhere: no call', [prescription({ acticsPharmacyReferralRecordId: 'RR-1' })], null, null],
    ['no prescriptions: no call', [], 'IC-P', null],
  ] as const)('%s', (_, prescriptions, patientIntake, query) => {
    expect(fillHistoryQueryFor([...prescriptions], patientIntake)).toEqual(query);
  });
});

describe('fills -> accordions', () => {
  it('entries keep unique ids when the server repeats a transaction id (found by the property tests)', () => {
    const history = fillHistoryResponseSchema.parse({
      fills: [
        { fillTransactions: [{ paymentStatus: 'succeeded', transactionId: 'T-1' }, { paymentStatus: 'succeeded', transactionId: 'fill-1-0' }] },
        { fillTransactions: [{ paymentStatus: 'succeeded', transactionId: 'T-1' }, { paymentStatus: 'succeeded' }] },
      ],
    });
    expect(toFillEntries(history, [], null).map((entry) => entry.id)).toEqual(['T-1', 'fill-1-0', 'T-1-2', 'fill-1-1']);
  });

  it('a transaction id repeated three times gives three ids', () => {
    const history = fillHistoryResponseSchema.parse({ fills: [{ fillTransactions: [1, 2, 3].map(() => ({ paymentStatus: 'succeeded', transactionId: 'T-1' })) }] });
    expect(toFillEntries(history, [], null).map((entry) => entry.id)).toEqual(['T-1', 'T-1-2', 'T-1-3']);
  });
  const mine = prescription({ id: 'RX-1', acticsPharmacyReferralRecordId: 'RR-1' });
  const other = prescription({ id: 'RX-2', acticsPharmacyReferralRecordId: 'RR-2' });
  const transaction = (fields: Record<string, unknown>) => ({
    pharmacy: 'HealthDyne Specialty Pharmacy',
    transactionDateTime: '2026-08-18T15:30:00Z',
    amount: 15,
    paymentStatus: 'Succeeded',
    fillStatus: 'Shipped',
    ...fields,
  });
  const response = fillHistoryResponseSchema.parse({
    success: true,
    intakeCaseId: 'IC-1',
    fills: [
      { pharmacyReferralRecordId: 'RR-2', status: 'Shipped', fillTransactions: [transaction({ transactionId: 'T1', shipmentTrackingNumber: '1Z', receiptURL: 'https://r.example/1' })] },
      { pharmacyReferralRecordId: 'RR-9', status: 'Processing', fillTransactions: [transaction({ transactionId: 'T2', amount: '25.5', shipmentTrackingNumber: '  ', receiptURL: null }), transaction({ transactionId: 'T3', paymentStatus: 'Failed' })] },
      { pharmacyReferralRecordId: null, status: 'Open', fillTransactions: null },
    ],
  });

  it('keeps the succeeded transactions only, in the server order, with the prescription of their referral', () => {
    const entries = toFillEntries(response, [mine, other], { intakeCaseId: 'IC-1', acticsPharmacyReferralRecordId: 'RR-1' });
    expect(entries.map((entry) => entry.id)).toEqual(['T1', 'T2']);
    expect(entries[0]).toMatchObject({ amount: 15, trackingNumber: '1Z', receiptUrl: 'https://r.example/1', prescription: { id: 'RX-2' } });
    // An unknown referral: the prescription the history was asked for. A blank tracking number is none.
    expect(entries[1]).toMatchObject({ amount: 25.5, trackingNumber: null, receiptUrl: null, prescription: { id: 'RX-1' } });
  });

  it('a tracking number and a receipt link are shown without the spaces around them; a blank receipt link is none', () => {
    const padded = fillHistoryResponseSchema.parse({
      fills: [{ fillTransactions: [transaction({ transactionId: 'T1', shipmentTrackingNumber: ' 1Z999 ', receiptURL: ' https://r.example/1 ' }), transaction({ transactionId: 'T2', receiptURL: '   ' })] }],
    });
    const [first, second] = toFillEntries(padded, [], null);
    expect(first).toMatchObject({ trackingNumber: '1Z999', receiptUrl: 'https://r.example/1' });
    expect(second).toMatchObject({ receiptUrl: null });
  });
});
