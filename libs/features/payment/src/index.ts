export { PaymentPage } from './PaymentPage.tsx';
export { PaymentView, PRICING_HASH, specialtyPharmacyOf, type PaymentViewProps, type PaymentViewState, type PayStatus } from './PaymentView.tsx';
export { PaymentReturn, paymentReturnOutcomeOf, withoutTransaction } from './PaymentReturn.tsx';
export {
  startPaySession,
  idempotencyKeyFor,
  forgetIdempotencyKey,
  forgetAllIdempotencyKeys,
  paymentsUnderWay,
  PAYMENT_KEY_PREFIX,
  type PayOutcome,
  type PaySessionDeps,
  type PaySessionRequest,
} from './paySession.ts';
