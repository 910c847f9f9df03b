import type { ApiResult, PayResponse } from '@portal/api';
import { describe, expect, it, vi } from 'vitest';
import { forgetAllIdempotencyKeys, idempotencyKeyFor, PAYMENT_KEY_PREFIX, paymentsUnderWay, refusedByServer, startPaySession, type PaySessionDeps } from './paySession.ts';
import { memoryStorage } from '../../../../tools/testing/memoryStorage.ts';


const checkout = (url: string): ApiResult<PayResponse> => ({ ok: true, status: 200, data: { checkout_url: url } });
const httpError = (status: number, message = 'An error occurred while fetching data'): ApiResult<PayResponse> => ({ ok: false, error: { kind: 'http', status, message } });
const noAnswer: ApiResult<PayResponse> = { ok: false, error: { kind: 'timeout' } };
const origin = 'http://127.0.0.1:4300';

function deps(answers: ApiResult<PayResponse>[], overrides: Partial<PaySessionDeps> = {}) {
  let keyCount = 0;
  const calls: { token: string; rxPaymentId: string; key: string; body: unknown }[] = [];
  const log = vi.fn();
  const value: PaySessionDeps = {
    renewToken: async () => 'fresh-token',
    pay: async (token, rxPaymentId, body, key) => {
      calls.push({ token, rxPaymentId, key, body });
      return answers.shift() ?? checkout(`${origin}/demo-checkout.html`);
    },
    storage: memoryStorage(),
    allowlist: { hosts: ['checkout.example.com'], mock: true, origin },
    newKey: () => `key-${(keyCount += 1)}`,
    log,
    ...overrides,
  };
  return { deps: value, calls, log };
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
    ['401: a new key', [httpError(401, 'Unauthorized')], 'refused', ['key-1', 'key-2']],
    ['404: a new key', [httpError(404)], 'refused', ['key-1', 'key-2']],
    ['422 (the key was used with another body): a new key', [httpError(422)], 'refused', ['key-1', 'key-2']],
    ['429 (rate limited before anything was done): a new key', [httpError(429, 'Rate limit exceeded')], 'refused', ['key-1', 'key-2']],
    ['409 (a request with this key is still being processed): the same key', [httpError(409)], 'unsure', ['key-1', 'key-1']],
    ['502 from a gateway (the upstream may have created it): the same key', [httpError(502)], 'unsure', ['key-1', 'key-1']],
    ['504 with no body: the same key', [httpError(504)], 'unsure', ['key-1', 'key-1']],
    ['500 with the server’s text: the same key', [httpError(500, 'boom')], 'unsure', ['key-1', 'key-1']],
    ['503: the same key', [httpError(503)], 'unsure', ['key-1', 'key-1']],
    ['202 (go home): the same key', [{ ok: false, error: { kind: 'redirectHome', status: 202 } } as ApiResult<PayResponse>], 'unsure', ['key-1', 'key-1']],
    ['no answer (timeout): the same key, the session may exist', [noAnswer], 'noAnswer', ['key-1', 'key-1']],
    ['no connection: the same key', [{ ok: false, error: { kind: 'network' } } as ApiResult<PayResponse>], 'noAnswer', ['key-1', 'key-1']],
    ['an unreadable 200: the same key', [{ ok: false, error: { kind: 'invalidResponse', issues: 'checkout_url: missing' } } as ApiResult<PayResponse>], 'noAnswer', ['key-1', 'key-1']],
    ['a checkout off the allowlist: the same key', [checkout('https://evil.example.net/c?s=1')], 'checkoutNotAllowed', ['key-1', 'key-1']],
    ['a redirect that came back (Back, reload): the same key', [checkout(`${origin}/demo-checkout.html`)], 'redirect', ['key-1', 'key-1']],
  ])('after %s', async (_, answers, firstKind, keys) => {
    const { deps: d, calls } = deps(answers);
    const first = await startPaySession(request, d);
    expect(first.kind === 'failed' ? first.reason : first.kind).toBe(firstKind);
    await startPaySession(request, d);
    expect(calls.map((call) => call.key)).toEqual(keys);
  });
});

describe('refusedByServer: only a clear refusal lets a new pay session start', () => {
  it.each([
    [400, true],
    [401, true],
    [403, true],
    [404, true],
    [422, true],
    [429, true],
    [499, true],
    [409, false],
    [399, false],
    [500, false],
    [502, false],
    [504, false],
  ])('http %i → %s', (status, refused) => {
    expect(refusedByServer({ kind: 'http', status, message: '' })).toBe(refused);
  });

  it.each([{ kind: 'timeout' }, { kind: 'network' }, { kind: 'redirectHome', status: 202 }, { kind: 'invalidResponse', issues: '' }] as const)('$kind → false', (error) => {
    expect(refusedByServer(error)).toBe(false);
  });
});

describe('startPaySession (spec §4 Pay session, §7 pay)', () => {
  it('renews the token first, then posts amount and pharmacy with the fresh token', async () => {
    const order: string[] = [];
    const { deps: d, calls } = deps([]);
    const outcome = await startPaySession(request, {
      ...d,
      renewToken: async () => (order.push('renew'), 'fresh-token'),
      pay: async (...args) => (order.push('pay'), d.pay(...args)),
    });
    expect(order).toEqual(['renew', 'pay']);
    expect(calls[0]).toEqual({ token: 'fresh-token', rxPaymentId: 'PAY-1', key: 'key-1', body: { amount: 25, pharmacyDistributionCenterId: 'PH-100' } });
    expect(outcome).toEqual({ kind: 'redirect', url: `${origin}/demo-checkout.html` });
  });

  it('a second press while the first runs joins it: one request', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { deps: d, calls } = deps([]);
    const slow = { ...d, renewToken: async () => (await gate, 'fresh-token') };
    const first = startPaySession(request, slow);
    const second = startPaySession(request, slow);
    expect(second).toBe(first);
    release();
    await Promise.all([first, second]);
    expect(calls).toHaveLength(1);
  });

  it('a failed renewal fails without a pay call', async () => {
    const { deps: d, calls } = deps([]);
    expect(await startPaySession(request, { ...d, renewToken: async () => null })).toEqual({ kind: 'failed', reason: 'renewal' });
    expect(calls).toHaveLength(0);
  });

  it('a throwing renewal is a failure, never a rejection', async () => {
    const { deps: d } = deps([]);
    expect(await startPaySession(request, { ...d, renewToken: () => Promise.reject(new Error('x')) })).toEqual({ kind: 'failed', reason: 'noAnswer' });
  });

  it('nothing to pay: confirmed, no redirect, the key forgotten', async () => {
    const { deps: d } = deps([checkout('https://evil.example.net/c')]);
    expect(await startPaySession({ ...request, amount: 0, pharmacyDistributionCenterId: '' }, d)).toEqual({ kind: 'confirmed' });
    expect(paymentsUnderWay(d.storage)).toEqual([]);
  });

  it('a refused checkout URL is logged without its query', async () => {
    const { deps: d, log } = deps([checkout('https://evil.example.net/pay?session=secret')]);
    await startPaySession(request, d);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toContain('https://evil.example.net/pay');
    expect(String(log.mock.calls[0]?.[0])).not.toContain('secret');
  });
});
