import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import {
  contactPointAddressSchema,
  fetchProfile,
  missingInfoFieldSchema,
  missingInfoGroupSchema,
  missingInformationSchema,
  patientProfileDetailSchema,
  patientProfileResponseSchema,
  rxPaymentSchema,
  serverPrescriptionSchema,
} from './profile.ts';

/** A client whose server answers every call with status 200 and this body (a string is sent as is). */
const clientAnswering = (body: unknown) =>
  createApiClient({
    baseUrl: '',
    fetch: async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 }),
  });

const profileAnswer = (body: unknown) => fetchProfile(clientAnswering(body), 'token');

/** The smallest entry access-and-identity §3 allows: what the portal reads, contacts null. */
const minimalPatient = { isPWARegistered: true, firstName: 'Alex', lastName: 'Rivera', dob: '1961-04-12', phoneNumber: null, emailAddress: null, acticsPatientId: null };
const minimalProfile = { hubPatient: true, isMultiplePatientProfileExists: false, patientProfileDetails: [minimalPatient] };

const without = <T extends Record<string, unknown>>(record: T, key: keyof T) => {
  const { [key]: _dropped, ...rest } = record;
  return rest;
};

const invalid = { ok: false, error: { kind: 'invalidResponse' } };

describe('GET patient/profile: the body must be a patient profile response (access-and-identity §3)', () => {
  it('an empty object is an invalid response, not a patient without prescriptions', async () => {
    expect(await profileAnswer({})).toMatchObject(invalid);
  });

  it.each([
    ['null', null],
    ['an empty body', ''],
    ['a string body', 'Service Unavailable'],
    ['a JSON string', '"profile"'],
    ['a list', [minimalPatient]],
    ['patientProfileDetails as a string', { ...minimalProfile, patientProfileDetails: 'x' }],
    ['patientProfileDetails missing', without(minimalProfile, 'patientProfileDetails')],
    ['patientProfileDetails null', { ...minimalProfile, patientProfileDetails: null }],
    ['hubPatient missing', without(minimalProfile, 'hubPatient')],
    ['hubPatient not a boolean', { ...minimalProfile, hubPatient: 'true' }],
    ['neither spelling of the multiple-profile flag', without(minimalProfile, 'isMultiplePatientProfileExists')],
  ])('%s is an invalid response', async (_name, body) => {
    expect(await profileAnswer(body)).toMatchObject(invalid);
  });

  it('an answer without the multiple-profile flag names the field for the developer who reads the issues', async () => {
    const result = await profileAnswer(without(minimalProfile, 'isMultiplePatientProfileExists'));
    expect(result.ok ? null : result.error).toMatchObject({
      kind: 'invalidResponse',
      issues: expect.stringContaining('isMultiplePatientProfileExists: isMultiplePatientProfileExists (or isMultiplePatientsExists) is required'),
    });
  });

  it.each([
    ['an empty entry', {}],
    ['a null entry', null],
    ['a string entry', 'patient'],
    ['isPWARegistered missing', without(minimalPatient, 'isPWARegistered')],
    ['isPWARegistered null', { ...minimalPatient, isPWARegistered: null }],
    ['firstName missing', without(minimalPatient, 'firstName')],
    ['lastName missing', without(minimalPatient, 'lastName')],
    ['dob missing', without(minimalPatient, 'dob')],
    ['phoneNumber missing', without(minimalPatient, 'phoneNumber')],
    ['emailAddress missing', without(minimalPatient, 'emailAddress')],
    ['acticsPatientId missing', without(minimalPatient, 'acticsPatientId')],
    ['prescriptions not a list', { ...minimalPatient, prescriptions: 'x' }],
    ['a prescription that is not an object', { ...minimalPatient, prescriptions: ['RX-1'] }],
  ])('an entry with %s is an invalid response', async (_name, entry) => {
    expect(await profileAnswer({ ...minimalProfile, patientProfileDetails: [entry] })).toMatchObject(invalid);
  });

  const missingInformation = { active: true, uninsured: false, Open_Task: true, missingInfoArray: [{ infoType: 'primaryInsurance', saved: false, fieldArray: [] }] };

  it.each([
    ['active missing', without(missingInformation, 'active')],
    ['Open_Task missing', without(missingInformation, 'Open_Task')],
    ['missingInfoArray missing', without(missingInformation, 'missingInfoArray')],
    ['a group without saved', { ...missingInformation, missingInfoArray: [{ infoType: 'primaryInsurance', fieldArray: [] }] }],
  ])('missing information with %s is an invalid response (it drives sign-in routing, §4)', async (_name, body) => {
    expect(await profileAnswer({ ...minimalProfile, patientProfileDetails: [{ ...minimalPatient, missingInformation: body }] })).toMatchObject(invalid);
  });

  it('the minimal body of the spec passes; what a record "may also carry" may be absent', async () => {
    const result = await profileAnswer(minimalProfile);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toEqual({ ...minimalProfile, patientProfileDetails: [minimalPatient] });
  });

  it('unknown fields and nulls where the spec allows them are tolerated', async () => {
    const result = await profileAnswer({
      ...minimalProfile,
      successful: true,
      coPayCard: { status: 'Active' },
      patientProfileDetails: [{ ...minimalPatient, gender: null, phoneType: null, contactPointAddresses: null, prescriptions: null, materialRequested: [], missingInformation: { ...missingInformation, missingInfoArray: [] } }],
    });
    expect(result.ok).toBe(true);
  });

  it('both spellings of the multiple-profile flag are read, and either one saying so counts', async () => {
    const read = async (flags: Record<string, boolean>) => {
      const result = await profileAnswer({ ...without(minimalProfile, 'isMultiplePatientProfileExists'), ...flags });
      return result.ok ? result.data.isMultiplePatientProfileExists : result.error.kind;
    };
    expect(await read({ isMultiplePatientsExists: true })).toBe(true);
    expect(await read({ isMultiplePatientsExists: false })).toBe(false);
    expect(await read({ isMultiplePatientProfileExists: true })).toBe(true);
    expect(await read({ isMultiplePatientProfileExists: false, isMultiplePatientsExists: true })).toBe(true);
  });
});

