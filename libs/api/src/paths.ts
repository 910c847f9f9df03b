// A lone UTF-16 surrogate: half of a pair, without the other half.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * An id from the server as one URL component. encodeURIComponent throws a URIError on a lone
 * surrogate, which a server string may hold: it becomes U+FFFD, as a browser's URL parser would
 * make it, so building a call's path never throws (the client promises a result, not an exception).
 */
export function encodeId(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));
}

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
  pharmacies: (referralRecordId: string) => `/api/pwa/exp/v1/prescriptions/${encodeId(referralRecordId)}/pharmacies`,
  prescriptions: '/api/pwa/exp/v1/prescriptions',
  address: '/api/pwa/exp/v1/patient/address',
  consentPreferences: '/api/pwa/exp/v1/patient/consentPreferences',
  pay: (rxPaymentId: string) => `/api/pwa/exp/v1/payments/${encodeId(rxPaymentId)}/pay`,
  fillHistory: (intakeCaseId: string) => `/api/pwa/exp/v1/fetchFillHistory?intakeCaseId=${encodeId(intakeCaseId)}`,
} as const;
