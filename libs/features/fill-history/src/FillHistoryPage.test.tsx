import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { issueMockToken, resetMockState, setMockFaults, type DemoScenarioName } from '@portal/api-mocks';
import { createMockServer } from '@portal/api-mocks/node';
import { GlobalMessageProvider } from '@portal/design-system';
import { ProgramProvider } from '@portal/program-config';
import { clearProfile, createSessionStore, SessionProvider } from '@portal/session';
import { program } from 'virtual:portal-program';
import { FillHistoryPage } from './FillHistoryPage.tsx';

/** The page with its real session, profile cache and call, answered by the mock. */
const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  clearProfile();
  setMockFaults([]);
  resetMockState();
});
afterAll(() => server.close());

function renderPage(scenario: DemoScenarioName) {
  const store = createSessionStore({ channel: null });
  store.authenticate({ token: issueMockToken(scenario), expiresAt: Date.now() + 240_000, signedInAt: Date.now(), firstName: 'Alex' });
  return render(
    <ProgramProvider program={program}>
      <MemoryRouter>
        <GlobalMessageProvider>
          <SessionProvider baseUrl="http://portal.test" store={store} onEnd={() => undefined}>
            <FillHistoryPage />
          </SessionProvider>
        </GlobalMessageProvider>
      </MemoryRouter>
    </ProgramProvider>,
  );
}

const FILL_HISTORY_PATH = '/api/pwa/exp/v1/fetchFillHistory';

describe('FillHistoryPage with the session and the mock', () => {
  it('the hub patient: loading, then the two succeeded fills', async () => {
    renderPage('hubPatient');
    expect(screen.getByRole('status').textContent).toBe('LOADING');
    expect(await screen.findByRole('button', { name: '10/05/2026' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['10/05/2026', '08/18/2026']);
  });

  it('(555) 555-0110: the empty message', async () => {
    renderPage('noFills');
    expect(await screen.findByText(program.copy.fillHistory.empty)).toBeTruthy();
  });

  it('a failed fetch: the error screen, whose Reload site fetches again', async () => {
    setMockFaults([{ path: FILL_HISTORY_PATH, status: 500, times: 1 }]);
    renderPage('hubPatient');
    expect(await screen.findByRole('heading', { level: 1, name: program.copy.failure.title })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: program.copy.failure.reload }));
    expect(await screen.findByRole('button', { name: '08/18/2026' })).toBeTruthy();
  });
});
