// @vitest-environment node
/**
 * A bounded fuzz run of the contract sandbox: the real entry point (tools/scripts/sandbox.mjs) in
 * a process of its own on a free loopback port, sent random requests built by fast-check (any
 * method, paths of the contract with hostile ids and junk paths, Host and Origin of every kind,
 * media types, tokens, JSON and non-JSON bodies). The properties: the process never exits, and
 * every answer is a well-formed 2xx (no body, or JSON) or 4xx (JSON with an errorDescription),
 * never a 5xx nor a cut connection, and each carries `Cache-Control: no-store` and
 * `X-Content-Type-Options: nosniff` (the contract's checkResponseHeaders).
 *
 * Runs: PROPERTY_RUNS (default 25 in the unit gate), 10,000 in `npm run test:properties:long`;
 * a failure prints its seed, replayed with PROPERTY_SEED=<seed> and the same count.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkResponseHeaders } from '@portal/api/contract';
import { SANDBOX_CONTROL_HEADER } from './checks.ts';
import { rawRequest, type RawAnswer } from './rawHttp.ts';
import { startSandboxProcess, type SandboxProcess } from './sandboxProcess.ts';

const RUNS = process.env.PROPERTY_RUNS ? Number(process.env.PROPERTY_RUNS) : 25;
const SEED = process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : undefined;

let sandbox: SandboxProcess | undefined;
let port = 0;
let exits: string[] = [];

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  ({ port, exits } = sandbox);
});

afterAll(() => sandbox?.stop());

/**
 * Tokens of demo patients whose calls answer without a 5xx by design (not profileError,
 * preferencesError), signed in over HTTP: the sandbox signs with a secret of its own process, so
 * no token made here would pass. One more, signed in then revoked: a retired token.
 */
async function signedInTokens(): Promise<{ valid: string[]; retired: string }> {
  const signIn = async (phoneNumber: string) => {
    const answer = await rawRequest(port, {
      method: 'POST',
      path: '/api/pwa/exp/v1/patient/verifySignIn/phone',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phoneNumber, code: '123456', isTokenRequired: 'Yes' }),
    });
    return (answer.json as { accessToken: string }).accessToken;
  };
  const valid = await Promise.all(['+15555550100', '+15555550110', '+15555550103', '+15555550101', '+12025550199'].map(signIn));
  const retired = await signIn('+15555550100');
  await rawRequest(port, { method: 'POST', path: '/api/auth/services/exp/v1/accesstoken/revoke', headers: { jwttoken: retired } });
  return { valid, retired };
}

// ---------------------------------------------------------------------------------------------
// Requests

const CONTRACT_PATHS = [
  '/api/auth/services/exp/v1/sms/otp/send',
  '/api/auth/services/exp/v1/email/otp/send',
  '/api/pwa/exp/v1/patient/verifySignIn/phone',
  '/api/pwa/exp/v1/patient/verifySignIn/email',
  '/api/auth/services/exp/v1/accesstoken',
  '/api/pwa/exp/v1/pca/patient/registration',
  '/api/pwa/exp/v1/patient/profile',
  '/api/pwa/exp/v1/patient/missingInformation',
  '/api/pwa/exp/v1/prescriptions',
  '/api/pwa/exp/v1/patient/address',
  '/api/pwa/exp/v1/patient/consentPreferences',
];

/** Ids as a server or an attacker might put them in a path: real ones, dot segments, encodings. */
const id = fc.oneof(
  fc.constantFrom('PAY-1001', 'PAY-1004', 'RR-1001', 'RR-1003', 'IC-1000', 'IC-1100', 'PAY-9999', '..', '.', '', '%2e%2e', '%252e', '%2F', '%00', '%E0%A4%A', 'a%20b'),
  fc.string({ unit: fc.constantFrom('.', '%', '2', 'e', 'F', 'f', '5', 'c', '0', 'a', '-', '_', '~', '+'), maxLength: 10 }),
);

/** Only what Node's client lets into a request line: anything else percent-encoded. */
const asTarget = (path: string) => path.replace(/[^\x21-\x7e]/g, (char) => encodeURIComponent(char));

const path = fc.oneof(
  { arbitrary: fc.constantFrom(...CONTRACT_PATHS), weight: 4 },
  { arbitrary: id.map((value) => `/api/pwa/exp/v1/payments/${value}/pay`), weight: 2 },
  { arbitrary: id.map((value) => `/api/pwa/exp/v1/prescriptions/${value}/pharmacies`), weight: 2 },
  { arbitrary: fc.tuple(id, fc.option(id)).map(([intake, referral]) => `/api/pwa/exp/v1/fetchFillHistory?intakeCaseId=${intake}${referral === null ? '' : `&acticsPharmacyReferralRecordId=${referral}`}`), weight: 2 },
  { arbitrary: fc.constantFrom('/__sandbox/state', '/__sandbox/nothing', '/__sandbox/__proto__', '/', '*', '//evil.example/x', '/api/', '/api/pwa/exp/v1/patient/profile/', '/api/pwa/exp/v1/patient/../profile'), weight: 1 },
  { arbitrary: fc.webPath().map((value) => value || '/'), weight: 1 },
);

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'TRACE', 'PROPFIND', 'PURGE', 'SEARCH'] as const;

