import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { baseCopy } from '@portal/program-config';
import { program as bisp } from 'virtual:portal-program';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { renderWithProgram } from '@portal/testing/render';
import { PharmacyInstructionsView } from './PharmacyInstructionsPage.tsx';
import { PharmacyView, type PharmacyViewState } from './PharmacyPage.tsx';

const text = baseCopy.pharmacy;
const ready: PharmacyViewState = {
  status: 'ready',
  drug: { name: 'Inhalation Spray 2.5mcg' },
  pharmacies: [
    { pharmacy_id: 'PH-100', name: 'HealthDyne Specialty Pharmacy' },
    { pharmacy_id: 'PH-200', name: 'Amazon Pharmacy' },
  ],
  currentId: 'PH-200',
  canChange: true,
};

/** The view with its selection held as the page holds it. */
function Choice({ state = ready, updateFailed = false, onConfirm = () => {} }: { state?: PharmacyViewState; updateFailed?: boolean; onConfirm?: (id: string | null) => void }) {
  const [selected, setSelected] = useState<string | null>(state.status === 'ready' ? state.currentId : null);
  const [missing, setMissing] = useState(false);
  return (
    <PharmacyView
      state={state}
      selected={selected}
      onSelect={setSelected}
      updateFailed={updateFailed}
      choiceMissing={missing}
      onConfirm={() => (selected ? onConfirm(selected) : setMissing(true))}
    />
  );
}

