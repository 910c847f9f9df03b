/**
 * Profile answers of the demo scenarios (access-and-identity §3 "Patient profile response").
 * Names, dates and numbers are fictional.
 */
import { getMockProgramPhone } from './delay.ts';
import { forProgramWithoutPayment, hubPatientPrescriptions, noFillsPrescriptions, withProgramPhone } from './prescriptions.ts';
import type { DemoScenarioName } from './scenarios.ts';
import type { MockShippingAddress } from './state.ts';

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

/** The hub patient's prescriptions, their server texts naming the phone of the programme the mock answers for. */
const hubPrescriptions = () => withProgramPhone(hubPatientPrescriptions, getMockProgramPhone());

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
    preferredChannelText: true,
    preferredChannelEmail: false,
    patientConsent: [{ consentType: 'HIPAA', status: 'Opt-In' }],
    prescriptions: [],
    ...overrides,
  };
}

/** A group whose fields have no value yet (access-and-identity §3 Missing information). */
function missingGroup(infoType: string, keys: string[], { saved = false, required = true, possibleValues = {} as Record<string, string[]> } = {}): Json {
  return { infoType, saved, fieldArray: keys.map((key) => ({ key, value: null, editable: true, required, possibleValues: possibleValues[key] ?? [] })) };
}

const addressGroup = () => missingGroup('address', ['address', 'city', 'state', 'zipCode']);
/** §3: "The gender possible values in the payload are Male, Female, Other." */
const genderGroup = () => missingGroup('gender', ['gender'], { possibleValues: { gender: ['Male', 'Female', 'Other'] } });

function insuranceGroup(infoType: 'primaryInsurance' | 'secondaryInsurance', saved: boolean, required = true): Json {
  const keys = ['insuranceProvider', 'healthPlanName', 'memberId', 'typeOfCoverage', 'groupNumber', 'relationshipToPolicyholder', 'employerName', 'bin', 'pcn', `${infoType}-front`, `${infoType}-back`];
  return missingGroup(infoType, keys, { saved, required });
}

const missingInformation = (missingInfoArray: Json[]): Json => ({ active: true, uninsured: false, Open_Task: true, missingInfoArray });

/**
 * `missingInformationSubmitted`: the patient's wizard was posted successfully, so the profile no
 * longer carries missing information and sign-in goes on to the usual destination.
 */
