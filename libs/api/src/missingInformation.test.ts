// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.ts';
import { submitMissingInformation } from './missingInformation.ts';

function fakeFetch(status: number, body: string | null) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(body, { status }));
}

function multipart() {
  const body = new FormData();
  body.append('missingInformation', '{"missingInfoArray":[]}');
  body.append('primaryInsuranceFront', new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg'));
  return body;
}

describe('submitMissingInformation (spec §7 multipart POST)', () => {
  it('posts the FormData itself to the missing-information path with the token header and no JSON content type', async () => {
    const fetch = fakeFetch(200, null);
    const body = multipart();
    await submitMissingInformation(createApiClient({ baseUrl: 'https://api.example.test', fetch }), 'token-1', body);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://api.example.test/api/pwa/exp/v1/patient/missingInformation');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(body);
    const headers = init?.headers as Record<string, string>;
    expect(headers.jwttoken).toBe('token-1');
    expect(Object.keys(headers).map((name) => name.toLowerCase())).not.toContain('content-type');
  });

  it.each([
    ['no body', null],
    ['any body: it is not read', '{"whatever":true}'],
    ['a body that is not JSON', 'OK'],
  ])('200 with %s is success', async (_label, answer) => {
    const result = await submitMissingInformation(createApiClient({ baseUrl: '', fetch: fakeFetch(200, answer) }), 't', multipart());
    expect(result.ok).toBe(true);
  });

  it('any other status is an error', async () => {
    const result = await submitMissingInformation(createApiClient({ baseUrl: '', fetch: fakeFetch(500, '{"errorDescription":"Down"}') }), 't', multipart());
    expect(result).toEqual({ ok: false, error: { kind: 'http', status: 500, message: 'Down' } });
  });
});
