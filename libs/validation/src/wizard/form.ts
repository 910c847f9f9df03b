/**
 * The wizard's form state and how it is filled from the server payload.
 * spec: access-and-identity §3 "Wizard form state", "Missing information (server payload)",
 * §4 "Insurance state".
 */
import { fieldValue, groupOf, type MissingInfoGroup, type MissingInformationData } from './serverPayload.ts';
import { usStateCode } from './usStates.ts';

export const addressFields = ['address1', 'address2', 'city', 'state', 'zip'] as const;
export type AddressField = (typeof addressFields)[number];
export type AddressForm = Record<AddressField, string>;

/** §2 Insurance step: the two card sides, then the nine text fields, in the order of the screen. */
export const cardSides = ['frontImage', 'backImage'] as const;
type CardSide = (typeof cardSides)[number];
export const insuranceTextFields = [
  'insuranceProvider',
  'healthPlanName',
  'idNumber',
  'typeOfCoverage',
  'relationshipToPolicyholder',
  'employerName',
  'groupNumber',
  'BIN',
  'PCN',
] as const;
type InsuranceTextField = (typeof insuranceTextFields)[number];
export const insuranceFields = [...cardSides, ...insuranceTextFields] as const;
export type InsuranceField = CardSide | InsuranceTextField;
/** The card sides hold the file's name; the file itself stays in memory beside the form. */
export type InsuranceDetails = Record<InsuranceField, string>;

export const insuranceSets = ['primary', 'secondary'] as const;
export type InsuranceSet = (typeof insuranceSets)[number];

export interface InsuranceForm {
  /** null until the patient answers "Do you have health insurance?" (§3). */
  hasInsurance: boolean | null;
  hasSecondaryInsurance: boolean;
  primary: InsuranceDetails;
  secondary: InsuranceDetails;
}

/**
 * The options of the gender select (§2, §9); '' is "Please select". The payload only knows
 * Male, Female and Other (§3). What is posted for each choice, and why: docs/decisions/0058.
 *
 *   select              payload               payload        select
 *   Male            ->  Male                  Male       ->  Male
 *   Female          ->  Female                Female     ->  Female
 *   Intersex        ->  Other                 Other      ->  '' (Please select)
 *   Prefer not to say -> null (no value)      null       ->  '' (Please select)
 *
 * A patient who declines to say is not given a gender: null is the server's own "no value" (§3:
 * a field's value is a nullable string), and the group is still marked saved, so the question
 * reads as answered. "Other" comes back as "Please select": the portal must not answer for the
 * patient whether it was Intersex.
 */
export const genderOptions = ['', 'Male', 'Female', 'Intersex', 'Prefer not to say'] as const;
export type GenderOption = (typeof genderOptions)[number];
export type GenderPayloadValue = 'Male' | 'Female' | 'Other';

export function genderPayloadValue(option: GenderOption): GenderPayloadValue | null {
  switch (option) {
    case 'Male':
    case 'Female':
      return option;
    case 'Intersex':
      return 'Other';
    case 'Prefer not to say':
    case '':
      return null;
    default:
      return option satisfies never;
  }
}

export function genderOptionOf(payloadValue: string): GenderOption {
  const value = payloadValue.trim().toLowerCase();
  if (value === 'male') return 'Male';
  return value === 'female' ? 'Female' : '';
}

/** The answer to "Do you have health insurance?" as one value, for a screen's radio group and review. */
export type InsuranceAnswer = 'unanswered' | 'yes' | 'no';

export function insuranceAnswer({ hasInsurance }: Pick<InsuranceForm, 'hasInsurance'>): InsuranceAnswer {
  if (hasInsurance === null) return 'unanswered';
  return hasInsurance ? 'yes' : 'no';
}

export interface WizardForm {
  address: AddressForm;
  phone: string;
  email: string;
  gender: GenderOption;
  insurance: InsuranceForm;
}

export function emptyInsuranceDetails(): InsuranceDetails {
  return Object.fromEntries(insuranceFields.map((field) => [field, ''])) as InsuranceDetails;
}

export function emptyWizardForm(): WizardForm {
  return {
    address: { address1: '', address2: '', city: '', state: '', zip: '' },
    phone: '',
    email: '',
    gender: '',
    insurance: { hasInsurance: null, hasSecondaryInsurance: false, primary: emptyInsuranceDetails(), secondary: emptyInsuranceDetails() },
  };
}

/** §3: "the address value is split at its first comma: the part before becomes address1, the rest address2". */
export function splitAddress(street: string): Pick<AddressForm, 'address1' | 'address2'> {
  const comma = street.indexOf(',');
  if (comma < 0) return { address1: street.trim(), address2: '' };
  return { address1: street.slice(0, comma).trim(), address2: street.slice(comma + 1).trim() };
}

