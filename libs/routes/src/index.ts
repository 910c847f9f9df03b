/**
 * Every page's address, as access-and-identity §2 and prescription-experience §2 name them: the
 * one place a path is written. The route table (apps/portal/src/routeTable.ts) registers these
 * (its test holds the two together), and the machines, features and build lead to them by name.
 * A `:name` segment is a parameter; the functions below fill it.
 */
export const routes = {
  landing: '/',
  login: '/login',
  loginError: '/login-error',
  verification: '/verification',
  logout: '/logout',
  profileError: '/profile-error',
  onboarding: '/onboarding',
  prescriptions: '/prescriptions',
  pharmacy: '/pharmacy/:prescriptionId',
  pharmacyInstructions: '/pharmacy-instructions/:pharmacy',
  profile: '/profile',
  contactUs: '/contact-us',
  payment: '/payment',
  fillHistory: '/fill-history',
  updateShippingAddress: '/update-shipping-address',
  privacyPolicy: '/privacy-policy',
  hipaaPractices: '/hipaa-practices',
  termsOfUse: '/terms-of-use',
  missingInformationStart: '/missing-information-start',
  missingInformationAddress: '/missing-information-address',
  missingInformationPhone: '/missing-information-phone',
  missingInformationEmail: '/missing-information-email',
  missingInformationInsurance: '/missing-information-insurance',
  missingInformationGender: '/missing-information-gender',
  missingInformationReview: '/missing-information-review',
  missingInformationSuccess: '/missing-information-success',
  missingInformationInterim: '/missing-information-interim',
} as const;

/** The pharmacy page of one prescription (its id, never the drug: docs/decisions/0052). */
export function pharmacyPath(prescriptionId: string): string {
  return routes.pharmacy.replace(':prescriptionId', encodeURIComponent(prescriptionId));
}

/** What follows the choice of a pharmacy, named as the patient's profile spells it. */
export function pharmacyInstructionsPath(pharmacy: string): string {
  return routes.pharmacyInstructions.replace(':pharmacy', encodeURIComponent(pharmacy));
}
