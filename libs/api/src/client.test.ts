import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { paths, UnsafeIdError } from './paths.ts';
import { createApiClient, DEFAULT_TIMEOUT_MS, describeApiError, errorTextOf, GENERIC_FETCH_ERROR, MAX_GET_TRIES, retryAfterMs } from './client.ts';

const schema = z.object({ accessToken: z.string() });
/** The programme's wording, each distinct from the client's generic text and from every server text below. */
const messages = { fetchData: 'PROGRAMME COPY: could not fetch data', timeout: 'too slow', network: 'offline', invalidResponse: 'unreadable' };

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

  it('a path given as a function is built for the call', async () => {
    const fetch = fakeFetch(200, { accessToken: 'x' });
    await createApiClient({ baseUrl: 'https://api.example.test', fetch }).request({ path: () => paths.pay('PAY-1'), schema });
    expect(fetch.mock.calls[0]![0]).toBe('https://api.example.test/api/pwa/exp/v1/payments/PAY-1/pay');
  });

  it.each(['..', '.', '', '%2e%2e'])('an id %j the path refuses ends the call as invalidResponse before any request (a server id of ".." would call /payments/../pay)', async (id) => {
    const fetch = fakeFetch(200, { accessToken: 'x' });
    const onUnauthorized = vi.fn();
    const result = await createApiClient({ baseUrl: '', fetch, onUnauthorized }).request({ method: 'POST', path: () => paths.pay(id), schema, token: 't', body: {} });
    expect(result).toEqual({ ok: false, error: { kind: 'invalidResponse', issues: new UnsafeIdError(id).message } });
    expect(fetch).not.toHaveBeenCalled();
    if (!result.ok) expect(describeApiError(result.error, messages)).toBe('unreadable');
  });

  it('a path function that fails for another reason is a bug, not a server answer: it rejects', async () => {
    const fetch = fakeFetch(200, { accessToken: 'x' });
    const broken = () => {
      throw new TypeError('bug');
    };
    await expect(createApiClient({ baseUrl: '', fetch }).request({ path: broken, schema })).rejects.toThrow('bug');
    expect(fetch).not.toHaveBeenCalled();
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

/** A fetch that records every call and answers 200 with this body. */
function recordingFetch(body: unknown = { accessToken: 'next' }) {
  return fakeFetch(200, body);
}
const headersOf = (init: RequestInit | undefined) => init!.headers as Record<string, string>;

describe('api client: the method, headers and body of each call (spec §7)', () => {
  it('a GET carries no body and no content type, only the token header', async () => {
    const fetch = recordingFetch();
    await createApiClient({ baseUrl: '', fetch }).request({ path: '/api/auth/services/exp/v1/accesstoken', schema, token: 'abc' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/auth/services/exp/v1/accesstoken');
    expect(init!.method).toBe('GET');
    expect(init!.body).toBeUndefined();
    expect(headersOf(init)).toEqual({ Accept: 'application/json', jwttoken: 'abc' });
  });

  it('a GET without a token sends no jwttoken header', async () => {
    const fetch = recordingFetch();
    await createApiClient({ baseUrl: '', fetch }).request({ path: '/p', schema, token: null });
    expect(headersOf(fetch.mock.calls[0]![1])).toEqual({ Accept: 'application/json' });
    await createApiClient({ baseUrl: '', fetch }).request({ path: '/p', schema, token: '' });
    expect(headersOf(fetch.mock.calls[1]![1])).toEqual({ Accept: 'application/json' });
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('a %s sends its JSON body with a JSON content type and the token', async (method) => {
    const fetch = recordingFetch();
    await createApiClient({ baseUrl: '', fetch }).request({ method, path: '/p', schema, token: 'abc', body: { amount: 25, id: 'PAY-1' } });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.method).toBe(method);
    expect(init.body).toBe('{"amount":25,"id":"PAY-1"}');
    expect(headersOf(init)).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json', jwttoken: 'abc' });
  });

  it('a POST without a body sends neither a body nor a content type', async () => {
    const fetch = recordingFetch();
    await createApiClient({ baseUrl: '', fetch }).request({ method: 'POST', path: '/p', schema });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBeUndefined();
    expect(headersOf(init)).toEqual({ Accept: 'application/json' });
  });

  it('a multipart POST sends the form data as it is and lets the browser set the content type (access-and-identity §7)', async () => {
    const fetch = recordingFetch();
    const form = new FormData();
    form.append('missingInformation', '[]');
    await createApiClient({ baseUrl: '', fetch }).request({ method: 'POST', path: '/api/pwa/exp/v1/patient/missingInformation', schema, token: 'abc', body: form });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    expect(headersOf(init)).toEqual({ Accept: 'application/json', jwttoken: 'abc' });
  });

  it('never sends cookies, and always passes an abort signal', async () => {
    const fetch = recordingFetch();
    await createApiClient({ baseUrl: '', fetch }).request({ path: '/p', schema });
    const init = fetch.mock.calls[0]![1]!;
    expect(init.credentials).toBe('omit');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('keeps no answer in the browser\'s HTTP cache, for every method and body', async () => {
    const fetch = recordingFetch();
    const client = createApiClient({ baseUrl: '', fetch });
    await client.request({ path: '/api/pwa/exp/v1/patient/profile', schema, token: 'abc' });
    await client.request({ method: 'POST', path: '/p', schema, body: { a: 1 } });
    await client.request({ method: 'PATCH', path: '/p', schema, body: new FormData() });
    expect(fetch.mock.calls.map(([, init]) => init!.cache)).toEqual(['no-store', 'no-store', 'no-store']);
  });

  it('joins the base URL and the path with one slash however many the config ends with', async () => {
    const fetch = recordingFetch();
    await createApiClient({ baseUrl: 'https://api.example.test///', fetch }).request({ path: '/api/pwa/exp/v1/patient/profile', schema });
    await createApiClient({ baseUrl: 'https://api.example.test', fetch }).request({ path: '/api/pwa/exp/v1/patient/profile', schema });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      'https://api.example.test/api/pwa/exp/v1/patient/profile',
      'https://api.example.test/api/pwa/exp/v1/patient/profile',
    ]);
  });

  it('uses the global fetch when none is given', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"accessToken":"global"}', { status: 200 }));
    expect(await createApiClient({ baseUrl: '' }).request({ path: '/p', schema })).toEqual({ ok: true, status: 200, data: { accessToken: 'global' } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('api client: what a 200 body is (spec §7)', () => {
  it('an empty 200 body is read as null', async () => {
    const result = await createApiClient({ baseUrl: '', fetch: fakeFetch(200, undefined) }).request({ path: '/p', schema: z.null() });
    expect(result).toEqual({ ok: true, status: 200, data: null });
  });

  it('a 200 body that is not JSON is read as its text', async () => {
    const result = await createApiClient({ baseUrl: '', fetch: fakeFetch(200, 'OK') }).request({ path: '/p', schema: z.string() });
    expect(result).toEqual({ ok: true, status: 200, data: 'OK' });
  });

  it('names every field the schema refused, and "(body)" for the body itself', async () => {
    const nested = z.object({ accessToken: z.string(), patient: z.object({ firstName: z.string() }) });
    const wrong = await createApiClient({ baseUrl: '', fetch: fakeFetch(200, { accessToken: 1, patient: { firstName: 2 } }) }).request({ path: '/p', schema: nested });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok && wrong.error.kind === 'invalidResponse') {
      expect(wrong.error.issues).toMatch(/^accessToken: .+; patient\.firstName: .+$/);
    } else {
      expect.unreachable('an invalid response was expected');
    }
    const empty = await createApiClient({ baseUrl: '', fetch: fakeFetch(200, undefined) }).request({ path: '/p', schema });
    expect(empty.ok).toBe(false);
    if (!empty.ok && empty.error.kind === 'invalidResponse') expect(empty.error.issues).toMatch(/^\(body\): /);
    else expect.unreachable('an invalid response was expected');
  });
});

describe('api client: errors, and which text the patient reads (spec §7, access-and-identity §8 "Data fetch non-200")', () => {
  it.each([
    [{ message: 'Address rejected' }, 'Address rejected'],
    [{ errorMessage: 'Payment declined' }, 'Payment declined'],
    [{ errorDescription: 'Invalid code', error: 'Bad Request' }, 'Invalid code'],
    [{ errorDescription: '   ', error: 'Bad Request' }, 'Bad Request'],
    [{ error: { code: 42 }, message: 'Plain text wins over an object' }, 'Plain text wins over an object'],
    [{ error: 42 }, GENERIC_FETCH_ERROR],
    [['Invalid code'], GENERIC_FETCH_ERROR],
  ])('%j carries %j', async (body, message) => {
    const result = await createApiClient({ baseUrl: '', fetch: fakeFetch(400, body) }).request({ path: '/p', schema });
    expect(result).toEqual({ ok: false, error: { kind: 'http', status: 400, message } });
  });

  it.each([[null], [undefined], ['Invalid code'], [42], [{}], [{ errorDescription: '' }]])('errorTextOf(%j) finds no server text', (body) => {
    expect(errorTextOf(body)).toBeNull();
  });

  it('the patient reads the server text when there is one, the programme wording when there is none', async () => {
    const withText = await createApiClient({ baseUrl: '', fetch: fakeFetch(404, { errorDescription: 'SERVER TEXT: patient not found' }) }).request({ path: '/p', schema });
    const withoutText = await createApiClient({ baseUrl: '', fetch: fakeFetch(500, '<html>Bad gateway</html>') }).request({ path: '/p', schema });
    expect(withText.ok || describeApiError(withText.error, messages)).toBe('SERVER TEXT: patient not found');
    expect(withoutText.ok || describeApiError(withoutText.error, messages)).toBe(messages.fetchData);
  });

  it('a 202 reads as the programme wording for a failed fetch, not as server text', () => {
    expect(describeApiError({ kind: 'redirectHome', status: 202 }, messages)).toBe(messages.fetchData);
  });

  it('an unreadable answer, a timeout and no connection each have their own wording', () => {
    expect(describeApiError({ kind: 'invalidResponse', issues: 'accessToken: required' }, messages)).toBe(messages.invalidResponse);
    expect(describeApiError({ kind: 'timeout' }, messages)).toBe(messages.timeout);
    expect(describeApiError({ kind: 'network' }, messages)).toBe(messages.network);
  });

  it('a 202 without a redirect handler is still the redirect result', async () => {
    const result = await createApiClient({ baseUrl: '', fetch: fakeFetch(202, 'Accepted') }).request({ path: '/p', schema });
    expect(result).toEqual({ ok: false, error: { kind: 'redirectHome', status: 202 } });
  });

  it('a 401 with the token and no handler is only an http error', async () => {
    const result = await createApiClient({ baseUrl: '', fetch: fakeFetch(401, {}) }).request({ path: '/p', schema, token: 'abc' });
    expect(result).toEqual({ ok: false, error: { kind: 'http', status: 401, message: GENERIC_FETCH_ERROR } });
  });

  it('a 200 never calls the session handlers', async () => {
    const onUnauthorized = vi.fn();
    const onRedirectHome = vi.fn();
    await createApiClient({ baseUrl: '', fetch: recordingFetch(), onUnauthorized, onRedirectHome }).request({ path: '/p', schema, token: 'abc' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onRedirectHome).not.toHaveBeenCalled();
  });
});

describe('api client: time limits and cancelling', () => {
  it('waits for a slow answer within the default time limit', async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(30_000);
    const slow = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return new Response('{"accessToken":"late"}', { status: 200 });
    });
    expect(await createApiClient({ baseUrl: '', fetch: slow }).request({ path: '/p', schema })).toEqual({ ok: true, status: 200, data: { accessToken: 'late' } });
  });

  it('a body that stops arriving is a timeout', async () => {
    const stalls = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const signal = init!.signal!;
      return {
        status: 200,
        text: () => new Promise<string>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      } as unknown as Response;
    });
    expect(await createApiClient({ baseUrl: '', fetch: stalls, timeoutMs: 20 }).request({ path: '/p', schema })).toEqual({ ok: false, error: { kind: 'timeout' } });
  });

  it('a body that breaks off is a network error', async () => {
    const breaks = vi.fn(async () => ({ status: 200, text: () => Promise.reject(new TypeError('terminated')) }) as unknown as Response);
    expect(await createApiClient({ baseUrl: '', fetch: breaks }).request({ path: '/p', schema })).toEqual({ ok: false, error: { kind: 'network' } });
  });

  it('a request the caller cancels rejects with the abort, as the caller expects', async () => {
    const controller = new AbortController();
    const waits = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason))),
    );
    const pending = createApiClient({ baseUrl: '', fetch: waits }).request({ path: '/p', schema, signal: controller.signal });
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(pending).rejects.toThrow('left the page');
  });

  it('with a caller signal that is not aborted, a network failure is still a network error', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = await createApiClient({ baseUrl: '', fetch: failing }).request({ path: '/p', schema, signal: new AbortController().signal });
    expect(result).toEqual({ ok: false, error: { kind: 'network' } });
  });
});

