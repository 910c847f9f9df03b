import type { ApiClient, ApiResult, PayResponse } from '@portal/api';
import { memoryStorage } from '@portal/testing/memoryStorage';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyActorLogic } from 'xstate';
import { sessionMachine, SESSION_ROOT_ID, type SessionRoot } from '../session/session.machine.ts';
import { tokenLifecycleMachine } from '../tokenLifecycle/tokenLifecycle.machine.ts';
import { forgetAllIdempotencyKeys, idempotencyKeyFor, PAYMENT_KEY_PREFIX, paymentsUnderWay } from './keys.ts';
import { startPaySession, type PaySessionDeps } from './paySession.machine.ts';

const checkout = (url: string): ApiResult<PayResponse> => ({ ok: true, status: 200, data: { checkout_url: url } });
const httpError = (status: number, message = 'An error occurred while fetching data'): ApiResult<PayResponse> => ({ ok: false, error: { kind: 'http', status, message } });
const origin = 'http://127.0.0.1:4300';

/** The session's root actor, with no actor running under it yet. */
const sessionRoot = () => createActor(sessionMachine, { systemId: SESSION_ROOT_ID }).start();

/** Runs `logic` as the session's actor of that id, as the session's runtime does. */
const hostActor = (root: SessionRoot, id: 'tokenLifecycle', logic: AnyActorLogic, { input }: { input: unknown }) => root.send({ type: 'host', id, logic, input });

/**
 * A signed-in session's root actor with its token lifecycle running (the real machine; its
 * renewal answers `renewal`), and the pay call answering `answers` in turn. What was sent is kept.
 */
function session(answers: ApiResult<PayResponse>[], { renewal = async () => 'fresh-token' as string | null }: { renewal?: () => Promise<string | null> } = {}) {
  const system = sessionRoot();
  const order: string[] = [];
  const { api, ...rest } = payCalls(answers, order);
  hostActor(
    system,
    'tokenLifecycle',
    tokenLifecycleMachine.provide({
      actors: {
        renewToken: fromPromise(async (): Promise<ApiResult<{ accessToken: string }>> => {
          order.push('renew');
          const token = await renewal();
          return token ? { ok: true, status: 200, data: { accessToken: token } } : { ok: false, error: { kind: 'http', status: 500, message: 'boom' } };
        }),
      },
    }),
    { input: { api, token: 'old-token', expiresAt: Date.now() + 240_000, lastInteraction: Date.now() } },
  );
  return { system, order, ...rest };
}

/** The pay call of a fake API client (the client's `request` is what createPaySession calls). */
function payCalls(answers: ApiResult<PayResponse>[], order: string[]) {
  let keyCount = 0;
  const calls: { token: string | undefined; key: string | undefined; body: unknown }[] = [];
  const api = {
    request: vi.fn(async (options: { token?: string; headers?: Record<string, string>; body?: unknown }) => {
      order.push('pay');
      calls.push({ token: options.token, key: options.headers?.['Idempotency-Key'], body: options.body });
      return answers.shift() ?? checkout(`${origin}/demo-checkout.html`);
    }),
  } as unknown as ApiClient;
  const deps: PaySessionDeps = {
    api,
    storage: memoryStorage(),
    allowlist: { hosts: ['checkout.example.com'], mock: true, origin },
    newKey: () => `key-${(keyCount += 1)}`,
  };
  return { api, deps, calls };
}

const request = { rxPaymentId: 'PAY-1', amount: 25, pharmacyDistributionCenterId: 'PH-100' };

describe('idempotency key (spec §4 exactly one pay session per payment)', () => {
  it.each([
    ['first attempt', [] as string[], 'key-1', 1],
    ['a key already held for the payment is reused', ['PAY-1=held'], 'held', 0],
    ["another payment's key is not", ['PAY-2=other'], 'key-1', 1],
  ])('%s', (_, held, expected, created) => {
    const storage = memoryStorage();
    for (const entry of held) {
      const [id, key] = entry.split('=');
      storage.setItem(PAYMENT_KEY_PREFIX + id, key ?? '');
    }
    const newKey = vi.fn(() => 'key-1');
    expect(idempotencyKeyFor('PAY-1', storage, newKey)).toBe(expected);
    expect(newKey).toHaveBeenCalledTimes(created);
    expect(storage.getItem(`portal-retry.payment.PAY-1`)).toBe(expected);
  });

  it('keys sit under the retry prefix (kept through an expiry, cleared at logout) and all go once the return is handled', () => {
    const storage = memoryStorage();
    idempotencyKeyFor('PAY-1', storage);
    idempotencyKeyFor('PAY-2', storage);
    storage.setItem('portal-draft.missingInformation', '{}');
    expect(paymentsUnderWay(storage)).toEqual(['PAY-1', 'PAY-2']);
    forgetAllIdempotencyKeys(storage);
    expect(paymentsUnderWay(storage)).toEqual([]);
    expect(storage.getItem('portal-draft.missingInformation')).toBe('{}');
  });

  it.each([
    ['400 (the server refused: nothing was created): a new key next time', [httpError(400, 'Invalid payment')], 'refused', ['key-1', 'key-2']],
    ['429 (rate limited before anything was done): a new key', [httpError(429, 'Rate limit exceeded')], 'refused', ['key-1', 'key-2']],
    ['409 (a request with this key is still being processed): the same key', [httpError(409)], 'unsure', ['key-1', 'key-1']],
    ['502 from a gateway (the upstream may have created it): the same key', [httpError(502)], 'unsure', ['key-1', 'key-1']],
    ['202 (go home): the same key', [{ ok: false, error: { kind: 'redirectHome', status: 202 } } as ApiResult<PayResponse>], 'unsure', ['key-1', 'key-1']],
    ['no answer (timeout): the same key, the session may exist', [{ ok: false, error: { kind: 'timeout' } } as ApiResult<PayResponse>], 'noAnswer', ['key-1', 'key-1']],
    ['a checkout off the allowlist: the same key', [checkout('https://evil.example.net/c?s=1')], 'checkoutNotAllowed', ['key-1', 'key-1']],
    ['a redirect that came back (Back, reload): the same key', [checkout(`${origin}/demo-checkout.html`)], 'redirect', ['key-1', 'key-1']],
  ])('after %s', async (_, answers, firstKind, keys) => {
    const { system, deps, calls } = session(answers);
    const first = await startPaySession(system, request, deps);
    expect(first.kind === 'failed' ? first.reason : first.kind).toBe(firstKind);
    await startPaySession(system, request, deps);
    expect(calls.map((call) => call.key)).toEqual(keys);
  });
});

