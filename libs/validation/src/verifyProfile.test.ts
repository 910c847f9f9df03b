import { describe, expect, it } from 'vitest';
import { MINOR_THRESHOLD_MS } from './dateOfBirth.ts';
import {
  canSubmitVerifyProfile,
  emptyVerifyProfileForm,
  isVerifyProfileValid,
  registrationPhone,
  toRegistrationPayload,
  validateVerifyProfile,
  type VerifyProfileErrors,
  type VerifyProfileForm,
} from './verifyProfile.ts';
import { itMapsEach } from '@portal/testing/table';

const today = new Date(2024, 5, 15, 12, 0, 0);
const options = { today, usOnlyPhone: false };

const valid: VerifyProfileForm = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  birthDate: { month: '12', day: '10', year: '1985' },
  postalCode: '02139',
  phoneNumber: '(555) 123-4567',
  emailAddress: '',
  residentOfUSA: true,
  agreeToTermsAndConditions: true,
  consentToCallsAndTexts: null,
  consentToMarketing: null,
  hipaaConsent: null,
};

describe('validateVerifyProfile (spec §5 Verify Profile messages)', () => {
  it('accepts a complete form', () => {
    const errors = validateVerifyProfile(valid, options);
    expect(errors).toEqual({});
    expect(isVerifyProfileValid(errors)).toBe(true);
  });

  it('gives every required message for an empty form', () => {
    expect(validateVerifyProfile(emptyVerifyProfileForm(), options)).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      birthDate: 'dobRequired',
      postalCode: 'zipRequired',
      phoneNumber: 'phoneRequired',
      residentOfUSA: 'residentOfUSA',
      agreeToTermsAndConditions: 'agreeToTerms',
    });
  });

  it.each<[string, Partial<VerifyProfileForm>, ReturnType<typeof validateVerifyProfile>]>([
    ['blank first name', { firstName: '  ' }, { firstName: 'firstNameRequired' }],
    ['blank last name', { lastName: '' }, { lastName: 'lastNameRequired' }],
    ['impossible date', { birthDate: { month: '02', day: '30', year: '1985' } }, { birthDate: 'dobInvalid' }],
    ['future date', { birthDate: { month: '01', day: '01', year: '2030' } }, { birthDate: 'dobFuture' }],
    ['a ten-year-old', { birthDate: { month: '01', day: '01', year: '2014' } }, { birthDate: 'dobMinor' }],
    ['a bad ZIP', { postalCode: '1234' }, { postalCode: 'postalCodeInvalid' }],
    ['a Canadian code', { postalCode: 'K1A 0B1' }, {}],
    ['a bare "+" phone', { phoneNumber: '+' }, { phoneNumber: 'phoneRequired' }],
    ['a short phone', { phoneNumber: '555-1234' }, { phoneNumber: 'phoneInvalid' }],
    ['a bad e-mail carried from sign-in', { emailAddress: 'nope' }, { emailAddress: 'emailInvalid' }],
    ['residency unticked', { residentOfUSA: false }, { residentOfUSA: 'residentOfUSA' }],
    ['residency untouched', { residentOfUSA: null }, { residentOfUSA: 'residentOfUSA' }],
    ['terms unticked', { agreeToTermsAndConditions: false }, { agreeToTermsAndConditions: 'agreeToTerms' }],
  ])('%s', (_label, change, expected) => {
    expect(validateVerifyProfile({ ...valid, ...change }, options)).toEqual(expected);
  });

  it('applies the US-only phone rule when the programme has it', () => {
    const form = { ...valid, phoneNumber: '(055) 123-4567' };
    expect(validateVerifyProfile(form, options)).toEqual({});
    expect(validateVerifyProfile(form, { ...options, usOnlyPhone: true })).toEqual({ phoneNumber: 'phoneInvalid' });
  });

  it('applies the minor threshold from the birth date at local midnight', () => {
    const birth = new Date(2000, 0, 1);
    const form = { ...valid, birthDate: { month: '01', day: '01', year: '2000' } };
    expect(validateVerifyProfile(form, { ...options, today: new Date(birth.getTime() + MINOR_THRESHOLD_MS - 1) })).toEqual({
      birthDate: 'dobMinor',
    });
    expect(validateVerifyProfile(form, { ...options, today: new Date(birth.getTime() + MINOR_THRESHOLD_MS) })).toEqual({});
  });

  it('seeds the phone (and e-mail) captured at sign-in', () => {
    expect(emptyVerifyProfileForm({ phoneNumber: '5551234567' }).phoneNumber).toBe('5551234567');
  });
});

describe('canSubmitVerifyProfile (spec §2: disabled if either checkbox is explicitly unchecked)', () => {
  it.each([
    [null, null, true],
    [true, null, true],
    [true, true, true],
    [false, true, false],
    [true, false, false],
    [null, false, false],
  ])('residency %s, terms %s -> %s', (residentOfUSA, agreeToTermsAndConditions, expected) => {
    expect(canSubmitVerifyProfile({ residentOfUSA, agreeToTermsAndConditions })).toBe(expected);
  });
});

