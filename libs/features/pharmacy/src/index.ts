/** The pharmacy choice and what follows it (prescription-experience §2 My Pharmacy, Pharmacy instructions; §4; §7). */
export { PharmacyPage } from './PharmacyPage.tsx';
export { PharmacyInstructionsPage } from './PharmacyInstructionsPage.tsx';
