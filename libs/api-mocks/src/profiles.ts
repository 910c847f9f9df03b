/**
 * Profile answers of the demo scenarios (access-and-identity §3 "Patient profile response").
 * Names, dates and numbers are fictional.
 */
import { hubPatientPrescriptions } from './prescriptions.ts';
import type { DemoScenarioName } from './scenarios.ts';

type Json = Record<string, unknown>;

const address = {
  street: '100 Example Street, Apt 4',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701',
  country: 'United States',
  addressType: 'Mailing & Shipping',
  isPrimary: true,
  isActive: true,
};

function patient(overrides: Json): Json {
  return {
    status: 'Active',
    isPWARegistered: true,
    firstName: 'Alex',
    lastName: 'Rivera',
    dob: '1961-04-12',
    gender: 'Female',
    phoneType: 'Mobile',
    phoneNumber: '5555550100',
    emailAddress: 'hub.patient@example.com',
    patientId: 'P-1000',
    acticsPatientId: 'AP-1000',
    intakeCaseId: 'IC-1000',
    contactPointAddresses: [address],
    patientConsent: [{ consentType: 'HIPAA', status: 'Opt-In' }],
    prescriptions: [],
    ...overrides,
  };
}

function insuranceGroup(infoType: 'primaryInsurance' | 'secondaryInsurance', saved: boolean): Json {
  const keys = ['insuranceProvider', 'healthPlanName', 'memberId', 'typeOfCoverage', 'groupNumber', 'relationshipToPolicyholder', 'employerName', 'bin', 'pcn', `${infoType}-front`, `${infoType}-back`];
  return { infoType, saved, fieldArray: keys.map((key) => ({ key, value: null, editable: true, required: true, possibleValues: [] })) };
}

export function profileFor(scenario: DemoScenarioName, registered: boolean): Json {
  const base = { successful: true, hubPatient: scenario !== 'default', isMultiplePatientProfileExists: false };
  switch (scenario) {
    case 'hubPatient':
      return { ...base, patientProfileDetails: [patient({ prescriptions: hubPatientPrescriptions })] };
    case 'newPatient':
      return { ...base, patientProfileDetails: [patient({ isPWARegistered: registered, firstName: 'Jordan', lastName: 'Lee', phoneNumber: '5555550101', emailAddress: 'new.patient@example.com' })] };
    case 'multipleProfiles':
      return { ...base, isMultiplePatientsExists: true, patientProfileDetails: [patient({}), patient({ patientId: 'P-1001' })] };
    case 'missingInformation':
      return {
        ...base,
        patientProfileDetails: [
          patient({
            firstName: 'Sam',
            phoneNumber: '5555550103',
            missingInformation: { active: true, uninsured: false, Open_Task: true, missingInfoArray: [insuranceGroup('primaryInsurance', false)] },
          }),
        ],
      };
    case 'interim':
      return {
        ...base,
        patientProfileDetails: [
          patient({
            firstName: 'Robin',
            phoneNumber: '5555550104',
            missingInformation: { active: false, uninsured: false, Open_Task: true, missingInfoArray: [insuranceGroup('primaryInsurance', true)] },
          }),
        ],
      };
    case 'rateLimited':
    case 'notFound':
    case 'profileError':
      return { ...base, patientProfileDetails: [patient({})] };
    case 'default':
      return {
        ...base,
        patientProfileDetails: [patient({ isPWARegistered: registered, firstName: 'Casey', lastName: 'Morgan', phoneNumber: null, emailAddress: null, prescriptions: [] })],
      };
    default:
      return scenario satisfies never;
  }
}
