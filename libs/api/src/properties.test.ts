/**
 * Property tests of the API boundary: every call's response goes through the real client
 * (`createApiClient` with a stubbed fetch), on bodies from arbitraries that mirror each schema
 * plus hostile ones (`@portal/testing/wireBodies`): markup, RTL overrides, zero-width and
 * combining characters, lone surrogates, 10 KB strings, the wrong type in any field, missing and
 * extra fields, deeply nested junk and bodies that are not JSON.
 *
 * The properties: a call ends in `{ ok: true, data }` of the documented shape or a typed error,
 * never a throw; an id the paths refuse ends it before any request; what the API reads of an
 * accepted body (the pharmacies list, a token's expiry) never throws and keeps server text as the
 * same text. The rules that run on the accepted bodies have theirs in libs/care/src/properties.test.ts.
 *
 * Runs per property: PROPERTY_RUNS (default 25, so the unit run stays quick). The long run,
 * `npm run test:properties:long`, makes 10,000 per property. A failure prints its seed and path;
 * replay it with PROPERTY_SEED=<seed> (and the same PROPERTY_RUNS).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accepted,
  accessTokenBody,
  bodiesFor,
  booleans,
  expectPlainData,
  fillHistoryBody,
  hostileString,
  junk,
  payBody,
  pharmaciesBody,
  profileBody,
  registrationBody,
  serverId,
  settings,
  TIMEOUT_MS,
  verifySignInBody,
  withExtras,
} from '@portal/testing/wireBodies';
import { accessTokenResponseSchema, readTokenExpiry, register, registrationResponseSchema, renewToken, sendCode, verifyCode, verifySignInResponseSchema } from './access.ts';
import { createApiClient, describeApiError, errorTextOf, GENERIC_FETCH_ERROR, type ApiClient, type ApiResult } from './client.ts';
import { fetchFillHistory, fillHistoryPath, fillHistoryResponseSchema } from './fillHistory.ts';
import { submitMissingInformation } from './missingInformation.ts';
import { createPaySession, payResponseSchema } from './payment.ts';
import { fetchPharmacies, pharmaciesResponseSchema, toPossiblePharmacies, updatePharmacy } from './pharmacy.ts';
import { isUsableId, paths, UnsafeIdError } from './paths.ts';
import { fetchProfile, patientProfileResponseSchema, type PatientProfileResponse } from './profile.ts';

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
// The arbitraries, and what the API reads of a body the schemas accept

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

describe('what the API reads of an accepted body', () => {
  it(
    'pharmacies -> the possible pharmacies, the names as sent',
    () => {
      fc.assert(
        fc.property(accepted(pharmaciesResponseSchema, pharmaciesBody), (response) => {
          const pharmacies = toPossiblePharmacies(response);
          expect(pharmacies.map((pharmacy) => pharmacy.name)).toEqual(response.pharmacies.map((pharmacy) => pharmacy.pharmacyDistributionCenter));
          for (const pharmacy of pharmacies) expect(typeof pharmacy.pharmacy_id).toBe('string');
        }),
        settings,
      );
    },
    TIMEOUT_MS,
  );

  it(
    'the fill history query -> one path with both ids, or UnsafeIdError',
    () => {
      fc.assert(
        fc.property(serverId, serverId, (intakeCaseId, acticsPharmacyReferralRecordId) => {
          const query = { intakeCaseId, acticsPharmacyReferralRecordId };
          if (isUsableId(intakeCaseId) && isUsableId(acticsPharmacyReferralRecordId)) {
            expect(fillHistoryPath(query).startsWith('/api/pwa/exp/v1/fetchFillHistory?intakeCaseId=')).toBe(true);
          } else {
            expect(() => fillHistoryPath(query)).toThrow(UnsafeIdError);
          }
        }),
        settings,
      );
    },
    TIMEOUT_MS,
  );

  it(
    'access tokens -> their expiry',
    () => {
      fc.assert(
        fc.property(accepted(accessTokenResponseSchema, accessTokenBody), ({ accessToken: token }) => {
          const expiry = readTokenExpiry(token);
          expect(expiry === null || (Number.isFinite(expiry) && !Number.isNaN(new Date(expiry).getTime()))).toBe(true);
        }),
        settings,
      );
    },
    TIMEOUT_MS,
  );
});
