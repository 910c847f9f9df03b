import type { Copy } from '@portal/program-config';
import type { InsuranceSet, WizardFieldPath, WizardStep } from '@portal/validation';

/** The DOM id of a field, from its place in the form: the machine names the field to focus. */
export const fieldId = (path: WizardFieldPath) => `missing-information-${path.replace(/\./g, '-')}`;

/**
 * Focuses a field after a failed Next: the control itself, or for a group (the yes/no question,
 * a card photo) its chosen option or first control.
 */
export function focusField(path: WizardFieldPath): void {
  const element = document.getElementById(fieldId(path));
  if (!element) return;
  const target = element.matches('input, select, textarea, button')
    ? element
    : (element.querySelector<HTMLElement>('input:checked') ?? element.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), select, button'));
  target?.focus();
}

type WizardCopy = Copy['missingInformation'];

/** The title of each step (also the page title) and its line on the start page. */
export const stepTitle = (copy: Copy, step: WizardStep): string =>
  ({
    address: copy.pages.missingInformationAddress,
    phone: copy.pages.missingInformationPhone,
    email: copy.pages.missingInformationEmail,
    gender: copy.pages.missingInformationGender,
    insurance: copy.pages.missingInformationInsurance,
  })[step];

export const stepSummary = (text: WizardCopy, step: WizardStep): string =>
  ({ address: text.stepAddress, phone: text.stepPhone, email: text.stepEmail, gender: text.stepGender, insurance: text.stepInsurance })[step];

export const setTitle = (text: WizardCopy, set: InsuranceSet) => (set === 'primary' ? text.primaryInsurance : text.secondaryInsurance);

export const cardSideLabel = (text: WizardCopy, set: InsuranceSet, side: 'frontImage' | 'backImage') =>
  set === 'primary' ? (side === 'frontImage' ? text.primaryFront : text.primaryBack) : side === 'frontImage' ? text.secondaryFront : text.secondaryBack;

