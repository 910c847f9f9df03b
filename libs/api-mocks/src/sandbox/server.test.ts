// @vitest-environment node
/**
 * The contract sandbox over real HTTP on an ephemeral port, driven by the portal's own client
 * (libs/api): each fault shows as the typed error the portal turns into a message.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, createPaySession, fetchProfile, MAX_GET_TRIES, paths, register, renewToken, sendCode, submitMissingInformation, verifyCode, type ApiClient } from '@portal/api';
import { SANDBOX_CONTROL_HEADER } from './checks.ts';
import { ALLOWED_HEADERS } from './cors.ts';
import { startSandbox, type Sandbox } from './server.ts';

const PORTAL_ORIGIN = 'http://127.0.0.1:4300';
/** The client's timeout in these tests: a `hang` becomes a timeout this soon. */
const TIMEOUT_MS = 300;

let sandbox: Sandbox;
let client: ApiClient;
const onRedirectHome = vi.fn();
const onUnauthorized = vi.fn();

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
beforeEach(() => {
  sandbox.reset();
  onRedirectHome.mockReset();
  onUnauthorized.mockReset();
  // Retries of a GET wait for nothing here (the waits are the client's unit tests' business).
  client = createApiClient({ baseUrl: sandbox.url, timeoutMs: TIMEOUT_MS, onRedirectHome, onUnauthorized, sleep: async () => undefined });
});
afterAll(() => sandbox.close());

async function signIn(phone: string): Promise<string> {
  const result = await verifyCode(client, 'sms', phone, '123456');
  if (!result.ok) throw new Error(`sign-in failed: ${JSON.stringify(result.error)}`);
  return result.data.accessToken;
}

/** A control call as the test process makes it (apps/portal-e2e/src/real-http/sandbox.ts). */
const control = (path: string, init: RequestInit = {}) => fetch(`${sandbox.url}/__sandbox/${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), [SANDBOX_CONTROL_HEADER]: '1' } });

async function injectFaults(faults: unknown): Promise<Response> {
  return control('faults', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(faults) });
}

describe('the demo API over HTTP', () => {
  it('signs a demo patient in: send code, verify with 123456, profile', async () => {
    expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await sendCode(client, 'sms', '(555) 555-0100')).toMatchObject({ ok: true });
    const verified = await verifyCode(client, 'sms', '(555) 555-0100', '123456');
    expect(verified).toMatchObject({ ok: true, data: { isPWARegistered: true, hubPatient: true } });
    const profile = await fetchProfile(client, verified.ok ? verified.data.accessToken : '');
    expect(profile.ok && profile.data.patientProfileDetails[0]?.firstName).toBe('Alex');
    expect((await renewToken(client, verified.ok ? verified.data.accessToken : '')).ok).toBe(true);
  });

  it('answers the demo scenarios: a wrong code, a rate-limited account', async () => {
    expect(await verifyCode(client, 'email', 'hub.patient@example.com', '000000')).toMatchObject({ ok: false, error: { kind: 'http', status: 400 } });
    expect(await sendCode(client, 'sms', '(555) 555-0105')).toMatchObject({ ok: false, error: { kind: 'http', status: 429 } });
  });

  it('carries headers and bodies through: the pay call’s Idempotency-Key, a multipart post', async () => {
    const token = await signIn('5555550100');
    const first = await createPaySession(client, token, 'PAY-1001', { amount: 25, pharmacyDistributionCenterId: 'PH-100' }, 'key-1');
    const again = await createPaySession(client, token, 'PAY-1001', { amount: 25, pharmacyDistributionCenterId: 'PH-100' }, 'key-1');
    expect(first.ok && first.data.checkout_url).toMatch(new RegExp(`^${sandbox.url}/demo-checkout\\.html\\?session=`));
    expect(again.ok && again.data.checkout_url).toBe(first.ok && first.data.checkout_url);

    const form = new FormData();
    form.set('missingInformation', JSON.stringify({ active: true, Open_Task: true, missingInfoArray: [] }));
    form.set('acticsPatientId', 'AP-1000');
    form.set('intakeCaseId', 'IC-1000');
    form.set('programCode', 'BISP');
    form.set('primaryInsuranceFront', new Blob([new Uint8Array(2048)], { type: 'image/jpeg' }), 'front.jpg');
    await submitMissingInformation(client, token, form);
    const state = await (await control('state')).json();
    expect(state.paySessions).toHaveLength(1);
    expect(state.missingInformationPosts[0].parts).toContainEqual({ name: 'primaryInsuranceFront', size: 2048, fileName: 'front.jpg' });
  });

  it('keeps state in the process until reset', async () => {
    const token = await signIn('5555550101');
    const registration = { firstName: 'Jordan', lastName: 'Lee', dob: '1970-01-31', zipcode: '62701', mobilePhone: '5555550101', email: '', TCPAConsent: true, MarketingConsent: false, HIPAAConsent: true, hubPatient: 1 as const };
    expect((await register(client, token, registration)).ok).toBe(true);
    expect(await verifyCode(client, 'sms', '5555550101', '123456')).toMatchObject({ ok: true, data: { isPWARegistered: true } });
    const reset = await control('reset', { method: 'POST' });
    expect(reset.status).toBe(204);
    expect(await verifyCode(client, 'sms', '5555550101', '123456')).toMatchObject({ ok: true, data: { isPWARegistered: false } });
  });

  it('answers an unknown call with 404 and an error text', async () => {
    const answer = await fetch(`${sandbox.url}/api/pwa/exp/v1/nothing-here`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ errorDescription: 'No demo answer for GET /api/pwa/exp/v1/nothing-here' });
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${sandbox.url}${paths.profile}`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,idempotency-key,jwttoken' },
    });

  it('answers the preflight of an allowed origin with every header the client sends', async () => {
    const answer = await preflight(PORTAL_ORIGIN);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe(PORTAL_ORIGIN);
    expect(answer.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    expect(answer.headers.get('Access-Control-Allow-Methods')).toBe('GET, POST, PUT, PATCH, DELETE');
    const allowed = answer.headers.get('Access-Control-Allow-Headers')?.toLowerCase().split(', ');
    for (const header of ['jwttoken', 'content-type', 'idempotency-key', 'cache-control', 'accept']) expect(allowed).toContain(header);
    expect(allowed).toHaveLength(ALLOWED_HEADERS.length);
  });

  it('refuses another origin, and a look-alike of an allowed one', async () => {
    for (const origin of ['https://portal.example.com', 'http://127.0.0.1.example.com:4300']) {
      const answer = await preflight(origin);
      expect(answer.status).toBe(403);
      expect(answer.headers.get('Access-Control-Allow-Origin')).toBeNull();
    }
  });

  it('names the origin on the answer and exposes Retry-After', async () => {
    await injectFaults([{ path: paths.profile, fault: '503' }]);
    const answer = await fetch(`${sandbox.url}${paths.profile}`, { headers: { Origin: PORTAL_ORIGIN } });
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe(PORTAL_ORIGIN);
    expect(answer.headers.get('Access-Control-Expose-Headers')).toBe('Retry-After');
    expect(answer.headers.get('Retry-After')).toBe('2');
  });
});

