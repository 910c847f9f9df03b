import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { patientProfileResponseSchema } from '@portal/api';
import { toClientPatientData, type ClientPrescription } from '@portal/care';
import { profileFor } from '@portal/api-mocks';
import { baseCopy } from '@portal/program-config';
import { renderWithProgram } from '@portal/testing/render';
import { confirmingPaymentsOf, isBeingConfirmed } from './paymentReturn.ts';
import { PrescriptionsView } from './PrescriptionsPage.tsx';

const hub = toClientPatientData(patientProfileResponseSchema.parse(profileFor('hubPatient', true)), baseCopy.timeline);
const [due, , , confirm] = hub.prescriptions as [ClientPrescription, ClientPrescription, ClientPrescription, ClientPrescription];
const cardOf = (date: string) => screen.getAllByRole('article').find((card) => within(card).queryByText(`Prescribed ${date}`))!;

describe('the return from the checkout, from its first frame (§4 Payment return)', () => {
  it('only transaction=success with the payment feature on confirms anything', () => {
    expect(confirmingPaymentsOf('?transaction=success', ['PAY-1001'], true)).toEqual({ kind: 'named', rxPaymentIds: ['PAY-1001'] });
    expect(confirmingPaymentsOf('?transaction=success', [], true)).toEqual({ kind: 'unnamed' });
    expect(confirmingPaymentsOf('?transaction=failure', ['PAY-1001'], true)).toEqual({ kind: 'none' });
    expect(confirmingPaymentsOf('', ['PAY-1001'], true)).toEqual({ kind: 'none' });
    expect(confirmingPaymentsOf('?transaction=success', ['PAY-1001'], false)).toEqual({ kind: 'none' });
  });

  it('a named return confirms that payment only; an unnamed one every payment due', () => {
    const named = confirmingPaymentsOf('?transaction=success', ['PAY-1001'], true);
    expect([isBeingConfirmed(due, named), isBeingConfirmed(confirm, named)]).toEqual([true, false]);
    const unnamed = confirmingPaymentsOf('?transaction=success', [], true);
    expect(hub.prescriptions.map((prescription) => isBeingConfirmed(prescription, unnamed))).toEqual(hub.prescriptions.map((prescription) => prescription.paymentInfo !== null));
  });

  it('the card just paid says it is being confirmed and never offers to pay again; the others are unchanged', () => {
    renderWithProgram(<PrescriptionsView prescriptions={hub.prescriptions} confirming={confirmingPaymentsOf('?transaction=success', ['PAY-1001'], true)} />);
    const paid = cardOf('10/02/2026');
    expect(within(paid).getByRole('status').textContent).toBe('Confirming your payment. This card will update once your payment is confirmed.');
    expect(within(paid).queryByRole('link', { name: /^Pay now/ })).toBeNull();
    expect(within(paid).queryByText(/Payment required/)).toBeNull();
    expect(within(paid).queryByRole('link', { name: /^Set up your pharmacy/ })).toBeNull();
  });

  it('without a return the card offers to pay', () => {
    renderWithProgram(<PrescriptionsView prescriptions={hub.prescriptions} />);
    expect(within(cardOf('10/02/2026')).getByRole('link', { name: /^Pay now/ }).getAttribute('href')).toBe('/payment?payment=PAY-1001');
  });
});