const host = fc.oneof({ arbitrary: fc.constant(null), weight: 6 }, fc.constantFrom('localhost', '[::1]:9', 'evil.example', '127.0.0.1.nip.io', '10.0.0.1:80', 'localhost:99999'));
const origin = fc.oneof({ arbitrary: fc.constant(null), weight: 4 }, fc.constantFrom('http://127.0.0.1:4300', 'http://localhost:4640', 'https://portal.example.com', 'null', 'http://127.0.0.1.evil.example', 'not an origin'));
const contentType = fc.oneof(
  fc.constant(null),
  fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'multipart/form-data', 'multipart/form-data; boundary=fuzz', 'application/x-www-form-urlencoded', 'application/jsonx', ''),
);
const handMadeToken = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ scenario: 'hubPatient', exp: 9_999_999_999 })).toString('base64url')}.mock`;
const tokenOf = ({ valid, retired }: { valid: string[]; retired: string }) =>
  fc.oneof(fc.constant(null), fc.constantFrom(...valid), fc.constantFrom('', 'eyJ.eyJ.mock', 'not-a-token', handMadeToken, retired, `${valid[0]!.slice(0, -4)}AAAA`));

/** Bodies: the shapes the calls take (some right), any JSON, JSON null, bytes that are not JSON. */
const body = fc.oneof(
  fc.constant(null),
  fc.constantFrom(
    '{"phoneNumber":"+15555550100"}',
    '{"email":"hub.patient@example.com"}',
    '{"phoneNumber":"+15555550100","code":"123456","isTokenRequired":"Yes"}',
    '{"amount":25,"pharmacyDistributionCenterId":"PH-100"}',
    '{"amount":0,"pharmacyDistributionCenterId":""}',
    '{"drugNdc":"0597-0100-61","dob":"1961-04-12","rxBin":"","outcomeReason":"","verificationSource":""}',
    '{"pharmacyDistributionCenterId":"PH-200","pharmacyDistributionCenter":"Amazon Pharmacy","acticsPatientEnrollmentId":"EN-1000","acticsPharmacyReferralRecordId":"RR-1003"}',
    '{"address":{"street":"1 Main St","city":"Albany","state":"NY","zipCode":"12207","country":"United States"}}',
    '{"isSMSPreferredCommunicationChannel":true,"isEmailPreferredCommunicationChannel":false}',
    'null',
    '[]',
    '{',
    '{"__proto__":{"polluted":true}}',
    '--fuzz\r\nContent-Disposition: form-data; name="missingInformation"\r\n\r\n{}\r\n--fuzz--\r\n',
  ),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null'),
  fc.uint8Array({ maxLength: 512 }),
);

const requestWith = (token: fc.Arbitrary<string | null>) =>
  fc.record({
    method: fc.constantFrom(...METHODS),
    path,
    host,
    origin,
    contentType,
    token,
    idempotencyKey: fc.option(fc.constantFrom('key-1', '', 'k'.repeat(300))),
    control: fc.boolean(),
    body,
  });
type FuzzRequest = ReturnType<typeof requestWith> extends fc.Arbitrary<infer T> ? T : never;

function send(input: FuzzRequest): Promise<RawAnswer> {
  const headers: Record<string, string> = {};
  if (input.host !== null) headers.Host = input.host;
  if (input.origin !== null) headers.Origin = input.origin;
  if (input.contentType !== null) headers['Content-Type'] = input.contentType;
  if (input.token !== null) headers.jwttoken = input.token;
  if (input.idempotencyKey !== null) headers['Idempotency-Key'] = input.idempotencyKey;
  if (input.control) headers[SANDBOX_CONTROL_HEADER] = '1';
  const withBody = input.body !== null && input.method !== 'GET' && input.method !== 'HEAD';
  return rawRequest(port, { method: input.method, path: asTarget(input.path), headers, body: withBody ? (input.body ?? undefined) : undefined, timeoutMs: 5_000 });
}

/** The answer is a 2xx without a body or with JSON, or a 4xx whose JSON says why. */
function expectWellFormed(input: FuzzRequest, answer: RawAnswer): void {
  const what = `${input.method} ${input.path} → ${answer.status} ${answer.text.slice(0, 200)}`;
  expect(exits, what).toEqual([]);
  expect(answer.status >= 200 && answer.status < 300 ? 'success' : answer.status >= 400 && answer.status < 500 ? 'refusal' : 'other', what).not.toBe('other');
  expect(checkResponseHeaders(answer.headers), what).toEqual([]);
  if (input.method === 'HEAD') return; // an answer to HEAD carries no body
  if (answer.status >= 400) {
    expect(String(answer.headers['content-type']), what).toMatch(/^application\/json/);
    expect(typeof (answer.json as { errorDescription?: unknown } | undefined)?.errorDescription, what).toBe('string');
    expect((answer.json as { errorDescription: string }).errorDescription.length, what).toBeGreaterThan(0);
  } else if (answer.text !== '') {
    expect(String(answer.headers['content-type']), what).toMatch(/^application\/json/);
    expect(answer.json, what).not.toBeUndefined();
  }
}

it(
  'random requests: the sandbox lives, and every answer is a well-formed 2xx or a 4xx in JSON',
  async () => {
    const request = requestWith(tokenOf(await signedInTokens()));
    await fc.assert(
      fc.asyncProperty(request, async (input) => {
        expectWellFormed(input, await send(input));
      }),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
    expect(exits).toEqual([]);
    expect((await rawRequest(port, { path: '/__sandbox/state', headers: { [SANDBOX_CONTROL_HEADER]: '1' } })).status).toBe(200);
  },
  Math.max(30_000, RUNS * 50),
);
