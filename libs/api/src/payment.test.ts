import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.ts';
import { createPaySession } from './payment.ts';

describe('createPaySession (spec §7 pay)', () => {
  it('posts amount and pharmacy with the token and the Idempotency-Key header, and reads checkout_url', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ checkout_url: 'https://checkout.example.com/c/1' }), { status: 200 }));
    const client = createApiClient({ baseUrl: 'https://api.example.com', fetch });
    const result = await createPaySession(client, 'token-1', 'PAY 1', { amount: 25, pharmacyDistributionCenterId: 'PH-100' }, 'key-1');
    expect(result).toEqual({ ok: true, status: 200, data: { checkout_url: 'https://checkout.example.com/c/1' } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example.com/api/pwa/exp/v1/payments/PAY%201/pay');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ jwttoken: 'token-1', 'Idempotency-Key': 'key-1', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({ amount: 25, pharmacyDistributionCenterId: 'PH-100' });
  });

  it('an answer without checkout_url is an invalid response', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({}), { status: 200 }));
    const result = await createPaySession(createApiClient({ baseUrl: '', fetch }), 't', 'PAY-1', { amount: 0, pharmacyDistributionCenterId: '' }, 'k');
    expect(result.ok).toBe(false);
  });

  it('a payment id of ".." sends nothing (it would post to /api/pwa/exp/v1/pay with the token)', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ checkout_url: 'https://checkout.example.com/c/1' }), { status: 200 }));
    const result = await createPaySession(createApiClient({ baseUrl: '', fetch }), 't', '..', { amount: 25, pharmacyDistributionCenterId: '' }, 'k');
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalidResponse' } });
    expect(fetch).not.toHaveBeenCalled();
  });
});
