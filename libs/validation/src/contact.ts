/**
 * E-mail, phone and postal code. spec: access-and-identity §5 Validation rules, §9.
 * Each validator takes the key to return when the field is empty and required, because Verify
 * Profile and the missing-information wizard word "required" differently (§5 messages).
 */
import type { ValidationKey, ValidationResult } from './keys.ts';

/**
 * The rule of a typed text field: blank (once trimmed) is the `required` key, or no error when the
 * field is optional; otherwise `invalid` unless the trimmed text passes `isValid`.
 */
function checkTyped<R extends ValidationKey, I extends ValidationKey>(value: string, required: R | false, isValid: (trimmed: string) => boolean, invalid: I): ValidationResult<R | I> {
  const trimmed = value.trim();
  if (trimmed === '') return required || null;
  return isValid(trimmed) ? null : invalid;
}

/** spec §9: phone 10 digits. */
export const PHONE_DIGITS = 10;

/**
 * "Standard address pattern" (§5): a local part of letters, digits and ._%+-, an @, a domain
 * with at least one dot and a top-level domain of two letters or more.
 */
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function validateEmail<R extends 'wizardEmailRequired' = never>(
  value: string,
  { required = false }: { required?: R | false } = {},
): ValidationResult<R | 'emailInvalid'> {
  return checkTyped(value, required, isValidEmail, 'emailInvalid');
}

/**
 * spec §5 Phone: optional +1 prefix, then 10 digits written with optional parentheses (around the
 * area code, balanced), dashes, dots or spaces. `(555) 123-4567`, `555.123.4567`, `+1 5551234567`.
 */
const US_PHONE_PATTERN = /^(?:\+1[\s.-]?)?(?:\((\d)\d{2}\)|(\d)\d{2})[\s.-]?\d{3}[\s.-]?\d{4}$/;
/** spec §5: "a 10-digit +91 variant is also allowed". */
const INDIA_PHONE_PATTERN = /^\+91[\s.-]?\d{10}$/;

export interface PhoneOptions {
  /** spec §5/§9 US-only phone: the masked input, first digit 1-9, no +91 variant. */
  usOnly?: boolean;
}

export function isValidPhone(value: string, { usOnly = false }: PhoneOptions = {}): boolean {
  const trimmed = value.trim();
  const us = US_PHONE_PATTERN.exec(trimmed);
  if (us) {
    const firstDigit = us[1] ?? us[2];
    return !usOnly || firstDigit !== '0';
  }
  return !usOnly && INDIA_PHONE_PATTERN.test(trimmed);
}

/** Empty, or only the "+" the international input forces (§5): the patient has typed nothing. */
export function isPhoneEmpty(value: string): boolean {
  const trimmed = value.trim();
  return trimmed === '' || trimmed === '+';
}

export function validatePhone<R extends 'phoneRequired' | 'wizardPhoneRequired' = never>(
  value: string,
  { required = false, usOnly = false }: PhoneOptions & { required?: R | false } = {},
): ValidationResult<R | 'phoneInvalid'> {
  if (isPhoneEmpty(value)) return required || null;
  return isValidPhone(value, { usOnly }) ? null : 'phoneInvalid';
}

/**
 * spec §5 Postal code: 5 digits, or Canadian (A1A 1A1) or UK formats.
 * ZIP+4 (12345-6789) is not in the spec and is refused: the registration call matches the ZIP
 * against the one given at the time of prescription (§8 "did not match our records"), so the
 * portal sends the five digits the programme has on file rather than a longer form it may not.
 */
const US_ZIP_PATTERN = /^\d{5}$/;
/** Canada: letters D F I O Q U never appear; W and Z never lead. Space or dash optional. */
const CANADA_POSTAL_PATTERN = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ -]?\d[ABCEGHJ-NPRSTV-Z]\d$/i;
/** UK: outward code (A9, A99, AA9, AA99, A9A, AA9A), optional space, inward code 9AA; and GIR 0AA. */
const UK_POSTCODE_PATTERN = /^(?:[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|GIR ?0AA)$/i;

export function isValidPostalCode(value: string): boolean {
  const trimmed = value.trim();
  return US_ZIP_PATTERN.test(trimmed) || CANADA_POSTAL_PATTERN.test(trimmed) || UK_POSTCODE_PATTERN.test(trimmed);
}

export function validatePostalCode<R extends 'zipRequired' | 'wizardZipRequired' = never>(
  value: string,
  { required = false }: { required?: R | false } = {},
): ValidationResult<R | 'postalCodeInvalid'> {
  return checkTyped(value, required, isValidPostalCode, 'postalCodeInvalid');
}
