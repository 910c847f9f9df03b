import type { ApiClient, ApiResult, PayResponse } from '@portal/api';
import { memoryStorage } from '@portal/testing/memoryStorage';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { paySessionMachine, refusedByServer } from './paySession.machine.ts';
import type { PayCallInput, PaySessionInput } from './types.ts';

const checkout = (url: string): ApiResult<PayResponse> => ({ ok: true, status: 200, data: { checkout_url: url } });
const httpError = (status: number, message = 'An error occurred while fetching data'): ApiResult<PayResponse> => ({ ok: false, error: { kind: 'http', status, message } });
const origin = 'http://127.0.0.1:4300';

const input: PaySessionInput = {
  // The calls are the test's fakes: no request goes through this client.
  api: {} as ApiClient,
  rxPaymentId: 'PAY-1',
  amount: 25,
  pharmacyDistributionCenterId: 'PH-100',
  idempotencyKey: 'key-1',
  keys: memoryStorage(),
  allowlist: { hosts: ['checkout.example.com'], mock: true, origin },
};

/** Runs one pay session to its end with the given renewal and pay answer; what it called and decided. */
async function run({
  answer = checkout(`${origin}/demo-checkout.html`),
  renew = async (): Promise<string | null> => 'fresh-token',
  pay,
  given = input,
}: { answer?: ApiResult<PayResponse>; renew?: () => Promise<string | null>; pay?: () => Promise<ApiResult<PayResponse>>; given?: PaySessionInput } = {}) {
  const order: string[] = [];
  const calls: Omit<PayCallInput, 'api'>[] = [];
  const forgetKey = vi.fn();
  const logRefusedCheckout = vi.fn();
  const actor = createActor(
    paySessionMachine.provide({
      actors: {
        renewToken: fromPromise(async () => (order.push('renew'), renew())),
        pay: fromPromise(async ({ input: call }: { input: PayCallInput }) => {
          order.push('pay');
          const { api: _client, ...asked } = call;
          calls.push(asked);
          return pay ? pay() : answer;
        }),
      },
      actions: { forgetKey, logRefusedCheckout: (_, params) => logRefusedCheckout(params.url) },
    }),
    { input: given },
  );
  actor.start();
  const outcome = await toPromise(actor);
  return { outcome, order, calls, forgetKey, logRefusedCheckout };
}

describe('the pay session (spec §4 Pay session, §7 pay)', () => {
  it('renews the token first, then posts amount and pharmacy with the fresh token and the key', async () => {
    const { outcome, order, calls } = await run();
    expect(order).toEqual(['renew', 'pay']);
    expect(calls).toEqual([{ token: 'fresh-token', rxPaymentId: 'PAY-1', idempotencyKey: 'key-1', body: { amount: 25, pharmacyDistributionCenterId: 'PH-100' } }]);
    expect(outcome).toEqual({ kind: 'redirect', url: `${origin}/demo-checkout.html` });
  });

  it('a failed renewal fails without a pay call', async () => {
    const { outcome, calls } = await run({ renew: async () => null });
    expect(outcome).toEqual({ kind: 'failed', reason: 'renewal' });
    expect(calls).toHaveLength(0);
  });

  it('a throwing renewal or pay call is a failure with no answer, never a rejection', async () => {
    expect((await run({ renew: () => Promise.reject(new Error('x')) })).outcome).toEqual({ kind: 'failed', reason: 'noAnswer' });
    expect((await run({ pay: () => Promise.reject(new Error('x')) })).outcome).toEqual({ kind: 'failed', reason: 'noAnswer' });
  });

  it('nothing to pay: confirmed, no redirect (even to an allowed checkout), the key kept for the return to judge this payment', async () => {
    const { outcome, forgetKey } = await run({ given: { ...input, amount: 0, pharmacyDistributionCenterId: '' }, answer: checkout(`${origin}/demo-checkout.html`) });
    expect(outcome).toEqual({ kind: 'confirmed' });
    expect(forgetKey).not.toHaveBeenCalled();
  });

  it('a checkout off the allowlist is refused and logged once, with its address', async () => {
    const { outcome, logRefusedCheckout, forgetKey } = await run({ answer: checkout('https://evil.example.net/pay?session=secret') });
    expect(outcome).toEqual({ kind: 'failed', reason: 'checkoutNotAllowed' });
    expect(logRefusedCheckout).toHaveBeenCalledTimes(1);
    expect(logRefusedCheckout).toHaveBeenCalledWith('https://evil.example.net/pay?session=secret');
    expect(forgetKey).not.toHaveBeenCalled();
  });

  it('an allowed https checkout on a listed host is the redirect', async () => {
    expect((await run({ answer: checkout('https://checkout.example.com/s/1') })).outcome).toEqual({ kind: 'redirect', url: 'https://checkout.example.com/s/1' });
  });

  it.each([
    ['400 (the server refused: nothing was created)', httpError(400, 'Invalid payment'), 'refused', true],
    ['401', httpError(401, 'Unauthorized'), 'refused', true],
    ['404', httpError(404), 'refused', true],
    ['422 (the key was used with another body)', httpError(422), 'refused', true],
    ['429 (rate limited before anything was done)', httpError(429, 'Rate limit exceeded'), 'refused', true],
    ['409 (a request with this key is still being processed)', httpError(409), 'unsure', false],
    ['502 from a gateway (the upstream may have created it)', httpError(502), 'unsure', false],
    ['504 with no body', httpError(504), 'unsure', false],
    ['500 with the server’s text', httpError(500, 'boom'), 'unsure', false],
    ['503', httpError(503), 'unsure', false],
    ['202 (go home)', { ok: false, error: { kind: 'redirectHome', status: 202 } } as ApiResult<PayResponse>, 'unsure', false],
    ['no answer (timeout): the session may exist', { ok: false, error: { kind: 'timeout' } } as ApiResult<PayResponse>, 'noAnswer', false],
    ['no connection', { ok: false, error: { kind: 'network' } } as ApiResult<PayResponse>, 'noAnswer', false],
    ['an unreadable 200', { ok: false, error: { kind: 'invalidResponse', issues: 'checkout_url: missing' } } as ApiResult<PayResponse>, 'noAnswer', false],
  ])('after %s: failed (%s); the key forgotten: %s', async (_, answer, reason, forgotten) => {
    const { outcome, forgetKey } = await run({ answer });
    expect(outcome).toEqual({ kind: 'failed', reason });
    expect(forgetKey).toHaveBeenCalledTimes(forgotten ? 1 : 0);
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
