import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { issueMockToken, resetMockState, setMockFaults, type DemoScenarioName } from '@portal/api-mocks';
import { createMockServer } from '@portal/api-mocks/node';
import { GlobalMessageProvider } from '@portal/design-system';
import { ProgramProvider } from '@portal/program-config';
import { clearProfile, createSessionStore, SessionProvider } from '@portal/session';
import { program } from 'virtual:portal-program';

/**
 * For a test file of a signed-in page with its real session, profile cache and calls, answered by
 * the mock: the mock listens for the whole file (an unhandled call fails the test), and each test
 * leaves no cached profile, fault or demo state behind. Call once at the file's top level.
 */
export function setUpMockApiForPages() {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    clearProfile();
    setMockFaults([]);
    resetMockState();
  });
  afterAll(() => server.close());
}

/** Renders `page` as the portal does for a patient of the mock's `scenario`, signed in (a token the mock signed), at `path`. */
export async function renderSignedIn(page: ReactNode, scenario: DemoScenarioName, path?: string) {
  const store = createSessionStore({ channel: null });
  store.authenticate({ token: await issueMockToken(scenario), expiresAt: Date.now() + 240_000, signedInAt: Date.now() });
  return render(
    <ProgramProvider program={program}>
      <MemoryRouter initialEntries={path === undefined ? undefined : [path]}>
        <GlobalMessageProvider>
          <SessionProvider baseUrl="http://portal.test" store={store} onEnd={() => undefined}>
            {page}
          </SessionProvider>
        </GlobalMessageProvider>
      </MemoryRouter>
    </ProgramProvider>,
  );
}
