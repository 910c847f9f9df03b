import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setMockFaults, type DemoScenarioName } from '@portal/api-mocks';
import { program } from 'virtual:portal-program';
import { FillHistoryPage } from './FillHistoryPage.tsx';
import { renderSignedIn, setUpMockApiForPages } from '@portal/testing/signedInPage';

/** The page with its real session, profile cache and call, answered by the mock. */
setUpMockApiForPages();

const renderPage = (scenario: DemoScenarioName) => renderSignedIn(<FillHistoryPage />, scenario);

const FILL_HISTORY_PATH = '/api/pwa/exp/v1/fetchFillHistory';

describe('FillHistoryPage with the session and the mock', () => {
  it('the hub patient: loading, then the two succeeded fills', async () => {
    await renderPage('hubPatient');
    expect(screen.getByRole('status').textContent).toBe('LOADING');
    expect(await screen.findByRole('button', { name: '10/05/2026' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['10/05/2026', '08/18/2026']);
  });

  it('(555) 555-0110: the empty message', async () => {
    await renderPage('noFills');
    expect(await screen.findByText(program.copy.fillHistory.empty)).toBeVisible();
  });

  it('a failed fetch: the error screen, whose Reload site fetches again', async () => {
    setMockFaults([{ path: FILL_HISTORY_PATH, status: 500, times: 1 }]);
    await renderPage('hubPatient');
    expect(await screen.findByRole('heading', { level: 1, name: program.copy.failure.title })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: program.copy.failure.reload }));
    expect(await screen.findByRole('button', { name: '08/18/2026' })).toBeVisible();
  });
});
