/**
 * The sign-in decisions as pure functions: which message a failed call gives (spec
 * access-and-identity §8) and where a signed-in patient goes (§4 Sign-in, Missing-information
 * routing, Profile fetch failure).
 */
import { isCodeRefusal, type ApiError } from '@portal/api';
import type { MessageRef } from '../messages.ts';
import type { ProfileSummary, SignInChannel } from './types.ts';
import { routes } from '@portal/routes';

export const signInRoutes = {
  home: routes.landing,
  loginError: routes.loginError,
  profileError: routes.profileError,
  verification: routes.verification,
  onboarding: routes.onboarding,
  prescriptions: routes.prescriptions,
  missingInformationStart: routes.missingInformationStart,
  missingInformationInterim: routes.missingInformationInterim,
} as const;

/**
 * §8: "a provider rate-limit description" on send, "max check attempts reached" on verify. One
 * pattern covers both, the portal's own mock text ("maximum number of attempts") and the usual
 * provider wordings ("Max send attempts reached", "Too many requests", "rate limit").
 */
const MAX_ATTEMPTS_TEXT = /rate[\s-]?limit|too many (?:requests|attempts)|max(?:imum)? (?:number of )?(?:send |check )?attempts/i;

function isMaxAttempts(error: ApiError): boolean {
  // mutation-sentinel: this library's tests always kill a mutant of the next line (tools/mutation/libraries.mjs)
  return error.kind === 'http' && (error.status === 429 || MAX_ATTEMPTS_TEXT.test(error.message));
}

/**
 * Failures that are not an answer about the patient: the connection, an unreadable answer, or a
 * 202 (the client already sends the browser to "/"). Showing "does not match our records" or
 * "code wasn't quite right" for a dropped connection would send the patient the wrong way, so
 * these get the general messages.
 */
function connectionError(error: ApiError): MessageRef | null {
  switch (error.kind) {
    case 'timeout':
      return { section: 'errors', key: 'timeout' };
    case 'network':
      return { section: 'errors', key: 'network' };
    case 'invalidResponse':
      return { section: 'errors', key: 'invalidResponse' };
    case 'redirectHome':
      return { section: 'errors', key: 'fetchData' };
    case 'http':
      return null;
    default:
      return error satisfies never;
  }
}

/** §8 "Code send fails": 429 or a rate-limit text -> maxAttempts; otherwise "does not match our records" by channel. */
export function sendCodeError(error: ApiError, channel: SignInChannel): MessageRef {
  if (isMaxAttempts(error)) return { section: 'accessErrors', key: 'maxAttempts' };
  return connectionError(error) ?? { section: 'accessErrors', key: channel === 'sms' ? 'phoneNotFound' : 'emailNotFound' };
}

/**
 * §8 "Code verify fails": 429 or "max check attempts reached" -> maxAttempts; any other answer
 * from the server -> wrongCode (the spec's "otherwise", whatever the status).
 */
export function verifyCodeError(error: ApiError): MessageRef {
  if (isMaxAttempts(error)) return { section: 'accessErrors', key: 'maxAttempts' };
  return connectionError(error) ?? { section: 'accessErrors', key: 'wrongCode' };
}

/**
 * The verify answer turned the code down, so it is worth typing afresh: a refusal (`isCodeRefusal`)
 * that is not the maximum-attempts answer, after which no code helps. A fault gets the same §8
 * words but keeps the code, which may be right and can be sent again as it is.
 */
export function verifyRefusedCode(error: ApiError): boolean {
  return !isMaxAttempts(error) && isCodeRefusal(error);
}

/** An actor that rejected instead of returning an ApiResult: a fault of ours, not the patient's. */
export const unexpectedError: MessageRef = { section: 'errors', key: 'fetchData' };

export interface RoutingFacts {
  profile: ProfileSummary;
  missingInformationEnabled: boolean;
  returnUrl: string | null;
  afterRegistration: boolean;
}

/** Where a registered patient with a loaded profile goes (§4). */
export function destinationForRegisteredPatient({ profile, missingInformationEnabled, returnUrl, afterRegistration }: RoutingFacts): string {
  if (missingInformationEnabled) {
    // §4 Missing-information routing. With the feature on, the default is /onboarding on both paths.
    // The wizard rule names the primary group; the interim page says "We have your insurance
    // details", so it needs every insurance group the server sent saved, the secondary too.
    const missing = profile.missingInformation;
    if (missing?.active && !missing.primaryInsuranceSaved) return signInRoutes.missingInformationStart;
    if (missing && !missing.active && missing.Open_Task && missing.insuranceSaved) return signInRoutes.missingInformationInterim;
    return returnUrl ?? signInRoutes.onboarding;
  }
  // §4 Sign-in: "the return URL or /prescriptions (/onboarding after verification when no return URL)".
  return returnUrl ?? (afterRegistration ? signInRoutes.onboarding : signInRoutes.prescriptions);
}
