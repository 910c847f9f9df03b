import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, describeApiError, GENERIC_FETCH_ERROR } from './client.ts';

const schema = z.object({ accessToken: z.string() });
const messages = { fetchData: GENERIC_FETCH_ERROR, timeout: 'too slow', network: 'offline', invalidResponse: 'unreadable' };

function fakeFetch(status: number, body: unknown) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
}

describe('api client', () => {
  it('sends the token in the jwttoken header to the configured base URL', async () => {
    const fetch = fakeFetch(200, { accessToken: 'next' });
    const client = createApiClient({ baseUrl: 'https://api.example.test/', fetch });
    const result = await client.request({ path: '/api/auth/services/exp/v1/accesstoken', schema, token: 'abc' });
    expect(result).toEqual({ ok: true, status: 200, data: { accessToken: 'next' } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://api.example.test/api/auth/services/exp/v1/accesstoken');
    expect((init!.headers as Record<string, string>).jwttoken).toBe('abc');
  });

  it('sends JSON bodies with a JSON content type and no token header when there is none', async () => {
    const fetch = fakeFetch(200, { accessToken: 'x' });
    await createApiClient({ baseUrl: '', fetch }).request({ method: 'POST', path: '/p', schema, body: { phoneNumber: '+15555550100' } });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.body).toBe('{"phoneNumber":"+15555550100"}');
    expect(init.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it('treats 202 as "go to /"', async () => {
    const onRedirectHome = vi.fn();
    const result = await createApiClient({ baseUrl: '', fetch: fakeFetch(202, {}), onRedirectHome }).request({ path: '/p', schema });
    expect(result).toEqual({ ok: false, error: { kind: 'redirectHome', status: 202 } });
    expect(onRedirectHome).toHaveBeenCalledTimes(1);
  });

  it.each([
    [{ errorDescription: 'Invalid code' }, 'Invalid code'],
    [{ error: 'Patient not found' }, 'Patient not found'],
    [{ something: 'else' }, GENERIC_FETCH_ERROR],
    ['<html>Bad gateway</html>', GENERIC_FETCH_ERROR],
    [undefined, GENERIC_FETCH_ERROR],
  ])('any other status is an error with the response text or the generic message (%j)', async (body, message) => {
    const result = await createApiClient({ baseUrl: '', fetch: fakeFetch(500, body) }).request({ path: '/p', schema });
    expect(result).toEqual({ ok: false, error: { kind: 'http', status: 500, message } });
  });

  it('a body that does not match the schema is a typed error, not a crash', async () => {
    const result = await createApiClient({ baseUrl: '', fetch: fakeFetch(200, { accessToken: 42 }) }).request({ path: '/p', schema });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe('invalidResponse');
      expect(describeApiError(result.error, messages)).toBe('unreadable');
    }
  });

  it('every request has a timeout', async () => {
    const never = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason))),
    );
    const result = await createApiClient({ baseUrl: '', fetch: never, timeoutMs: 20 }).request({ path: '/p', schema });
    expect(result).toEqual({ ok: false, error: { kind: 'timeout' } });
  });

  it('a network failure is an error result', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = await createApiClient({ baseUrl: '', fetch: failing }).request({ path: '/p', schema });
    expect(result).toEqual({ ok: false, error: { kind: 'network' } });
  });

  it('describes errors for patients with the server text shown as given', () => {
    expect(describeApiError({ kind: 'http', status: 400, message: 'That code wasn\u2019t right' }, messages)).toBe('That code wasn\u2019t right');
    expect(describeApiError({ kind: 'timeout' }, messages)).toBe('too slow');
    expect(describeApiError({ kind: 'network' }, messages)).toBe('offline');
  });
});

describe('api client: answers the session must hear (spec §7)', () => {
  it('a 401 to a call with the token calls onUnauthorized and is still an http error', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl: '', fetch: fakeFetch(401, { errorDescription: 'Unauthorized' }), onUnauthorized });
    expect(await client.request({ path: '/p', schema, token: 'abc' })).toEqual({ ok: false, error: { kind: 'http', status: 401, message: 'Unauthorized' } });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a 401 to a call without a token (signing in) is only an error', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl: '', fetch: fakeFetch(401, {}), onUnauthorized });
    expect((await client.request({ method: 'POST', path: '/p', schema, body: {} })).ok).toBe(false);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it.each([403, 500])('a %i does not end the session', async (status) => {
    const onUnauthorized = vi.fn();
    const onRedirectHome = vi.fn();
    await createApiClient({ baseUrl: '', fetch: fakeFetch(status, {}), onUnauthorized, onRedirectHome }).request({ path: '/p', schema, token: 'abc' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onRedirectHome).not.toHaveBeenCalled();
  });
});
