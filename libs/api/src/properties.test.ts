/**
 * Property tests of the API boundary: every call's response goes through the real client
 * (`createApiClient` with a stubbed fetch) and every server -> client transform runs on what the
 * schemas accept. Bodies come from arbitraries that mirror each schema, plus hostile ones: markup,
 * RTL overrides, zero-width and combining characters, lone surrogates, 10 KB strings, the wrong
 * type in any field, missing and extra fields, deeply nested junk and bodies that are not JSON.
 *
 * The properties: a call ends in `{ ok: true, data }` of the documented shape or a typed error,
 * never a throw; a transform never throws on a body its schema accepts, and server text reaches
 * the client model as the same text (never parsed, never rewritten).
 *
 * Runs per property: PROPERTY_RUNS (default 25, so the unit run stays quick). The long run,
 * `npm run test:properties:long`, makes 10,000 per property. A failure prints its seed and path;
 * replay it with PROPERTY_SEED=<seed> (and the same PROPERTY_RUNS).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseCopy } from '@portal/program-config/copy/en';
import { sendCode, verifyCode, renewToken, register } from './access.ts';
import { createApiClient, describeApiError, errorTextOf, GENERIC_FETCH_ERROR, type ApiClient, type ApiResult } from './client.ts';
import { fetchFillHistory, fillHistoryPath, fillHistoryQueryFor, fillHistoryResponseSchema, isSucceededPayment, toFillEntries } from './fillHistory.ts';
import { submitMissingInformation } from './missingInformation.ts';
import { toClientPatientData, type ClientPatientData } from './patient.ts';
import { checkoutUrlForLog, createPaySession, isAllowedCheckoutUrl, isPaymentSettled, paidPrescription, payResponseSchema } from './payment.ts';
import {
  currentPharmacyOf,
  fetchPharmacies,
  pharmaciesRequestFor,
  pharmaciesResponseSchema,
  pharmacyPathOf,
  pharmacySetupFor,
  pharmacySetupForDrug,
  pharmacyUpdateFor,
  toPossiblePharmacies,
  updatePharmacy,
} from './pharmacy.ts';
import { isSavingsEligible, normaliseDisplayStatus, showsPaymentBanner, showsPharmacySetup, timelineStatuses, toClientPrescription, type ClientPrescription, type TimelineCopy } from './prescriptions.ts';
// The view rules that read the client model live with the features that show them.
import { isUsableId, paths, UnsafeIdError } from './paths.ts';
import { fetchProfile, patientProfileResponseSchema, toProfileSummary, type PatientProfileResponse, type ServerPrescription } from './profile.ts';
import { readTokenExpiry } from './token.ts';
import { accessTokenResponseSchema, registrationResponseSchema, verifySignInResponseSchema } from './access.ts';

const DEFAULT_RUNS = 25;
const RUNS = runsFromEnv(process.env.PROPERTY_RUNS);
const SEED = process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : undefined;
/** The long run makes 10,000 cases per property: give each its time instead of the 20 s default. */
const TIMEOUT_MS = Math.max(20_000, RUNS * 30);
const settings = { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) };

function runsFromEnv(value: string | undefined): number {
  if (!value) return DEFAULT_RUNS;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`PROPERTY_RUNS must be a positive integer, got ${JSON.stringify(value)}`);
  return runs;
}

const copy: TimelineCopy = baseCopy.timeline;

// ---------------------------------------------------------------------------------------------
// Strings and junk

/**
 * Text a server might send by mistake or an attacker on purpose, plus the words the rules look for
 * (so the branches behind them run): markup, bidi and zero-width characters, combining marks, a
 * lone surrogate, replacement patterns of String.replace, template placeholders of the copy.
 */
const TEXT_SAMPLES = [
  '',
  ' ',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '<a href="javascript:alert(1)">tap</a>',
  'javascript:alert(1)',
  '&lt;b&gt;&amp;',
  '\u202Egnp.exe',
  '\u200B\u200C\u200D\uFEFF',
  'Z\u0351\u0352\u0353a\u0300\u0301\u0302l\u0303g\u0304o',
  '\uD800',
  '\u0000\u001f\u007f',
  '💊👩‍⚕️🏳️‍🌈',
  "$&$'$`$1$$",
  '{count}{date}{trackingNumber}',
  '${alert(1)}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  '1e309',
  '-0',
  '25.50',
  '12',
  'Healthdyne Specialty Pharmacy',
  'Amazon Pharmacy',
  'Paid',
  'unpaid',
  'Unpaid',
  'succeeded',
  'Payment Succeeded',
  'Closed',
  'Complete',
  'Completed',
  'Open',
  'Transferred',
  'Alert',
  'Get more info',
  'Refill',
  'Medicare Part D',
  'Commercial',
  'Mailing & Shipping',
  'Shipping',
  'original',
  'No Charge',
  '2025-03-07',
  '2025-02-30T25:61:00Z',
  '0597-0100-61',
  '00597010061',
  'REF-1',
  'RX-1',
  '1',
  'https://checkout.example/pay?session=abc',
  'https://user:pw@checkout.example/',
  'http://127.0.0.1:4300/demo-checkout',
] as const;

const TEN_KB = 10 * 1024;

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...TEXT_SAMPLES), weight: 6 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 12 }), weight: 1 },
  { arbitrary: fc.tuple(fc.constantFrom(...TEXT_SAMPLES), fc.string({ maxLength: 6 })).map(([sample, tail]) => `${sample}${tail}`), weight: 2 },
  // 10 KB of one sample, repeated.
  { arbitrary: fc.constantFrom(...TEXT_SAMPLES).map((sample) => (sample || 'x').repeat(Math.ceil(TEN_KB / (sample.length || 1))).slice(0, TEN_KB)), weight: 1 },
);
const nonEmptyString = hostileString.filter((value) => value.length > 0);

