import { describe, expect, it } from 'vitest';
import { baseCopy } from '../../program-config/src/copy/en.ts';
import { createApiClient } from './client.ts';
import { toClientPatientData } from './patient.ts';
import { fetchProfile, toProfileSummary } from './profile.ts';

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
    expect(toProfileSummary(result.data)).toEqual({ isPWARegistered: true, hubPatient: true, isMultiplePatientProfileExists: false, firstName: 'Alex', missingInformation: null });
    const patient = toClientPatientData(result.data, baseCopy.timeline);
    expect(patient.prescriptions).toEqual([]);
    expect(patient.patientDetails).toMatchObject({ firstName: 'Alex', lastName: 'Rivera', dob: '1961-04-12', phoneNumber: '', emailAddress: '', acticsPatientId: null, address: null });
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
