import type { PharmacyInfoContent } from './PharmacyInfo.tsx';

/** Example content for stories and tests (the portal's real strings live in the programme copy). */
export const healthDyneExample: PharmacyInfoContent = {
  header: 'HealthDyne Specialty Pharmacy',
  brief: 'A specialty pharmacy that ships your medication to your door.',
  sections: [
    { title: 'Delivery', body: 'Most medications arrive in 1-4 days, with free shipping.' },
    { title: 'Pharmacist support', body: 'Pharmacists are available 24/7 to answer your questions.' },
    { title: 'Payment', body: 'Your program savings are applied before you pay.' },
  ],
};
