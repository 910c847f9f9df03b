/**
 * Every page's address, as access-and-identity §2 and prescription-experience §2 name them. The
 * machines and features lead to a page by its name here. The app's route table, in the landing
 * page's first script, writes the addresses out once more, as literals: this table of names beside
 * it would cost that script about 0.2 KB gzip its budget does not have (decision 0007), and
 * `routes.test.tsx` holds the two equal, each address registered once. A `:name` segment is a
 * parameter; the functions of addresses.ts fill it.
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
  languageAssistance: '/language-assistance',
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
