import { describe, expect, it } from 'vitest';
import { baseCopy } from '@portal/program-config/copy/en';
import { patientProfileResponseSchema, type PatientProfileResponse } from '@portal/api';
import { pharmacyPathOf } from '@portal/routes';
import { currentPharmacyOf, isDrugAddress, pharmaciesRequestFor, pharmacyInstructionsKindOf, pharmacySetupFor, pharmacySetupForDrug, pharmacyUpdateFor } from './pharmacy.ts';

const base = {
  drugNDC: '0597-0100-61',
  drugFamily: 'Inhalation Spray',
  intakeCaseId: 'IC-1',
  acticsPatientEnrollmentId: 'EN-1',
  rxBin: '610020',
  bvOutcomeReason: 'Covered',
  verificationSource: 'Electronic',
};

function profileWith(prescriptions: Record<string, unknown>[]): PatientProfileResponse {
  return patientProfileResponseSchema.parse({
    hubPatient: true,
    isMultiplePatientProfileExists: false,
    patientProfileDetails: [
      { isPWARegistered: true, firstName: 'Alex', lastName: 'Rivera', dob: '1961-04-12', phoneNumber: null, emailAddress: null, acticsPatientId: null, prescriptions },
    ],
  });
}

const healthdyne = { pharmacy_id: 'PH-100', name: 'HealthDyne Specialty Pharmacy' };
const amazon = { pharmacy_id: 'PH-200', name: 'Amazon Pharmacy' };

/** A payment due with HealthDyne possible: the banner shows instead of the set-up button (§4). */
const paymentDue = {
  ...base,
  prescriptionId: 'RX-1',
  acticsPharmacyReferralRecordId: 'RR-1',
  allowPharmacyChange: true,
  possiblePharmacies: [healthdyne, amazon],
  rxPayments: [{ amount: 25, status: 'Unpaid', acticsTransactionOutcome: 'Original', rxPaymentId: 'PAY-1' }],
};
const transferable = { ...base, prescriptionId: 'RX-2', acticsPharmacyReferralRecordId: 'RR-2', allowPharmacyChange: true, pharmacyDistributionCenter: 'Amazon Pharmacy', possiblePharmacies: [amazon] };
const locked = { ...base, prescriptionId: 'RX-3', acticsPharmacyReferralRecordId: 'RR-3', allowPharmacyChange: false };

describe('which prescription /pharmacy/{prescriptionId} is about: the one the address names, never its drug', () => {
  it('the address names the prescription by its server id, encoded; no part of it is the drug', () => {
    const profile = profileWith([paymentDue, transferable]);
    const card = pharmacySetupFor(profile, 'RX-2', baseCopy.timeline)!.prescription;
    expect(pharmacyPathOf(card)).toBe('/pharmacy/RX-2');
    expect(pharmacyPathOf({ id: 'a/b c' })).toBe('/pharmacy/a%2Fb%20c');
    expect(pharmacyPathOf(card)).not.toMatch(/0597|597010061/);
  });

  it.each([
    ['the first', 'RX-1', 'RX-1'],
    ['the second, even where the first shows the set-up too', 'RX-2', 'RX-2'],
    ['none of the patient\'s', 'RX-9', null],
    ['not an id but the drug (the old address): no prescription by that id', '0597-0100-61', null],
    ['empty', '', null],
  ])('%s', (_, id, expected) => {
    expect(pharmacySetupFor(profileWith([paymentDue, transferable]), id, baseCopy.timeline)?.prescription.id ?? null).toBe(expected);
  });

  it('a prescription the server sends without an id has the card\'s own (its place in the list)', () => {
    const profile = profileWith([paymentDue, { ...transferable, prescriptionId: null }]);
    expect(pharmacySetupFor(profile, 'without-id-1', baseCopy.timeline)?.server.acticsPharmacyReferralRecordId).toBe('RR-2');
  });

  it('carries the birth date for the pharmacies call; a profile without a patient has none', () => {
    expect(pharmacySetupFor(profileWith([transferable]), 'RX-2', baseCopy.timeline)?.dob).toBe('1961-04-12');
    expect(pharmacySetupFor({ ...profileWith([transferable]), patientProfileDetails: [] }, 'RX-2', baseCopy.timeline)).toBeNull();
  });

  it.each([
    ['0597-0100-61', true],
    ['00597010061', true],
    ['RX-1003', false],
    ['without-id-2', false],
    ['---', false],
    ['', false],
  ])('%j is an address of the old form (/pharmacy/{ndc_code}): %s', (parameter, old) => {
    expect(isDrugAddress(parameter)).toBe(old);
  });
});