/** The characters a path trick is made of (dot segments, separators, percent-escapes of them). */
const PATH_TRICK_UNITS = ['.', '/', '\\', '%', '2', '5', 'e', 'E', 'f', 'F', 'c', 'C', '3', '0', '?', '#', '&', '=', '\u0000', ' ', 'a', '\uD800'] as const;
const pathTrick = fc.string({ unit: fc.constantFrom(...PATH_TRICK_UNITS), maxLength: 12 });
/** An id from the server's data: any hostile text, and ones built to change the call's path. */
const serverId = fc.oneof(
  { arbitrary: hostileString, weight: 3 },
  { arbitrary: fc.constantFrom('..', '.', '', '%2e%2e', '%2E%2E', '%252e%252e', '../pay', '..%2Fpay', 'a\\..', '1?x=1', '1#x', 'PAY-1001', 'RR-1001'), weight: 1 },
  { arbitrary: pathTrick, weight: 2 },
);

/** The wrong type for any field, down to deeply nested junk. */
const deepJunk = fc.integer({ min: 50, max: 400 }).chain((depth) =>
  fc.constantFrom('array', 'object').map((shape) => {
    let value: unknown = 'bottom';
    for (let level = 0; level < depth; level += 1) value = shape === 'array' ? [value] : { nested: value };
    return value;
  }),
);
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  hostileString,
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
  deepJunk,
);

const extraKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'then', 'valueOf'), fc.string({ maxLength: 8 }).map((key) => `x-${key}`));

/** An object of the schema's shape with unknown fields (which the schemas drop) around it. */
function withExtras<T extends object>(model: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.tuple(model, fc.dictionary(extraKey, junk, { maxKeys: 2 })).map(([value, extras]) => {
    const out: Record<string, unknown> = {};
    for (const [key, extra] of Object.entries(extras)) Object.defineProperty(out, key, { value: extra, enumerable: true, writable: true, configurable: true });
    return Object.assign(out, value) as T;
  });
}

const nullish = <T>(value: fc.Arbitrary<T>) => fc.oneof({ arbitrary: value, weight: 3 }, fc.constant(null), fc.constant(undefined));
const text = nullish(hostileString);
const flag = nullish(fc.boolean());
const wireNumber = fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -0, 1e308, Number.MAX_SAFE_INTEGER + 2));
const stringOrNumber = fc.oneof(hostileString, wireNumber);

/** fc.record where only `required` keys must be present: every other key may be left out. */
function shaped<T extends Record<string, fc.Arbitrary<unknown>>>(model: T, required: Array<keyof T & string>) {
  return withExtras(fc.record(model, { requiredKeys: required }));
}

// ---------------------------------------------------------------------------------------------
// Arbitraries that mirror each schema (access.ts, profile.ts, pharmacy.ts, fillHistory.ts, payment.ts)

