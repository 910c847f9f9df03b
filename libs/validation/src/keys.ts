/**
 * Every error a validator can return, as a key of `copy.validation` (libs/program-config copy/en.ts).
 * Validators never hold text: the page looks the key up in the programme's copy, so a programme can
 * reword a message and a second language needs no change here.
 */
export const validationKeys = [
  'dobRequired',
  'dobInvalid',
  'dobFuture',
  'dobMinor',
  'emailInvalid',
  'phoneInvalid',
  'phoneRequired',
  'postalCodeInvalid',
  'codeInvalid',
  'firstNameRequired',
  'lastNameRequired',
  'zipRequired',
  'residentOfUSA',
  'agreeToTerms',
  'insuranceAnswerRequired',
  'required',
  'couldNotConvert',
  'textTooLong',
  'address1Required',
  'cityRequired',
  'stateRequired',
  'wizardZipRequired',
  'wizardPhoneRequired',
  'wizardEmailRequired',
  'genderRequired',
  'insuranceFrontRequired',
  'insuranceBackRequired',
  'employerNameRequired',
  'insuranceProviderRequired',
  'healthPlanRequired',
  'benefitTypeRequired',
  'relationshipRequired',
  'idNumberRequired',
  'groupNumberRequired',
  'binRequired',
  'pcnRequired',
  'cardImageNotAccepted',
  'cardImageTooLarge',
] as const;

export type ValidationKey = (typeof validationKeys)[number];

/** What every validator returns: no error, or the key of its message. */
export type ValidationResult<K extends ValidationKey = ValidationKey> = K | null;
