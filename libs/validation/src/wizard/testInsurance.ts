import type { InsuranceDetails } from './form.ts';

/** One insurance card's text as the wizard's form holds it (the tests' sample card). */
export const sampleCardText = {
  insuranceProvider: 'Acme Health',
  healthPlanName: 'Gold PPO',
  idNumber: 'M-123',
  typeOfCoverage: 'Commercial',
  relationshipToPolicyholder: 'Self',
  employerName: 'Initech',
  groupNumber: 'G-9',
  BIN: '610014',
  PCN: 'PCN1',
} satisfies Partial<InsuranceDetails>;

/**
 * The same card as the server's insurance group holds it (its own key names), with the card's image
 * file names under `<group>-front` and `<group>-back`.
 */
export function sampleCardOnServer(group: 'primaryInsurance' | 'secondaryInsurance', front: string, back: string): Record<string, string> {
  return {
    insuranceProvider: 'Acme Health',
    healthPlanName: 'Gold PPO',
    memberId: 'M-123',
    typeOfCoverage: 'Commercial',
    groupNumber: 'G-9',
    relationshipToPolicyholder: 'Self',
    employerName: 'Initech',
    bin: '610014',
    pcn: 'PCN1',
    [`${group}-front`]: front,
    [`${group}-back`]: back,
  };
}
