export { accessErrorKeys, generalErrorKeys, type AccessErrorKey, type GeneralErrorKey, type MessageRef } from './messages.ts';
export { safeReturnPath } from './returnPath.ts';

export { signInMachine, signInDestination, SIGN_IN_CODE_LENGTH } from './signIn/signIn.machine.ts';
export { destinationForRegisteredPatient, sendCodeError, signInRoutes, verifyCodeError, type RoutingFacts } from './signIn/rules.ts';
export type {
  FetchProfileInput,
  ProfileResult,
  ProfileSummary,
  SendCodeInput,
  SignInChannel,
  SignInContext,
  SignInEmitted,
  SignInEvent,
  SignInInput,
  SignInOutput,
  VerifiedSession,
  VerifyCodeInput,
} from './signIn/types.ts';

export {
  tokenLifecycleMachine,
  TOKEN_CHECK_INTERVAL_MS,
  RENEW_WINDOW_MS,
  INTERACTION_WINDOW_MS,
  MOCK_TOKEN_LIFETIME_MS,
  canRenewToken,
  hasRecentInteraction,
  isTokenExpired,
  isTokenExpiringSoon,
  persistedSession,
} from './tokenLifecycle/tokenLifecycle.machine.ts';
export { renewTokenNow, type RenewNowResult, type TokenLifecycleActorRef } from './tokenLifecycle/renewNow.ts';
export type {
  RenewTokenInput,
  RenewTokenResult,
  TokenLifecycleContext,
  TokenLifecycleEmitted,
  TokenLifecycleEvent,
  TokenLifecycleInput,
  TokenLifecycleOutput,
} from './tokenLifecycle/types.ts';


export { wizardMachine, wizardRoutes, wizardPlace, wizardPlaceOfPath, wizardProgress, resolvePlace, type WizardSnapshot } from './wizard/wizard.machine.ts';
export type {
  SubmitMissingInformationInput,
  SubmitMissingInformationResult,
  WizardContext,
  WizardEvent,
  WizardInput,
  WizardPlace,
} from './wizard/types.ts';

export { paymentReturnMachine, PAYMENT_RETURN_MAX_ATTEMPTS, PAYMENT_RETURN_POLL_INTERVAL_MS } from './paymentReturn/paymentReturn.machine.ts';
export type { CheckPaymentResult, PaymentReturnContext, PaymentReturnInput, PaymentReturnOutcome, PaymentReturnOutput, PaymentReturnResult } from './paymentReturn/types.ts';