describe('GET patient/profile as the server receives it (access-and-identity §7)', () => {
  it('is a GET with the session token and no body', async () => {
    const calls: Array<[string, RequestInit | undefined]> = [];
    const client = createApiClient({
      baseUrl: 'https://api.example.test',
      fetch: async (input, init) => {
        calls.push([String(input), init]);
        return new Response(JSON.stringify(minimalProfile), { status: 200 });
      },
    });
    expect((await fetchProfile(client, 'token-1')).ok).toBe(true);
    expect(calls).toHaveLength(1);
    const [url, init] = calls[0]!;
    expect(url).toBe('https://api.example.test/api/pwa/exp/v1/patient/profile');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect((init?.headers as Record<string, string>).jwttoken).toBe('token-1');
  });
});

describe('missing-information payload (access-and-identity §3 "Missing information (server payload)")', () => {
  it('fills what a field or group leaves out with the values that ask nothing of the patient', () => {
    expect(missingInformationSchema.parse({ active: true, Open_Task: false, missingInfoArray: [{ infoType: 'address', saved: false, fieldArray: [{ key: 'city' }] }, { infoType: 'gender', saved: true }] })).toEqual({
      active: true,
      uninsured: false,
      Open_Task: false,
      missingInfoArray: [
        { infoType: 'address', saved: false, fieldArray: [{ key: 'city', value: null, editable: true, required: false, possibleValues: [] }] },
        { infoType: 'gender', saved: true, fieldArray: [] },
      ],
    });
  });

  it('keeps what the server sends', () => {
    const field = { key: 'gender', value: 'Female', editable: false, required: true, possibleValues: ['Male', 'Female', 'Other'] };
    expect(missingInfoFieldSchema.parse(field)).toEqual(field);
    expect(missingInformationSchema.parse({ active: false, uninsured: true, Open_Task: true, missingInfoArray: [] }).uninsured).toBe(true);
  });

  it.each(['address', 'phone', 'email', 'gender', 'primaryInsurance', 'secondaryInsurance'])('accepts the group %s', (infoType) => {
    expect(missingInfoGroupSchema.safeParse({ infoType, saved: false }).success).toBe(true);
  });

  it.each([
    ['an unknown group', { infoType: 'insurance', saved: false }],
    ['saved as text', { infoType: 'phone', saved: 'false' }],
    ['a field without a key', { infoType: 'phone', saved: false, fieldArray: [{ value: '5555550100' }] }],
    ['a field value that is a number', { infoType: 'phone', saved: false, fieldArray: [{ key: 'phone', value: 5555550100 }] }],
    ['possible values that are not text', { infoType: 'gender', saved: false, fieldArray: [{ key: 'gender', possibleValues: [1, 2] }] }],
  ])('refuses %s', (_name, group) => {
    expect(missingInfoGroupSchema.safeParse(group).success).toBe(false);
  });
});

