import type { ClientPrescription } from '@portal/care';

type Named = Pick<ClientPrescription, 'pharmacy' | 'pharmacyDistributionCenter' | 'possible_pharmacies'>;

const key = (name: string) => name.trim().toLowerCase();

/**
 * The pharmacy /pharmacy-instructions/{pharmacy} names, as the patient's own profile spells it, or
 * null when no prescription of theirs has a pharmacy of that name. The address alone never puts
 * words on the page: anyone can write one, so only a name the server sent is shown.
 */
export function chosenPharmacyName(prescriptions: readonly Named[], address: string): string | null {
  const wanted = key(address);
  if (!wanted) return null;
  for (const prescription of prescriptions) {
    const names = [prescription.pharmacy, prescription.pharmacyDistributionCenter, ...prescription.possible_pharmacies.map((pharmacy) => pharmacy.name)];
    const found = names.find((name): name is string => typeof name === 'string' && key(name) === wanted);
    if (found) return found.trim();
  }
  return null;
}