describe('retries: only a GET, only when safe (no answer, 429, 502-504), at most 3 tries', () => {
  /** Answers in order; the last one repeats. */
  function answers(...list: Array<{ status: number; body?: unknown; headers?: Record<string, string> } | 'offline'>) {
    let index = 0;
    return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
      const next = list[Math.min(index, list.length - 1)]!;
      index += 1;
      if (next === 'offline') throw new TypeError('Failed to fetch');
      return new Response(next.body === undefined ? null : JSON.stringify(next.body), { status: next.status, headers: next.headers ?? {} });
    });
  }
  const ok = { status: 200, body: { accessToken: 'x' } };

  it.each([
    ['503', { status: 503 }],
    ['502', { status: 502 }],
    ['504', { status: 504 }],
    ['429', { status: 429 }],
    ['no answer', 'offline' as const],
  ])('a GET meeting %s once is tried again and succeeds', async (_name, first) => {
    const fetch = answers(first, ok);
    const sleep = vi.fn(async (_ms: number, _signal?: AbortSignal) => undefined);
    const result = await createApiClient({ baseUrl: '', fetch, sleep, random: () => 0.5 }).request({ path: '/p', schema });
    expect(result.ok).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
    // Full jitter: a random wait below 500 ms × 2 before the first retry.
    expect(sleep.mock.calls[0]![0]).toBe(500);
  });

  it('gives up after 3 tries in all, with the last error, having waited longer each time', async () => {
    const fetch = answers({ status: 503, body: { errorDescription: 'Down for maintenance' } });
    const sleep = vi.fn(async (_ms: number, _signal?: AbortSignal) => undefined);
    const result = await createApiClient({ baseUrl: '', fetch, sleep, random: () => 0.99 }).request({ path: '/p', schema });
    expect(result).toEqual({ ok: false, error: { kind: 'http', status: 503, message: 'Down for maintenance' } });
    expect(fetch).toHaveBeenCalledTimes(MAX_GET_TRIES);
    const waits = sleep.mock.calls.map(([ms]) => ms);
    expect(waits).toHaveLength(MAX_GET_TRIES - 1);
    expect(waits[1]!).toBeGreaterThan(waits[0]!);
    expect(Math.max(...waits)).toBeLessThan(2_000);
  });

  it('honours Retry-After (seconds or a date); one beyond 10 s is not waited for', async () => {
    const sleep = vi.fn(async (_ms: number, _signal?: AbortSignal) => undefined);
    const seconds = answers({ status: 503, headers: { 'Retry-After': '2' } }, ok);
    expect((await createApiClient({ baseUrl: '', fetch: seconds, sleep }).request({ path: '/p', schema })).ok).toBe(true);
    expect(sleep.mock.calls[0]![0]).toBe(2_000);

    const tooLong = answers({ status: 429, headers: { 'Retry-After': '120' } }, ok);
    const result = await createApiClient({ baseUrl: '', fetch: tooLong, sleep }).request({ path: '/p', schema });
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 429 } });
    expect(tooLong).toHaveBeenCalledTimes(1);

    expect(retryAfterMs('Wed, 21 Oct 2026 07:28:05 GMT', Date.parse('Wed, 21 Oct 2026 07:28:00 GMT'))).toBe(5_000);
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('a %s is never repeated (it may create something twice)', async (method) => {
    const fetch = answers({ status: 503 }, ok);
    const result = await createApiClient({ baseUrl: '', fetch, sleep: async () => undefined }).request({ method, path: '/p', schema, body: {} });
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 503 } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['500', { status: 500 }],
    ['401', { status: 401 }],
    ['404', { status: 404 }],
    ['an unreadable body', { status: 200, body: { unexpected: true } }],
  ])('a GET answered with %s is not tried again (the same question gets the same answer)', async (_name, first) => {
    const fetch = answers(first, ok);
    await createApiClient({ baseUrl: '', fetch, sleep: async () => undefined }).request({ path: '/p', schema });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a GET that timed out is not tried again (the patient already waited the whole time-out)', async () => {
    const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => new Promise<Response>((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(new DOMException('timeout', 'TimeoutError')))));
    const result = await createApiClient({ baseUrl: '', fetch, timeoutMs: 20, sleep: async () => undefined }).request({ path: '/p', schema });
    expect(result).toEqual({ ok: false, error: { kind: 'timeout' } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('api client: the spec\'s wording and the retry limits, at their edges', () => {
  it('an error without server text carries the spec\'s generic message (both specs, §8 "Data fetch non-200")', async () => {
    const result = await createApiClient({ baseUrl: '', fetch: fakeFetch(500, {}) }).request({ path: '/p', schema });
    expect(result).toEqual({ ok: false, error: { kind: 'http', status: 500, message: 'An error occurred while fetching data' } });
  });

  it.each([
    [' 5 ', 5_000],
    ['0', 0],
    ['5s', null],
    ['abc5', null],
    ['', null],
  ])('Retry-After %j is %j ms', (value, ms) => expect(retryAfterMs(value, 0)).toBe(ms));

  it('a Retry-After of exactly 10 s is waited for; 11 s is not', async () => {
    const ok = new Response(JSON.stringify({ accessToken: 'x' }), { status: 200 });
    const sleep = vi.fn(async (_ms: number, _signal?: AbortSignal) => undefined);
    const tenSeconds = vi.fn().mockResolvedValueOnce(new Response(null, { status: 503, headers: { 'Retry-After': '10' } })).mockResolvedValueOnce(ok);
    expect(await createApiClient({ baseUrl: '', fetch: tenSeconds, sleep }).request({ path: '/p', schema })).toMatchObject({ ok: true });
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([10_000]);

    const elevenSeconds = vi.fn().mockResolvedValue(new Response(null, { status: 503, headers: { 'Retry-After': '11' } }));
    expect(await createApiClient({ baseUrl: '', fetch: elevenSeconds, sleep }).request({ path: '/p', schema })).toMatchObject({ ok: false, error: { status: 503 } });
    expect(elevenSeconds).toHaveBeenCalledTimes(1);
  });

  it('a page that cancels during the wait before a retry is not kept waiting, and no timer is left behind', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const controller = new AbortController();
      const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        init?.signal?.throwIfAborted();
        return new Response(null, { status: 503, headers: { 'Retry-After': '5' } });
      });
      const pending = createApiClient({ baseUrl: '', fetch }).request({ path: '/p', schema, signal: controller.signal });
      await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1)); // the 5 s wait has begun
      controller.abort(new DOMException('left the page', 'AbortError'));
      // No fake time passes: the wait ended with the abort, not with its timer.
      await expect(pending).rejects.toThrow('left the page');
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
