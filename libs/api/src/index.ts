export { createApiClient, describeApiError, MAX_GET_TRIES, type ApiClient, type ApiError, type ApiResult } from './client.ts';
export { paths } from './paths.ts';

export { sendCode, verifyCode, isCodeRefusal, renewToken, revokeToken, register, ASSUMED_TOKEN_LIFETIME_MS, readTokenExpiry, tokenExpiry, type SignInChannel, type VerifySignInResponse } from './access.ts';
export { fetchProfile, patientProfileResponseSchema, missingInformationSchema, type PatientProfileResponse, type MissingInformation, type ServerPrescription } from './profile.ts';
export { submitMissingInformation } from './missingInformation.ts';
export { SHIPPING_COUNTRY, toAddressUpdatePayload, updateConsentPreferences, updateShippingAddress, type CommunicationPreferences } from './patientUpdates.ts';
export { createPaySession, payResponseSchema, type PayRequest, type PayResponse } from './payment.ts';
export { fetchPharmacies, updatePharmacy, type PharmaciesRequest, type PharmacyUpdate, type PossiblePharmacy } from './pharmacy.ts';
export { fetchFillHistory, fillHistoryResponseSchema, type FillHistoryQuery, type FillHistoryResponse } from './fillHistory.ts';
