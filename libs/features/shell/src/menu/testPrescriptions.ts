import type { ClientPrescription, PaymentInfo } from '@portal/care';

/** A client prescription with nothing to pay and no possible pharmacy; override what a case needs. */
export function prescription(overrides: Partial<ClientPrescription> = {}): ClientPrescription {
  return {
    id: 'rx-1',
    ndc_code: '00597010061',
    status: 'Open',
    allowDispensePharmacyChange: false,
    drug_family: 'Inhalation Spray',
    prescriber: 'Dr. Example',
    prescription_date: '2025-03-07',
    prescribed_dosage: ['2 puffs daily'],
    quantity: null,
    remainingRefills: 2,
    trackingNumber: null,
    shipmentDate: null,
    dispensingStatus: null,
    pharmacyDistributionCenter: null,
    pharmacy: null,
    intakeCaseId: 'IC-1',
    acticsPharmacyReferralRecordId: null,
    prescription_timeline: [],
    possible_pharmacies: [],
    paymentInfo: null,
    ...overrides,
  };
}

export const paymentDue: PaymentInfo = { status: 'Unpaid', amount: 25.5, isRefill: false, rxPaymentId: '77', isPaymentEnabled: true };

export const withPayment = prescription({ id: 'rx-pay', paymentInfo: paymentDue });
export const withHealthDyne = prescription({
  id: 'rx-hd',
  possible_pharmacies: [
    { pharmacy_id: 'p-1', name: 'Amazon Pharmacy' },
    { pharmacy_id: 'p-2', name: 'HealthDyne Specialty Pharmacy' },
  ],
});
export const plain = prescription({ id: 'rx-plain', possible_pharmacies: [{ pharmacy_id: 'p-3', name: 'CVS' }] });
