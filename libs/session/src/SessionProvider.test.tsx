import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ApiClient } from '@portal/api/client';
import { useApiClient } from './apiClient.ts';
import { SessionProvider } from './SessionProvider.tsx';

/** A server that reads the request and never answers: only the client's timeout ends the call. */
function neverAnswers(_url: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
}

function clientOf(props: { apiTimeoutMs?: number }): ApiClient {
  let api: ApiClient | null = null;
  function Grab() {
    api = useApiClient();
    return null;
  }
  render(
    <SessionProvider baseUrl="https://api.example.test" onEnd={() => undefined} {...props}>
      <Grab />
    </SessionProvider>,
  );
  return api!;
}

describe('SessionProvider: the API timeout of the build (PORTAL_API_TIMEOUT_MS)', () => {
  // Real timers: AbortSignal.timeout runs on the platform's clock, which fake timers do not move.
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('given a timeout, when a call never answers, then it ends as a timeout after that time', async () => {
    vi.stubGlobal('fetch', vi.fn(neverAnswers));
    const api = clientOf({ apiTimeoutMs: 50 });
    const started = performance.now();
    const result = await api.request({ path: '/api/pwa/exp/v1/patient/profile', schema: z.unknown() });
    expect(result).toEqual({ ok: false, error: { kind: 'timeout' } });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('without one, the client keeps its own (30 s): the call is still waiting well after 50 ms', async () => {
    vi.stubGlobal('fetch', vi.fn(neverAnswers));
    const api = clientOf({});
    let settled = false;
    void api.request({ path: '/api/pwa/exp/v1/patient/profile', schema: z.unknown() }).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
  });
});
