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

type ContractBody =
  /** No body (a GET). */
  | { kind: 'none' }
  /** `application/json` matching the schema. */
  | { kind: 'json'; schema: z.core.$ZodType }
  /** `multipart/form-data`: these text parts, each required, and at most these file parts. */
  | { kind: 'multipart'; text: readonly string[]; files: readonly string[]; maxFileBytes: number; json: Record<string, z.core.$ZodType> };

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
  /**
   * The largest body a server takes for this call, in bytes (see JSON_BODY_MAX_BYTES and
   * MISSING_INFORMATION_MAX_BYTES); 0 for a call without a body.
   */
  maxBodyBytes: number;
  /** A call a programme's API may not offer: the portal must work without it (a 404 or 405 is "not offered"). */
  optional?: true;
}

/**
 * The cap of every JSON body. The largest the portal sends (a registration, an address with
 * long UTF-8 names) is under 1 KB; 16 KB leaves that sixteen times over and still refuses, after
 * one small read, what no patient could have typed: a gateway's JSON limit, not a file upload's.
 */
export const JSON_BODY_MAX_BYTES = 16 * 1024;
/** docs/demo-accounts.md and access-and-identity §5: a card photo is at most 10 MB once shrunk (CARD_IMAGE_MAX_BYTES). */
export const CARD_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The text parts of the missing-information post (its groups as JSON text, three ids) and the multipart framing. */
const MISSING_INFORMATION_TEXT_BYTES = 64 * 1024;

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

const json = (schema: z.core.$ZodType): Pick<ContractCall, 'body' | 'maxBodyBytes'> => ({ body: { kind: 'json', schema }, maxBodyBytes: JSON_BODY_MAX_BYTES });
const NONE: Pick<ContractCall, 'body' | 'maxBodyBytes'> = { body: { kind: 'none' }, maxBodyBytes: 0 };

const MISSING_INFORMATION_FILES = ['primaryInsuranceFront', 'primaryInsuranceBack', 'secondaryInsuranceFront', 'secondaryInsuranceBack'] as const;
/** The only call with files: at most four card photos of 10 MB each, and its text parts. */
export const MISSING_INFORMATION_MAX_BYTES = MISSING_INFORMATION_FILES.length * CARD_PHOTO_MAX_BYTES + MISSING_INFORMATION_TEXT_BYTES;
/** Where a path's id goes, replaced by its `:name` below. */
const PATH_ID = 'PATH_ID';

/** Every call of both specs, as a server accepts it. */
export const apiContract: readonly ContractCall[] = [
  { name: 'code send (phone)', method: 'POST', path: paths.sendSmsOtp, token: false, ...json(sendSmsOtpRequestSchema) },
  { name: 'code send (e-mail)', method: 'POST', path: paths.sendEmailOtp, token: false, ...json(sendEmailOtpRequestSchema) },
  { name: 'verify sign-in (phone)', method: 'POST', path: paths.verifySignInPhone, token: false, ...json(verifySignInPhoneRequestSchema) },
  { name: 'verify sign-in (e-mail)', method: 'POST', path: paths.verifySignInEmail, token: false, ...json(verifySignInEmailRequestSchema) },
  { name: 'access token', method: 'GET', path: paths.accessToken, token: true, ...NONE },
  // Optional: retires the token in `jwttoken` (200 `{}`; 401 when it was not valid), after which
  // every call with it is a 401. A programme's API may not offer it.
  { name: 'token revoke', method: 'POST', path: paths.revokeToken, token: true, ...NONE, optional: true },
  { name: 'registration', method: 'POST', path: paths.registration, token: true, ...json(registrationRequestSchema) },
  { name: 'profile', method: 'GET', path: paths.profile, token: true, ...NONE },
  {
    name: 'missing information',
    method: 'POST',
    path: paths.missingInformation,
    token: true,
    body: {
      kind: 'multipart',
      text: ['missingInformation', 'acticsPatientId', 'intakeCaseId', 'programCode'],
      files: MISSING_INFORMATION_FILES,
      maxFileBytes: CARD_PHOTO_MAX_BYTES,
      json: { missingInformation: missingInformationSchema },
    },
    maxBodyBytes: MISSING_INFORMATION_MAX_BYTES,
  },
  { name: 'pharmacies', method: 'POST', path: paths.pharmacies(PATH_ID).replace(PATH_ID, ':referralRecordId'), token: true, ...json(pharmaciesRequestSchema) },
  { name: 'pharmacy update', method: 'PATCH', path: paths.prescriptions, token: true, ...json(pharmacyUpdateRequestSchema) },
  { name: 'shipping address', method: 'PUT', path: paths.address, token: true, ...json(addressUpdateRequestSchema) },
  { name: 'communication preferences', method: 'POST', path: paths.consentPreferences, token: true, ...json(consentPreferencesRequestSchema) },
  { name: 'pay', method: 'POST', path: paths.pay(PATH_ID).replace(PATH_ID, ':rxPaymentId'), token: true, ...json(payRequestSchema), headers: ['Idempotency-Key'] },
  {
    name: 'fill history',
    method: 'GET',
    path: paths.fillHistory(PATH_ID).split('?')[0]!,
    query: { intakeCaseId: 'required', acticsPharmacyReferralRecordId: 'optional' },
    token: true,
    ...NONE,
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

/**
 * What every answer of the API must carry, whatever the call and status (refusals included):
 *   Cache-Control: no-store         an answer holds a patient's data or a session token; no
 *                                   browser, proxy or shared cache may keep it (a back button or
 *                                   a shared machine would show it after the session ended)
 *   X-Content-Type-Options: nosniff an answer is read as the type it declares, never sniffed
 *                                   into a script or a page
 * The sandbox and the browser mock answer so (libs/api-mocks); a real API is held to it by
 * `checkResponseHeaders` (docs/production-and-hosting.md). Cache-Control may carry more
 * directives (`no-store, private`); nosniff is the whole value.
 */
export const REQUIRED_RESPONSE_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } as const;

/** What an answer's headers lack of REQUIRED_RESPONSE_HEADERS, one line each; empty when it has them all. */
export function checkResponseHeaders(headers: Headers | Readonly<Record<string, string | string[] | number | undefined>>): string[] {
  const read = (name: string): string => {
    if (headers instanceof Headers) return headers.get(name) ?? '';
    const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
    return Array.isArray(found) ? found.join(', ') : String(found ?? '');
  };
  const problems: string[] = [];
  const cacheControl = read('Cache-Control')
    .split(',')
    .map((directive) => directive.trim().toLowerCase().split('=')[0]);
  if (!cacheControl.includes('no-store')) problems.push(`Cache-Control must hold no-store (got ${JSON.stringify(read('Cache-Control'))})`);
  if (read('X-Content-Type-Options').trim().toLowerCase() !== 'nosniff') problems.push(`X-Content-Type-Options must be nosniff (got ${JSON.stringify(read('X-Content-Type-Options'))})`);
  return problems;
}