export function profileFor(scenario: DemoScenarioName, registered: boolean, missingInformationSubmitted = false): Json {
  const base = { successful: true, hubPatient: scenario !== 'default', isMultiplePatientProfileExists: false };
  const withMissingInformation = (details: Json): Json => (missingInformationSubmitted ? { ...details, missingInformation: null } : details);
  switch (scenario) {
    case 'hubPatient':
      return { ...base, patientProfileDetails: [patient({ prescriptions: hubPrescriptions() })] };
    case 'preferencesError':
      return {
        ...base,
        patientProfileDetails: [patient({ firstName: 'Jamie', lastName: 'Chen', dob: '1975-09-30', phoneNumber: '5555550111', emailAddress: 'preferences.error@example.com', prescriptions: [] })],
      };
    case 'paymentFailure':
      // The hub patient's prescriptions; the demo checkout of this account returns with failure.
      return {
        ...base,
        patientProfileDetails: [patient({ firstName: 'Taylor', lastName: 'Quinn', phoneNumber: '5555550108', emailAddress: 'payment.failure@example.com', prescriptions: hubPrescriptions() })],
      };
    case 'newPatient':
      return { ...base, patientProfileDetails: [patient({ isPWARegistered: registered, firstName: 'Jordan', lastName: 'Lee', phoneNumber: '5555550101', emailAddress: 'new.patient@example.com' })] };
    case 'multipleProfiles':
      return { ...base, isMultiplePatientsExists: true, patientProfileDetails: [patient({}), patient({ patientId: 'P-1001' })] };
    case 'missingInformation':
      // Every group missing; the primary and secondary insurance groups make hasInsurance start as yes (§4).
      return {
        ...base,
        patientProfileDetails: [
          patient(
            withMissingInformation({
              firstName: 'Sam',
              phoneNumber: '5555550103',
              missingInformation: missingInformation([
                addressGroup(),
                missingGroup('phone', ['phone']),
                missingGroup('email', ['email']),
                genderGroup(),
                insuranceGroup('primaryInsurance', false),
                insuranceGroup('secondaryInsurance', false),
              ]),
            }),
          ),
        ],
      };
    case 'addressAndGender':
      // Sign-in opens the wizard only while the primary insurance is unsaved (§4); here that group
      // asks for nothing (no required field), so it gets no step (§2): two steps, address and gender.
      return {
        ...base,
        patientProfileDetails: [
          patient(
            withMissingInformation({
              firstName: 'Morgan',
              lastName: 'Blake',
              phoneNumber: '5555550109',
              emailAddress: 'address.gender@example.com',
              missingInformation: missingInformation([addressGroup(), genderGroup(), insuranceGroup('primaryInsurance', false, false)]),
            }),
          ),
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
    case 'noFills':
      return {
        ...base,
        patientProfileDetails: [
          patient({ firstName: 'Taylor', lastName: 'Nguyen', phoneNumber: '5555550110', emailAddress: 'no.fills@example.com', intakeCaseId: 'IC-1100', prescriptions: noFillsPrescriptions }),
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
    case 'noInsuranceGroup':
      // Active, and no insurance group at all: the primary group is not saved (there is none), so
      // sign-in opens the wizard (§4), for the two groups it asks for (docs/decisions/0038-missing-information-edge-cases.md).
      return {
        ...base,
        patientProfileDetails: [
          patient(
            withMissingInformation({
              firstName: 'Riley',
              lastName: 'Park',
              phoneNumber: '5555550112',
              emailAddress: 'no.insurance.group@example.com',
              missingInformation: missingInformation([addressGroup(), missingGroup('phone', ['phone'])]),
            }),
          ),
        ],
      };
    case 'secondaryInsuranceUnsaved':
      // An open task whose primary insurance is saved but whose secondary is not: the insurance is not
      // all saved, so not the interim page (§4 "Otherwise"): onboarding where the feature is on.
      return {
        ...base,
        patientProfileDetails: [
          patient({
            firstName: 'Drew',
            lastName: 'Santos',
            phoneNumber: '5555550113',
            emailAddress: 'secondary.unsaved@example.com',
            missingInformation: { active: false, uninsured: false, Open_Task: true, missingInfoArray: [insuranceGroup('primaryInsurance', true), insuranceGroup('secondaryInsurance', false)] },
          }),
        ],
      };
    case 'insuranceOnly':
      // Only the insurance step: the shortest way to answer "No" and see what is posted.
      return {
        ...base,
        patientProfileDetails: [
          patient(
            withMissingInformation({
              firstName: 'Avery',
              lastName: 'Hughes',
              phoneNumber: '5555550114',
              emailAddress: 'insurance.only@example.com',
              missingInformation: missingInformation([insuranceGroup('primaryInsurance', false), insuranceGroup('secondaryInsurance', false)]),
            }),
          ),
        ],
      };
    default:
      return scenario satisfies never;
  }
}

/**
 * The profile with what the patient saved in this tab: a saved shipping address joins the list as
 * the primary, active "Shipping" address (so it wins over "Mailing & Shipping", §5, and the
 * primary address stays as it was); saved channels replace the preferred-channel flags.
 */
export function withSavedChanges(profile: Json, saved: { shippingAddress?: MockShippingAddress | undefined; preferences?: { sms: boolean; email: boolean } | undefined }): Json {
  const details = profile.patientProfileDetails as Json[] | undefined;
  if (!details?.[0]) return profile;
  const [first, ...rest] = details;
  const addresses = (first.contactPointAddresses as Json[] | undefined) ?? [];
  const updated: Json = {
    ...first,
    ...(saved.shippingAddress
      ? { contactPointAddresses: [...addresses, { ...saved.shippingAddress, country: 'United States', addressType: 'Shipping', isPrimary: true, isActive: true }] }
      : {}),
    ...(saved.preferences ? { preferredChannelText: saved.preferences.sms, preferredChannelEmail: saved.preferences.email } : {}),
  };
  return { ...profile, patientProfileDetails: [updated, ...rest] };
}

/** The profile of a programme without payment: every prescription as `forProgramWithoutPayment` has it. */
export function withoutPayments(profile: Json): Json {
  const details = (profile.patientProfileDetails as Json[] | undefined) ?? [];
  return {
    ...profile,
    patientProfileDetails: details.map((patient) => ({ ...patient, prescriptions: ((patient.prescriptions as Json[] | undefined) ?? []).map(forProgramWithoutPayment) })),
  };
}
