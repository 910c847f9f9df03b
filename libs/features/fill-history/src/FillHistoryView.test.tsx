import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fillHistoryResponseSchema, patientProfileResponseSchema } from '@portal/api';
import { fillHistoryQueryFor, toClientPatientData, toFillEntries, type FillEntry } from '@portal/care';
import { fillHistoryFor, profileFor } from '@portal/api-mocks';
import { baseCopy, type ProgramConfig } from '@portal/program-config';
import { program as bisp } from 'virtual:portal-program';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { renderWithProgram } from '@portal/testing/render';
import { FillHistoryView, fillTitles } from './FillHistoryPage.tsx';

const text = baseCopy.fillHistory;

/** The hub demo patient's fills as the page builds them from the mock. */
const patient = toClientPatientData(patientProfileResponseSchema.parse(profileFor('hubPatient', true)), baseCopy.timeline);
const hubFills = toFillEntries(fillHistoryResponseSchema.parse(fillHistoryFor('hubPatient', 'IC-1000')), patient.prescriptions, fillHistoryQueryFor(patient.prescriptions, patient.intakeCaseId));

describe('Fill History (/fill-history)', () => {
  it('given the hub patient, one closed accordion per succeeded fill, titled with its date', async () => {
    renderWithProgram(<FillHistoryView state={{ status: 'success', fills: hubFills }} />);
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['10/05/2026', '08/18/2026']);
    expect(screen.queryByText('07/02/2026')).toBeNull();
    for (const button of screen.getAllByRole('button')) expect(button.getAttribute('aria-expanded')).toBe('false');
    await expectNoSeriousAxeViolations();
  });

  it('when a fill opens, shows its prescription, transaction and shipping details; one open at a time', async () => {
    renderWithProgram(<FillHistoryView state={{ status: 'success', fills: hubFills }} />);
    await userEvent.click(screen.getByRole('button', { name: '08/18/2026' }));
    const august = screen.getByRole('region', { name: '08/18/2026' });
    const pairs = [...august.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      [text.prescription, 'Inhalation Spray 2.5mcg'],
      [text.dose, '2.5mcg, 2 puffs once daily'],
      [text.quantity, '1'],
      [text.pharmacy, 'HealthDyne Specialty Pharmacy'],
      [text.date, '08/18/2026'],
      [text.payment, text.paid],
      [text.amount, '$15.00'],
      [text.fillStatus, 'Shipped'],
      [text.tracking, '1Z999AA10123456784'],
    ]);
    const receipt = screen.getByRole('link', { name: /^View receipt/ });
    expect(receipt.getAttribute('href')).toBe('https://receipts.example.com/r/TX-2001');
    expect(receipt.getAttribute('target')).toBe('_blank');
    await expectNoSeriousAxeViolations();

    await userEvent.click(screen.getByRole('button', { name: '10/05/2026' }));
    expect(screen.getAllByRole('region')).toHaveLength(1);
    const october = screen.getByRole('region', { name: '10/05/2026' });
    expect(october.textContent).toContain(`${text.tracking}${text.notAvailable}`);
    expect(screen.queryByRole('link', { name: /^View receipt/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '10/05/2026' }));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('no fills: the empty message', async () => {
    renderWithProgram(<FillHistoryView state={{ status: 'success', fills: [] }} />);
    expect(screen.getByText('There are no fills to display.')).toBeVisible();
    await expectNoSeriousAxeViolations();
  });

  it('an error: "Something went wrong..." whose Reload site fetches again', async () => {
    const onReload = vi.fn();
    renderWithProgram(<FillHistoryView state={{ status: 'error', onReload }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong...' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reload site' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    await expectNoSeriousAxeViolations();
  });

  it('while loading, the loading overlay', () => {
    renderWithProgram(<FillHistoryView state={{ status: 'loading' }} />);
    expect(screen.getByRole('status').textContent).toBe('LOADING');
  });

  it('titles stay distinct when two fills share a date; a fill without a readable date says so', () => {
    const fill = (id: string, transactionDateTime: string) => ({ ...hubFills[0]!, id, transactionDateTime }) as FillEntry;
    expect(fillTitles([fill('a', '2026-10-05'), fill('b', '10/05/2026T08:00:00'), fill('c', 'soon')], text.undated)).toEqual(['10/05/2026', '10/05/2026 (2)', text.undated]);
  });

  it.each([
    ['javascript:alert(document.cookie)', 'a script'],
    ['data:text/html,<script>alert(1)</script>', 'a data URL'],
    ['http://receipts.example.com/r/TX-2001', 'plain http'],
    ['/logout', 'a portal path'],
    [`https://${window.location.host}/prescriptions`, "the portal's own host (the leave-site modal would not ask)"],
    ['https://user:pw@receipts.example.com/r', 'credentials'],
    ['https://receipts.phish.example.net/r/TX-2001', 'a host the programme does not list in receiptHosts'],
  ])('a receipt %j (%s) is neither a link nor text: the fill shows no receipt', async (receiptUrl) => {
    const fill = { ...hubFills[1]!, receiptUrl } as FillEntry;
    const { container } = renderWithProgram(<FillHistoryView state={{ status: 'success', fills: [fill] }} defaultOpen={fill.id} />);
    // The fill itself is shown, open, with its shipping details: only the receipt is missing.
    expect(screen.getByRole('region', { name: '08/18/2026' }).textContent).toMatch(/Shipped/);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(/View receipt/)).toBeNull();
    expect(container.textContent).not.toContain(receiptUrl);
    const attributes = [...container.querySelectorAll('*')].flatMap((element) => [...element.attributes].map((attribute) => attribute.value));
    expect(attributes.filter((value) => value.includes(receiptUrl))).toEqual([]);
    expect(container.querySelector('[href]')).toBeNull();
    await expectNoSeriousAxeViolations();
  });

  it('the receipt host must be the programme\'s: BISP lists the demo receipts host; a programme that lists none shows no receipt', () => {
    expect(bisp.receiptHosts).toContain('receipts.example.com');
    const fill = hubFills[1]!;
    const withoutReceiptHosts: ProgramConfig = { ...bisp, receiptHosts: [] };
    const { container } = renderWithProgram(<FillHistoryView state={{ status: 'success', fills: [fill] }} defaultOpen={fill.id} />, { program: withoutReceiptHosts });
    // The fill itself is shown, open, with its shipping details: only the receipt is missing.
    expect(screen.getByRole('region', { name: '08/18/2026' }).textContent).toMatch(/Shipped/);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).not.toContain('receipts.example.com');
  });
});
