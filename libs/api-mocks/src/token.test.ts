// @vitest-environment node
/**
 * The mock's tokens as a real API's (token.ts, handlers.ts): signed (HS256, a secret made at each
 * start), so a hand-made or altered token is a 401; retired by a renewal or the optional revoke
 * call; carrying their session's id and start, and not renewed past the session's lifetime.
 */
import { memoryStorage } from '@portal/testing/memoryStorage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchProfile, paths, renewToken } from '@portal/api';
import { getMockSessionLifetime, setMockSessionLifetime } from './delay.ts';
import { DEFAULT_MOCK_SESSION_LIFETIME_MS } from './scenarios.ts';
import { setUpMockApi } from './testServer.ts';
import { issueMockToken, MOCK_SECRET_STORAGE_KEY, readMockToken } from './token.ts';

const { client, tokenFor } = setUpMockApi();

afterEach(() => setMockSessionLifetime(DEFAULT_MOCK_SESSION_LIFETIME_MS));

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
const revoke = (token: string) => fetch(`http://portal.test${paths.revokeToken}`, { method: 'POST', headers: { jwttoken: token } });

describe('signed tokens', () => {
  it('a token is an HS256 JWT carrying the patient, its expiry, its own id and its session’s id and start', async () => {
    const before = Math.floor(Date.now() / 1000);
    const token = await tokenFor('5555550100');
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8'))).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(claimsOf(token)).toEqual({ scenario: 'hubPatient', exp: expect.any(Number), iat: expect.any(Number), jti: expect.any(String), sid: expect.any(String), sst: expect.any(Number) });
    expect(claimsOf(token).sst).toBeGreaterThanOrEqual(before);
    expect(token.split('.')[2]).toMatch(/^[\w-]{43}$/);
  });

  it('a token signed with a tab’s own secret (the end-to-end suite’s seeded session) is good in that tab and nowhere else', async () => {
    const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
    const token = await issueMockToken('hubPatient', { secret });
    expect(await fetchProfile(client, token)).toMatchObject({ ok: false, error: { kind: 'http', status: 401 } });
    const tab = memoryStorage();
    tab.setItem(MOCK_SECRET_STORAGE_KEY, secret);
    vi.stubGlobal('sessionStorage', tab);
    try {
      expect(await readMockToken(token)).toMatchObject({ scenario: 'hubPatient' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a hand-made token is a 401, even shaped like a real one (one returned another patient’s profile)', async () => {
    const exp = Math.floor(Date.now() / 1000) + 240;
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ scenario: 'hubPatient', exp })}.mock`;
    expect(await fetchProfile(client, unsigned)).toMatchObject({ ok: false, error: { kind: 'http', status: 401 } });
    expect(await fetchProfile(client, `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ scenario: 'hubPatient', exp, iat: 0, jti: 'x', sid: 'y', sst: 0 })}.${'A'.repeat(43)}`)).toMatchObject({
      ok: false,
      error: { status: 401 },
    });
  });

  it('an altered token is a 401: another patient in the claims, a later expiry, another signature', async () => {
    const token = await tokenFor('5555550110');
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = claimsOf(token);
    for (const altered of [
      `${header}.${base64url({ ...claims, scenario: 'hubPatient' })}.${signature}`,
      `${header}.${base64url({ ...claims, exp: Number(claims.exp) + 3600 })}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`,
      `${header}.${payload}.`,
      `${header}.${payload}`,
    ]) {
      expect(await readMockToken(altered), altered).toBeNull();
      expect(await fetchProfile(client, altered)).toMatchObject({ ok: false, error: { status: 401 } });
    }
    expect((await fetchProfile(client, token)).ok).toBe(true);
  });

  it('an expired token is a 401', async () => {
    const expired = await issueMockToken('hubPatient', { now: Date.now() - 10 * 60_000 });
    expect(await fetchProfile(client, expired)).toMatchObject({ ok: false, error: { status: 401 } });
  });
});

describe('token retirement', () => {
  it('a renewal keeps the session, and retires the token it renewed (it answered after it)', async () => {
    const first = await tokenFor('5555550100');
    const renewed = await renewToken(client, first);
    if (!renewed.ok) throw new Error('renewal failed');
    const second = renewed.data.accessToken;
    expect(claimsOf(second)).toMatchObject({ sid: claimsOf(first).sid, sst: claimsOf(first).sst });
    expect(claimsOf(second).jti).not.toBe(claimsOf(first).jti);
    expect(await fetchProfile(client, first)).toMatchObject({ ok: false, error: { kind: 'http', status: 401 } });
    expect(await renewToken(client, first)).toMatchObject({ ok: false, error: { kind: 'http', status: 401 } });
    expect((await fetchProfile(client, second)).ok).toBe(true);
  });

  it('the optional revoke call retires the token: 200 {}, then every call with it is a 401, and a second revoke too', async () => {
    const token = await tokenFor('5555550100');
    const other = await tokenFor('5555550100');
    const answer = await revoke(token);
    expect([answer.status, await answer.json()]).toEqual([200, {}]);
    expect(await fetchProfile(client, token)).toMatchObject({ ok: false, error: { status: 401 } });
    expect(await renewToken(client, token)).toMatchObject({ ok: false, error: { status: 401 } });
    expect((await revoke(token)).status).toBe(401);
    expect((await revoke('not-a-token')).status).toBe(401);
    // Another sign-in of the same patient is another session: untouched.
    expect((await fetchProfile(client, other)).ok).toBe(true);
  });
});

describe('the absolute session lifetime (12 h by default, a mock setting)', () => {
  it('is 12 h unless set', () => {
    expect(getMockSessionLifetime()).toBe(12 * 60 * 60 * 1000);
  });

  it('a renewal of a session older than the lifetime is a 401; its token still answers until it expires', async () => {
    const now = Date.now();
    const old = await issueMockToken('hubPatient', { now, session: { sid: 'session-1', sst: Math.floor((now - 12 * 60 * 60 * 1000 - 60_000) / 1000) } });
    expect(await renewToken(client, old)).toMatchObject({ ok: false, error: { kind: 'http', status: 401, message: 'The session has ended: sign in again' } });
    expect((await fetchProfile(client, old)).ok).toBe(true);

    setMockSessionLifetime(60_000);
    const young = await issueMockToken('hubPatient', { now, session: { sid: 'session-2', sst: Math.floor((now - 30_000) / 1000) } });
    expect((await renewToken(client, young)).ok).toBe(true);
    const elder = await issueMockToken('hubPatient', { now, session: { sid: 'session-3', sst: Math.floor((now - 90_000) / 1000) } });
    expect(await renewToken(client, elder)).toMatchObject({ ok: false, error: { status: 401 } });
  });
});
