import { describe, expect, it } from 'vitest';
import { baseCopy } from '@portal/program-config/copy/en';
import { primaryAddressOf, shippingAddressOf, toClientPatientData } from './patient.ts';
import { patientProfileResponseSchema } from '@portal/api';

const address = (addressType: string, street: string, extra: Record<string, unknown> = {}) => ({ addressType, street, city: 'Springfield', state: 'IL', postalCode: '62701', isPrimary: true, isActive: true, ...extra });

describe('addresses (prescription-experience §5)', () => {
  it('the shipping address is primary, active, Mailing & Shipping or Shipping, and Shipping wins', () => {
    expect(shippingAddressOf([address('Mailing & Shipping', '1 Both St'), address('Shipping', '2 Ship St')])?.street).toBe('2 Ship St');
    expect(shippingAddressOf([address('Mailing & Shipping', '1 Both St')])?.street).toBe('1 Both St');
    expect(shippingAddressOf([address('Mailing', '3 Mail St')])).toBeNull();
    expect(shippingAddressOf([address('Shipping', '4 Old St', { isActive: false })])).toBeNull();
    expect(shippingAddressOf([address('Shipping', '5 Other St', { isPrimary: false })])).toBeNull();
  });

  it('the patient address is the primary active one', () => {
    expect(primaryAddressOf([address('Mailing', '6 Old', { isActive: false }), address('Mailing', '7 Main')])).toEqual({ street: '7 Main', city: 'Springfield', state: 'IL', postalCode: '62701' });
    expect(primaryAddressOf([])).toBeNull();
  });
});

describe('addresses: each rule of prescription-experience §5', () => {
  it('reads the address type case-insensitively', () => {
    expect(shippingAddressOf([address('MAILING & SHIPPING', '1 Both St')])?.street).toBe('1 Both St');
    expect(shippingAddressOf([address('mailing & shipping', '1 Both St'), address('SHIPPING', '2 Ship St')])?.street).toBe('2 Ship St');
  });

  it('a shipping address must say it is primary and active', () => {
    expect(shippingAddressOf([address('Shipping', '4 Old St', { isActive: null })])).toBeNull();
    expect(shippingAddressOf([address('Shipping', '5 Other St', { isPrimary: null })])).toBeNull();
    expect(shippingAddressOf([address('Shipping', '5 Other St', { addressType: null })])).toBeNull();
    expect(shippingAddressOf(null)).toBeNull();
    expect(shippingAddressOf(undefined)).toBeNull();
  });

  it('the patient address prefers a primary one, then one not marked otherwise, never an inactive or non-primary one', () => {
    expect(primaryAddressOf([address('Mailing', '1 Unmarked', { isPrimary: null, isActive: null }), address('Mailing', '2 Primary', { isActive: null })])?.street).toBe('2 Primary');
    expect(primaryAddressOf([address('Mailing', '1 Unmarked', { isPrimary: null, isActive: null })])?.street).toBe('1 Unmarked');
    expect(primaryAddressOf([address('Mailing', '3 Secondary', { isPrimary: false }), address('Mailing', '4 Closed', { isActive: false })])).toBeNull();
    expect(primaryAddressOf(null)).toBeNull();
  });

  it('takes the state code when the state name is missing, and empty text for missing parts', () => {
    expect(primaryAddressOf([{ isPrimary: true, isActive: true, stateCode: 'IL' }])).toEqual({ street: '', city: '', state: 'IL', postalCode: '' });
    expect(primaryAddressOf([{ isPrimary: true, isActive: true }])).toEqual({ street: '', city: '', state: '', postalCode: '' });
    expect(primaryAddressOf([{ isPrimary: true, isActive: true, state: 'Illinois', stateCode: 'IL' }])?.state).toBe('Illinois');
  });
});

describe('toClientPatientData (access-and-identity §3 "Client patient data")', () => {
  const missingInformation = { active: true, uninsured: false, Open_Task: false, missingInfoArray: [] };
  const details = { firstName: 'Alex', lastName: 'Rivera', dob: '1960-07-04', phoneNumber: '5555550150', emailAddress: 'alex@example.com', acticsPatientId: 'AP-1' };
  const profile = patientProfileResponseSchema.parse({
    hubPatient: true,
    isMultiplePatientProfileExists: false,
    patientProfileDetails: [
      {
        isPWARegistered: true,
        ...details,
        intakeCaseId: 'IC-1',
        preferredChannelText: true,
        preferredChannelEmail: false,
        contactPointAddresses: [address('Mailing', '1 Home St'), address('Shipping', '2 Ship St')],
        missingInformation,
        prescriptions: [
          { prescriptionId: 'RX-B', rxPayments: [{ status: 'Unpaid', amount: 10, acticsTransactionOutcome: 'Refund', rxPaymentId: 'P-1' }] },
          { prescriptionId: 'RX-A', rxPayments: [{ status: 'Unpaid', amount: 20, acticsTransactionOutcome: 'Refund', rxPaymentId: 'P-2' }] },
        ],
      },
    ],
  });
  const data = toClientPatientData(profile, baseCopy.timeline);

  it('maps the patient details, preferences and addresses', () => {
    expect(data).toMatchObject({ isPWARegistered: true, hubPatient: true, isMultiplePatientProfileExists: false, missingInformation, intakeCaseId: 'IC-1' });
    expect(data.patientDetails).toEqual({
      ...details,
      preferPhone: true,
      preferEmailAddress: false,
      address: { street: '1 Home St', city: 'Springfield', state: 'IL', postalCode: '62701' },
      shippingAddress: { street: '2 Ship St', city: 'Springfield', state: 'IL', postalCode: '62701' },
    });
  });

  it('each prescription keeps its own id, whatever its place in the list', () => {
    expect(data.prescriptions.map((prescription) => prescription.id)).toEqual(['RX-B', 'RX-A']);
  });

  it('only the first prescription drops payments whose outcome is not original or no charge (prescription-experience §4)', () => {
    expect(data.prescriptions.map((prescription) => prescription.paymentInfo?.rxPaymentId ?? null)).toEqual([null, 'P-2']);
  });

  it('a response without a patient record gives an empty patient, not a crash', () => {
    const empty = toClientPatientData(patientProfileResponseSchema.parse({ hubPatient: false, isMultiplePatientsExists: true, patientProfileDetails: [] }), baseCopy.timeline);
    expect(empty).toEqual({
      isPWARegistered: false,
      hubPatient: false,
      isMultiplePatientProfileExists: true,
      patientDetails: {
        firstName: '',
        lastName: '',
        dob: '',
        phoneNumber: '',
        emailAddress: '',
        acticsPatientId: null,
        preferPhone: false,
        preferEmailAddress: false,
        address: null,
        shippingAddress: null,
      },
      prescriptions: [],
      missingInformation: null,
      intakeCaseId: null,
    });
  });

  it('an e-mail preference alone is an e-mail preference', () => {
    const parsed = patientProfileResponseSchema.parse({ ...profile, isMultiplePatientProfileExists: false, patientProfileDetails: [{ ...profile.patientProfileDetails[0]!, preferredChannelText: null, preferredChannelEmail: true }] });
    expect(toClientPatientData(parsed, baseCopy.timeline).patientDetails).toMatchObject({ preferPhone: false, preferEmailAddress: true });
  });
});
