/**
 * Fill histories of the demo patients (prescription-experience §3 Fill history). The hub patient
 * ((555) 555-0100) has three fills: one paid with a receipt and tracking, one paid without tracking
 * (and without a receipt, its date in the spec's MM/DD/YYYYTHH:MM:SS form) and one whose payment
 * failed, which the page must leave out. (555) 555-0110 has none.
 */
import type { DemoScenarioName } from './scenarios.ts';

/** The receipt is on the payment provider's host: the page opens it through the leave-site modal. */
const MOCK_RECEIPT_URL = 'https://receipts.example.com/r/TX-2001';

const hubPatientFills = [
  {
    pharmacyReferralRecordId: 'RR-1001',
    status: 'Processing',
    fillTransactions: [
      {
        pharmacy: 'HealthDyne Specialty Pharmacy',
        transactionDateTime: '10/05/2026T09:15:00',
        amount: '25.00',
        paymentStatus: 'payment_succeeded',
        transactionId: 'TX-2002',
        fillStatus: 'Processing',
        shipmentTrackingNumber: null,
        receiptURL: null,
      },
    ],
  },
  {
    pharmacyReferralRecordId: 'RR-1002',
    status: 'Shipped',
    fillTransactions: [
      {
        pharmacy: 'HealthDyne Specialty Pharmacy',
        transactionDateTime: '2026-08-18T15:30:00Z',
        amount: 15,
        paymentStatus: 'Succeeded',
        transactionId: 'TX-2001',
        fillStatus: 'Shipped',
        shipmentTrackingNumber: '1Z999AA10123456784',
        receiptURL: MOCK_RECEIPT_URL,
      },
    ],
  },
  {
    pharmacyReferralRecordId: 'RR-1002',
    status: 'On Hold',
    fillTransactions: [
      {
        pharmacy: 'HealthDyne Specialty Pharmacy',
        transactionDateTime: '2026-07-02T10:00:00Z',
        amount: 15,
        paymentStatus: 'Failed',
        transactionId: 'TX-2000',
        fillStatus: 'On Hold',
        shipmentTrackingNumber: null,
        receiptURL: null,
      },
    ],
  },
];

export function fillHistoryFor(scenario: DemoScenarioName, intakeCaseId: string): Record<string, unknown> {
  return { success: true, intakeCaseId, fills: scenario === 'hubPatient' ? hubPatientFills : [] };
}
