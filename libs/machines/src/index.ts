export { safeReturnPath } from './returnPath.ts';

export { signInMachine, signInDestination } from './signIn/signIn.machine.ts';
export { destinationForRegisteredPatient } from './signIn/rules.ts';
export type { ProfileResult } from './signIn/types.ts';

export { tokenLifecycleMachine, MOCK_TOKEN_LIFETIME_MS } from './tokenLifecycle/tokenLifecycle.machine.ts';
export { renewTokenNow, type TokenLifecycleActorRef } from './tokenLifecycle/renewNow.ts';

export { wizardMachine, wizardRoutes, wizardPlace, wizardPlaceOfPath, wizardProgress, type WizardSnapshot } from './wizard/wizard.machine.ts';
export type { SubmitMissingInformationInput, SubmitMissingInformationResult, WizardEvent, WizardPlace } from './wizard/types.ts';

export { paymentReturnMachine } from './paymentReturn/paymentReturn.machine.ts';
export type { CheckPaymentResult, PaymentReturnOutcome, PaymentReturnResult } from './paymentReturn/types.ts';
