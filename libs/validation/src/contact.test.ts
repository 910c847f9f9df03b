import { describe, expect, it } from 'vitest';
import { PHONE_DIGITS, isPhoneEmpty, isValidEmail, isValidPhone, isValidPostalCode, validateEmail, validatePhone, validatePostalCode } from './contact.ts';
import { itMapsEach } from '@portal/testing/table';

describe('validateEmail (spec §5 E-mail)', () => {
  itMapsEach(validateEmail, '%j -> %s', [
    ['patient@example.com', null],
    ['first.last+tag@mail.example.co.uk', null],
    ['  patient@example.com  ', null],
    ['a_b-c%d@sub-domain.example.org', null],
    ['patient@example', 'emailInvalid'],
    ['patient@.com', 'emailInvalid'],
    ['patient.example.com', 'emailInvalid'],
    ['pat ient@example.com', 'emailInvalid'],
    ['patient@example.c', 'emailInvalid'],
    ['@example.com', 'emailInvalid'],
    ['patient@@example.com', 'emailInvalid'],
    ['', null], // optional unless required
  ]);

  it.each([
    ['', 'wizardEmailRequired'],
    ['  ', 'wizardEmailRequired'],
    ['x', 'emailInvalid'],
  ])('required by the wizard: %j -> %s', (value, expected) => {
    expect(validateEmail(value, { required: 'wizardEmailRequired' })).toBe(expected);
  });
});

describe('validatePhone (spec §5 Phone)', () => {
  itMapsEach(validatePhone, '%j -> %s', [
    ['5551234567', null],
    ['(555) 123-4567', null],
    ['(555)123-4567', null],
    ['555-123-4567', null],
    ['555.123.4567', null],
    ['555 123 4567', null],
    ['+15551234567', null],
    ['+1 555 123 4567', null],
    ['+1 (555) 123-4567', null],
    ['+1-555-123-4567', null],
    ['+91 9876543210', null],
    ['+919876543210', null],
    ['0551234567', null], // a first 0 is only refused with US-only on
    ['555123456', 'phoneInvalid'], // 9 digits
    ['55512345678', 'phoneInvalid'], // 11 digits without +1
    ['+2 5551234567', 'phoneInvalid'],
    ['+44 20 7946 0958', 'phoneInvalid'],
    ['+91 987654321', 'phoneInvalid'], // +91 with 9 digits
    ['(555 123-4567', 'phoneInvalid'], // unbalanced parenthesis
    ['555_123_4567', 'phoneInvalid'],
    ['phone', 'phoneInvalid'],
  ]);

  it.each([
    ['(555) 123-4567', null],
    ['+1 (155) 123-4567', null], // the mask allows 1-9
    ['(055) 123-4567', 'phoneInvalid'],
    ['0551234567', 'phoneInvalid'],
    ['+1 055 123 4567', 'phoneInvalid'],
    ['+91 9876543210', 'phoneInvalid'], // not a US number
  ])('US-only: %j -> %s', (value, expected) => {
    expect(validatePhone(value, { usOnly: true })).toBe(expected);
  });

  it.each([
    ['', 'phoneRequired'],
    ['+', 'phoneRequired'],
    [' + ', 'phoneRequired'],
    ['+1', 'phoneInvalid'],
  ])('required on Verify Profile: %j -> %s', (value, expected) => {
    expect(validatePhone(value, { required: 'phoneRequired' })).toBe(expected);
  });

  it('uses the wizard wording when the wizard requires it', () => {
    expect(validatePhone('+', { required: 'wizardPhoneRequired' })).toBe('wizardPhoneRequired');
  });

  it('an empty optional phone is no error', () => {
    expect(validatePhone('')).toBeNull();
    expect(validatePhone('+')).toBeNull();
    expect(isPhoneEmpty('+')).toBe(true);
  });
});

