/**
 * The Verify Profile form: its rules and the registration payload built from it.
 * spec: access-and-identity §2 Verify Profile screen, §3 Profile verification form, §5 Verify
 * Profile messages and registration rules, §7 registration call.
 */
import { validateEmail, validatePhone, validatePostalCode } from './contact.ts';
import {
  dateOfBirthInstant,
  isMinor,
  parseDateOfBirth,
  toIsoDate,
  validateDateOfBirth,
  type DateOfBirthParts,
} from './dateOfBirth.ts';

export interface VerifyProfileForm {
  firstName: string;
  lastName: string;
  /** Three boxes, combined as month/day/year. */
  birthDate: DateOfBirthParts;
  postalCode: string;
  /** Seeded with the phone used at sign-in (§2). */
  phoneNumber: string;
  /** Not a field on the screen (§2); carried from an e-mail sign-in. Checked only when present. */
  emailAddress: string;
  /** null until the patient touches the box: Submit is disabled only when explicitly unchecked (§2). */
  residentOfUSA: boolean | null;
  agreeToTermsAndConditions: boolean | null;
  /** TCPA, marketing and HIPAA consents (§3). Not shown on the screen in §2; see `toRegistrationPayload`. */
  consentToCallsAndTexts: boolean | null;
  consentToMarketing: boolean | null;
  hipaaConsent: boolean | null;
}


/** One error key per field, each a key of `copy.validation`. */
export interface VerifyProfileErrors {
  firstName?: 'firstNameRequired';
  lastName?: 'lastNameRequired';
  birthDate?: 'dobRequired' | 'dobInvalid' | 'dobFuture' | 'dobMinor';
  postalCode?: 'zipRequired' | 'postalCodeInvalid';
  phoneNumber?: 'phoneRequired' | 'phoneInvalid';
  emailAddress?: 'emailInvalid';
  residentOfUSA?: 'residentOfUSA';
  agreeToTermsAndConditions?: 'agreeToTerms';
}

export interface VerifyProfileOptions {
  today: Date;
  /** The programme's US_only_phone flag (§3 Config, §5 Phone). */
  usOnlyPhone: boolean;
}

export function emptyVerifyProfileForm(seed: { phoneNumber?: string; emailAddress?: string } = {}): VerifyProfileForm {
  return {
    firstName: '',
    lastName: '',
    birthDate: { month: '', day: '', year: '' },
    postalCode: '',
    phoneNumber: seed.phoneNumber ?? '',
    emailAddress: seed.emailAddress ?? '',
    residentOfUSA: null,
    agreeToTermsAndConditions: null,
    consentToCallsAndTexts: null,
    consentToMarketing: null,
    hipaaConsent: null,
  };
}

/** spec §2: "Submit is disabled if either checkbox is explicitly unchecked." */
export function canSubmitVerifyProfile(form: Pick<VerifyProfileForm, 'residentOfUSA' | 'agreeToTermsAndConditions'>): boolean {
  return form.residentOfUSA !== false && form.agreeToTermsAndConditions !== false;
}

function birthDateError(parts: DateOfBirthParts, today: Date): VerifyProfileErrors['birthDate'] {
  const error = validateDateOfBirth(parts, today);
  if (error) return error;
  const date = parseDateOfBirth(parts);
  return date && isMinor(dateOfBirthInstant(date), today) ? 'dobMinor' : undefined;
}

/** spec §5: all fields required; the messages of "Verify Profile messages"; an empty result is valid. */
export function validateVerifyProfile(form: VerifyProfileForm, { today, usOnlyPhone }: VerifyProfileOptions): VerifyProfileErrors {
  const errors: VerifyProfileErrors = {};
  if (form.firstName.trim() === '') errors.firstName = 'firstNameRequired';
  if (form.lastName.trim() === '') errors.lastName = 'lastNameRequired';
  const birthDate = birthDateError(form.birthDate, today);
  if (birthDate) errors.birthDate = birthDate;
  const postalCode = validatePostalCode(form.postalCode, { required: 'zipRequired' });
  if (postalCode) errors.postalCode = postalCode;
  const phoneNumber = validatePhone(form.phoneNumber, { required: 'phoneRequired', usOnly: usOnlyPhone });
  if (phoneNumber) errors.phoneNumber = phoneNumber;
  const emailAddress = validateEmail(form.emailAddress);
  if (emailAddress) errors.emailAddress = emailAddress;
  if (form.residentOfUSA !== true) errors.residentOfUSA = 'residentOfUSA';
  if (form.agreeToTermsAndConditions !== true) errors.agreeToTermsAndConditions = 'agreeToTerms';
  return errors;
}

export function isVerifyProfileValid(errors: VerifyProfileErrors): boolean {
  return Object.keys(errors).length === 0;
}

/**
 * Body of the registration call (§7). Structurally the `RegistrationPayload` of `@portal/api`
 * (a util library cannot import the domain one; the test proves the two stay assignable).
 */
export interface RegistrationPayloadFromForm {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dob: string;
  zipcode: string;
  /** Digits only; a leading 1 of an 11-digit phone is dropped. */
  mobilePhone: string;
  email: string;
  TCPAConsent: boolean;
  MarketingConsent: boolean;
  HIPAAConsent: boolean;
  hubPatient: 1;
}

const PHONE_WITH_COUNTRY_CODE = 11;

/** spec §5: "At registration a leading 1 on an 11-digit phone is dropped" (digits only). */
export function registrationPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === PHONE_WITH_COUNTRY_CODE && digits.startsWith('1') ? digits.slice(1) : digits;
}

/**
 * Builds the registration body from a form that passed `validateVerifyProfile` (it throws on a
 * date of birth that does not parse: validate first).
 *
 * Consents: the spec lists the three consent fields on the form (§3) and in the call (§7) but
 * shows no checkbox for them (§2) and no default. Consent is never presumed: TCPA needs the
 * patient's prior express consent and a HIPAA authorisation has to be given, so a consent the
 * patient was not asked for is sent as `false`. A programme whose screen asks for them sets the
 * fields to `true` when the patient ticks the boxes.
 */
export function toRegistrationPayload(form: VerifyProfileForm): RegistrationPayloadFromForm {
  const dob = parseDateOfBirth(form.birthDate);
  if (!dob) throw new RangeError('toRegistrationPayload: the date of birth does not parse; run validateVerifyProfile first');
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    dob: toIsoDate(dob),
    zipcode: form.postalCode.trim(),
    mobilePhone: registrationPhone(form.phoneNumber),
    email: form.emailAddress.trim(),
    TCPAConsent: form.consentToCallsAndTexts === true,
    MarketingConsent: form.consentToMarketing === true,
    HIPAAConsent: form.hipaaConsent === true,
    hubPatient: 1,
  };
}
