/** Every call of both specs (access-and-identity §7, prescription-experience §7), named once. */
export const paths = {
  sendSmsOtp: '/api/auth/services/exp/v1/sms/otp/send',
  sendEmailOtp: '/api/auth/services/exp/v1/email/otp/send',
  verifySignInPhone: '/api/pwa/exp/v1/patient/verifySignIn/phone',
  verifySignInEmail: '/api/pwa/exp/v1/patient/verifySignIn/email',
  accessToken: '/api/auth/services/exp/v1/accesstoken',
  registration: '/api/pwa/exp/v1/pca/patient/registration',
  profile: '/api/pwa/exp/v1/patient/profile',
  missingInformation: '/api/pwa/exp/v1/patient/missingInformation',
  pharmacies: (referralRecordId: string) => `/api/pwa/exp/v1/prescriptions/${encodeURIComponent(referralRecordId)}/pharmacies`,
  prescriptions: '/api/pwa/exp/v1/prescriptions',
  address: '/api/pwa/exp/v1/patient/address',
  consentPreferences: '/api/pwa/exp/v1/patient/consentPreferences',
  pay: (rxPaymentId: string) => `/api/pwa/exp/v1/payments/${encodeURIComponent(rxPaymentId)}/pay`,
  fillHistory: (intakeCaseId: string) => `/api/pwa/exp/v1/fetchFillHistory?intakeCaseId=${encodeURIComponent(intakeCaseId)}`,
} as const;
