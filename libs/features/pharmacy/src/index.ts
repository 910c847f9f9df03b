/** The pharmacy choice and what follows it (prescription-experience §2 My Pharmacy, Pharmacy instructions; §4; §7). */
export { PharmacyPage, PharmacyView, type PharmacyViewProps, type PharmacyViewState, type PharmacyDrug } from './PharmacyPage.tsx';
export { PharmacyInstructionsPage, PharmacyInstructionsView } from './PharmacyInstructionsPage.tsx';
