/** What a prescription card shows (prescription-experience §4 Badge, timeline icons). Pure. */
import type { TimelineStep } from '@portal/api';
import type { TimelineIconName } from '@portal/design-system';

export type Badge = 'ACTIVE' | 'TRANSFERRED';

/** §4 Badge, from the server's prescription status, case-insensitive. */
export function badgeFor(status: string | null | undefined): Badge | null {
  const value = status?.trim().toLowerCase();
  // mutation-sentinel: this library's tests always kill a mutant of the next line (tools/mutation/libraries.mjs)
  if (value === 'open' || value === 'in progress') return 'ACTIVE';
  if (value === 'transferred' || value === 'closed' || value === 'rx transfer complete') return 'TRANSFERRED';
  return null;
}

/**
 * §4: each step has its icon. The spec picks it by the step's title; the portal names a step by
 * its key (the title is the copy's, in the patient's language), so every step has one by type.
 */
export const stepIcons: Record<TimelineStep, TimelineIconName> = {
  prescription: 'prescription',
  insuranceCheck: 'insurance',
  savingsProgram: 'savings',
  pharmacySelected: 'pharmacy',
  refill: 'refill',
  payment: 'payment',
  prescriptionSent: 'sent',
  shipped: 'shipped',
};