/** Access tokens: any text, and JWT-shaped ones whose payload carries an odd `exp`. */
const base64Url = (value: string) => btoa(String.fromCharCode(...new TextEncoder().encode(value))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwtLike = fc
  .tuple(fc.oneof(wireNumber, hostileString, fc.constant(null), fc.constantFrom(1e21, -1e21, 4102444800)), fc.boolean())
  .map(([exp, asJson]) => `eyJhbGciOiJIUzI1NiJ9.${base64Url(asJson ? JSON.stringify({ exp }) : String(exp))}.sig`);
const accessToken = fc.oneof(nonEmptyString, jwtLike);

const verifySignInBody = shaped({ accessToken, isPWARegistered: fc.boolean(), hubPatient: fc.boolean(), isMultiplePatientProfileExists: fc.boolean() }, [
  'accessToken',
  'isPWARegistered',
  'hubPatient',
  'isMultiplePatientProfileExists',
]);
const registrationBody = shaped({ isPWARegistered: fc.boolean(), hubPatient: fc.boolean() }, ['isPWARegistered', 'hubPatient']);
const accessTokenBody = shaped({ accessToken }, ['accessToken']);
const payBody = shaped(
  { checkout_url: fc.oneof(nonEmptyString, fc.webUrl({ withQueryParameters: true, withFragments: true, authoritySettings: { withUserInfo: true, withPort: true } }), fc.constantFrom('https://checkout.example/pay', 'https://checkout.example:8443/pay', 'data:text/html,<script>alert(1)</script>')) },
  ['checkout_url'],
);

const pharmaciesBody = shaped(
  {
    pharmacies: fc.array(
      shaped({ pharmacyDistributionCenterId: stringOrNumber, pharmacyDistributionCenter: hostileString }, ['pharmacyDistributionCenterId', 'pharmacyDistributionCenter']),
      { maxLength: 4 },
    ),
  },
  ['pharmacies'],
);

const fillTransaction = shaped(
  {
    pharmacy: text,
    transactionDateTime: text,
    amount: nullish(stringOrNumber),
    // Mostly succeeded, so the entries (only succeeded payments) are not mostly empty.
    paymentStatus: fc.oneof({ arbitrary: fc.constantFrom('succeeded', 'Payment Succeeded'), weight: 3 }, text),
    transactionId: nullish(fc.oneof(hostileString, wireNumber, fc.constantFrom('T-1', 'fill-0-0', 1))),
    fillStatus: text,
    shipmentTrackingNumber: text,
    receiptURL: text,
  },
  [],
);
const fill = shaped({ pharmacyReferralRecordId: nullish(fc.oneof(hostileString, fc.constantFrom('REF-1', 'REF-2'))), status: text, fillTransactions: nullish(fc.array(fillTransaction, { maxLength: 3 })) }, []);
const fillHistoryBody = shaped({ success: flag, intakeCaseId: text, fills: fc.array(fill, { maxLength: 3 }) }, ['fills']);

const rxPayment = shaped(
  { amount: nullish(stringOrNumber), status: text, acticsTransactionOutcome: text, rxPaymentId: nullish(stringOrNumber), isRefill: flag, isPaymentEnabled: flag },
  [],
);

/** The text fields of serverPrescriptionSchema; the others are listed with their own arbitrary below. */
const PRESCRIPTION_TEXT_FIELDS = [
  'prescriptionType',
  'prescriptionStatus',
  'prescriptionDate',
  'dosageStrength',
  'prescriberName',
  'prescriberPhone',
  'trackingNumber',
  'intakeCaseId',
  'intakeCaseStatus',
  'pharmacyDistributionCenter',
  'pharmacyDistributionCenterId',
  'acticsPatientEnrollmentId',
  'acticsPharmacyReferralRecordId',
  'bvStatus',
  'bvOutcome',
  'bvOutcomeReason',
  'rxBin',
  'rxPCN',
  'verificationSource',
  'payerName',
  'planName',
  'bvPlanCategory',
  'memberNumber',
  'benefitType',
  'insuranceType',
  'groupid',
  'npi',
  'pharmacyOrderNumber',
  'drugFamily',
  'drugNDC',
  'medicationName',
  'shipmentDate',
  'orderTransferStatus',
  'orderTransferDate',
  'dispensingStatus',
  'prescriptionTransferReason',
  'shortMessage',
  'longMessage',
  'displayStatus',
  'displayVerbiage',
] as const;

const serverPrescription = shaped(
  {
    ...Object.fromEntries(PRESCRIPTION_TEXT_FIELDS.map((field) => [field, text])),
    prescriptionId: nullish(stringOrNumber),
    quantity: nullish(stringOrNumber),
    remainingRefills: nullish(stringOrNumber),
    daysSupply: nullish(stringOrNumber),
    allowPharmacyChange: flag,
    inventoryAvailable: nullish(fc.oneof(fc.boolean(), hostileString)),
    possiblePharmacies: nullish(fc.array(shaped({ pharmacy_id: stringOrNumber, name: hostileString }, ['pharmacy_id', 'name']), { maxLength: 3 })),
    rxPayments: nullish(fc.array(rxPayment, { maxLength: 3 })),
  },
  [],
);

const contactPointAddress = shaped(
  Object.fromEntries(
    ['street', 'city', 'state', 'postalCode', 'country', 'stateCode', 'countryCode', 'addressType']
      .map((field) => [field, text] as [string, fc.Arbitrary<unknown>])
      .concat([
        ['isPrimary', flag],
        ['isActive', flag],
      ]),
  ),
  [],
);

const missingInfoField = shaped(
  { key: hostileString, value: nullish(hostileString), editable: fc.boolean(), required: fc.boolean(), possibleValues: fc.array(hostileString, { maxLength: 3 }) },
  ['key'],
);
const missingInfoGroup = shaped(
  {
    infoType: fc.constantFrom('address', 'phone', 'email', 'gender', 'primaryInsurance', 'secondaryInsurance'),
    saved: fc.boolean(),
    fieldArray: fc.array(missingInfoField, { maxLength: 3 }),
  },
  ['infoType', 'saved'],
);
const missingInformation = shaped(
  { active: fc.boolean(), uninsured: fc.boolean(), Open_Task: fc.boolean(), missingInfoArray: fc.array(missingInfoGroup, { maxLength: 4 }) },
  ['active', 'Open_Task', 'missingInfoArray'],
);

const patientDetail = shaped(
  {
    status: text,
    isPWARegistered: fc.boolean(),
    firstName: hostileString,
    lastName: hostileString,
    dob: hostileString,
    gender: text,
    phoneType: text,
    phoneNumber: fc.option(hostileString, { nil: null }),
    emailAddress: fc.option(hostileString, { nil: null }),
    patientId: nullish(stringOrNumber),
    acticsPatientId: fc.option(hostileString, { nil: null }),
    intakeCaseId: text,
    preferredChannelEmail: flag,
    preferredChannelText: flag,
    contactPointAddresses: nullish(fc.array(contactPointAddress, { maxLength: 3 })),
    patientConsent: nullish(fc.array(shaped({ consentType: text, status: text }, []), { maxLength: 2 })),
    cases: nullish(fc.array(fc.dictionary(hostileString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }), { maxLength: 2 })),
    prescriptions: nullish(fc.array(serverPrescription, { maxLength: 3 })),
    missingInformation: nullish(missingInformation),
  },
  ['isPWARegistered', 'firstName', 'lastName', 'dob', 'phoneNumber', 'emailAddress', 'acticsPatientId'],
);

/** The schema needs one of the two spellings of the multiple-profile flag as a boolean. */
const profileBody = fc
  .tuple(
    shaped({ successful: flag, hubPatient: fc.boolean(), patientProfileDetails: fc.array(patientDetail, { maxLength: 2 }) }, ['hubPatient', 'patientProfileDetails']),
    fc.constantFrom('new', 'old', 'both'),
    fc.boolean(),
    flag,
  )
  .map(([body, spelling, value, other]) => ({
    ...body,
    ...(spelling === 'old' ? { isMultiplePatientsExists: value, isMultiplePatientProfileExists: other } : { isMultiplePatientProfileExists: value }),
    ...(spelling === 'both' ? { isMultiplePatientsExists: other } : {}),
  }));

