import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '@portal/api';
import { z } from 'zod/mini';
import { createSessionApiClient } from './apiClient.ts';
import { createSessionStore, type SessionStore } from './store.ts';
import { memoryStorage } from '@portal/testing/memoryStorage';

/**
 * A session that ends on the server too (docs/decisions/0051-a-session-ends-on-the-server-too.md):
 * the session's API client retires an ended session's token with the optional revoke call. The
 * server here is the test's own: what it received, and what it answers (200, 401, 404).
 */
const BASE = 'https://api.example.test';
let received: Array<{ token: string | null; body: string }> = [];
let status = 200;
const server = setupServer(
  http.post(`${BASE}${paths.revokeToken}`, async ({ request }) => {
    received.push({ token: request.headers.get('jwttoken'), body: await request.text() });
    return status === 200 ? HttpResponse.json({}) : HttpResponse.json({ errorDescription: 'no' }, { status });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  received = [];
  status = 200;
  while (stores.length) stores.pop()!.dispose();
});
afterAll(() => server.close());

const stores: SessionStore[] = [];
/** A tab signed in with `token`, its own storage, and its session's API client made (as every signed-in page makes it). */
function signedInTab(token: string, { channel = null, revokeOnLogout }: { channel?: BroadcastChannel | null; revokeOnLogout?: boolean } = {}) {
  const store = createSessionStore({ channel, storage: memoryStorage() });
  stores.push(store);
  store.authenticate({ token, expiresAt: Date.now() + 240_000, signedInAt: Date.now() });
  createSessionApiClient(store, { baseUrl: BASE, ...(revokeOnLogout === undefined ? {} : { revokeOnLogout }) });
  return store;
}

const revokes = () => vi.waitFor(() => expect(received.length).toBeGreaterThan(0)).then(() => received);

describe('the token is revoked on the server when the session ends', () => {
  it('logout: POST …/accesstoken/revoke with the token in jwttoken, no body', async () => {
    signedInTab('token-here').end('logout');
    expect(await revokes()).toEqual([{ token: 'token-here', body: '' }]);
  });

  it('the logout link (retireToken, before /logout\'s page load): the same call, once, even when the end follows in this page', async () => {
    const store = signedInTab('token-here');
    store.retireToken();
    store.end('logout');
    expect(await revokes()).toEqual([{ token: 'token-here', body: '' }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toHaveLength(1);
  });

  it('another tab\'s logout (BroadcastChannel): this tab revokes its own token', async () => {
    const here = signedInTab('token-here', { channel: new BroadcastChannel('revoke-elsewhere') });
    const there = createSessionStore({ channel: new BroadcastChannel('revoke-elsewhere'), storage: memoryStorage() });
    stores.push(there);
    const ended = new Promise((resolve) => here.onEnd(resolve));
    there.end('logout'); // the other tab held no session (its /logout page ran after Clear-Site-Data)
    expect(await ended).toBe('loggedOutElsewhere');
    expect(await revokes()).toEqual([{ token: 'token-here', body: '' }]);
  });

  it('the absolute lifetime: revoked too (the token was still good)', async () => {
    signedInTab('token-here').end('lifetime');
    expect(await revokes()).toEqual([{ token: 'token-here', body: '' }]);
  });

  it('one revocation per token, however many clients the page made (main.tsx\'s prefetch makes its own)', async () => {
    const store = signedInTab('token-here');
    createSessionApiClient(store, { baseUrl: BASE });
    store.end('logout');
    await revokes();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toHaveLength(1);
  });

  it.each([401, 404, 500])('an answer of %i changes nothing: the session had ended, nothing is thrown or shown', async (answer) => {
    status = answer;
    const store = signedInTab('token-here');
    const ended = vi.fn();
    store.onEnd(ended);
    store.end('logout');
    await revokes();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ended).toHaveBeenCalledExactlyOnceWith('logout', 'authenticated');
    expect(store.get()).toMatchObject({ status: 'anonymous', endNotice: null });
  });

  it('a programme whose API has no revoke call (session.revokeOnLogout: false) sends nothing', async () => {
    signedInTab('token-here', { revokeOnLogout: false }).end('logout');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]); // (an unhandled call would also fail this file: onUnhandledFrame 'error')
  });

  it.each(['expired', 'unauthorized'] as const)('%s: nothing is sent (the server already holds the token as no good)', async (reason) => {
    signedInTab('token-here').end(reason);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toEqual([]);
  });
});

describe('a 401 ends the session only for the token it holds now', () => {
  const PROFILE = `${BASE}/api/pwa/exp/v1/patient/profile`;
  // The server refuses every token but the renewed one: a renewal retired the one it renewed.
  const refusingAllBut = (valid: string) =>
    http.get(PROFILE, ({ request }) => (request.headers.get('jwttoken') === valid ? HttpResponse.json({}) : HttpResponse.json({ errorDescription: 'Unauthorized' }, { status: 401 })));
  const anything = z.unknown();

  it('a call sent with the token a renewal has since replaced: refused, and the session goes on with the new one', async () => {
    server.use(refusingAllBut('renewed'));
    const store = signedInTab('before-renewal', { revokeOnLogout: false });
    const client = createSessionApiClient(store, { baseUrl: BASE, revokeOnLogout: false });
    const call = client.request({ path: '/api/pwa/exp/v1/patient/profile', schema: anything, token: 'before-renewal' });
    store.updateToken('renewed', Date.now() + 240_000);
    expect((await call).ok).toBe(false);
    expect(store.get()).toMatchObject({ status: 'authenticated', token: 'renewed' });
  });

  it('a call sent with the token the session still holds: refused, and the session ends ("Your session has ended")', async () => {
    server.use(refusingAllBut('renewed'));
    const store = signedInTab('still-held', { revokeOnLogout: false });
    const client = createSessionApiClient(store, { baseUrl: BASE, revokeOnLogout: false });
    expect((await client.request({ path: '/api/pwa/exp/v1/patient/profile', schema: anything, token: 'still-held' })).ok).toBe(false);
    expect(store.get()).toMatchObject({ status: 'anonymous', endNotice: { reason: 'unauthorized' } });
  });
});