/** §2/§3: the street line is address1 then address2 joined by a comma (no comma without an address2). */
export function joinAddress({ address1, address2 }: Pick<AddressForm, 'address1' | 'address2'>): string {
  return [address1.trim(), address2.trim()].filter((part) => part !== '').join(', ');
}

export type InsuranceGroupType = 'primaryInsurance' | 'secondaryInsurance';

export const groupTypeOfSet: Record<InsuranceSet, InsuranceGroupType> = { primary: 'primaryInsurance', secondary: 'secondaryInsurance' };

/**
 * The payload keys of one insurance group's fields (§3 field keys). The ID number is `memberId`;
 * "a simpler submit path uses insuranceIDNumber", so both are read and written.
 */
export function insurancePayloadKeys(groupType: InsuranceGroupType): Record<InsuranceField, readonly string[]> {
  return {
    frontImage: [`${groupType}-front`],
    backImage: [`${groupType}-back`],
    insuranceProvider: ['insuranceProvider'],
    healthPlanName: ['healthPlanName'],
    idNumber: ['memberId', 'insuranceIDNumber'],
    typeOfCoverage: ['typeOfCoverage'],
    relationshipToPolicyholder: ['relationshipToPolicyholder'],
    employerName: ['employerName'],
    groupNumber: ['groupNumber'],
    BIN: ['bin'],
    PCN: ['pcn'],
  };
}

function insuranceDetailsOf(group: MissingInfoGroup | undefined, groupType: InsuranceGroupType): InsuranceDetails {
  const keys = insurancePayloadKeys(groupType);
  const details = emptyInsuranceDetails();
  for (const field of insuranceFields) {
    details[field] = keys[field].map((key) => fieldValue(group, key)).find((value) => value !== '') ?? '';
  }
  return details;
}

/** §3/§4: the form as the wizard opens it, from the server payload. */
export function initialWizardForm(missing: Pick<MissingInformationData, 'missingInfoArray'>): WizardForm {
  const address = groupOf(missing, 'address');
  const primary = groupOf(missing, 'primaryInsurance');
  const secondary = groupOf(missing, 'secondaryInsurance');
  return {
    address: {
      ...splitAddress(fieldValue(address, 'address')),
      city: fieldValue(address, 'city').trim(),
      state: usStateCode(fieldValue(address, 'state')),
      zip: fieldValue(address, 'zipCode').trim(),
    },
    phone: fieldValue(groupOf(missing, 'phone'), 'phone'),
    email: fieldValue(groupOf(missing, 'email'), 'email'),
    gender: genderOptionOf(fieldValue(groupOf(missing, 'gender'), 'gender')),
    insurance: {
      // §4 Insurance state: a primary group from the server answers "yes"; a secondary group adds a secondary.
      hasInsurance: primary ? true : null,
      hasSecondaryInsurance: secondary !== undefined,
      primary: insuranceDetailsOf(primary, 'primaryInsurance'),
      secondary: insuranceDetailsOf(secondary, 'secondaryInsurance'),
    },
  };
}

/** Every text field a patient types into, named by its place in the form. */
export type WizardTextField =
  | `address.${AddressField}`
  | 'phone'
  | 'email'
  | `insurance.${InsuranceSet}.${InsuranceTextField}`;

/** A copy of the form with one typed value changed. */
export function withFieldValue(form: WizardForm, field: WizardTextField, value: string): WizardForm {
  const [section, setOrField, insuranceField] = field.split('.') as [string, string | undefined, string | undefined];
  if (section === 'address') return { ...form, address: { ...form.address, [setOrField as AddressField]: value } };
  if (section === 'insurance') {
    const set = setOrField as InsuranceSet;
    return { ...form, insurance: { ...form.insurance, [set]: { ...form.insurance[set], [insuranceField as InsuranceTextField]: value } } };
  }
  return { ...form, [section as 'phone' | 'email']: value };
}

/**
 * A draft typed before a reload, laid over the form the server data gives. Files cannot survive a
 * reload (only their names were kept), so a side with a new photo goes back to what the server
 * has on file; `cardImagesDropped` tells the insurance step to ask for the photos again.
 */
export function restoreWizardDraft(draft: WizardForm, fromServer: WizardForm): { form: WizardForm; cardImagesDropped: boolean } {
  let cardImagesDropped = false;
  const withServerImages = (set: InsuranceSet): InsuranceDetails => {
    const details = { ...draft.insurance[set] };
    for (const side of cardSides) {
      const onServer = fromServer.insurance[set][side];
      // A side the patient removed stays removed; a new photo's name has no file behind it any more.
      if (details[side] !== '' && details[side] !== onServer) {
        details[side] = onServer;
        cardImagesDropped = true;
      }
    }
    return details;
  };
  const form = { ...draft, insurance: { ...draft.insurance, primary: withServerImages('primary'), secondary: withServerImages('secondary') } };
  return { form, cardImagesDropped };
}
