// @vitest-environment jsdom
// The browser's sessionStorage and window, where this code keeps and reads the session.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, type PatientProfileResponse } from '@portal/api';
import { createSessionApiClient } from './apiClient.ts';
import { clearProfile, loadProfileIfNeeded, primeProfile } from './profile.tsx';
import { createSessionStore } from './store.ts';

/**
 * spec: access-and-identity §9 and prescription-experience §9: "default load cache duration 300
 * seconds". A page that opens within 300 s of the last load shows the held profile; from 300 s on it
 * asks again. The clock is advanced by the spec's own numbers, so a changed constant fails here.
 */
const settings = { baseUrl: 'https://api.example.test' };

afterEach(() => {
  clearProfile();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the profile cache (300 s)', () => {
  it('a page opening 299.999 s after the load reuses it; at 300 s it calls for the profile again', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 5, 15) });
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        calls.push(new URL(String(input instanceof Request ? input.url : input)).pathname);
        return new Promise<Response>(() => undefined);
      }),
    );
    const store = createSessionStore({ channel: null });
    const signedInAt = Date.now();
    store.authenticate({ token: 'token-1', expiresAt: signedInAt + 2_000_000, signedInAt });
    const api = createSessionApiClient(store, settings);
    primeProfile({} as PatientProfileResponse, signedInAt);

    vi.advanceTimersByTime(299_999);
    loadProfileIfNeeded(api, store);
    expect(calls).toEqual([]);

    vi.advanceTimersByTime(1); // 300 s
    loadProfileIfNeeded(api, store);
    expect(calls).toEqual([paths.profile]);
    store.dispose();
  });
});