describe('toRegistrationPayload (spec §5, §7 registration)', () => {
  it('builds the registration body', () => {
    expect(toRegistrationPayload({ ...valid, firstName: ' Ada ', emailAddress: ' ada@example.com ' })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      dob: '1985-12-10',
      zipcode: '02139',
      mobilePhone: '5551234567',
      email: 'ada@example.com',
      TCPAConsent: false,
      MarketingConsent: false,
      HIPAAConsent: false,
      hubPatient: 1,
    });
  });

  itMapsEach(registrationPhone, 'phone %j -> %j', [
    ['+1 (555) 123-4567', '5551234567'],
    ['15551234567', '5551234567'],
    ['555.123.4567', '5551234567'],
    ['+91 9876543210', '919876543210'], // twelve digits: only an 11-digit leading 1 is dropped
    ['25551234567', '25551234567'],
  ]);

  it.each([
    [null, false],
    [false, false],
    [true, true],
  ])('sends a consent only when given (%s -> %s)', (given, sent) => {
    const payload = toRegistrationPayload({ ...valid, consentToCallsAndTexts: given, consentToMarketing: given, hipaaConsent: given });
    expect([payload.TCPAConsent, payload.MarketingConsent, payload.HIPAAConsent]).toEqual([sent, sent, sent]);
  });

  it('refuses a form whose date of birth does not parse', () => {
    expect(() => toRegistrationPayload({ ...valid, birthDate: { month: '02', day: '30', year: '1985' } })).toThrow(RangeError);
  });
});

describe('isVerifyProfileValid (spec §5: all fields required; a form with an error is not submitted)', () => {
  it('a form without errors is valid', () => {
    expect(isVerifyProfileValid({})).toBe(true);
  });

  it.each<[string, VerifyProfileErrors]>([
    ['first name', { firstName: 'firstNameRequired' }],
    ['last name', { lastName: 'lastNameRequired' }],
    ['date of birth required', { birthDate: 'dobRequired' }],
    ['date of birth invalid', { birthDate: 'dobInvalid' }],
    ['date of birth in the future', { birthDate: 'dobFuture' }],
    ['a minor', { birthDate: 'dobMinor' }],
    ['ZIP required', { postalCode: 'zipRequired' }],
    ['ZIP invalid', { postalCode: 'postalCodeInvalid' }],
    ['phone required', { phoneNumber: 'phoneRequired' }],
    ['phone invalid', { phoneNumber: 'phoneInvalid' }],
    ['e-mail invalid', { emailAddress: 'emailInvalid' }],
    ['US residency', { residentOfUSA: 'residentOfUSA' }],
    ['terms of use', { agreeToTermsAndConditions: 'agreeToTerms' }],
  ])('an error on %s makes the form invalid', (_field, errors) => {
    expect(isVerifyProfileValid(errors)).toBe(false);
  });

  it.each<[string, Partial<VerifyProfileForm>]>([
    ['a last name of only spaces', { lastName: '   ' }],
    ['a first name of only spaces', { firstName: ' \t ' }],
    ['a ZIP of only spaces', { postalCode: '     ' }],
    ['a phone of only spaces', { phoneNumber: '   ' }],
    ['an incomplete date of birth', { birthDate: { month: '07', day: '04', year: '' } }],
    ['residency not ticked', { residentOfUSA: false }],
  ])('a form with %s is not valid', (_label, change) => {
    expect(isVerifyProfileValid(validateVerifyProfile({ ...valid, ...change }, options))).toBe(false);
  });

  it('a last name of only spaces gets the last-name message, not a pass (trimmed)', () => {
    expect(validateVerifyProfile({ ...valid, lastName: '   ' }, options)).toEqual({ lastName: 'lastNameRequired' });
    expect(validateVerifyProfile({ ...valid, lastName: ' Lovelace ' }, options)).toEqual({});
  });

  it('an e-mail carried from an e-mail sign-in is checked and accepted when well formed', () => {
    expect(validateVerifyProfile({ ...valid, emailAddress: 'ada@example.com' }, options)).toEqual({});
    expect(validateVerifyProfile({ ...valid, emailAddress: 'patient@example.com extra' }, options)).toEqual({ emailAddress: 'emailInvalid' });
  });

  it('a form the patient has not touched starts empty, with both checkboxes untouched', () => {
    expect(emptyVerifyProfileForm()).toEqual({
      firstName: '',
      lastName: '',
      birthDate: { month: '', day: '', year: '' },
      postalCode: '',
      phoneNumber: '',
      emailAddress: '',
      residentOfUSA: null,
      agreeToTermsAndConditions: null,
      consentToCallsAndTexts: null,
      consentToMarketing: null,
      hipaaConsent: null,
    });
    expect(emptyVerifyProfileForm({ emailAddress: 'ada@example.com' }).emailAddress).toBe('ada@example.com');
  });
});

describe('registration payload: what is sent is trimmed (spec §7; the server matches it against its records, §8)', () => {
  it('sends a ZIP typed with spaces around it as the five digits', () => {
    const form = { ...valid, postalCode: '  02139 ' };
    expect(validateVerifyProfile(form, options)).toEqual({});
    expect(toRegistrationPayload(form).zipcode).toBe('02139');
  });

  it('sends the last name without the spaces around it', () => {
    expect(toRegistrationPayload({ ...valid, lastName: '  Lovelace  ' }).lastName).toBe('Lovelace');
  });

  it('sends the date of birth as year-month-day (spec §5)', () => {
    expect(toRegistrationPayload({ ...valid, birthDate: { month: '07', day: '04', year: '1960' } }).dob).toBe('1960-07-04');
  });
});

describe('registrationPhone (spec §5: a leading 1 on an 11-digit phone is dropped)', () => {
  it.each([
    ['11-digit with a leading 1', '1 (555) 123-4567', '5551234567'],
    ['10-digit starting with 1 is sent whole', '(155) 123-4567', '1551234567'],
    ['10-digit is sent whole', '5551234567', '5551234567'],
    ['11-digit without a leading 1 is sent whole', '95551234567', '95551234567'],
    ['12-digit starting with 1 is sent whole', '155512345678', '155512345678'],
    ['9-digit is sent whole', '555123456', '555123456'],
  ])('%s: %j -> %j', (_label, phone, expected) => {
    expect(registrationPhone(phone)).toBe(expected);
    expect(toRegistrationPayload({ ...valid, phoneNumber: phone }).mobilePhone).toBe(expected);
  });
});
