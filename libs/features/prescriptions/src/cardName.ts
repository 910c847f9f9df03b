import { currentStep, type ClientPrescription } from '@portal/care';
import { formatServerDate, type Language } from '@portal/formats';
import type { Copy } from '@portal/program-config';

/**
 * What tells one prescription card from another for a screen-reader user moving between them:
 * the drug, where it stands (the current timeline step, the one the server's status describes,
 * else the last one) and its prescription date. Several cards of the same drug are common.
 */
export function cardName(
  prescription: ClientPrescription,
  drugName: string,
  { template, steps, language }: { template: string; steps: Copy['timeline']['steps']; language: Language },
  fill: (template: string, values: Record<string, string>) => string,
): string {
  const visible = prescription.prescription_timeline.filter((item) => item.visible);
  const current = currentStep(visible) ?? visible.at(-1);
  const parts = { name: drugName, step: current ? steps[current.step] : '', date: formatServerDate(prescription.prescription_date, language) };
  return fill(template, parts);
}
