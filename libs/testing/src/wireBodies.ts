/**
 * Bodies of the API's answers for property tests (fast-check): arbitraries that mirror each schema
 * of `@portal/api`, hostile text and junk, valid bodies broken at any point, and what a schema
 * accepts of them. The API's own properties (`libs/api/src/properties.test.ts`) send them through
 * the client; the rules' (`libs/care/src/properties.test.ts`) run the rules on what is accepted.
 *
 * Runs per property: PROPERTY_RUNS (default 25, so the unit run stays quick). The long run,
 * `npm run test:properties:long`, makes 10,000 per property. A failure prints its seed and path;
 * replay it with PROPERTY_SEED=<seed> (and the same PROPERTY_RUNS).
 */
import fc from 'fast-check';
import { expect } from 'vitest';

const DEFAULT_RUNS = 25;
const RUNS = runsFromEnv(process.env.PROPERTY_RUNS);
const SEED = process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : undefined;
/** The long run makes 10,000 cases per property: give each its time instead of the 20 s default. */
export const TIMEOUT_MS = Math.max(20_000, RUNS * 30);
export const settings = { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) };

function runsFromEnv(value: string | undefined): number {
  if (!value) return DEFAULT_RUNS;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`PROPERTY_RUNS must be a positive integer, got ${JSON.stringify(value)}`);
  return runs;
}

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

export const hostileString: fc.Arbitrary<string> = fc.oneof(
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
export const serverId = fc.oneof(
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
export const junk: fc.Arbitrary<unknown> = fc.oneof(
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
export function withExtras<T extends object>(model: fc.Arbitrary<T>): fc.Arbitrary<T> {
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

export const verifySignInBody = shaped({ accessToken, isPWARegistered: fc.boolean(), hubPatient: fc.boolean(), isMultiplePatientProfileExists: fc.boolean() }, [
  'accessToken',
  'isPWARegistered',
  'hubPatient',
  'isMultiplePatientProfileExists',
]);
export const registrationBody = shaped({ isPWARegistered: fc.boolean(), hubPatient: fc.boolean() }, ['isPWARegistered', 'hubPatient']);
export const accessTokenBody = shaped({ accessToken }, ['accessToken']);
export const payBody = shaped(
  { checkout_url: fc.oneof(nonEmptyString, fc.webUrl({ withQueryParameters: true, withFragments: true, authoritySettings: { withUserInfo: true, withPort: true } }), fc.constantFrom('https://checkout.example/pay', 'https://checkout.example:8443/pay', 'data:text/html,<script>alert(1)</script>')) },
  ['checkout_url'],
);

export const pharmaciesBody = shaped(
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
export const fillHistoryBody = shaped({ success: flag, intakeCaseId: text, fills: fc.array(fill, { maxLength: 3 }) }, ['fills']);

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
export const profileBody = fc
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
export interface Wire {
  valid: boolean;
  text: string;
}

export function bodiesFor(valid: fc.Arbitrary<unknown>): fc.Arbitrary<Wire> {
  return fc.oneof(
    { arbitrary: valid.map((body) => ({ valid: true, text: JSON.stringify(body) })), weight: 4 },
    { arbitrary: fc.tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 3 })).map(([body, mutations]) => ({ valid: false, text: JSON.stringify(mutate(body, mutations)) ?? '' })), weight: 4 },
    { arbitrary: fc.anything({ maxDepth: 4, withNullPrototype: true, withSparseArray: true }).map((body) => ({ valid: false, text: JSON.stringify(body) ?? '' })), weight: 1 },
    { arbitrary: junk.map((body) => ({ valid: false, text: JSON.stringify(body) ?? '' })), weight: 1 },
    { arbitrary: fc.oneof(fc.constantFrom(...NOT_JSON), hostileString).map((body) => ({ valid: false, text: body })), weight: 1 },
  );
}

/** A body the schema accepts, as the client sees it (after JSON on the wire). */
export function accepted<T>(schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } }, valid: fc.Arbitrary<unknown>): fc.Arbitrary<T> {
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

/** Every value is JSON-like data: no functions, DOM nodes, dates or class instances (nothing parsed as HTML). */
export function expectPlainData(value: unknown, seen = new Set<unknown>()): void {
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

export const booleans = (data: unknown, keys: string[]) => keys.forEach((key) => expect(typeof (data as Record<string, unknown>)[key]).toBe('boolean'));
