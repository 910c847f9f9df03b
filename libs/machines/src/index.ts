export { safeReturnPath } from './returnPath.ts';

export { signInMachine, signInDestination } from './signIn/signIn.machine.ts';
export { destinationForRegisteredPatient } from './signIn/rules.ts';

export { tokenLifecycleMachine, TOKEN_CHECK_INTERVAL_MS, RENEW_WINDOW_MS, INTERACTION_WINDOW_MS } from './tokenLifecycle/tokenLifecycle.machine.ts';
export type { TokenLifecycleActorRef } from './tokenLifecycle/tokenLifecycle.machine.ts';

export { wizardMachine, wizardRoutes, wizardPlace, wizardPlaceOfPath, wizardProgress, type WizardSnapshot } from './wizard/wizard.machine.ts';
export type { SubmitMissingInformationInput, SubmitMissingInformationResult, WizardEvent, WizardPlace } from './wizard/types.ts';

export { paymentReturnMachine, PAYMENT_RETURN_MAX_ATTEMPTS, PAYMENT_RETURN_POLL_INTERVAL_MS } from './paymentReturn/paymentReturn.machine.ts';
export { paymentReturnOutcomeOf } from './paymentReturn/address.ts';
export type { PaymentReturnOutcome, PaymentReturnResult } from './paymentReturn/types.ts';

export { startPaySession } from './paySession/paySession.machine.ts';
export { forgetAllIdempotencyKeys, paymentsUnderWay, PAYMENT_KEY_PREFIX } from './paySession/keys.ts';
export { sessionMachine, sessionChild, SESSION_ROOT_ID, type SessionActorId, type SessionRoot } from './session/session.machine.ts';
