/**
 * Every page's address, as access-and-identity §2 and prescription-experience §2 name them. The
 * machines and features lead to a page by its name here. The app's route table, in the landing
 * page's first script, writes the addresses out once more, as literals: this table of names beside
 * it would cost that script about 0.2 KB gzip its budget does not have (decision 0007), and
 * `routes.test.tsx` holds the two equal, each address registered once. A `:name` segment is a
 * parameter; the functions below fill it.
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

/** What follows the choice of a pharmacy, named as the patient's profile spells it. */
export function pharmacyInstructionsPath(pharmacy: string): string {
  return routes.pharmacyInstructions.replace(':pharmacy', encodeURIComponent(pharmacy));
}

/**
 * The pharmacy page of a prescription, named by the server's prescriptionId (the card's id), never
 * by its drug: an address is seen by the browser's history, a return URL and whoever looks at the
 * screen (docs/decisions/0052-the-address-and-the-opener-reveal-nothing.md).
 */
export function pharmacyPathOf(prescription: { readonly id: string }): string {
  return routes.pharmacy.replace(':prescriptionId', encodeURIComponent(prescription.id));
}

/** The query of /payment that names the payment a card's button was pressed for (an opaque server id, no personal data). */
export const PAYMENT_QUERY = 'payment';

/** /payment for one payment: what "Pay now" and "Confirm and proceed" on a card lead to. */
export function paymentPagePath(rxPaymentId: string): string {
  // mutation-sentinel: this library's tests always kill a mutant of the next line (tools/mutation/libraries.mjs)
  return `${routes.payment}?${PAYMENT_QUERY}=${encodeURIComponent(rxPaymentId)}`;
}
