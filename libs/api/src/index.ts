export { createApiClient, describeApiError, MAX_GET_TRIES, type ApiClient, type ApiError, type ApiResult } from './client.ts';
export { paths } from './paths.ts';
export { serverLinkOf } from './links.ts';

export { sendCode, verifyCode, isCodeRefusal, renewToken, revokeToken, register, type SignInChannel, type VerifySignInResponse } from './access.ts';
export { MOCK_TOKEN_LIFETIME_MS, readTokenExpiry } from './token.ts';
export { fetchProfile, toProfileSummary, patientProfileResponseSchema, missingInformationSchema, type PatientProfileResponse, type MissingInformation } from './profile.ts';
export { currentStep, isSavingsEligible, mentionsSpecialtyPharmacy, NDC_DIGITS, normaliseNdc, showsPaymentBanner, showsPharmacySetup, toClientPrescription, type ClientPrescription, type PaymentInfo, type PossiblePharmacy, type TimelineCopy, type TimelineItem, type TimelineStep } from './prescriptions.ts';
export { toClientPatientData, shippingAddressOf, type ClientPatientData, type ClientAddress } from './patient.ts';
export { submitMissingInformation } from './missingInformation.ts';
export { SHIPPING_COUNTRY, toAddressUpdatePayload, updateConsentPreferences, updateShippingAddress, type CommunicationPreferences } from './patientUpdates.ts';
export { paidPrescription, paymentPagePath, PAYMENT_QUERY, isRedirectMode, createPaySession, isAllowedCheckoutUrl, checkoutUrlForLog, isPaymentSettled, type PayRequest, type PayResponse, type CheckoutAllowlist } from './payment.ts';
export { currentPharmacyOf, fetchPharmacies, isDrugAddress, pharmaciesRequestFor, pharmacyInstructionsKindOf, pharmacyPathOf, pharmacySetupFor, pharmacySetupForDrug, pharmacyUpdateFor, updatePharmacy, type PharmaciesRequest, type PharmacyInstructionsKind } from './pharmacy.ts';
export { fetchFillHistory, fillHistoryQueryFor, fillHistoryResponseSchema, toFillEntries, type FillEntry } from './fillHistory.ts';
