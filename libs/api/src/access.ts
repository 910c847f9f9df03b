/**
 * The access calls of access-and-identity §7, each parsed with zod at the boundary, and what the
 * tokens they give say of their own expiry. Every call takes the client and returns an ApiResult:
 * nothing here throws.
 */
import { z } from './zod.ts';
import { GENERIC_FETCH_ERROR, type ApiClient, type ApiError, type ApiResult } from './client.ts';
import { paths } from './paths.ts';
import { emptyResponseSchema } from './schemas.ts';

export type SignInChannel = 'sms' | 'email';

/**
 * spec §7 verifySignIn: "accessToken, isPWARegistered, hubPatient, isMultiplePatientProfileExists".
 * Sign-in routes by every one of them (§4), so none defaults: a missing multiple-profile flag must
 * not read as "one profile".
 */
export const verifySignInResponseSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  isPWARegistered: z.boolean(),
  hubPatient: z.boolean(),
  isMultiplePatientProfileExists: z.boolean(),
});
export type VerifySignInResponse = z.output<typeof verifySignInResponseSchema>;

/** spec §7 registration: "isPWARegistered, hubPatient". */
export const registrationResponseSchema = z.object({
  isPWARegistered: z.boolean(),
  hubPatient: z.boolean(),
});
export type RegistrationResponse = z.output<typeof registrationResponseSchema>;

/** spec §7 GET accesstoken: "accessToken replaces the stored token". */
export const accessTokenResponseSchema = z.object({ accessToken: z.string().check(z.minLength(1)) });
export type AccessTokenResponse = z.output<typeof accessTokenResponseSchema>;

/** spec §5: the sign-in phone is sent as +1 followed by digits only. */
export function signInPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return `+1${national}`;
}

export function sendCode(client: ApiClient, channel: SignInChannel, address: string): Promise<ApiResult<unknown>> {
  return channel === 'sms'
    ? client.request({ method: 'POST', path: paths.sendSmsOtp, schema: emptyResponseSchema, body: { phoneNumber: signInPhone(address) } })
    : client.request({ method: 'POST', path: paths.sendEmailOtp, schema: emptyResponseSchema, body: { email: address.trim() } });
}

export function verifyCode(
  client: ApiClient,
  channel: SignInChannel,
  address: string,
  code: string,
): Promise<ApiResult<VerifySignInResponse>> {
  return channel === 'sms'
    ? client.request({
        method: 'POST',
        path: paths.verifySignInPhone,
        schema: verifySignInResponseSchema,
        body: { phoneNumber: signInPhone(address), code, isTokenRequired: 'Yes' },
      })
    : client.request({
        method: 'POST',
        path: paths.verifySignInEmail,
        schema: verifySignInResponseSchema,
        body: { email: address.trim(), code, isTokenRequired: 'Yes' },
      });
}

/**
 * The statuses with which a verify answer turns the code itself down: the request was read and its
 * code refused (400), gone stale (410) or not accepted (422). Not 401/403 (an answer about access
 * to the API, from it or a gateway: the verify call carries no token), 404/405 (no such call), 408,
 * 429 (the maximum-attempts message, §8) or 5xx: those say the code could not be checked.
 */
const CODE_REFUSAL_STATUSES: ReadonlySet<number> = new Set([400, 410, 422]);

/**
 * The server answered that the code is wrong (a refusal), as against a failure to check it at all (a
 * fault: a 5xx, no answer, a timeout, an unreadable answer). §8 words both "That code wasn't quite
 * right", but only a refused code is worth typing again: a code that met a fault may be the right
 * one. A refusal carries the server's own error text (spec §7: "errorDescription on error"), so an
 * empty 400 from something in between is not taken for the server's verdict.
 */
export function isCodeRefusal(error: ApiError): boolean {
  return error.kind === 'http' && CODE_REFUSAL_STATUSES.has(error.status) && error.message !== GENERIC_FETCH_ERROR;
}

export function renewToken(client: ApiClient, token: string): Promise<ApiResult<AccessTokenResponse>> {
  return client.request({ path: paths.accessToken, schema: accessTokenResponseSchema, token });
}

/**
 * Retires the token on the server (optional in the contract, paths.revokeToken): POST, the token in
 * `jwttoken`, no body. 200: retired; 401: it was no longer valid (the same outcome, and not an end of
 * the session: `retiresToken`); 404: the programme's API has no such call. Not `keepalive`: Logout
 * waits for its answer before it loads /logout (MenuPanel.tsx), and a keepalive call made Firefox
 * fail the loads of the next page.
 */
export function revokeToken(client: ApiClient, token: string): Promise<ApiResult<unknown>> {
  return client.request({ method: 'POST', path: paths.revokeToken, schema: emptyResponseSchema, token, retiresToken: true });
}

export interface RegistrationPayload {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dob: string;
  zipcode: string;
  /** Ten digits: a leading 1 of an 11-digit phone is dropped (spec §5). */
  mobilePhone: string;
  email: string;
  TCPAConsent: boolean;
  MarketingConsent: boolean;
  HIPAAConsent: boolean;
  hubPatient: 1;
}

export function register(client: ApiClient, token: string, payload: RegistrationPayload): Promise<ApiResult<RegistrationResponse>> {
  return client.request({ method: 'POST', path: paths.registration, schema: registrationResponseSchema, token, body: payload });
}

/**
 * The lifetime the portal assumes for a token whose expiry it cannot read (no JWT `exp`). It is
 * the portal's own choice, not a spec constant: the shortest lifetime the spec names (the mock's,
 * 240 s), so that the 60-second check asks for a renewal in time rather than too late. The server
 * stays the judge of every call; a token that ends sooner gets its 401 and the session ends.
 */
export const ASSUMED_TOKEN_LIFETIME_MS = 240_000;

/** The largest time a Date can hold (ECMAScript: ±8.64e15 ms around the epoch). */
const MAX_DATE_MS = 8.64e15;

/**
 * Reads the expiry of an access token. Tokens are JWTs: the payload's `exp` (seconds since the
 * epoch) says when it expires. The portal never trusts the token for anything else; the server
 * checks it. Returns null when the token carries no readable expiry.
 */
export function readTokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='))) as { exp?: unknown };
    if (typeof json.exp !== 'number') return null;
    // A finite `exp` can still overflow to ±Infinity once in milliseconds, or fall outside what a
    // Date can hold: neither is a readable expiry.
    const expiresAt = json.exp * 1000;
    return Number.isFinite(expiresAt) && Math.abs(expiresAt) <= MAX_DATE_MS ? expiresAt : null;
  } catch {
    return null;
  }
}

/** When a token issued at `issuedAt` expires: its own `exp`, or ASSUMED_TOKEN_LIFETIME_MS later. */
export function tokenExpiry(token: string, issuedAt: number): number {
  return readTokenExpiry(token) ?? issuedAt + ASSUMED_TOKEN_LIFETIME_MS;
}