describe('My Pharmacy (/pharmacy/{prescriptionId})', () => {
  it('given the pharmacies, shows the drug, the call to transfer with a tap-to-call phone, the note, and the current pharmacy chosen', async () => {
    renderWithProgram(<Choice />);
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Inhalation Spray 2.5mcg' })).toBeVisible();
    expect(screen.getByRole('link', { name: '1 (555) 555-0150' }).getAttribute('href')).toBe('tel:+15555550150');
    expect(screen.getByText(/Monday-Friday 9:00 AM-6:00 PM ET/)).toBeVisible();
    expect(screen.getByText(text.note)).toBeVisible();
    expect((screen.getByRole('radio', { name: `Amazon Pharmacy ${text.current}` }) as HTMLInputElement).checked).toBe(true);
    await expectNoSeriousAxeViolations();
  });

  it('when another pharmacy is chosen with the keyboard and confirmed, confirms that one', async () => {
    const onConfirm = vi.fn();
    renderWithProgram(<Choice onConfirm={onConfirm} />);
    // The choice is the first thing the keyboard reaches: the phone to call comes after it.
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Amazon/ }));
    await userEvent.keyboard('{ArrowUp}');
    expect((screen.getByRole('radio', { name: /HealthDyne/ }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: text.confirm }));
    expect(onConfirm).toHaveBeenCalledWith('PH-100');
  });

  it('when the update failed, shows the spec message word for word and keeps the choice', async () => {
    renderWithProgram(<Choice state={{ ...ready, currentId: null }} updateFailed />);
    await userEvent.click(screen.getByRole('radio', { name: /HealthDyne/ }));
    expect(screen.getByRole('alert').textContent).toBe('An error occurred while updating your pharmacy.  Please try again.');
    expect((screen.getByRole('radio', { name: /HealthDyne/ }) as HTMLInputElement).checked).toBe(true);
    await expectNoSeriousAxeViolations();
  });

  it('with no current pharmacy and nothing chosen, Confirm asks for a choice', async () => {
    renderWithProgram(<Choice state={{ ...ready, currentId: null }} />);
    await userEvent.click(screen.getByRole('button', { name: text.confirm }));
    expect(screen.getByText(text.chooseRequired)).toBeVisible();
    await expectNoSeriousAxeViolations();
  });

  it('with a list to choose from, says what the list is for, and puts the call to start a transfer after it, for a pharmacy not on it', () => {
    renderWithProgram(<Choice />);
    const intro = screen.getByText(text.chooseIntro);
    const form = screen.getByRole('radiogroup', { name: text.chooseLabel });
    const call = screen.getByRole('link', { name: '1 (555) 555-0150' }).closest('p')!;
    expect(call.textContent).toMatch(/^For a pharmacy not on this list, please call us at 1 \(555\) 555-0150, Monday-Friday 9:00 AM-6:00 PM ET, to start a prescription transfer\.$/);
    expect(intro.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(form.compareDocumentPosition(call) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    ['ready, with a list', ready],
    ['ready, nothing to choose', { ...ready, canChange: false }],
    ['a load error', { status: 'error', message: 'No pharmacies were found' }],
  ] satisfies [string, PharmacyViewState][])('%s: a way back to My Prescriptions', (_, state) => {
    renderWithProgram(<Choice state={state} />);
    expect(screen.getByRole('link', { name: text.backToPrescriptions }).getAttribute('href')).toBe('/prescriptions');
  });

  it('a load error shows its text as plain text, never as HTML', async () => {
    renderWithProgram(<Choice state={{ status: 'error', message: '<b>No pharmacies</b> were found' }} />);
    expect(screen.getByRole('alert').textContent).toBe('<b>No pharmacies</b> were found');
    expect(document.querySelector('b')).toBeNull();
    await expectNoSeriousAxeViolations();
  });

  it('an NDC that is not one of the prescriptions says so and links back to My Prescriptions', async () => {
    renderWithProgram(<Choice state={{ status: 'unknown' }} />);
    expect(screen.getByRole('heading', { level: 2, name: text.unknownTitle })).toBeVisible();
    expect(screen.getByRole('link', { name: text.backToPrescriptions }).getAttribute('href')).toBe('/prescriptions');
    await expectNoSeriousAxeViolations();
  });

  it('while loading, the loading overlay', () => {
    renderWithProgram(<Choice state={{ status: 'loading' }} />);
    expect(screen.getByRole('status').textContent).toBe('LOADING');
  });

  it.each([
    ['the pharmacy cannot be changed', { ...ready, canChange: false }, text.noChange],
    ['no pharmacies to choose from', { ...ready, pharmacies: [] }, text.noPharmacies],
  ])('when %s, says to call and offers no choice', (_, state, message) => {
    renderWithProgram(<Choice state={state} />);
    expect(screen.getByText(message)).toBeVisible();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});

describe('Pharmacy instructions (/pharmacy-instructions/{pharmacy})', () => {
  const steps = baseCopy.pharmacyInstructions;
  const links = bisp.pharmacyLinks;

  it.each([
    ['amazon', [steps.confirmationTitle, steps.profileCreationTitle, steps.orderNotificationTitle, steps.orderCompletionTitle], steps.goToAmazon, links?.amazon],
    ['HealthDyne Specialty Pharmacy', [steps.confirmationTitle, steps.medicationOrderTitle, steps.shippingNotificationTitle], steps.goToHealthDyne, links?.healthdyne],
  ])('%s: the steps in order and the pharmacy site as an external link', async (pharmacy, titles, button, href) => {
    renderWithProgram(<PharmacyInstructionsView pharmacy={pharmacy} links={links} />);
    expect(screen.getByRole('heading', { level: 1, name: steps.title })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(titles);
    expect(screen.getByText(/4 hours on average, and up to 1 business day/)).toBeVisible();
    const link = screen.getByRole('link', { name: new RegExp(`^${button}`) });
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('target')).toBe('_blank');
    await expectNoSeriousAxeViolations();
  });

  it('the online pharmacy promises discreet delivery; the specialty one does not', () => {
    const { unmount } = renderWithProgram(<PharmacyInstructionsView pharmacy="AMAZON" links={links} />);
    expect(screen.getByText(steps.discreetDelivery)).toBeVisible();
    unmount();
    renderWithProgram(<PharmacyInstructionsView pharmacy="healthdyne" links={links} />);
    expect(screen.queryByText(steps.discreetDelivery)).toBeNull();
  });

  const info = baseCopy.pharmacyInfo;
  const back = () => screen.getByRole('link', { name: baseCopy.pharmacy.backToPrescriptions });

  it.each(['amazon', 'healthdyne', 'Truepill', 'Corner Drugstore'])('%s: the page ends with the way back to My Prescriptions', (pharmacy) => {
    renderWithProgram(<PharmacyInstructionsView pharmacy={pharmacy} links={links} />);
    expect(back().getAttribute('href')).toBe('/prescriptions');
  });

  it("Truepill: the confirmation, who calls next with the programme's phone, and its fixed content (§3)", async () => {
    renderWithProgram(<PharmacyInstructionsView pharmacy="Truepill" links={links} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([steps.confirmationTitle, steps.otherPharmacyTitle, info.deliveryTitle, info.supportTitle, info.paymentTitle]);
    expect(screen.getByRole('heading', { level: 2, name: baseCopy.pharmacyInfo.truepillHeader })).toBeVisible();
    expect(screen.getByText(baseCopy.pharmacyInfo.truepillBrief)).toBeVisible();
    expect(screen.getByRole('link', { name: '1 (555) 555-0150' }).getAttribute('href')).toBe('tel:+15555550150');
    // No external site for a pharmacy the programme lists no address of.
    expect(screen.getAllByRole('link')).toEqual([screen.getByRole('link', { name: '1 (555) 555-0150' }), back()]);
    await expectNoSeriousAxeViolations();
  });

  it('names the pharmacy just chosen, as the profile spells it', () => {
    renderWithProgram(<PharmacyInstructionsView pharmacy="truepill" chosen="Truepill" links={links} />);
    expect(screen.getByText('You chose Truepill.')).toBeVisible();
  });

  it('an unknown pharmacy: the confirmation and who calls next, never the name the address carries', () => {
    renderWithProgram(<PharmacyInstructionsView pharmacy="Call 1-900-555-0000 now" links={links} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([steps.confirmationTitle, steps.otherPharmacyTitle]);
    expect(document.body.textContent).not.toContain('1-900');
    expect(back()).toBeTruthy();
  });

  it('a programme without the site address shows the steps without the button', () => {
    renderWithProgram(<PharmacyInstructionsView pharmacy="amazon" links={undefined} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getAllByRole('link')).toEqual([back()]);
  });
});