// ---------------------------------------------------------------------------------------------
// Hostile bodies: a valid one broken at any point, or something else entirely

type JsonPath = Array<string | number>;

function pathsOf(value: unknown, at: JsonPath = [], out: JsonPath[] = []): JsonPath[] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...at, index], out));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) pathsOf(item, [...at, key], out);
  return out;
}

type Mutation = { at: number; op: 'replace' | 'delete' | 'extra'; key: string; junk: unknown };
const mutation: fc.Arbitrary<Mutation> = fc.record({ at: fc.nat(), op: fc.constantFrom('replace', 'delete', 'extra'), key: extraKey, junk });

/** Replaces a node with junk, deletes it, or adds an unknown field to it. */
function mutate(value: unknown, mutations: Mutation[]): unknown {
  let root: unknown = JSON.parse(JSON.stringify(value) ?? 'null');
  for (const { at, op, key, junk: replacement } of mutations) {
    const paths = pathsOf(root);
    const path = paths[at % paths.length]!;
    if (path.length === 0) {
      if (op === 'replace') root = replacement;
      continue;
    }
    const parent = path.slice(0, -1).reduce<unknown>((node, step) => (node as Record<string | number, unknown>)[step], root) as Record<string | number, unknown>;
    const last = path[path.length - 1]!;
    if (op === 'replace') parent[last] = replacement;
    else if (op === 'delete') {
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete parent[last];
    } else {
      const node = parent[last];
      if (node !== null && typeof node === 'object' && !Array.isArray(node)) Object.defineProperty(node, key, { value: replacement, enumerable: true, writable: true, configurable: true });
    }
  }
  return root;
}

const NOT_JSON = ['', '<html><body>Bad gateway</body></html>', '{', '[1,2', '{"a":1}{"b":2}', 'undefined', 'NaN', '\uFEFF{}', ')]}\'\n{}', '<?xml version="1.0"?><error/>'] as const;

/** What the stubbed fetch answers with: the text of a response body, and whether it is a valid one. */
interface Wire {
  valid: boolean;
  text: string;
}

function bodiesFor(valid: fc.Arbitrary<unknown>): fc.Arbitrary<Wire> {
  return fc.oneof(
    { arbitrary: valid.map((body) => ({ valid: true, text: JSON.stringify(body) })), weight: 4 },
    { arbitrary: fc.tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 })).map(([body, mutations]) => ({ valid: false, text: JSON.stringify(mutate(body, mutations)) ?? '' })), weight: 4 },
    { arbitrary: fc.anything({ maxDepth: 4, withNullPrototype: true, withSparseArray: true }).map((body) => ({ valid: false, text: JSON.stringify(body) ?? '' })), weight: 1 },
    { arbitrary: junk.map((body) => ({ valid: false, text: JSON.stringify(body) ?? '' })), weight: 1 },
    { arbitrary: fc.oneof(fc.constantFrom(...NOT_JSON), hostileString).map((body) => ({ valid: false, text: body })), weight: 1 },
  );
}

/** A body the schema accepts, as the client sees it (after JSON on the wire). */
function accepted<T>(schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } }, valid: fc.Arbitrary<unknown>): fc.Arbitrary<T> {
  // Valid-shaped bodies, and broken ones the schema still accepts (extra fields, a dropped optional field).
  const candidates = fc.oneof(
    { arbitrary: valid, weight: 4 },
    { arbitrary: fc.tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 2 })).map(([body, mutations]) => mutate(body, mutations)), weight: 1 },
  );
  return candidates
    .map((body) => schema.safeParse(JSON.parse(JSON.stringify(body) ?? 'null')))
    .filter((parsed): parsed is { success: true; data: T } => parsed.success)
    .map((parsed) => parsed.data);
}

// ---------------------------------------------------------------------------------------------
// The real client with a stubbed fetch

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

function clientAnswering(status: number, body: string) {
  const events = { redirectHome: 0, unauthorized: 0, urls: [] as string[] };
  const client = createApiClient({
    baseUrl: 'https://api.example.test',
    fetch: async (input) => {
      events.urls.push(String(input));
      return new Response(NULL_BODY_STATUSES.has(status) ? null : body, { status, headers: { 'Content-Type': 'application/json' } });
    },
    onRedirectHome: () => (events.redirectHome += 1),
    onUnauthorized: () => (events.unauthorized += 1),
    // A GET answered 429/502-504 is tried again; here without waiting.
    sleep: async () => undefined,
  });
  return { client, events };
}

const ERROR_KINDS = ['http', 'redirectHome', 'timeout', 'network', 'invalidResponse'] as const;
const messages = { fetchData: 'fetch failed', timeout: 'timeout', network: 'network', invalidResponse: 'invalid' };

/** Every value is JSON-like data: no functions, DOM nodes, dates or class instances (nothing parsed as HTML). */
function expectPlainData(value: unknown, seen = new Set<unknown>()): void {
  if (value === null || value === undefined) return;
  const type = typeof value;
  if (type === 'string' || type === 'boolean') return;
  if (type === 'number') return;
  expect(type).toBe('object');
  if (seen.has(value)) return;
  seen.add(value);
  const prototype = Object.getPrototypeOf(value);
  expect(prototype === Object.prototype || prototype === Array.prototype || prototype === null).toBe(true);
  for (const item of Object.values(value as object)) expectPlainData(item, seen);
}

