import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ProgramProvider } from '@portal/program-config';
import { createSessionStore, SessionProvider, type SessionStore } from '@portal/session';
import { program } from 'virtual:portal-program';
import { LoginPage } from './LoginPage.tsx';

const stores: SessionStore[] = [];
afterEach(() => {
  while (stores.length) stores.pop()!.dispose();
});

/** /login right after the session ended for `reason` in this tab. */
function loginAfter(reason: 'expired' | 'unauthorized' | 'lifetime') {
  const store = createSessionStore({ channel: null });
  stores.push(store);
  store.authenticate({ token: 't', expiresAt: Date.now() + 60_000, signedInAt: Date.now() });
  store.end(reason);
  render(
    <ProgramProvider program={program}>
      <MemoryRouter initialEntries={['/login']}>
        <SessionProvider baseUrl="" store={store} onEnd={() => undefined}>
          <LoginPage />
        </SessionProvider>
      </MemoryRouter>
    </ProgramProvider>,
  );
}

describe('/login says why the session ended (access-and-identity §4, for 30 s)', () => {
  it.each([
    ['expired', program.copy.errors.sessionExpired],
    ['unauthorized', program.copy.errors.sessionEnded],
    ['lifetime', program.copy.errors.sessionLifetime],
  ] as const)('%s: %j', async (reason, text) => {
    loginAfter(reason);
    expect((await screen.findByText(text)).closest('[role="alert"]')).not.toBeNull();
    for (const other of [program.copy.errors.sessionExpired, program.copy.errors.sessionEnded, program.copy.errors.sessionLifetime].filter((t) => t !== text)) {
      expect(screen.queryByText(other)).toBeNull();
    }
  });

  it('the lifetime\'s words are in the voice of the other two: why, then what to do', () => {
    expect(program.copy.errors.sessionLifetime).toBe('For your security, your session has reached its time limit. Please get a new code and sign in again.');
  });
});
