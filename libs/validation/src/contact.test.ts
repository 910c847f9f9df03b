import { describe, expect, it } from 'vitest';
import { isPhoneEmpty, validateEmail, validatePhone, validatePostalCode } from './contact.ts';

describe('validateEmail (spec §5 E-mail)', () => {
  it.each([
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
  ])('%j -> %s', (value, expected) => {
    expect(validateEmail(value)).toBe(expected);
  });

  it.each([
    ['', 'wizardEmailRequired'],
    ['  ', 'wizardEmailRequired'],
    ['x', 'emailInvalid'],
  ])('required by the wizard: %j -> %s', (value, expected) => {
    expect(validateEmail(value, { required: 'wizardEmailRequired' })).toBe(expected);
  });
});

describe('validatePhone (spec §5 Phone)', () => {
  it.each([
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
  ])('%j -> %s', (value, expected) => {
    expect(validatePhone(value)).toBe(expected);
  });

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
  it.each([
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
  ])('%j -> %s', (value, expected) => {
    expect(validatePostalCode(value)).toBe(expected);
  });

  it.each([
    ['zipRequired', '', 'zipRequired'],
    ['zipRequired', ' ', 'zipRequired'],
    ['wizardZipRequired', '', 'wizardZipRequired'],
    ['wizardZipRequired', '1', 'postalCodeInvalid'],
  ] as const)('required (%s): %j -> %s', (required, value, expected) => {
    expect(validatePostalCode(value, { required })).toBe(expected);
  });
});
