import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@portal/api';
import { ProgramProvider } from '@portal/program-config';
import { program } from 'virtual:portal-program';
import { prefetchProfile } from './prefetch.ts';
import { clearProfile, useProfile } from './profile.tsx';
import { SessionProvider } from './SessionProvider.tsx';
import { createSessionStore } from './store.ts';

/**
 * main.tsx asks for the profile before the first render of a signed-in tab. The page
 * that opens must find that call and not make a second, and what the call's answer does to the
 * session (a 202 home, a 401 to /login) must happen even when it came before the app listened.
 */
const settings = { baseUrl: 'https://api.example.test' };

function signedInStore() {
  const store = createSessionStore({ channel: null });
  store.authenticate({ token: 'token-1', expiresAt: Date.now() + 240_000, signedInAt: Date.now() });
  return store;
}

/** A server whose profile answers are released by the test. */
function heldServer() {
  const calls: string[] = [];
  const answers: Array<(response: Response) => void> = [];
  const fetch = vi.fn((input: RequestInfo | URL) => {
    calls.push(new URL(String(input instanceof Request ? input.url : input)).pathname);
    return new Promise<Response>((resolve) => answers.push(resolve));
  });
  return { fetch, calls, answer: (response: Response) => answers.shift()?.(response) };
}

function ProfileStatus() {
  const profile = useProfile();
  return <p role="status">{profile.status === 'error' ? profile.message : profile.status}</p>;
}

afterEach(() => {
  clearProfile();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('prefetchProfile: the signed-in tab asks for the profile before it renders', () => {
  it('the page that opens finds the call under way: one call in all, and the page shows its answer', async () => {
    const server = heldServer();
    vi.stubGlobal('fetch', server.fetch);
    const store = signedInStore();
    prefetchProfile(store, settings);
    expect(server.calls).toEqual([paths.profile]);
    render(
      <ProgramProvider program={program}>
        <SessionProvider baseUrl={settings.baseUrl} store={store} onEnd={() => undefined}>
          <ProfileStatus />
        </SessionProvider>
      </ProgramProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('loading');
    server.answer(new Response(JSON.stringify({ error: 'down' }), { status: 500 }));
    // The spec's message for a failed profile fetch, in the page's copy.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(program.copy.errors.profileFetch));
    expect(server.calls).toEqual([paths.profile]);
  });

  it('a tab without a signed-in session asks for nothing', () => {
    const server = heldServer();
    vi.stubGlobal('fetch', server.fetch);
    prefetchProfile(createSessionStore({ channel: null }), settings);
    expect(server.calls).toEqual([]);
  });

  it.each([
    [202, 'redirectHome'],
    [401, 'unauthorized'],
  ] as const)('a %i answered before the app listened still ends the session as %s when it mounts, once', async (status, reason) => {
    const server = heldServer();
    vi.stubGlobal('fetch', server.fetch);
    const store = signedInStore();
    prefetchProfile(store, settings);
    server.answer(new Response(status === 202 ? null : JSON.stringify({ error: 'no' }), { status }));
    await waitFor(() => expect(store.get().status).toBe('anonymous'));
    const onEnd = vi.fn();
    const { rerender } = render(
      <SessionProvider baseUrl={settings.baseUrl} store={store} onEnd={onEnd}>
        <p>page</p>
      </SessionProvider>,
    );
    expect(onEnd).toHaveBeenCalledExactlyOnceWith(reason, 'authenticated');
    // Heard once: a provider that renders again (a new onEnd) is not told again.
    rerender(
      <SessionProvider baseUrl={settings.baseUrl} store={store} onEnd={() => onEnd('again')}>
        <p>page</p>
      </SessionProvider>,
    );
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
