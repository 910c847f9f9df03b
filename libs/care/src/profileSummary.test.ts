import { describe, expect, it } from 'vitest';
import { baseCopy } from '@portal/program-config/copy/en';
import { patientProfileResponseSchema } from '@portal/api';
import { toClientPatientData } from './patient.ts';
import { toProfileSummary } from './profileSummary.ts';

const minimalPatient = { isPWARegistered: true, firstName: 'Alex', lastName: 'Rivera', dob: '1961-04-12', phoneNumber: null, emailAddress: null, acticsPatientId: null };
const minimalProfile = { hubPatient: true, isMultiplePatientProfileExists: false, patientProfileDetails: [minimalPatient] };

describe('the minimal profile of the spec (access-and-identity §3)', () => {
  it('reads as a registered patient with no prescriptions, no missing information and empty contacts', () => {
    const profile = patientProfileResponseSchema.parse(minimalProfile);
    expect(toProfileSummary(profile)).toEqual({ isPWARegistered: true, hubPatient: true, isMultiplePatientProfileExists: false, firstName: 'Alex', missingInformation: null });
    const patient = toClientPatientData(profile, baseCopy.timeline);
    expect(patient.prescriptions).toEqual([]);
    expect(patient.patientDetails).toMatchObject({ firstName: 'Alex', lastName: 'Rivera', dob: '1961-04-12', phoneNumber: '', emailAddress: '', acticsPatientId: null, address: null });
  });
});

describe('toProfileSummary: what sign-in routing reads (access-and-identity §4)', () => {
  const group = (infoType: string, saved: boolean) => ({ infoType, saved, fieldArray: [] });
  const summaryOf = (missingInfoArray: unknown[], flags = { active: true, Open_Task: false }) =>
    toProfileSummary(
      patientProfileResponseSchema.parse({ ...minimalProfile, patientProfileDetails: [{ ...minimalPatient, missingInformation: { ...flags, missingInfoArray } }] }),
    ).missingInformation;

  it('a response without a patient record is not registered and has no name', () => {
    expect(toProfileSummary(patientProfileResponseSchema.parse({ ...minimalProfile, hubPatient: false, patientProfileDetails: [] }))).toEqual({
      isPWARegistered: false,
      hubPatient: false,
      isMultiplePatientProfileExists: false,
      firstName: null,
      missingInformation: null,
    });
  });

  it('reads the first record', () => {
    const profile = patientProfileResponseSchema.parse({ ...minimalProfile, isMultiplePatientProfileExists: true, patientProfileDetails: [{ ...minimalPatient, isPWARegistered: false, firstName: 'Sam' }, minimalPatient] });
    expect(toProfileSummary(profile)).toMatchObject({ isPWARegistered: false, isMultiplePatientProfileExists: true, firstName: 'Sam' });
  });

  it.each<[string, unknown[], { primaryInsuranceSaved: boolean; insuranceSaved: boolean }]>([
    ['no insurance group at all: none is saved', [group('address', false)], { primaryInsuranceSaved: false, insuranceSaved: false }],
    ['no group at all', [], { primaryInsuranceSaved: false, insuranceSaved: false }],
    ['primary not saved', [group('primaryInsurance', false)], { primaryInsuranceSaved: false, insuranceSaved: false }],
    ['primary saved', [group('address', false), group('primaryInsurance', true)], { primaryInsuranceSaved: true, insuranceSaved: true }],
    ['primary saved, secondary not', [group('primaryInsurance', true), group('secondaryInsurance', false)], { primaryInsuranceSaved: true, insuranceSaved: false }],
    ['secondary saved, primary not', [group('primaryInsurance', false), group('secondaryInsurance', true)], { primaryInsuranceSaved: false, insuranceSaved: false }],
    ['only secondary, not saved', [group('secondaryInsurance', false)], { primaryInsuranceSaved: false, insuranceSaved: false }],
    ['only secondary, saved: the primary is still missing', [group('secondaryInsurance', true)], { primaryInsuranceSaved: false, insuranceSaved: false }],
    ['both saved', [group('secondaryInsurance', true), group('primaryInsurance', true)], { primaryInsuranceSaved: true, insuranceSaved: true }],
  ])('insurance: %s', (_label, groups, expected) => {
    expect(summaryOf(groups)).toEqual({ active: true, Open_Task: false, ...expected });
  });

  it('passes active and Open_Task through as the server sent them', () => {
    expect(summaryOf([], { active: false, Open_Task: true })).toMatchObject({ active: false, Open_Task: true });
  });
});
