import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@portal/api';
import { profileFor } from '@portal/api-mocks';
import { ProgramProvider } from '@portal/program-config';
import { program } from 'virtual:portal-program';
import { BOOT_PROFILE_GLOBAL, fetchTakingOver, profileUrl } from './bootProfile.ts';
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
  return (
    <>
      <p role="status">{profile.status === 'error' ? profile.message : profile.status}</p>
      {profile.status === 'success' ? <p>{profile.profile.patientProfileDetails[0]?.firstName}</p> : null}
      <button type="button" onClick={profile.reload}>
        Reload
      </button>
    </>
  );
}

/** The call the boot script left (apps/portal/build/boot.ts), released by the test. */
function bootCall() {
  let answer: (response: Response) => void = () => undefined;
  const call = new Promise<Response>((resolve) => (answer = resolve));
  (globalThis as Record<string, unknown>)[BOOT_PROFILE_GLOBAL] = call;
  return { call, answer };
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[BOOT_PROFILE_GLOBAL];
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

describe('prefetchProfile takes over the call the boot script started (docs/decisions/0057-the-boot-script-asks-for-a-signed-in-pages-profile.md)', () => {
  const hubProfile = profileFor('hubPatient', true) as { patientProfileDetails: Array<{ firstName: string }> };
  const firstName = hubProfile.patientProfileDetails[0]!.firstName;

  function renderPage(store: ReturnType<typeof signedInStore>, onEnd: () => void = () => undefined) {
    return render(
      <ProgramProvider program={program}>
        <SessionProvider baseUrl={settings.baseUrl} store={store} onEnd={onEnd}>
          <ProfileStatus />
        </SessionProvider>
      </ProgramProvider>,
    );
  }

  it('the page shows the boot call\'s answer and sends no call of its own; a reload later is a call of its own', async () => {
    const server = heldServer();
    vi.stubGlobal('fetch', server.fetch);
    const boot = bootCall();
    const store = signedInStore();
    prefetchProfile(store, settings);
    renderPage(store);
    expect(screen.getByRole('status').textContent).toBe('loading');
    boot.answer(new Response(JSON.stringify(hubProfile), { status: 200 }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('success'));
    expect(screen.getByText(firstName).textContent).toBe(firstName);
    expect(server.calls, 'calls the app sent').toEqual([]);
    // Taken once: nothing of it is left for anyone else.
    expect(BOOT_PROFILE_GLOBAL in globalThis).toBe(false);
    screen.getByRole('button', { name: 'Reload' }).click();
    await waitFor(() => expect(server.calls).toEqual([paths.profile]));
  });

  it.each([
    [202, 'redirectHome'],
    [401, 'unauthorized'],
  ] as const)('a %i answered to the boot call ends the session as %s, as the app\'s own call\'s would', async (status, reason) => {
    const server = heldServer();
    vi.stubGlobal('fetch', server.fetch);
    const boot = bootCall();
    const store = signedInStore();
    prefetchProfile(store, settings);
    boot.answer(new Response(status === 202 ? null : JSON.stringify({ error: 'no' }), { status }));
    await waitFor(() => expect(store.get().status).toBe('anonymous'));
    const onEnd = vi.fn();
    renderPage(store, onEnd);
    expect(onEnd).toHaveBeenCalledExactlyOnceWith(reason, 'authenticated');
    // (A 202 leaves the token good on the server: the session's client revokes it, docs/decisions/0051.)
    expect(server.calls.filter((path) => path === paths.profile), 'profile calls the app sent').toEqual([]);
  });
});

describe('fetchTakingOver: the client\'s fetch while a boot call is under way', () => {
  const url = profileUrl(settings.baseUrl);

  it('answers the first GET of the profile with the call under way, and sends every other request', async () => {
    const network = vi.fn(() => Promise.resolve(new Response('network')));
    const call = Promise.resolve(new Response('boot'));
    const fetch = fetchTakingOver(call, url, network);
    expect(await (await fetch(`${settings.baseUrl}/api/other`, {})).text()).toBe('network');
    expect(await (await fetch(url, { method: 'POST' })).text()).toBe('network');
    expect(await (await fetch(url, { method: 'GET' })).text()).toBe('boot');
    expect(await (await fetch(url, {})).text(), 'a second call').toBe('network');
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('the client\'s signal (its timeout) ends the wait for an answer that does not come', async () => {
    const controller = new AbortController();
    const fetch = fetchTakingOver(new Promise<Response>(() => undefined), url, vi.fn());
    const waiting = fetch(url, { signal: controller.signal });
    controller.abort(new DOMException('timed out', 'TimeoutError'));
    await expect(waiting).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('the same base URL with a trailing slash is the same call', () => {
    expect(profileUrl(`${settings.baseUrl}/`)).toBe(`${settings.baseUrl}${paths.profile}`);
  });
});
