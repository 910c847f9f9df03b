import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ApiClient } from '@portal/api/client';
import { useApiClient } from './apiClient.ts';
import { GlobalMessageProvider } from '@portal/design-system';
import { ProgramProvider } from '@portal/program-config';
import { program } from 'virtual:portal-program';
import { RUNTIME_AFTER_ANSWER_MS, RUNTIME_LATEST_MS, SessionProvider } from './SessionProvider.tsx';
import { createSessionStore } from './store.ts';
import { RUNTIME_STATE_ATTRIBUTE } from './runtimeState.ts';
import { useSessionRoot } from './sessionActor.ts';
import type { SessionRoot } from '@portal/machines';
import { hostedWithin } from '@portal/testing/hostedWithin';

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

/**
 * The token lifecycle's code waits for the first page (SessionProvider.tsx): it loads
 * RUNTIME_AFTER_ANSWER_MS after the tab's first API answer (a `fetch` in Resource Timing), or
 * RUNTIME_LATEST_MS after the session is active, not at once.
 */
describe('SessionProvider: the session runtime waits for the first page', () => {
  type ObserverCallback = (list: { getEntries: () => Array<{ initiatorType: string }> }, observer: { disconnect: () => void }) => void;
  let observers: ObserverCallback[] = [];
  /** Resource Timing as the browser reports it: finished requests, to every observer. */
  class FakeResourceObserver {
    static supportedEntryTypes = ['paint', 'resource'];
    constructor(private readonly callback: ObserverCallback) {}
    observe() {
      observers.push(this.callback);
    }
  }
  const finished = (initiatorType: string) => {
    for (const callback of [...observers]) callback({ getEntries: () => [{ initiatorType }] }, { disconnect: () => (observers = observers.filter((other) => other !== callback)) });
  };

  /**
   * Signs a tab in, lets `ms` of the clock pass (after a request of `answer`'s kind finished, if
   * given), then says whether the runtime registered its token lifecycle within `settleMs` of real
   * time (its module import is real).
   */
  async function runtimeLoadedAfter(ms: number, { answer, settleMs, needed = false }: { answer?: string; settleMs: number; needed?: boolean }): Promise<boolean> {
    vi.stubGlobal('PerformanceObserver', FakeResourceObserver);
    const store = createSessionStore({ channel: null });
    store.authenticate({ token: 'token', expiresAt: Date.now() + 240_000, signedInAt: Date.now() });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let root: SessionRoot | null = null;
    function Page() {
      root = useSessionRoot();
      return 'page';
    }
    const { unmount } = render(
      <ProgramProvider program={program}>
        <GlobalMessageProvider>
          <SessionProvider baseUrl="" store={store} onEnd={() => undefined}>
            <Page />
          </SessionProvider>
        </GlobalMessageProvider>
      </ProgramProvider>,
    );
    if (answer) finished(answer);
    // What a payment does before it renews the token: wait for the lifecycle (it gives up on the test's clock).
    if (needed) root!.send({ type: 'need', id: 'tokenLifecycle' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
    vi.useRealTimers();
    let running = null;
    await act(async () => {
      running = await hostedWithin(root, 'tokenLifecycle', settleMs);
    });
    unmount();
    observers = [];
    vi.unstubAllGlobals();
    return running !== null;
  }

  // The runtime's module is transformed once, on real timers, so a test's clock is not the loader's.
  beforeAll(async () => {
    await import('./runtime.tsx');
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('loads RUNTIME_LATEST_MS after the session is active when the page has had no answer, not before', async () => {
    expect(await runtimeLoadedAfter(RUNTIME_LATEST_MS, { settleMs: 10_000 })).toBe(true);
    expect(await runtimeLoadedAfter(RUNTIME_LATEST_MS - 500, { settleMs: 1_000 })).toBe(false);
  });

  it('loads RUNTIME_AFTER_ANSWER_MS after the first answer to a call; a script or an image is no answer', async () => {
    expect(await runtimeLoadedAfter(RUNTIME_AFTER_ANSWER_MS, { answer: 'fetch', settleMs: 10_000 })).toBe(true);
    expect(await runtimeLoadedAfter(RUNTIME_AFTER_ANSWER_MS - 500, { answer: 'fetch', settleMs: 1_000 })).toBe(false);
    expect(await runtimeLoadedAfter(RUNTIME_AFTER_ANSWER_MS, { answer: 'script', settleMs: 1_000 })).toBe(false);
  });

  it('loads at once when something waits for the token lifecycle (a payment renews the token first)', async () => {
    expect(await runtimeLoadedAfter(0, { needed: true, settleMs: 3_000 })).toBe(true);
  });

  it('the document says the runtime is still to come from sign-in until it has come, then that it has; nothing once signed out, and `ready` at once on a second sign-in', async () => {
    vi.stubGlobal('PerformanceObserver', FakeResourceObserver);
    const said = () => document.documentElement.getAttribute(RUNTIME_STATE_ATTRIBUTE);
    const store = createSessionStore({ channel: null });
    const signIn = () => act(() => store.authenticate({ token: 'token', expiresAt: Date.now() + 240_000, signedInAt: Date.now() }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { unmount } = render(
      <ProgramProvider program={program}>
        <GlobalMessageProvider>
          <SessionProvider baseUrl="" store={store} onEnd={() => undefined}>
            page
          </SessionProvider>
        </GlobalMessageProvider>
      </ProgramProvider>,
    );
    expect(said(), 'no one signed in').toBeNull();
    signIn();
    expect(said(), 'signed in, the runtime not loaded').toBe('pending');
    finished('fetch');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RUNTIME_AFTER_ANSWER_MS - 500);
    });
    expect(said(), 'before the runtime is due').toBe('pending');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    vi.useRealTimers();
    await vi.waitFor(() => expect(said(), 'the runtime mounted').toBe('ready'), { timeout: 5_000 });
    act(() => store.end('logout'));
    expect(said(), 'signed out').toBeNull();
    signIn();
    expect(said(), 'signed in again: the runtime is already here').toBe('ready');
    unmount();
  });
});

describe("SessionProvider: the session's root actor", () => {
  /** A page that keeps the root it rendered with, under the provider (in React's development checks when `strict`). */
  function renderWithRoot(strict: boolean) {
    let root: SessionRoot | null = null;
    function Page() {
      root = useSessionRoot();
      return 'page';
    }
    const tree = (
      <ProgramProvider program={program}>
        <GlobalMessageProvider>
          <SessionProvider baseUrl="" store={createSessionStore({ channel: null })} onEnd={() => undefined}>
            <Page />
          </SessionProvider>
        </GlobalMessageProvider>
      </ProgramProvider>
    );
    const { unmount } = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
    return { root: () => root!, unmount };
  }

  it("outlives React's development remount: the root a page rendered with still runs", async () => {
    const { root, unmount } = renderWithRoot(true);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(root().getSnapshot().status).toBe('active');
    unmount();
  });

  it('is stopped, with every actor of the session, once the provider is gone', async () => {
    const { root, unmount } = renderWithRoot(false);
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(root().getSnapshot().status).toBe('stopped');
  });
});
