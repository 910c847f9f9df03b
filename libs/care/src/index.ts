export { currentStep, isSavingsEligible, mentionsSpecialtyPharmacy, NDC_DIGITS, normaliseNdc, showsPaymentBanner, showsPharmacySetup, toClientPrescription, type ClientPrescription, type PaymentInfo, type TimelineCopy, type TimelineItem, type TimelineStep } from './prescriptions.ts';
export { toClientPatientData, shippingAddressOf, type ClientPatientData, type ClientAddress } from './patient.ts';
export { toProfileSummary } from './profileSummary.ts';
export { paidPrescription, isRedirectMode, isAllowedCheckoutUrl, checkoutUrlForLog, isPaymentSettled, type CheckoutAllowlist } from './payment.ts';
export { currentPharmacyOf, isDrugAddress, pharmaciesRequestFor, pharmacyInstructionsKindOf, pharmacySetupFor, pharmacySetupForDrug, pharmacyUpdateFor, type PharmacyInstructionsKind } from './pharmacy.ts';
export { fillHistoryQueryFor, toFillEntries, type FillEntry } from './fillHistory.ts';
export { serverLinkOf } from './links.ts';