describe('server prescription and payment records (prescription-experience §3)', () => {
  it('accepts ids, amounts and counts as numbers or text, and nulls where the server leaves a field empty', () => {
    const record = {
      prescriptionId: 101,
      quantity: '1',
      remainingRefills: 2,
      daysSupply: '30',
      inventoryAvailable: 'Yes',
      trackingNumber: null,
      possiblePharmacies: [{ pharmacy_id: 5, name: 'HealthDyne' }],
      rxPayments: [{ amount: '25.50', status: 'Unpaid', rxPaymentId: 77, isRefill: null }],
    };
    // Kept as sent, but for the field the portal does not know.
    expect(serverPrescriptionSchema.parse({ ...record, unknownField: 'dropped' })).toEqual(record);
    expect(rxPaymentSchema.parse({ amount: 25 })).toEqual({ amount: 25 });
  });

  it.each([
    ['a pharmacy without a name', { possiblePharmacies: [{ pharmacy_id: 5 }] }],
    ['a pharmacy id that is a flag', { possiblePharmacies: [{ pharmacy_id: true, name: 'HealthDyne' }] }],
    ['a payment amount that is a flag', { rxPayments: [{ amount: true }] }],
    ['a status that is a number', { prescriptionStatus: 3 }],
    ['allowPharmacyChange as text', { allowPharmacyChange: 'true' }],
  ])('refuses %s', (_name, prescription) => {
    expect(serverPrescriptionSchema.safeParse(prescription).success).toBe(false);
  });

  it('an address may carry any of its fields, or none', () => {
    expect(contactPointAddressSchema.parse({})).toEqual({});
    expect(contactPointAddressSchema.safeParse({ isPrimary: 'yes' }).success).toBe(false);
  });

  it('a patient record reads its consents as a list', () => {
    expect(patientProfileDetailSchema.parse({ ...minimalPatient, patientConsent: [{ consentType: 'HIPAA', status: 'Opt-In' }] }).patientConsent).toEqual([{ consentType: 'HIPAA', status: 'Opt-In' }]);
    expect(patientProfileDetailSchema.safeParse({ ...minimalPatient, patientConsent: 'HIPAA' }).success).toBe(false);
  });
});

describe('the multiple-profile flag (access-and-identity §3: both spellings appear)', () => {
  it('only true on one spelling means several profiles; the other spelling is not kept', () => {
    const parse = (flags: Record<string, unknown>) => patientProfileResponseSchema.parse({ hubPatient: false, patientProfileDetails: [], ...flags });
    expect(parse({ isMultiplePatientsExists: false, isMultiplePatientProfileExists: false })).toEqual({ hubPatient: false, patientProfileDetails: [], isMultiplePatientProfileExists: false });
    expect(parse({ isMultiplePatientsExists: true, isMultiplePatientProfileExists: null })).toEqual({ hubPatient: false, patientProfileDetails: [], isMultiplePatientProfileExists: true });
    expect(parse({ isMultiplePatientsExists: null, isMultiplePatientProfileExists: false }).isMultiplePatientProfileExists).toBe(false);
  });

  it('a flag that is null on both spellings is an invalid response, with the field named', () => {
    const parsed = patientProfileResponseSchema.safeParse({ hubPatient: false, patientProfileDetails: [], isMultiplePatientsExists: null, isMultiplePatientProfileExists: null });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['isMultiplePatientProfileExists']);
  });

  it('keeps successful when the server sends it (only an explicit false is unsuccessful)', () => {
    expect(patientProfileResponseSchema.parse({ ...minimalProfile, successful: false }).successful).toBe(false);
  });
});
