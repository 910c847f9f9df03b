/**
 * The request side of the API contract (access-and-identity §7, prescription-experience §7): for
 * every call, its method and path, whether it needs the session token, what its body is and the
 * zod schema of a JSON body. The portal's own request types stay next to each call; this module
 * states what a server accepts, so that the contract sandbox refuses what a real API would
 * (libs/api-mocks/src/sandbox/) and the tests prove the portal's requests fit (contract.test.ts).
 *
 * Not imported by the app (only `@portal/api/contract`): it ships to no browser.
 *
 * Objects are strict: a field the contract does not name is refused, so a request the portal
 * starts sending with a misspelt or invented field fails over real HTTP, not in production.
 */
import { paths } from './paths.ts';
import { missingInformationSchema } from './profile.ts';
import { z } from './zod.ts';

export type ContractMethod = 'GET' | 'POST' | 'PUT' | 'PATCH';

export type ContractBody =
  /** No body (a GET). */
  | { kind: 'none' }
  /** `application/json` matching the schema. */
  | { kind: 'json'; schema: z.core.$ZodType }
  /** `multipart/form-data`: these text parts, each required, and at most these file parts. */
  | { kind: 'multipart'; text: readonly string[]; files: readonly string[]; json: Record<string, z.core.$ZodType> };

export interface ContractCall {
  /** A name for messages and tests, e.g. "pay". */
  name: string;
  method: ContractMethod;
  /** The path; `:name` is one segment (an id), e.g. `/api/pwa/exp/v1/payments/:rxPaymentId/pay`. */
  path: string;
  /** The query parameters of a GET, each a non-empty id; required unless marked optional. */
  query?: Readonly<Record<string, 'required' | 'optional'>>;
  /** The call sends the session token (`jwttoken`). */
  token: boolean;
  body: ContractBody;
  /** Request headers the call must carry (a non-empty value). */
  headers?: readonly string[];
}

const nonEmpty = () => z.string().check(z.minLength(1));
const E164 = /^\+\d{8,15}$/;
const EMAIL = /^[^\s@]+@[^\s@]+$/;
const CODE = /^\d{6}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const sendSmsOtpRequestSchema = z.strictObject({ phoneNumber: z.string().check(z.regex(E164)) });
export const sendEmailOtpRequestSchema = z.strictObject({ email: z.string().check(z.regex(EMAIL)) });
export const verifySignInPhoneRequestSchema = z.strictObject({ phoneNumber: z.string().check(z.regex(E164)), code: z.string().check(z.regex(CODE)), isTokenRequired: z.literal('Yes') });
export const verifySignInEmailRequestSchema = z.strictObject({ email: z.string().check(z.regex(EMAIL)), code: z.string().check(z.regex(CODE)), isTokenRequired: z.literal('Yes') });

export const registrationRequestSchema = z.strictObject({
  firstName: nonEmpty(),
  lastName: nonEmpty(),
  dob: z.string().check(z.regex(ISO_DATE)),
  zipcode: nonEmpty(),
  mobilePhone: z.string().check(z.regex(/^\d*$/)),
  email: z.string(),
  TCPAConsent: z.boolean(),
  MarketingConsent: z.boolean(),
  HIPAAConsent: z.boolean(),
  hubPatient: z.literal(1),
});

export const pharmaciesRequestSchema = z.strictObject({ drugNdc: nonEmpty(), dob: z.string(), rxBin: z.string(), outcomeReason: z.string(), verificationSource: z.string() });

export const pharmacyUpdateRequestSchema = z.strictObject({
  pharmacyDistributionCenterId: nonEmpty(),
  pharmacyDistributionCenter: nonEmpty(),
  acticsPatientEnrollmentId: z.string(),
  acticsPharmacyReferralRecordId: nonEmpty(),
});

export const addressUpdateRequestSchema = z.strictObject({
  address: z.strictObject({ street: nonEmpty(), city: nonEmpty(), state: z.string().check(z.regex(/^[A-Z]{2}$/)), zipCode: z.string().check(z.regex(/^\d{5}(-\d{4})?$/)), country: z.literal('United States') }),
  email: z.optional(z.string()),
  phone: z.optional(z.string()),
});