interface Call {
  name: string;
  schema: fc.Arbitrary<unknown>;
  token: boolean;
  /** `id`: an id the call's path carries, from the server's data (a prescription's or payment's). */
  run: (client: ApiClient, id: string) => Promise<ApiResult<unknown>>;
  /** The call puts `id` in its path: an id `paths` refuses ends it before any request. */
  usesId?: boolean;
  /** The shape of `data` on success. */
  check: (data: unknown) => void;
}

const booleans = (data: unknown, keys: string[]) => keys.forEach((key) => expect(typeof (data as Record<string, unknown>)[key]).toBe('boolean'));
const nonEmpty = (value: unknown) => {
  expect(typeof value).toBe('string');
  expect((value as string).length).toBeGreaterThan(0);
};
const anything = () => undefined;
const form = () => {
  const body = new FormData();
  body.append('data', '{}');
  return body;
};

const calls: Call[] = [
  { name: 'sendCode (sms)', schema: junk, token: false, run: (client) => sendCode(client, 'sms', '(555) 555-0100'), check: anything },
  { name: 'sendCode (email)', schema: junk, token: false, run: (client) => sendCode(client, 'email', 'pat@example.com'), check: anything },
  ...(['sms', 'email'] as const).map(
    (channel): Call => ({
      name: `verifyCode (${channel})`,
      schema: verifySignInBody,
      token: false,
      run: (client) => verifyCode(client, channel, channel === 'sms' ? '5555550100' : 'pat@example.com', '123456'),
      check: (data) => {
        nonEmpty((data as { accessToken: unknown }).accessToken);
        booleans(data, ['isPWARegistered', 'hubPatient', 'isMultiplePatientProfileExists']);
      },
    }),
  ),
  { name: 'renewToken', schema: accessTokenBody, token: true, run: (client) => renewToken(client, 'token'), check: (data) => nonEmpty((data as { accessToken: unknown }).accessToken) },
  {
    name: 'register',
    schema: registrationBody,
    token: true,
    run: (client) =>
      register(client, 'token', {
        firstName: 'Pat',
        lastName: 'Doe',
        dob: '1980-01-01',
        zipcode: '10001',
        mobilePhone: '5555550100',
        email: 'pat@example.com',
        TCPAConsent: true,
        MarketingConsent: false,
        HIPAAConsent: true,
        hubPatient: 1,
      }),
    check: (data) => booleans(data, ['isPWARegistered', 'hubPatient']),
  },
  {
    name: 'fetchProfile',
    schema: profileBody,
    token: true,
    run: (client) => fetchProfile(client, 'token'),
    check: (data) => {
      const profile = data as PatientProfileResponse;
      booleans(profile, ['hubPatient', 'isMultiplePatientProfileExists']);
      expect(Array.isArray(profile.patientProfileDetails)).toBe(true);
      expect(profile).not.toHaveProperty('isMultiplePatientsExists');
    },
  },
  { name: 'submitMissingInformation', schema: junk, token: true, run: (client) => submitMissingInformation(client, 'token', form()), check: anything },
  {
    name: 'fetchPharmacies',
    schema: pharmaciesBody,
    token: true,
    run: (client, id) => fetchPharmacies(client, 'token', id, { drugNdc: '0597-0100-61', dob: '1980-01-01', rxBin: '', outcomeReason: '', verificationSource: '' }),
    usesId: true,
    check: (data) => {
      expect(Array.isArray(data)).toBe(true);
      for (const pharmacy of data as Array<Record<string, unknown>>) {
        expect(typeof pharmacy.pharmacy_id).toBe('string');
        expect(typeof pharmacy.name).toBe('string');
      }
    },
  },
  {
    name: 'updatePharmacy',
    schema: junk,
    token: true,
    run: (client) => updatePharmacy(client, 'token', { pharmacyDistributionCenterId: '1', pharmacyDistributionCenter: 'X', acticsPatientEnrollmentId: '', acticsPharmacyReferralRecordId: '' }),
    check: anything,
  },
  {
    name: 'createPaySession',
    schema: payBody,
    token: true,
    run: (client, id) => createPaySession(client, 'token', id, { amount: 25.5, pharmacyDistributionCenterId: '' }, 'key-1'),
    usesId: true,
    check: (data) => nonEmpty((data as { checkout_url: unknown }).checkout_url),
  },
  {
    name: 'fetchFillHistory',
    schema: fillHistoryBody,
    token: true,
    run: (client, id) => fetchFillHistory(client, 'token', { intakeCaseId: id, acticsPharmacyReferralRecordId: id }),
    usesId: true,
    check: (data) => expect(Array.isArray((data as { fills: unknown }).fills)).toBe(true),
  },
];

/**
 * An id `paths` refuses: the call answers invalidResponse and nothing was sent (true); else the
 * call went on (false) and the property checks its answer.
 */
