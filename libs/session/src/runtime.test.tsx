import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GlobalMessageProvider } from '@portal/design-system';
import { ProgramProvider } from '@portal/program-config';
import { program } from 'virtual:portal-program';
import { createSessionActors, SessionContext } from './context.ts';
import { sessionRootOf } from './sessionActor.ts';
import { SessionRuntime } from './runtime.tsx';
import { createSessionStore, SESSION_STORAGE_KEY } from './store.ts';
import { memoryStorage } from '@portal/testing/memoryStorage';

/** The session's runtime on a page whose session is `signedIn` or has just ended, and what it left. */
function runtimeWith(signedIn: boolean) {
  const storage = memoryStorage();
  const store = createSessionStore({ storage, channel: null });
  store.authenticate({ token: 'token', expiresAt: Date.now() + 240_000, signedInAt: Date.now() });
  // The session ends after the runtime rendered, before its effect ran (as another tab's logout can).
  if (!signedIn) store.end('logout');
  const actors = createSessionActors();
  render(
    <ProgramProvider program={program}>
      <GlobalMessageProvider>
        <SessionContext.Provider value={{ store, actors, client: { baseUrl: '' }, absoluteLifetimeMs: 12 * 3_600_000 }}>
          <SessionRuntime />
        </SessionContext.Provider>
      </GlobalMessageProvider>
    </ProgramProvider>,
  );
  return { store, system: sessionRootOf(actors).system, storage };
}

describe("the session's runtime", () => {
  it('runs the token lifecycle of a signed-in session', () => {
    const { system, store } = runtimeWith(true);
    expect(system.get('tokenLifecycle')?.getSnapshot().status).toBe('active');
    expect(store.get().status).toBe('authenticated');
  });

  it('starts nothing for a session that ended before it ran: no expiry notice, nothing written back', () => {
    const { system, store, storage } = runtimeWith(false);
    expect(system.get('tokenLifecycle')).toBeUndefined();
    expect(store.get().endNotice).toBeNull();
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