describe('validatePostalCode (spec §5 Postal code)', () => {
  itMapsEach(validatePostalCode, '%j -> %s', [
    ['12345', null],
    [' 12345 ', null],
    ['1234', 'postalCodeInvalid'],
    ['123456', 'postalCodeInvalid'],
    ['12345-6789', 'postalCodeInvalid'], // ZIP+4 is not in the spec
    ['K1A 0B1', null], // Canada
    ['k1a0b1', null],
    ['K1A-0B1', null],
    ['D1A 0B1', 'postalCodeInvalid'], // D never appears in a Canadian code
    ['K1A 0B', 'postalCodeInvalid'],
    ['SW1A 1AA', null], // UK
    ['M1 1AE', null],
    ['B33 8TH', null],
    ['CR2 6XH', null],
    ['DN55 1PT', null],
    ['W1A 0AX', null],
    ['ec1a1bb', null],
    ['GIR 0AA', null],
    ['SW1A 1A', 'postalCodeInvalid'],
    ['ABCDE', 'postalCodeInvalid'],
    ['', null], // optional when not required
  ]);

  it.each([
    ['zipRequired', '', 'zipRequired'],
    ['zipRequired', ' ', 'zipRequired'],
    ['wizardZipRequired', '', 'wizardZipRequired'],
    ['wizardZipRequired', '1', 'postalCodeInvalid'],
  ] as const)('required (%s): %j -> %s', (required, value, expected) => {
    expect(validatePostalCode(value, { required })).toBe(expected);
  });
});

describe('the patterns are anchored: a valid value with anything before or after it is invalid (spec §5)', () => {
  it.each([
    ['patient@example.com extra'],
    ['extra patient@example.com'],
    ['patient@example.com,other@example.com'],
    ['patient@example.com>'],
    ['<patient@example.com'],
  ])('e-mail %j is invalid', (value) => {
    expect(validateEmail(value)).toBe('emailInvalid');
    expect(isValidEmail(value)).toBe(false);
  });

  it.each([
    ['+91 98765432101'], // 11 digits after +91
    ['x+91 9876543210'],
    ['+91 9876543210 ext'],
    ['+1 555 123 45678'], // 11 digits after +1
    ['5551234567 ext 2'],
    ['tel:5551234567'],
    ['1+15551234567'],
  ])('phone %j is invalid', (value) => {
    expect(validatePhone(value)).toBe('phoneInvalid');
    expect(isValidPhone(value)).toBe(false);
  });

  it.each([['12345 6'], ['a12345'], ['K1A 0B1 X'], ['XSW1A 1AA'], ['SW1A 1AA9'], ['GIR 0AAA']])('postal code %j is invalid', (value) => {
    expect(validatePostalCode(value)).toBe('postalCodeInvalid');
    expect(isValidPostalCode(value)).toBe(false);
  });
});

describe('the is-valid checks trim what the patient typed (spec §5)', () => {
  it('accepts a value with spaces around it', () => {
    expect(isValidEmail('  patient@example.com  ')).toBe(true);
    expect(isValidPhone('  (555) 123-4567  ')).toBe(true);
    expect(isValidPhone(' +91 9876543210 ')).toBe(true);
    expect(isValidPhone(' (555) 123-4567 ', { usOnly: true })).toBe(true);
    expect(isValidPostalCode('  12345  ')).toBe(true);
  });

  it('a top-level domain of two letters is enough; one is not; digits are not a top-level domain', () => {
    expect(isValidEmail('patient@example.co')).toBe(true);
    expect(isValidEmail('patient@example.c')).toBe(false);
    expect(isValidEmail('patient@example.12')).toBe(false);
  });

  it('the phone is 10 digits (spec §9)', () => {
    expect(PHONE_DIGITS).toBe(10);
  });

  itMapsEach(isPhoneEmpty, 'isPhoneEmpty(%j) -> %s', [
    ['', true],
    ['  ', true],
    ['+', true],
    [' + ', true],
    ['++', false],
    ['+1', false],
    ['5', false],
  ]);

  it('a phone of spaces is empty: no error when optional, the required message when required', () => {
    expect(validatePhone('   ')).toBeNull();
    expect(validatePhone('   ', { required: 'phoneRequired' })).toBe('phoneRequired');
  });

  it('an e-mail or ZIP of spaces is no error when optional', () => {
    expect(validateEmail('   ')).toBeNull();
    expect(validatePostalCode('   ')).toBeNull();
  });
});