describe('which prescription an old address, /pharmacy/{ndc_code}, is about (its page then redirects)', () => {
  it.each([
    ['the card that shows "Set up your pharmacy" wins (payment on: the first card shows the banner)', [paymentDue, transferable], true, 'RX-2'],
    ['payment off: the first card shows the set-up', [paymentDue, transferable], false, 'RX-1'],
    ['no card shows it: the first that allows a change', [locked, { ...transferable, possiblePharmacies: [healthdyne], rxPayments: [{ amount: 5, status: 'Unpaid', acticsTransactionOutcome: 'Original', rxPaymentId: 'P' }] }], true, 'RX-2'],
    ['none allows a change: the first of the drug', [locked], true, 'RX-3'],
    ['the banner shows instead of the set-up: the first that allows a change, not the first of the drug', [locked, paymentDue], true, 'RX-1'],
  ] as const)('%s', (_, prescriptions, paymentEnabled, id) => {
    expect(pharmacySetupForDrug(profileWith([...prescriptions]), '0597-0100-61', paymentEnabled, baseCopy.timeline)?.prescription.id).toBe(id);
  });

  it.each([
    ['dashes or not, padded to 11 digits', '00597010061', 'RX-2'],
    ['another drug', '1234-5678-90', null],
    ['an empty code', '', null],
    ['letters only', 'abc', null],
  ])('the NDC is compared normalised: %s', (_, ndc, id) => {
    expect(pharmacySetupForDrug(profileWith([transferable]), ndc, true, baseCopy.timeline)?.prescription.id ?? null).toBe(id);
  });

  it('a profile without a patient has no prescription to set up', () => {
    expect(pharmacySetupForDrug({ ...profileWith([]), patientProfileDetails: [] }, '0597-0100-61', true, baseCopy.timeline)).toBeNull();
  });

  it.each(['', '   ', 'abc'])('a code without digits (%j) is no drug, even for a prescription without an NDC', (ndc) => {
    expect(pharmacySetupForDrug(profileWith([{ ...transferable, drugNDC: null }]), ndc, true, baseCopy.timeline)).toBeNull();
  });
});

describe('the pharmacies call and the update (§5, §7)', () => {
  const setupOf = (prescription: Record<string, unknown>) => pharmacySetupFor(profileWith([prescription]), String(prescription.prescriptionId), baseCopy.timeline)!;

  it('sends drugNdc, dob, rxBin, outcomeReason and verificationSource for the referral', () => {
    expect(pharmaciesRequestFor(setupOf(transferable))).toEqual({
      referralRecordId: 'RR-2',
      body: { drugNdc: '0597-0100-61', dob: '1961-04-12', rxBin: '610020', outcomeReason: 'Covered', verificationSource: 'Electronic' },
    });
  });

  it('sends a field the prescription lacks as empty text, never "null"', () => {
    const sparse = { ...transferable, rxBin: null, bvOutcomeReason: null, verificationSource: null, acticsPatientEnrollmentId: null };
    expect(pharmaciesRequestFor(setupOf(sparse))?.body).toEqual({ drugNdc: '0597-0100-61', dob: '1961-04-12', rxBin: '', outcomeReason: '', verificationSource: '' });
    expect(pharmacyUpdateFor(setupOf({ ...sparse, acticsPharmacyReferralRecordId: null }), amazon)).toEqual({
      pharmacyDistributionCenterId: 'PH-200',
      pharmacyDistributionCenter: 'Amazon Pharmacy',
      acticsPatientEnrollmentId: '',
      acticsPharmacyReferralRecordId: '',
    });
  });

  it.each([null, ''])('is not made when the referral id is %j', (referral) => {
    expect(pharmaciesRequestFor(setupOf({ ...transferable, acticsPharmacyReferralRecordId: referral }))).toBeNull();
  });

  it('the update names the pharmacy chosen, the enrolment and the referral', () => {
    expect(pharmacyUpdateFor(setupOf(transferable), healthdyne)).toEqual({
      pharmacyDistributionCenterId: 'PH-100',
      pharmacyDistributionCenter: 'HealthDyne Specialty Pharmacy',
      acticsPatientEnrollmentId: 'EN-1',
      acticsPharmacyReferralRecordId: 'RR-2',
    });
  });

  it.each([
    ['by id', { pharmacyDistributionCenterId: 'PH-100', pharmacyDistributionCenter: 'Other name' }, 'PH-100'],
    ['by name, any case', { pharmacyDistributionCenter: 'amazon pharmacy' }, 'PH-200'],
    ['none', { pharmacyDistributionCenter: null }, null],
    ['by id, wherever it is in the list', { pharmacyDistributionCenterId: 'PH-200', pharmacyDistributionCenter: 'Other name' }, 'PH-200'],
    ['by name, spaces around either name aside', { pharmacyDistributionCenter: '  Amazon Pharmacy ' }, 'PH-200'],
  ])('marks the current pharmacy %s', (_, fields, id) => {
    expect(currentPharmacyOf(setupOf({ ...transferable, ...fields }), [healthdyne, amazon])?.pharmacy_id ?? null).toBe(id);
  });

  it('a blank pharmacy name or id is no match', () => {
    const blank = { pharmacy_id: '', name: '  ' };
    expect(currentPharmacyOf(setupOf({ ...transferable, pharmacyDistributionCenter: ' ' }), [blank, amazon])).toBeNull();
    expect(currentPharmacyOf(setupOf({ ...transferable, pharmacyDistributionCenterId: '', pharmacyDistributionCenter: 'Amazon Pharmacy' }), [blank, amazon])?.pharmacy_id).toBe('PH-200');
    const spaced = { pharmacy_id: 'PH-300', name: 'Truepill ' };
    expect(currentPharmacyOf(setupOf({ ...transferable, pharmacyDistributionCenter: 'truepill' }), [amazon, spaced])?.pharmacy_id).toBe('PH-300');
  });
});

describe('pharmacy instructions by the {pharmacy} parameter, case-insensitive (§2)', () => {
  it.each([
    ['amazon', 'online'],
    ['Amazon Pharmacy', 'online'],
    ['AMAZON', 'online'],
    ['healthdyne', 'specialty'],
    ['HealthDyne Specialty Pharmacy', 'specialty'],
    ['HEALTHDYNE', 'specialty'],
    ['Truepill', 'none'],
    ['', 'none'],
    [null, 'none'],
  ] as const)('%j -> %s', (pharmacy, kind) => expect(pharmacyInstructionsKindOf(pharmacy)).toBe(kind));
});
