import { describe, expect, it } from 'vitest';
import { chosenPharmacyName } from './chosenPharmacy.ts';

const prescription = (pharmacy: string | null, possible: string[] = [], center: string | null = null) => ({
  pharmacy,
  pharmacyDistributionCenter: center,
  possible_pharmacies: possible.map((name, index) => ({ pharmacy_id: `P${index}`, name })),
});

describe('the pharmacy the instructions page names', () => {
  it('is the profile\'s spelling of the pharmacy in the address, compared case-insensitively', () => {
    expect(chosenPharmacyName([prescription('Truepill')], 'truepill')).toBe('Truepill');
    expect(chosenPharmacyName([prescription(null, ['HealthDyne Specialty', 'Amazon Pharmacy'])], 'amazon pharmacy')).toBe('Amazon Pharmacy');
    expect(chosenPharmacyName([prescription(null, [], ' CVS Specialty ')], 'CVS Specialty')).toBe('CVS Specialty');
  });

  it('is found in any of the patient\'s prescriptions', () => {
    expect(chosenPharmacyName([prescription('Truepill'), prescription(null, ['Walgreens'])], 'Walgreens')).toBe('Walgreens');
  });

  it('is nothing for a name none of the patient\'s prescriptions has: an address anyone can write puts no words on the page', () => {
    expect(chosenPharmacyName([prescription('Truepill', ['Amazon Pharmacy'])], 'Call 1-900-555-0199 now')).toBeNull();
    expect(chosenPharmacyName([prescription('Truepill')], 'Truepill Evil')).toBeNull();
    expect(chosenPharmacyName([prescription(null)], '')).toBeNull();
    expect(chosenPharmacyName([prescription('')], ' ')).toBeNull();
    expect(chosenPharmacyName([], 'Truepill')).toBeNull();
  });
});