function refusedBeforeRequest(call: Call, id: string, result: ApiResult<unknown>, urls: string[]): boolean {
  if (!call.usesId || isUsableId(id)) return false;
  expect(urls).toEqual([]);
  expect(result).toEqual({ ok: false, error: { kind: 'invalidResponse', issues: expect.stringMatching(/^unusable id in the call's path: /) } });
  return true;
}

const errorStatus = fc.constantFrom(201, 202, 203, 204, 301, 304, 400, 401, 403, 404, 409, 422, 429, 500, 502, 503, 504);

describe('every call: any answer ends in a model or a typed error, never a throw', () => {
  describe.each(calls)('$name', (call) => {
    it(
      'a 200 with any body: the documented data, or invalidResponse',
      async () => {
        await fc.assert(
          fc.asyncProperty(bodiesFor(call.schema), serverId, async (wire, id) => {
            const { client, events } = clientAnswering(200, wire.text);
            const result = await call.run(client, id);
            if (refusedBeforeRequest(call, id, result, events.urls)) return;
            expect(events.urls).toHaveLength(1);
            expect(events.urls[0]!.startsWith('https://api.example.test/api/')).toBe(true);
            expectPlainData(result.ok ? { ...result, data: null } : result);
            if (result.ok) {
              expect(result.status).toBe(200);
              call.check(result.data);
            } else {
              expect(result.error.kind).toBe('invalidResponse');
              expect(wire.valid).toBe(false);
              expect(typeof describeApiError(result.error, messages)).toBe('string');
            }
            expect([events.redirectHome, events.unauthorized]).toEqual([0, 0]);
          }),
          settings,
        );
      },
      TIMEOUT_MS,
    );

    it(
      'any other status with any body: a typed error carrying the server text as given',
      async () => {
        await fc.assert(
          fc.asyncProperty(errorStatus, bodiesFor(fc.oneof(call.schema, withExtras(fc.record({ errorDescription: hostileString })))), serverId, async (status, wire, id) => {
            const { client, events } = clientAnswering(status, wire.text);
            const result = await call.run(client, id);
            if (refusedBeforeRequest(call, id, result, events.urls)) return;
            expect(result.ok).toBe(false);
            if (result.ok) return;
            expect(ERROR_KINDS).toContain(result.error.kind);
            expectPlainData(result);
            if (status === 202) {
              expect(result.error).toEqual({ kind: 'redirectHome', status: 202 });
              expect(events.redirectHome).toBe(1);
            } else {
              expect(result.error.kind).toBe('http');
              if (result.error.kind !== 'http') return;
              expect(result.error.status).toBe(status);
              let body: unknown = null;
              try {
                // What the body reads back as: a lone surrogate does not survive UTF-8.
                const received = new TextDecoder().decode(new TextEncoder().encode(wire.text));
                body = NULL_BODY_STATUSES.has(status) || !received ? null : JSON.parse(received);
              } catch {
                body = 'not JSON';
              }
              expect(result.error.message).toBe(errorTextOf(body) ?? GENERIC_FETCH_ERROR);
              expect(events.unauthorized).toBe(status === 401 && call.token ? 1 : 0);
              expect(typeof describeApiError(result.error, messages)).toBe('string');
            }
          }),
          settings,
        );
      },
      TIMEOUT_MS,
    );
  });
});

describe('paths: an id from the server never changes the call', () => {
  it('property: a usable id is exactly one path segment (or one query value) that reads back as the id; anything else is refused', () => {
    const base = 'https://api.example.test';
    fc.assert(
      fc.property(fc.oneof(serverId, fc.string({ unit: 'binary' })), (id) => {
        const read = id.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
        if (!isUsableId(id)) {
          expect(() => paths.pay(id)).toThrow(UnsafeIdError);
          return;
        }
        const pay = new URL(paths.pay(id), base);
        expect(pay.origin).toBe(base);
        const segments = pay.pathname.split('/');
        expect(segments).toHaveLength(8);
        expect(segments.slice(0, 6)).toEqual(['', 'api', 'pwa', 'exp', 'v1', 'payments']);
        expect(segments[7]).toBe('pay');
        expect(decodeURIComponent(segments[6]!)).toBe(read);
        expect(pay.search).toBe('');
        expect(pay.hash).toBe('');
        // A server that decodes the segment once more still reads no separator or dot segment.
        const decoded = decodeURIComponent(segments[6]!);
        expect(decoded).not.toMatch(/^\.{1,2}$|[/\\?#]/);

        const history = new URL(paths.fillHistory(id), base);
        expect(history.pathname).toBe('/api/pwa/exp/v1/fetchFillHistory');
        expect([...history.searchParams.keys()]).toEqual(['intakeCaseId']);
        expect(history.searchParams.get('intakeCaseId')).toBe(read);
      }),
      settings,
    );
  }, TIMEOUT_MS);
});

// ---------------------------------------------------------------------------------------------
// Transforms, on every body the schemas accept

describe('the arbitraries mirror the schemas', () => {
  it.each([
    ['verifySignIn', verifySignInResponseSchema, verifySignInBody],
    ['registration', registrationResponseSchema, registrationBody],
    ['accesstoken', accessTokenResponseSchema, accessTokenBody],
    ['profile', patientProfileResponseSchema, profileBody],
    ['pharmacies', pharmaciesResponseSchema, pharmaciesBody],
    ['fill history', fillHistoryResponseSchema, fillHistoryBody],
    ['pay', payResponseSchema, payBody],
  ] as const)('every valid-shaped %s body is accepted', (_name, schema, body) => {
    fc.assert(
      fc.property(body, (value) => {
        const parsed = (schema as { safeParse: (value: unknown) => { success: boolean; error?: unknown } }).safeParse(JSON.parse(JSON.stringify(value)));
        expect(parsed.error).toBeUndefined();
      }),
      settings,
    );
  }, TIMEOUT_MS);
});

function expectClientPrescription(prescription: ClientPrescription, server: ServerPrescription): void {
  expect(typeof prescription.id).toBe('string');
  expect(prescription.id.length).toBeGreaterThan(0);
  // Server text reaches the model as the same text.
  expect(prescription.ndc_code).toBe(server.drugNDC ?? '');
  expect(prescription.status).toBe(server.prescriptionStatus ?? '');
  expect(prescription.prescriber).toBe(server.prescriberName ?? '');
  expect(prescription.drug_family).toBe(server.drugFamily ?? '');
  expect(prescription.pharmacy).toBe(server.pharmacyDistributionCenter ?? null);
  expect(prescription.trackingNumber).toBe(server.trackingNumber ?? null);
  for (const dose of prescription.prescribed_dosage) expect(typeof dose).toBe('string');
  expect(prescription.quantity === null || typeof prescription.quantity === 'string').toBe(true);
  expect(prescription.remainingRefills === null || Number.isFinite(prescription.remainingRefills)).toBe(true);
  expect(prescription.possible_pharmacies.map((pharmacy) => pharmacy.name)).toEqual((server.possiblePharmacies ?? []).map((pharmacy) => pharmacy.name));
  for (const pharmacy of prescription.possible_pharmacies) expect(typeof pharmacy.pharmacy_id).toBe('string');

  const timeline = prescription.prescription_timeline;
  expect(timeline[0]?.step).toBe('prescription');
  for (const item of timeline) {
    // Every step the transform names has its title in the copy.
    expect(baseCopy.timeline.steps).toHaveProperty(item.step);
    expect(timelineStatuses).toContain(item.status);
    expect(item.visible).toBe(true);
    expect(item.subtitle === undefined || (typeof item.subtitle === 'string' && item.subtitle !== '')).toBe(true);
    expect(item.read_more === undefined || typeof item.read_more === 'string').toBe(true);
  }
  const step = (name: string) => timeline.find((item) => item.step === name);
  // The server's displayVerbiage replaces the subtitle of the current step (see prescriptions.ts).
  const overridden = (item: { status: string; subtitle?: string } | undefined) =>
    normaliseDisplayStatus(server.displayStatus) !== null && Boolean(server.displayVerbiage) && item?.subtitle === server.displayVerbiage;
  const pharmacy = step('pharmacySelected');
  if (server.pharmacyDistributionCenter && !overridden(pharmacy)) expect(pharmacy?.subtitle).toBe(server.pharmacyDistributionCenter);
  const shipped = step('shipped');
  if (shipped && !overridden(shipped)) {
    const [before, after] = copy.tracking.split('{trackingNumber}');
    expect(shipped.subtitle).toBe(`${before}${server.trackingNumber}${after}`);
  }
  if (server.longMessage) expect(step('insuranceCheck')?.read_more).toBe(server.longMessage);

  const payment = prescription.paymentInfo;
  if (payment) {
    expect(typeof payment.status).toBe('string');
    expect(Number.isFinite(payment.amount)).toBe(true);
    expect(typeof payment.isRefill).toBe('boolean');
    expect(typeof payment.rxPaymentId).toBe('string');
    expect(typeof payment.isPaymentEnabled).toBe('boolean');
  }
}

function expectClientPatientData(data: ClientPatientData, profile: PatientProfileResponse): void {
  const patient = profile.patientProfileDetails[0];
  booleans(data, ['isPWARegistered', 'hubPatient', 'isMultiplePatientProfileExists']);
  const details = data.patientDetails;
  expect(details.firstName).toBe(patient?.firstName ?? '');
  expect(details.lastName).toBe(patient?.lastName ?? '');
  expect(details.dob).toBe(patient?.dob ?? '');
  expect(details.phoneNumber).toBe(patient?.phoneNumber ?? '');
  expect(details.emailAddress).toBe(patient?.emailAddress ?? '');
  booleans(details, ['preferPhone', 'preferEmailAddress']);
  for (const address of [details.address, details.shippingAddress]) {
    if (address === null) continue;
    for (const field of ['street', 'city', 'state', 'postalCode'] as const) expect(typeof address[field]).toBe('string');
  }
  const servers = patient?.prescriptions ?? [];
  expect(data.prescriptions).toHaveLength(servers.length);
  data.prescriptions.forEach((prescription, index) => expectClientPrescription(prescription, servers[index]!));
  expect(data.intakeCaseId).toBe(patient?.intakeCaseId ?? null);
  expectPlainData(data);
}

const acceptedProfile = accepted<PatientProfileResponse>(patientProfileResponseSchema, profileBody);

describe('transforms: every body the schema accepts gives a model of the documented shape', () => {
  it(
    'profile -> summary, client patient data, prescriptions, timelines, menu and banner rules',
    () => {
      fc.assert(
        fc.property(acceptedProfile, fc.boolean(), (profile, paymentEnabled) => {
          const summary = toProfileSummary(profile);
          booleans(summary, ['isPWARegistered', 'hubPatient', 'isMultiplePatientProfileExists']);
          expect(summary.firstName).toBe(profile.patientProfileDetails[0]?.firstName ?? null);
          if (summary.missingInformation) booleans(summary.missingInformation, ['active', 'Open_Task', 'primaryInsuranceSaved', 'insuranceSaved']);

          const data = toClientPatientData(profile, copy);
          expectClientPatientData(data, profile);
          for (const prescription of data.prescriptions) {
            for (const rule of [showsPaymentBanner, showsPharmacySetup]) expect(typeof rule(prescription, paymentEnabled)).toBe('boolean');
            expect(typeof isSavingsEligible(prescription.prescription_timeline, copy)).toBe('boolean');
          }
          const paid = paidPrescription(data.prescriptions);
          expect(paid === null || data.prescriptions.includes(paid)).toBe(true);
          expect(typeof isPaymentSettled(data.prescriptions, paid?.paymentInfo?.rxPaymentId)).toBe('boolean');
          expect(typeof isPaymentSettled(data.prescriptions)).toBe('boolean');
        }),
        settings,
      );
    },
    TIMEOUT_MS,
  );

  it(
    'profile + pharmacies -> the pharmacy page (setup, request, update, current choice)',
    () => {
      fc.assert(
        fc.property(acceptedProfile, accepted(pharmaciesResponseSchema, pharmaciesBody), fc.option(hostileString), fc.boolean(), (profile, response, ndcOverride, paymentEnabled) => {
          const pharmacies = toPossiblePharmacies(response);
          expect(pharmacies.map((pharmacy) => pharmacy.name)).toEqual(response.pharmacies.map((pharmacy) => pharmacy.pharmacyDistributionCenter));
          for (const pharmacy of pharmacies) expect(typeof pharmacy.pharmacy_id).toBe('string');
          const prescriptions = profile.patientProfileDetails[0]?.prescriptions ?? [];
          const ndcs = prescriptions.map((server) => server.drugNDC ?? '');
          const ids = prescriptions.map((server, index) => toClientPrescription(server, index, copy).id);
          const byDrug = (ndcOverride === null ? ndcs : [ndcOverride]).map((ndc) => pharmacySetupForDrug(profile, ndc, paymentEnabled, copy));
          const byId = (ndcOverride === null ? ids : [ndcOverride]).map((id) => pharmacySetupFor(profile, id, copy));
          for (const setup of [...byDrug, ...byId]) {
            if (setup === null) continue;
            // The page's own address names the prescription it is about, whichever address led there.
            expect(pharmacySetupFor(profile, decodeURIComponent(pharmacyPathOf(setup.prescription).slice('/pharmacy/'.length)), copy)?.prescription.id).toBe(setup.prescription.id);
            expect(typeof setup.dob).toBe('string');
            const request = pharmaciesRequestFor(setup);
            if (request) {
              expect(request.referralRecordId.length).toBeGreaterThan(0);
              for (const value of Object.values(request.body)) expect(typeof value).toBe('string');
            }
            const current = currentPharmacyOf(setup, pharmacies);
            expect(current === null || pharmacies.includes(current)).toBe(true);
            for (const choice of pharmacies) for (const value of Object.values(pharmacyUpdateFor(setup, choice))) expect(typeof value).toBe('string');
          }
        }),
        settings,
      );
    },
    TIMEOUT_MS,
  );

  it(
    'profile + fill history -> the fill entries',
    () => {
      fc.assert(
        fc.property(acceptedProfile, accepted(fillHistoryResponseSchema, fillHistoryBody), (profile, history) => {
          const patient = toClientPatientData(profile, copy);
          const query = fillHistoryQueryFor(patient.prescriptions, patient.intakeCaseId);
          if (query) {
            expect(query.intakeCaseId.length).toBeGreaterThan(0);
            if (isUsableId(query.intakeCaseId) && isUsableId(query.acticsPharmacyReferralRecordId)) {
              expect(fillHistoryPath(query).startsWith('/api/pwa/exp/v1/fetchFillHistory?intakeCaseId=')).toBe(true);
            } else {
              expect(() => fillHistoryPath(query)).toThrow(UnsafeIdError);
            }
          }
          const entries = toFillEntries(history, patient.prescriptions, query);
          const succeeded = history.fills.flatMap((each) => each.fillTransactions ?? []).filter((transaction) => isSucceededPayment(transaction.paymentStatus));
          expect(entries).toHaveLength(succeeded.length);
          // "Unique on the page": each is an accordion's value.
          expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
          entries.forEach((entry, index) => {
            expect(typeof entry.id).toBe('string');
            expect(entry.pharmacy).toBe(succeeded[index]!.pharmacy ?? '');
            expect(entry.fillStatus).toBe(succeeded[index]!.fillStatus ?? '');
            expect(entry.transactionDateTime).toBe(succeeded[index]!.transactionDateTime ?? '');
            expect(Number.isFinite(entry.amount)).toBe(true);
            expect(entry.trackingNumber === null || typeof entry.trackingNumber === 'string').toBe(true);
            expect(entry.receiptUrl === null || typeof entry.receiptUrl === 'string').toBe(true);
            expect(entry.prescription === null || patient.prescriptions.includes(entry.prescription)).toBe(true);
          });
        }),
        settings,
      );
    },
    TIMEOUT_MS,
  );

  it(
    'access tokens -> their expiry; checkout URLs -> the allowlist and the log line',
    () => {
      fc.assert(
        fc.property(accepted(accessTokenResponseSchema, accessTokenBody), accepted(payResponseSchema, payBody), fc.boolean(), ({ accessToken: token }, { checkout_url: url }, mock) => {
          const expiry = readTokenExpiry(token);
          expect(expiry === null || (Number.isFinite(expiry) && !Number.isNaN(new Date(expiry).getTime()))).toBe(true);
          const allowed = isAllowedCheckoutUrl(url, { hosts: ['checkout.example'], mock, origin: 'http://127.0.0.1:4300' });
          if (allowed) expect(['https:', 'http:']).toContain(new URL(url).protocol);
          expect(typeof checkoutUrlForLog(url)).toBe('string');
          expect(checkoutUrlForLog(url)).not.toContain('?');
        }),
        settings,
      );
    },
    TIMEOUT_MS,
  );
});