describe('faults, as the portal’s client sees them', () => {
  it.each([
    ['500', { ok: false, error: { kind: 'http', status: 500, message: 'Profile store down' } }],
    ['503', { ok: false, error: { kind: 'http', status: 503, message: 'Service unavailable (sandbox fault)' } }],
    ['202', { ok: false, error: { kind: 'redirectHome', status: 202 } }],
    ['401', { ok: false, error: { kind: 'http', status: 401, message: 'Unauthorized' } }],
    ['429', { ok: false, error: { kind: 'http', status: 429, message: 'Rate limit exceeded' } }],
    ['malformed', { ok: false, error: { kind: 'invalidResponse' } }],
    ['wrongShape', { ok: false, error: { kind: 'invalidResponse' } }],
    ['hang', { ok: false, error: { kind: 'timeout' } }],
    ['drop', { ok: false, error: { kind: 'network' } }],
  ] as const)('%s on the profile', async (fault, expected) => {
    const token = await signIn('5555550100');
    // A GET meeting no answer, a 429 or a 503 is tried again: the fault answers every try.
    const times = fault === '503' || fault === '429' || fault === 'drop' ? MAX_GET_TRIES : 1;
    expect((await injectFaults([{ path: paths.profile, fault, times, errorDescription: 'Profile store down' }])).status).toBe(200);
    expect(await fetchProfile(client, token)).toMatchObject(expected);
    expect(onRedirectHome).toHaveBeenCalledTimes(fault === '202' ? 1 : 0);
    expect(onUnauthorized).toHaveBeenCalledTimes(fault === '401' ? 1 : 0);
    // The fault is used up: the next call is answered as usual.
    expect((await fetchProfile(client, token)).ok).toBe(true);
  });

  it('a GET that meets one 503 is tried again and succeeds; a POST that meets one is not repeated', async () => {
    const token = await signIn('5555550100');
    await injectFaults([{ path: paths.profile, fault: '503', times: 1 }]);
    expect((await fetchProfile(client, token)).ok).toBe(true);
    await injectFaults([{ path: paths.sendSmsOtp, method: 'POST', fault: '503', times: 1 }]);
    expect(await sendCode(client, 'sms', '5555550100')).toMatchObject({ ok: false, error: { kind: 'http', status: 503 } });
    expect((await sendCode(client, 'sms', '5555550100')).ok).toBe(true);
  });

  it('matches the method and the demo patient (by token, or by the phone of a sign-in call)', async () => {
    await injectFaults([
      { path: paths.profile, method: 'GET', scenario: 'interim', fault: '500' },
      { path: paths.profile, method: 'POST', fault: '500' },
      { path: paths.sendSmsOtp, scenario: 'newPatient', fault: 429 },
    ]);
    expect((await fetchProfile(client, await signIn('5555550100'))).ok).toBe(true);
    expect(await fetchProfile(client, await signIn('5555550104'))).toMatchObject({ ok: false, error: { kind: 'http', status: 500 } });
    expect((await sendCode(client, 'sms', '5555550100')).ok).toBe(true);
    expect(await sendCode(client, 'sms', '5555550101')).toMatchObject({ ok: false, error: { kind: 'http', status: 429 } });
  });

  it('lists, refuses a bad fault by field, and clears the faults', async () => {
    const bad = await injectFaults({ path: paths.profile, fault: 'explode' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errorDescription).toMatch(/^Invalid fault: 0\.fault: /);
    await injectFaults({ path: paths.profile, fault: 'drop' });
    expect(await (await control('faults')).json()).toEqual([{ path: paths.profile, fault: 'drop' }]);
    expect((await control('faults', { method: 'DELETE' })).status).toBe(204);
    expect((await fetchProfile(client, await signIn('5555550100'))).ok).toBe(true);
  });
});
