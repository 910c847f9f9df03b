import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@portal/api';
import { setMockFaults, type DemoScenarioName } from '@portal/api-mocks';
import { program } from 'virtual:portal-program';
import { PharmacyInstructionsPage } from './PharmacyInstructionsPage.tsx';
import { PharmacyPage } from './PharmacyPage.tsx';
import { renderSignedIn, setUpMockApiForPages } from '@portal/testing/signedInPage';

/** The page with its real session, profile cache and calls, answered by the mock. */
setUpMockApiForPages();

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** How the address was last reached: PUSH, POP (the first entry) or REPLACE. */
function How() {
  return <p data-testid="how">{useNavigationType()}</p>;
}

function renderPage(path: string, scenario: DemoScenarioName = 'hubPatient') {
  return renderSignedIn(
    <>
      <Routes>
        <Route path="/pharmacy/:prescriptionId" element={<PharmacyPage />} />
        <Route path="/pharmacy-instructions/:pharmacy" element={<PharmacyInstructionsPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
      <Where />
      <How />
    </>,
    scenario,
    path,
  );
}

const text = program.copy.pharmacy;

describe('PharmacyPage with the session and the mock', () => {
  it('loads the pharmacies of the prescription its address names; a failed update keeps the choice; a confirmed one leads to the instructions', async () => {
    await renderPage('/pharmacy/RX-1003');
    expect(screen.getByRole('status').textContent).toBe('LOADING');
    const amazon = await screen.findByRole('radio', { name: `Amazon Pharmacy ${text.current}` });
    expect((amazon as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('radio')).toHaveLength(3);

    await userEvent.click(screen.getByRole('radio', { name: /Truepill/ }));
    setMockFaults([{ path: paths.prescriptions, method: 'PATCH', status: 500, times: 1 }]);
    await userEvent.click(screen.getByRole('button', { name: text.confirm }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(text.updateError));
    expect((screen.getByRole('radio', { name: /Truepill/ }) as HTMLInputElement).checked).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: text.confirm }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/pharmacy-instructions/Truepill'));
    expect(screen.getByRole('heading', { level: 1, name: program.copy.pharmacyInstructions.title })).toBeVisible();
    // The pharmacy is named as the reloaded profile spells it.
    expect(await screen.findByText('You chose Truepill.')).toBeVisible();
  });

  it('an old address naming the drug is replaced (not pushed) by its prescription\'s own, the one behind "Set up your pharmacy"', async () => {
    await renderPage('/pharmacy/0597-0100-61');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(program.features.payment.enabled ? '/pharmacy/RX-1003' : '/pharmacy/RX-1001'));
    expect(screen.getByTestId('how').textContent).toBe('REPLACE');
    expect(await screen.findByRole('radio', { name: /Amazon Pharmacy/ })).toBeVisible();
  });

  it.each([
    ['a drug that is not one of the prescriptions', '/pharmacy/1234-5678-90'],
    ['an id that is none of the patient\'s', '/pharmacy/RX-9999'],
  ])('%s: says so, and stays', async (_, path) => {
    await renderPage(path);
    expect(await screen.findByRole('heading', { level: 2, name: text.unknownTitle })).toBeVisible();
    expect(screen.getByTestId('where').textContent).toBe(path);
  });

  it('a failed pharmacies call shows the server text as plain text', async () => {
    setMockFaults([{ path: paths.pharmacies('RR-1003'), method: 'POST', status: 500, body: { errorDescription: 'Pharmacy service unavailable' } }]);
    await renderPage('/pharmacy/RX-1003');
    expect((await screen.findByRole('alert')).textContent).toBe('Pharmacy service unavailable');
  });

  it('a failed profile shows its message as plain text', async () => {
    await renderPage('/pharmacy/RX-1003', 'profileError');
    expect((await screen.findByRole('alert')).textContent).toBe(program.copy.errors.profileFetch);
  });
});
