/**
 * What Next checks on each step. spec: access-and-identity §5 "Wizard messages", "Insurance card
 * rule", Phone, E-mail, Postal code.
 */
import { validateEmail, validatePhone, validatePostalCode } from '../contact.ts';
import type { ValidationKey } from '../keys.ts';
import { addressFields, insuranceFields, insuranceSets, type AddressField, type AddressForm, type InsuranceField, type InsuranceSet, type WizardForm } from './form.ts';
import { insuranceCardErrors } from './insuranceCard.ts';
import type { WizardStep } from './steps.ts';
import { usStateCode } from './usStates.ts';

/** Every field of the wizard, named by its place in the form (a screen's input id can follow it). */
export type WizardFieldPath =
  | `address.${AddressField}`
  | 'phone'
  | 'email'
  | 'gender'
  | 'insurance.hasInsurance'
  | `insurance.${InsuranceSet}.${InsuranceField}`;

export type WizardErrors = Partial<Record<WizardFieldPath, ValidationKey>>;

export interface WizardValidationOptions {
  /** The programme's US_only_phone flag (§3 Config, §5 Phone). */
  usOnlyPhone: boolean;
}

/** The fields of each step in screen order: the first one in error is the one to focus. */
export const stepFields: Record<WizardStep, readonly WizardFieldPath[]> = {
  address: addressFields.map((field) => `address.${field}` as const),
  phone: ['phone'],
  email: ['email'],
  gender: ['gender'],
  insurance: ['insurance.hasInsurance', ...insuranceSets.flatMap((set) => insuranceFields.map((field) => `insurance.${set}.${field}` as const))],
};

const isBlank = (value: string) => value.trim() === '';

/** Drops the fields without an error, so an empty object means "valid". */
function compact(errors: Record<string, ValidationKey | null>): WizardErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key !== null)) as WizardErrors;
}

export type AddressErrors = Partial<Record<AddressField, ValidationKey>>;

/**
 * The address rules of the wizard (access-and-identity §5), also used by the shipping address
 * update (prescription-experience §2), so one address is checked one way everywhere.
 */
export function validateAddress(address: AddressForm): AddressErrors {
  return compact({
    address1: isBlank(address.address1) ? 'address1Required' : null,
    // address2 is optional (§5).
    city: isBlank(address.city) ? 'cityRequired' : null,
    // A select of the listed states: a value it does not list counts as none chosen.
    state: usStateCode(address.state) === '' ? 'stateRequired' : null,
    zip: validatePostalCode(address.zip, { required: 'wizardZipRequired' }),
  }) as AddressErrors;
}

function addressErrors({ address }: WizardForm): WizardErrors {
  return Object.fromEntries(Object.entries(validateAddress(address)).map(([field, key]) => [`address.${field}`, key])) as WizardErrors;
}

function insuranceErrors({ insurance }: WizardForm): WizardErrors {
  const card = Object.entries(insuranceCardErrors(insurance)).map(([field, key]) => [`insurance.${field}`, key]);
  // "hasInsurance is required" (§5); the spec gives it no text of its own, so one naming the question.
  return compact({ 'insurance.hasInsurance': insurance.hasInsurance === null ? 'insuranceAnswerRequired' : null, ...Object.fromEntries(card) });
}

export function validateWizardStep(step: WizardStep, form: WizardForm, { usOnlyPhone }: WizardValidationOptions): WizardErrors {
  switch (step) {
    case 'address':
      return addressErrors(form);
    case 'phone':
      return compact({ phone: validatePhone(form.phone, { required: 'wizardPhoneRequired', usOnly: usOnlyPhone }) });
    case 'email':
      return compact({ email: validateEmail(form.email, { required: 'wizardEmailRequired' }) });
    case 'gender':
      return compact({ gender: form.gender === '' ? 'genderRequired' : null });
    case 'insurance':
      return insuranceErrors(form);
    default:
      return step satisfies never;
  }
}

/** The field a screen focuses after a failed Next: the first in screen order with an error. */
export function firstFieldInError(step: WizardStep, errors: WizardErrors): WizardFieldPath | null {
  return stepFields[step].find((field) => errors[field] !== undefined) ?? null;
}

/** The first step of `steps` that does not pass, with its errors; null when every step passes. */
export function firstInvalidStep(
  steps: readonly WizardStep[],
  form: WizardForm,
  options: WizardValidationOptions,
): { step: WizardStep; errors: WizardErrors } | null {
  for (const step of steps) {
    const errors = validateWizardStep(step, form, options);
    if (Object.keys(errors).length > 0) return { step, errors };
  }
  return null;
}