describe('startPaySession among the session\'s actors (spec §4 Pay session, §7 pay)', () => {
  it('renews the token through the running token lifecycle, then posts amount and pharmacy with the fresh token', async () => {
    const { system, deps, calls, order } = session([]);
    const outcome = await startPaySession(system, request, deps);
    expect(order).toEqual(['renew', 'pay']);
    expect(calls).toEqual([{ token: 'fresh-token', key: 'key-1', body: { amount: 25, pharmacyDistributionCenterId: 'PH-100' } }]);
    expect(outcome).toEqual({ kind: 'redirect', url: `${origin}/demo-checkout.html` });
  });

  it('a second press while the first runs joins it: one request, one outcome', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { system, deps, calls } = session([], { renewal: async () => (await gate, 'fresh-token') });
    const first = startPaySession(system, request, deps);
    const second = startPaySession(system, request, deps);
    release();
    expect(await second).toEqual(await first);
    expect(calls).toHaveLength(1);
  });

  it('a failed renewal fails without a pay call', async () => {
    const { system, deps, calls } = session([], { renewal: async () => null });
    expect(await startPaySession(system, request, deps)).toEqual({ kind: 'failed', reason: 'renewal' });
    expect(calls).toHaveLength(0);
  });

  it('a press right after a reload waits for the token lifecycle the runtime is still loading, and asks for it', async () => {
    const system = sessionRoot();
    const needed = vi.fn();
    system.on('needed', ({ id }) => needed(id));
    const { api, deps, calls } = payCalls([], []);
    const outcome = startPaySession(system, request, deps);
    await Promise.resolve();
    expect(needed).toHaveBeenCalledWith('tokenLifecycle');
    expect(calls).toHaveLength(0);
    hostActor(
      system,
      'tokenLifecycle',
      tokenLifecycleMachine.provide({ actors: { renewToken: fromPromise(async (): Promise<ApiResult<{ accessToken: string }>> => ({ ok: true, status: 200, data: { accessToken: 'late-token' } })) } }),
      { input: { api, token: 'old-token', expiresAt: Date.now() + 240_000, lastInteraction: Date.now() } },
    );
    expect(await outcome).toMatchObject({ kind: 'redirect' });
    expect(calls[0]?.token).toBe('late-token');
  });

  it('no token lifecycle in time (its code never loaded): a renewal failure, nothing sent', async () => {
    vi.useFakeTimers();
    try {
      const system = sessionRoot();
      const { deps, calls } = payCalls([], []);
      const outcome = startPaySession(system, request, deps);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await outcome).toEqual({ kind: 'failed', reason: 'renewal' });
      expect(calls).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('nothing to pay: confirmed, no redirect, the key kept so that the return judges this payment (and forgets it)', async () => {
    const { system, deps } = session([checkout('https://evil.example.net/c')]);
    expect(await startPaySession(system, { ...request, amount: 0, pharmacyDistributionCenterId: '' }, deps)).toEqual({ kind: 'confirmed' });
    expect(paymentsUnderWay(deps.storage)).toEqual([request.rxPaymentId]);
  });

  it('a refused checkout URL is logged without its query', async () => {
    const log = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const { system, deps } = session([checkout('https://evil.example.net/pay?session=secret')]);
      await startPaySession(system, request, deps);
      expect(log).toHaveBeenCalledTimes(1);
      expect(String(log.mock.calls[0]?.[0])).toContain('https://evil.example.net/pay');
      expect(String(log.mock.calls[0]?.[0])).not.toContain('secret');
    } finally {
      log.mockRestore();
    }
  });
});
