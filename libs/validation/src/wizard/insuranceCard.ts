/**
 * The insurance card rule. spec: access-and-identity §5 "Insurance card rule".
 *
 * A set (primary, or secondary when added) is complete by both card images OR by all nine text
 * fields. Nothing is asked of a complete set; an incomplete one gets a message for each empty
 * field, which is exactly "a missing image only if the text fields are not all complete, a missing
 * text field only if the images are not both present". Nothing at all when the patient has no
 * insurance, and nothing of the secondary unless one was added.
 */
import type { ValidationKey } from '../keys.ts';
import { cardSides, insuranceFields, insuranceTextFields, type InsuranceDetails, type InsuranceField, type InsuranceForm, type InsuranceSet } from './form.ts';

export const insuranceFieldKeys = {
  frontImage: 'insuranceFrontRequired',
  backImage: 'insuranceBackRequired',
  insuranceProvider: 'insuranceProviderRequired',
  healthPlanName: 'healthPlanRequired',
  idNumber: 'idNumberRequired',
  typeOfCoverage: 'benefitTypeRequired',
  relationshipToPolicyholder: 'relationshipRequired',
  employerName: 'employerNameRequired',
  groupNumber: 'groupNumberRequired',
  BIN: 'binRequired',
  PCN: 'pcnRequired',
} as const satisfies Record<InsuranceField, ValidationKey>;

export type InsuranceFieldKey = (typeof insuranceFieldKeys)[InsuranceField];
export type InsuranceCardErrors = Partial<Record<`${InsuranceSet}.${InsuranceField}`, InsuranceFieldKey>>;

const isFilled = (value: string) => value.trim() !== '';

function hasBothCardImages(details: InsuranceDetails): boolean {
  return cardSides.every((side) => isFilled(details[side]));
}

function hasAllInsuranceText(details: InsuranceDetails): boolean {
  return insuranceTextFields.every((field) => isFilled(details[field]));
}

export function isInsuranceSetComplete(details: InsuranceDetails): boolean {
  return hasBothCardImages(details) || hasAllInsuranceText(details);
}

/** The sets the rule applies to: none without insurance, the secondary only when added. */
export function insuranceSetsInUse(insurance: Pick<InsuranceForm, 'hasInsurance' | 'hasSecondaryInsurance'>): InsuranceSet[] {
  if (insurance.hasInsurance !== true) return [];
  return insurance.hasSecondaryInsurance ? ['primary', 'secondary'] : ['primary'];
}

export function insuranceCardErrors(insurance: InsuranceForm): InsuranceCardErrors {
  const errors: InsuranceCardErrors = {};
  for (const set of insuranceSetsInUse(insurance)) {
    const details = insurance[set];
    if (isInsuranceSetComplete(details)) continue;
    for (const field of insuranceFields) {
      if (!isFilled(details[field])) errors[`${set}.${field}`] = insuranceFieldKeys[field];
    }
  }
  return errors;
}
