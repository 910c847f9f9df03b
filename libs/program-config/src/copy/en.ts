/**
 * Every patient-facing string of the portal, in English, as the specs write them. A programme's
 * `copy.en.json` may override any of these (and only these) keys. Placeholders in braces are filled
 * by `formatCopy`: {programName}, {programPhone}, {programHours}, {medicalInformationPhone},
 * {serviceProvider}, {year}, {host}, {name}.
 */
export const baseCopy = {
  common: {
    loading: 'LOADING',
    home: 'Home',
    close: 'Close',
    continue: 'Continue',
    skipToContent: 'Skip to main content',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    logoAlt: '{programName} home',
    pending: 'Please wait',
  },
  landing: {
    title: 'Welcome',
    welcome: 'Welcome to {programName}',
    intro: 'Follow your prescription, choose your pharmacy and pay in one place.',
    verifyPrompt: 'To get started, complete a quick verification.',
    enter: 'ENTER',
    disclaimersLabel: 'Important information',
    disclaimerAdverseEvents:
      'This service is not intended for reporting adverse events or product complaints.',
    disclaimerMedicalInformation:
      'To report an adverse event or a product complaint, or for medical information, please call {medicalInformationPhone}.',
  },
  footer: {
    hipaaPractices: 'HIPAA Practices',
    privacyPolicy: 'Privacy Policy',
    termsOfUse: 'Terms of Use',
    copyright: '© {year} {serviceProvider}. All rights reserved.',
    navLabel: 'Legal',
  },
  notFound: {
    title: 'Page not found',
    body: 'We could not find the page you requested. Please check your link and try again.',
    home: 'Home',
  },
  routerError: {
    title: 'Unexpected Application Error!',
  },
  failure: {
    title: 'Something went wrong...',
    body: 'Something went wrong on our end. Please try again later.',
    reload: 'Reload site',
  },
  placeholder: {
    body: 'This page is on its way. Please check back soon.',
  },
  pages: {
    login: 'Verify your account',
    loginError: 'We could not sign you in',
    profileError: 'We could not load your profile',
    verification: 'Verify Profile',
    logout: 'Signing out',
    onboarding: 'Welcome',
    prescriptions: 'My Prescriptions',
    profile: 'Profile',
    contactUs: 'Contact Us',
    pharmacy: 'My Pharmacy',
    pharmacyInstructions: 'My Pharmacy',
    payment: 'Payment',
    fillHistory: 'Fill History',
    updateShippingAddress: 'Update Shipping Address',
    privacyPolicy: 'Privacy Policy',
    hipaaPractices: 'HIPAA Practices',
    termsOfUse: 'Terms of Use',
    missingInformationStart: 'We need a few more details',
    missingInformationAddress: 'Address',
    missingInformationPhone: 'Mobile phone',
    missingInformationEmail: 'E-mail',
    missingInformationInsurance: 'Insurance',
    missingInformationGender: 'Gender',
    missingInformationReview: 'Review your details',
    missingInformationSuccess: 'Thank you',
    missingInformationInterim: 'We are reviewing your details',
  },
  errors: {
    fetchData: 'An error occurred while fetching data',
    timeout: 'The server took too long to answer. Please check your connection and try again.',
    network: 'We could not reach the server. Please check your connection and try again.',
    invalidResponse: 'We received an answer we could not read. Please try again in a few minutes.',
    profileFetch: 'An error occurred fetching your profile.  Please try again in a few minutes.',
    sessionExpired:
      'Your login session has expired due to inactivity. Please generate a new OTP and log in again.',
    tokenRenewal: 'An error occurred while renewing your access token',
  },
  leaveSite: {
    title: 'You are leaving {host}',
    body: "You're about to exit this site. Do you wish to continue?",
    continue: 'Continue',
  },
  globalMessage: {
    dismiss: 'Dismiss message',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The full copy of one programme: the base strings with the programme's overrides applied. */
export type Copy = Widen<typeof baseCopy>;