export const consentPreferencesRequestSchema = z.strictObject({ isSMSPreferredCommunicationChannel: z.boolean(), isEmailPreferredCommunicationChannel: z.boolean() });

export const payRequestSchema = z.strictObject({ amount: z.number().check(z.gte(0)), pharmacyDistributionCenterId: z.string() });

const json = (schema: z.core.$ZodType): ContractBody => ({ kind: 'json', schema });
const NONE: ContractBody = { kind: 'none' };
/** Where a path's id goes, replaced by its `:name` below. */
const PATH_ID = 'PATH_ID';

/** Every call of both specs, as a server accepts it. */
export const apiContract: readonly ContractCall[] = [
  { name: 'code send (phone)', method: 'POST', path: paths.sendSmsOtp, token: false, body: json(sendSmsOtpRequestSchema) },
  { name: 'code send (e-mail)', method: 'POST', path: paths.sendEmailOtp, token: false, body: json(sendEmailOtpRequestSchema) },
  { name: 'verify sign-in (phone)', method: 'POST', path: paths.verifySignInPhone, token: false, body: json(verifySignInPhoneRequestSchema) },
  { name: 'verify sign-in (e-mail)', method: 'POST', path: paths.verifySignInEmail, token: false, body: json(verifySignInEmailRequestSchema) },
  { name: 'access token', method: 'GET', path: paths.accessToken, token: true, body: NONE },
  { name: 'registration', method: 'POST', path: paths.registration, token: true, body: json(registrationRequestSchema) },
  { name: 'profile', method: 'GET', path: paths.profile, token: true, body: NONE },
  {
    name: 'missing information',
    method: 'POST',
    path: paths.missingInformation,
    token: true,
    body: {
      kind: 'multipart',
      text: ['missingInformation', 'acticsPatientId', 'intakeCaseId', 'programCode'],
      files: ['primaryInsuranceFront', 'primaryInsuranceBack', 'secondaryInsuranceFront', 'secondaryInsuranceBack'],
      json: { missingInformation: missingInformationSchema },
    },
  },
  { name: 'pharmacies', method: 'POST', path: paths.pharmacies(PATH_ID).replace(PATH_ID, ':referralRecordId'), token: true, body: json(pharmaciesRequestSchema) },
  { name: 'pharmacy update', method: 'PATCH', path: paths.prescriptions, token: true, body: json(pharmacyUpdateRequestSchema) },
  { name: 'shipping address', method: 'PUT', path: paths.address, token: true, body: json(addressUpdateRequestSchema) },
  { name: 'communication preferences', method: 'POST', path: paths.consentPreferences, token: true, body: json(consentPreferencesRequestSchema) },
  { name: 'pay', method: 'POST', path: paths.pay(PATH_ID).replace(PATH_ID, ':rxPaymentId'), token: true, body: json(payRequestSchema), headers: ['Idempotency-Key'] },
  {
    name: 'fill history',
    method: 'GET',
    path: paths.fillHistory(PATH_ID).split('?')[0]!,
    query: { intakeCaseId: 'required', acticsPharmacyReferralRecordId: 'optional' },
    token: true,
    body: NONE,
  },
];

/** The path's `:name` segments and what the request's path gives each; null when it is not that path. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const actual = got[index]!;
    if (segment.startsWith(':')) {
      if (actual === '') return null;
      params[segment.slice(1)] = actual;
    } else if (segment !== actual) return null;
  }
  return params;
}

/**
 * What the contract says of a request to `pathname`: the call (and its path's ids, still
 * percent-encoded) when the method is the path's; else the methods the path allows (none: no such
 * path).
 */
export function contractFor(method: string, pathname: string): { call: ContractCall; params: Record<string, string> } | { call: null; allowed: ContractMethod[] } {
  const allowed: ContractMethod[] = [];
  for (const call of apiContract) {
    const params = matchPath(call.path, pathname);
    if (!params) continue;
    if (call.method === method) return { call, params };
    allowed.push(call.method);
  }
  return { call: null, allowed };
}

/** A zod issue list as one line a developer can act on: `field.path: message; …`. */
export function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues.map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`).join('; ');
}
