import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { patientProfileResponseSchema } from '@portal/api';
import { toClientPatientData, type ClientPrescription } from '@portal/care';
import { profileFor } from '@portal/api-mocks';
import { baseCopy, type ProgramConfig } from '@portal/program-config';
import { program as bisp } from 'virtual:portal-program';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { renderWithProgram } from '@portal/testing/render';
import { PaymentView, type PaymentViewState, type PayStatus } from './PaymentView.tsx';
import { withoutTransaction } from './PaymentReturn.tsx';

const hub = toClientPatientData(patientProfileResponseSchema.parse(profileFor('hubPatient', true)), baseCopy.timeline);
const [due, , , confirm] = hub.prescriptions as [ClientPrescription, ClientPrescription, ClientPrescription, ClientPrescription];
const address = hub.patientDetails.address;
const copy = bisp.copy;

function renderView(state: PaymentViewState, { program = bisp, onPay = vi.fn(), onReload = vi.fn() }: { program?: ProgramConfig; onPay?: () => void; onReload?: () => void } = {}) {
  function Harness() {
    const [pricingOpen, setPricingOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setPricingOpen(true)}>
          open pricing
        </button>
        <PaymentView state={state} onPay={onPay} onReload={onReload} pricingOpen={pricingOpen} onPricingOpenChange={setPricingOpen} canEditAddress={program.features.updateShippingAddress.enabled} />
      </>
    );
  }
  renderWithProgram(<Harness />, { program, route: '/payment' });
  return { onPay, onReload };
}

const ready = (prescription: ClientPrescription, pay: PayStatus = 'idle'): PaymentViewState => ({ status: 'ready', prescription, shippingAddress: address, pay });

describe('PaymentView (spec §2 Payment)', () => {
  it('given a payment due: drug, order details, address with its edit link, amount, green Make Payment, providers and the pricing block', async () => {
    const { onPay } = renderView(ready(due));
    expect(screen.getByRole('heading', { level: 1, name: copy.pages.payment })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Inhalation Spray' })).toBeVisible();
    expect(screen.getByRole('img', { name: bisp.drugCatalogue[0]!.alt })).toBeVisible();
    const details = screen.getByRole('region', { name: copy.payment.orderDetails });
    expect(within(details).getByText('2.5mcg, 2 puffs once daily')).toBeVisible();
    expect(within(details).getByText('1')).toBeVisible();
    const shipping = screen.getByRole('region', { name: copy.payment.shippingAddress });
    expect(shipping.querySelector('address')?.textContent).toBe('100 Example Street, Apt 4Springfield, IL 62701');
    expect(within(shipping).getByRole('link', { name: copy.payment.editShippingAddress }).getAttribute('href')).toBe('/update-shipping-address?returnUrl=%2Fpayment%3Fpayment%3DPAY-1001');
    expect(screen.getByText(copy.payment.dueIntro)).toBeVisible();
    expect(screen.getByText(copy.payment.estimated)).toBeVisible();
    expect(screen.getByText('$25.00')).toBeVisible();
    expect(screen.getByRole('link', { name: copy.payment.pricingInfo }).getAttribute('href')).toBe('/payment#prescription_pricing');
    expect(screen.queryByRole('button', { name: copy.payment.confirmAndProceed })).toBeNull();
    expect(screen.getByText(copy.payment.processor)).toBeVisible();
    const important = screen.getByRole('region', { name: copy.payment.importantTitle });
    expect(within(important).getAllByRole('listitem').map((item) => item.textContent)).toEqual([copy.pricing.estimate, copy.pricing.higher, copy.pricing.lower, copy.pricing.processing]);
    await userEvent.click(screen.getByRole('button', { name: copy.payment.makePayment }));
    expect(onPay).toHaveBeenCalledTimes(1);
    await expectNoSeriousAxeViolations();
  });

  it('given nothing to pay: $0.00 and "Confirm and proceed"', () => {
    renderView(ready(confirm));
    expect(screen.getByText('$0.00')).toBeVisible();
    expect(screen.getByRole('button', { name: copy.payment.confirmAndProceed })).toBeVisible();
    expect(screen.queryByRole('button', { name: copy.payment.makePayment })).toBeNull();
  });

  it('without the updateShippingAddress feature the address has no edit link', () => {
    renderView(ready(due), { program: { ...bisp, features: { ...bisp.features, updateShippingAddress: { enabled: false } } } });
    expect(screen.queryByRole('link', { name: copy.payment.editShippingAddress })).toBeNull();
  });

  it('while creating, the button is busy and ignores presses', async () => {
    const { onPay } = renderView(ready(due, 'creating'));
    const button = screen.getByRole('button', { name: new RegExp(copy.payment.makePayment) });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onPay).not.toHaveBeenCalled();
  });

  it('after a failed creation: the spec message (two spaces) as an alert, the button usable again', async () => {
    const { onPay } = renderView(ready(due, 'failed'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('An error occurred while creating your payment.  Please try again.');
    await userEvent.click(screen.getByRole('button', { name: copy.payment.makePayment }));
    expect(onPay).toHaveBeenCalledTimes(1);
    await expectNoSeriousAxeViolations();
  });

  it('"Fulfilled by" opens the pharmacy information modal, which closes back to the page', async () => {
    renderView(ready(due));
    const opener = screen.getByRole('button', { name: 'HealthDyne Specialty Pharmacy' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: copy.pharmacyInfo.healthdyneHeader })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(document.body.style.pointerEvents).not.toBe('none');
  });

  it('the pricing modal is the shared one, with the programme copy', async () => {
    renderView(ready(due));
    await userEvent.click(screen.getByRole('button', { name: 'open pricing' }));
    const dialog = screen.getByRole('dialog', { name: copy.pricing.title });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
    await expectNoSeriousAxeViolations();
  });

  it('loading: the loading overlay', () => {
    renderView({ status: 'loading' });
    expect(screen.getByText(copy.common.loading)).toBeVisible();
  });

  it('load error: the profile error screen with its message and a reload', async () => {
    const { onReload } = renderView({ status: 'error', message: copy.errors.profileFetch });
    expect(screen.getByRole('heading', { level: 1, name: copy.failure.title })).toBeVisible();
    expect(screen.getByRole('alert').textContent).toContain(copy.errors.profileFetch);
    await userEvent.click(screen.getByRole('button', { name: copy.failure.reload }));
    expect(onReload).toHaveBeenCalledTimes(1);
    await expectNoSeriousAxeViolations();
  });

  it('nothing due: says so, with a way back to My Prescriptions', () => {
    renderView({ status: 'nothingDue' });
    expect(screen.getByText(copy.payment.nothingDue)).toBeVisible();
    expect(screen.getByRole('link', { name: copy.payment.toPrescriptions }).getAttribute('href')).toBe('/prescriptions');
  });
});

describe('the address after a payment return (spec §4 Payment return)', () => {
  it('drops only transaction, keeping the other parameters and the hash', () => {
    expect(withoutTransaction({ pathname: '/prescriptions', search: '?transaction=success', hash: '' })).toEqual({ pathname: '/prescriptions', search: '', hash: '' });
    expect(withoutTransaction({ pathname: '/payment', search: '?a=1&transaction=failure', hash: '#x' })).toEqual({ pathname: '/payment', search: '?a=1', hash: '#x' });
  });
});
