/**
 * Which wizard steps a patient sees. spec: access-and-identity §2 "Missing-information wizard".
 */
import type { MissingInfoGroup, MissingInfoType } from './serverPayload.ts';

/**
 * Every step, in the order the wizard shows them. The spec fixes no order; this one follows the
 * infoType order of §3 (address, phone, email, gender, then insurance), which also leaves the
 * longest step, with the card photos, for last.
 */
const wizardSteps = ['address', 'phone', 'email', 'gender', 'insurance'] as const;
export type WizardStep = (typeof wizardSteps)[number];

/** §2: address, phone, email and gender have their own step; both insurance groups share one. */
export const stepOfGroup: Record<MissingInfoType, WizardStep> = {
  address: 'address',
  phone: 'phone',
  email: 'email',
  gender: 'gender',
  primaryInsurance: 'insurance',
  secondaryInsurance: 'insurance',
};

export function isWizardStep(value: unknown): value is WizardStep {
  return (wizardSteps as readonly unknown[]).includes(value);
}

/** §2: "Only a group with at least one required field gets a step." */
export function stepsFor(groups: readonly MissingInfoGroup[]): WizardStep[] {
  const needed = new Set(groups.filter((group) => group.fieldArray.some((field) => field.required)).map((group) => stepOfGroup[group.infoType]));
  return wizardSteps.filter((step) => needed.has(step));
}
