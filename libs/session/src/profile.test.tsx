import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileFor } from '@portal/api-mocks';
import { GlobalMessageProvider } from '@portal/design-system';
import { ProgramProvider } from '@portal/program-config';
import { program } from 'virtual:portal-program';
import { clearProfile, usePatientData } from './profile.tsx';
import { SessionProvider } from './SessionProvider.tsx';
import { createSessionStore } from './store.ts';
import { runningTokenLifecycle } from './tokenLifecycleRef.ts';

/**
 * A tab opened signed in (a reload, a link to /prescriptions) asks for the profile as soon as the
 * session's runtime runs, not once the page's code has arrived and rendered (issue 14): the page
 * then shows that answer and makes no call of its own.
 */
const PROFILE_PATH = '/api/pwa/exp/v1/patient/profile';

function Page() {
  const patient = usePatientData();
  return <p>{patient.status === 'success' ? `Prescriptions: ${patient.data.prescriptions.length}` : patient.status}</p>;
}

function signedInTab(status: 'authenticated' | 'verifying' = 'authenticated') {
  const store = createSessionStore({ channel: null });
  const session = { token: 'token', expiresAt: Date.now() + 240_000, signedInAt: Date.now(), firstName: 'Alex', signInPhone: '5555550100' };
  if (status === 'authenticated') store.authenticate(session);
  else store.startVerification(session);
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      calls.push(new URL(url).pathname);
      return new Response(JSON.stringify(profileFor('hubPatient', true)), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  const tree = (page: boolean) => (
    <ProgramProvider program={program}>
      <GlobalMessageProvider>
        <SessionProvider baseUrl="https://api.example.test" store={store} onEnd={() => undefined}>
          {page ? <Page /> : null}
        </SessionProvider>
      </GlobalMessageProvider>
    </ProgramProvider>
  );
  return { calls, tree, store };
}

afterEach(() => {
  clearProfile();
  vi.unstubAllGlobals();
});

describe('the profile of a tab opened signed in', () => {
  it('is asked for by the session runtime before any page is there, and the page then makes no call of its own', async () => {
    const { calls, tree } = signedInTab();
    const view = render(tree(false));
    await waitFor(() => expect(calls).toEqual([PROFILE_PATH]));
    view.rerender(tree(true));
    expect(await screen.findByText(/^Prescriptions: \d+$/)).toBeTruthy();
    expect(calls).toEqual([PROFILE_PATH]);
  });

  it('a page that opens while the call is under way joins it', async () => {
    const { calls, tree } = signedInTab();
    render(tree(true));
    expect(await screen.findByText(/^Prescriptions: \d+$/)).toBeTruthy();
    expect(calls).toEqual([PROFILE_PATH]);
  });

  it('is not asked for while the patient still confirms who they are (Verify Profile)', async () => {
    const { calls, tree } = signedInTab('verifying');
    render(tree(false));
    // The runtime is running: its token lifecycle has registered, and its effects have run.
    expect(await runningTokenLifecycle(5_000)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });
});
