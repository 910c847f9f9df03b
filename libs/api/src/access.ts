/**
 * The access calls of access-and-identity §7, each parsed with zod at the boundary.
 * Every function takes the client and returns an ApiResult: nothing here throws.
 */
import { z } from 'zod';
import type { ApiClient, ApiResult } from './client.ts';
import { paths } from './paths.ts';

export type SignInChannel = 'sms' | 'email';

const sentSchema = z.unknown();

export const verifySignInResponseSchema = z.object({
  accessToken: z.string().min(1),
  isPWARegistered: z.boolean(),
  hubPatient: z.boolean(),
  isMultiplePatientProfileExists: z.boolean().optional().default(false),
});
export type VerifySignInResponse = z.output<typeof verifySignInResponseSchema>;

export const registrationResponseSchema = z.object({
  isPWARegistered: z.boolean(),
  hubPatient: z.boolean(),
});
export type RegistrationResponse = z.output<typeof registrationResponseSchema>;

export const accessTokenSchema = z.object({ accessToken: z.string().min(1) });

/** spec §5: the sign-in phone is sent as +1 followed by digits only. */
export function signInPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return `+1${national}`;
}

export function sendCode(client: ApiClient, channel: SignInChannel, address: string): Promise<ApiResult<unknown>> {
  return channel === 'sms'
    ? client.request({ method: 'POST', path: paths.sendSmsOtp, schema: sentSchema, body: { phoneNumber: signInPhone(address) } })
    : client.request({ method: 'POST', path: paths.sendEmailOtp, schema: sentSchema, body: { email: address.trim() } });
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

export function renewToken(client: ApiClient, token: string): Promise<ApiResult<{ accessToken: string }>> {
  return client.request({ path: paths.accessToken, schema: accessTokenSchema, token });
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
