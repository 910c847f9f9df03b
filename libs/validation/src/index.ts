export { validationKeys, type ValidationKey, type ValidationResult } from './keys.ts';
export {
  ADULT_AGE_YEARS,
  MINOR_THRESHOLD_MS,
  dateOfBirthInstant,
  isMinor,
  parseDateOfBirth,
  toIsoDate,
  validateDateOfBirth,
  type CalendarDate,
  type DateOfBirthParts,
} from './dateOfBirth.ts';
export {
  PHONE_DIGITS,
  isPhoneEmpty,
  isValidEmail,
  isValidPhone,
  isValidPostalCode,
  validateEmail,
  validatePhone,
  validatePostalCode,
  type PhoneOptions,
} from './contact.ts';
export { CODE_LENGTH, isCompleteCode, normalizeCodeInput, validateCode } from './code.ts';
export {
  canSubmitVerifyProfile,
  emptyVerifyProfileForm,
  isVerifyProfileValid,
  registrationPhone,
  toRegistrationPayload,
  validateVerifyProfile,
  type RegistrationPayloadFromForm,
  type VerifyProfileErrors,
  type VerifyProfileField,
  type VerifyProfileForm,
  type VerifyProfileOptions,
} from './verifyProfile.ts';
export * from './wizard/index.ts';
