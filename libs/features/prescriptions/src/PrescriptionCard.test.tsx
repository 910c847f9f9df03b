import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { patientProfileResponseSchema } from '@portal/api';
import { toClientPatientData, toClientPrescription, type ClientPrescription } from '@portal/care';
import { profileFor } from '@portal/api-mocks';
import { baseCopy, type ProgramConfig } from '@portal/program-config';
import { program as bisp } from 'virtual:portal-program';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { renderWithProgram } from '@portal/testing/render';
import { PrescriptionCard } from './PrescriptionCard.tsx';
import { PrescriptionsView } from './PrescriptionsPage.tsx';
import { baseCopyEs } from '@portal/program-config/copy/es';
import { timelineEntries } from './timeline.tsx';

const hub = toClientPatientData(patientProfileResponseSchema.parse(profileFor('hubPatient', true)), baseCopy.timeline);
const [due, shipped, transferred, confirm, closed] = hub.prescriptions as [ClientPrescription, ClientPrescription, ClientPrescription, ClientPrescription, ClientPrescription];
const withoutPayment: ProgramConfig = { ...bisp, features: { ...bisp.features, payment: { enabled: false } } };

describe('PrescriptionCard', () => {
  it('every card of the hub patient has its own name: drug, current step and date (the heading stays the drug)', () => {
    renderWithProgram(<PrescriptionsView prescriptions={hub.prescriptions} />);
    const names = screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
    expect(names).toHaveLength(hub.prescriptions.length);
    expect(new Set(names).size).toBe(names.length);
    expect(names[0]).toMatch(/^Inhalation Spray 2\.5mcg, .+, prescribed 10\/02\/2026$/);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toContain('Inhalation Spray 2.5mcg');
  });

  it('the details toggles of different cards have different names, each starting with its visible text', () => {
    renderWithProgram(<PrescriptionsView prescriptions={hub.prescriptions} />);
    const toggles = screen.getAllByRole('button', { name: /^Prescription Details/ });
    expect(toggles).toHaveLength(hub.prescriptions.length);
    const names = toggles.map((toggle) => toggle.textContent);
    expect(new Set(names).size).toBe(names.length);
    expect(names[0]).toMatch(/^Prescription DetailsMORE, Inhalation Spray 2\.5mcg, /);
  });

  it('shows the drug with its strength and logo, and the badge', async () => {
    renderWithProgram(<PrescriptionCard prescription={due} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Inhalation Spray 2.5mcg' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Inhalation spray, 2.5 mcg, product mark' })).toBeVisible();
    expect(screen.getByText('ACTIVE')).toBeVisible();
    await expectNoSeriousAxeViolations();
  });

  it('Prescription Details toggles MORE / LESS and lists date, prescriber, dosage, quantity and refills', async () => {
    renderWithProgram(<PrescriptionCard prescription={due} />);
    const toggle = screen.getByRole('button', { name: /Prescription Details/ });
    expect(toggle.textContent).toContain('MORE');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.textContent).toContain('LESS');
    const details = screen.getAllByRole('term')[0]!.closest('dl')!;
    expect(within(details).getByText('10/02/2026')).toBeVisible();
    expect(within(details).getByText('Dr. Dana Smith')).toBeVisible();
    expect(within(details).getByText('2.5mcg, 2 puffs once daily')).toBeVisible();
    expect(within(details).getByText('1')).toBeVisible();
    expect(within(details).getByText('3')).toBeVisible();
    await expectNoSeriousAxeViolations();
  });

  it("a payment due shows \"Pay now\" to /payment for this card's payment", () => {
    renderWithProgram(<PrescriptionCard prescription={due} />);
    expect(screen.getByRole('link', { name: /^Pay now, Inhalation Spray 2\.5mcg, / }).getAttribute('href')).toBe('/payment?payment=PAY-1001');
    expect(screen.getByText(/^Your estimated out-of-pocket cost is \$25\.00/).textContent).toContain('$25.00');
  });

  it('nothing to pay shows "Confirm and proceed", to /payment for this card\'s payment, once no step asks the patient for something', () => {
    const insuranceDone = { ...confirm, prescription_timeline: confirm.prescription_timeline.map((item) => (item.step === 'insuranceCheck' ? { ...item, status: 'Completed' as const } : item)) };
    renderWithProgram(<PrescriptionCard prescription={insuranceDone} />);
    expect(screen.getByRole('link', { name: /^Confirm and proceed, / }).getAttribute('href')).toBe('/payment?payment=PAY-1004');
  });

  it('a $0 confirmation whose insurance step has an alert offers no confirmation and no "Payment required" (docs/decisions/0053)', () => {
    renderWithProgram(<PrescriptionCard prescription={confirm} />);
    expect(screen.queryByRole('link', { name: /^Confirm and proceed/ })).toBeNull();
    expect(screen.queryByText(/Payment required/)).toBeNull();
  });

  it('without the payment feature there is no banner', () => {
    renderWithProgram(<PrescriptionCard prescription={due} />, { program: withoutPayment });
    expect(screen.queryByRole('link', { name: /^Pay now/ })).toBeNull();
  });

  it('"Set up your pharmacy" leads to /pharmacy/{prescriptionId}, never naming the drug, where change is allowed, no banner shows and no pharmacy is set', () => {
    renderWithProgram(<PrescriptionCard prescription={{ ...transferred, status: 'Open', pharmacy: null, pharmacyDistributionCenter: null }} />);
    expect(screen.getByRole('link', { name: /^Set up your pharmacy/ }).getAttribute('href')).toBe('/pharmacy/RX-1003');
    expect(transferred.ndc_code).toBe('0597-0100-61');
    renderWithProgram(<PrescriptionCard prescription={shipped} />);
    expect(screen.getAllByRole('link', { name: /^Set up your pharmacy/ })).toHaveLength(1);
  });

  it('an active card that shows its pharmacy offers to change it, not to set one up', () => {
    renderWithProgram(<PrescriptionCard prescription={{ ...transferred, status: 'Open' }} />);
    expect(screen.getByText('Amazon Pharmacy')).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Set up your pharmacy/ })).toBeNull();
    expect(screen.getByRole('link', { name: /^Change your pharmacy, Inhalation Spray/ }).getAttribute('href')).toBe('/pharmacy/RX-1003');
  });

  it('every card of one drug shows its prescription date under the name', () => {
    renderWithProgram(<PrescriptionsView prescriptions={hub.prescriptions} />);
    const lines = screen.getAllByRole('article').map((card) => within(card).getByText(/^Prescribed \d/).textContent);
    // Sorted: the two that need the patient (a payment, an insurance alert), then the newest first (decision 0055).
    expect(lines).toEqual(['Prescribed 10/02/2026', 'Prescribed 07/01/2026', 'Prescribed 09/20/2026', 'Prescribed 08/14/2026', 'Prescribed 03/11/2026']);
  });

  it("the server's words are marked as English; the portal's own are not (a Spanish page reads them in English)", () => {
    const { container } = renderWithProgram(<PrescriptionCard prescription={{ ...transferred, status: 'Open' }} />);
    const english = [...container.querySelectorAll('[lang="en"]')].map((element) => element.textContent);
    expect(english).toEqual(['2.5mcg, 2 puffs once daily', 'Your Insurance Requires Additional Information to Cover your Medication']);
  });

  it('timeline text: phone numbers become tel: links, line breaks stay, and markup stays text', async () => {
    const hostile = toClientPrescription(
      { prescriptionStatus: 'Open', bvStatus: 'Open', shortMessage: '<img src=x onerror=alert(1)> Call 555-555-0150', longMessage: 'Line one\nCall +1 (555) 555-0160' },
      0,
      baseCopy.timeline,
    );
    const { container } = renderWithProgram(<PrescriptionCard prescription={hostile} />);
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeVisible();
    expect(screen.getByRole('link', { name: '555-555-0150' }).getAttribute('href')).toBe('tel:+15555550150');
    await userEvent.click(screen.getByRole('button', { name: /more\s*Insurance Check/ }));
    expect(screen.getByRole('link', { name: '+1 (555) 555-0160' }).getAttribute('href')).toBe('tel:+15555550160');
  });

  it('a closed prescription shows its status in words', () => {
    renderWithProgram(<PrescriptionCard prescription={closed} />);
    expect(screen.getAllByText('Closed').length).toBeGreaterThan(0);
  });
});

describe('My Prescriptions', () => {
  it('lists one card per prescription and the help block with the programme phone', async () => {
    renderWithProgram(<PrescriptionsView prescriptions={hub.prescriptions} />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Prescriptions' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    const help = screen.getByRole('region', { name: 'Need help with your prescription?' });
    expect(within(help).getByRole('link', { name: '1 (555) 555-0150' }).getAttribute('href')).toBe('tel:+15555550150');
    await expectNoSeriousAxeViolations();
  });
});

describe('timeline titles (§3, §4): the copy words each step, in the page\'s language', () => {
  const full = toClientPrescription(
    {
      prescriptionStatus: 'Open',
      bvPlanCategory: 'Commercial',
      pharmacyDistributionCenter: 'HealthDyne',
      remainingRefills: 2,
      trackingNumber: 'TRK1',
      rxPayments: [{ status: 'Paid', amount: 25 }],
    },
    1,
    baseCopy.timeline,
  ).prescription_timeline;

  it('every title the spec names, in English', () => {
    expect(timelineEntries(full, baseCopy.timeline.steps).map((entry) => entry.title)).toEqual([
      'Prescription',
      'Insurance Check',
      'Savings Program',
      'Pharmacy Selected',
      'Refill',
      'Payment',
      'Prescription Sent',
      'Shipped',
    ]);
  });

  it('the same steps in Spanish, each with its icon', () => {
    const entries = timelineEntries(full, baseCopyEs.timeline.steps);
    expect(entries.map((entry) => [entry.title, entry.icon])).toEqual([
      ['Receta', 'prescription'],
      ['Revisión del seguro', 'insurance'],
      ['Programa de ahorros', 'savings'],
      ['Farmacia elegida', 'pharmacy'],
      ['Resurtido', 'refill'],
      ['Pago', 'payment'],
      ['Receta enviada', 'sent'],
      ['Enviado', 'shipped'],
    ]);
  });
});

describe('a step that asks the patient to act offers that action', () => {
  it('"Choose HealthDyne and pay…" beside "Pay now": the card also offers the pharmacy page of this prescription', () => {
    renderWithProgram(<PrescriptionCard prescription={due} />);
    expect(screen.getByText(/^Choose HealthDyne and pay/)).toBeVisible();
    expect(screen.getByRole('link', { name: /^Pay now/ }).getAttribute('href')).toBe('/payment?payment=PAY-1001');
    expect(screen.getByRole('link', { name: /^Set up your pharmacy, Inhalation Spray/ }).getAttribute('href')).toBe('/pharmacy/RX-1001');
  });
});

describe('a transferred card reads as finished (decision 0054)', () => {
  it('transferred to Amazon: says where it went, offers no pharmacy change, no "Get more info" step', async () => {
    renderWithProgram(<PrescriptionCard prescription={transferred} />);
    expect(screen.getByText('TRANSFERRED')).toBeVisible();
    expect(screen.getByText('Transferred to Amazon Pharmacy. Nothing more to do here.')).toBeVisible();
    expect(screen.queryAllByRole('link').filter((link) => !link.getAttribute('href')?.startsWith('tel:'))).toEqual([]);
    expect(screen.queryByText('Get more info')).toBeNull();
    expect(screen.queryByText('Pending')).toBeNull();
    await expectNoSeriousAxeViolations();
  });

  it('transferred out of the programme: where it went is unknown; only the closed step shows, no pending ones', () => {
    renderWithProgram(<PrescriptionCard prescription={closed} />);
    expect(screen.getByText('Transferred to another pharmacy. Nothing more to do here.')).toBeVisible();
    expect(screen.queryByText('Pending')).toBeNull();
    expect(screen.getByText('This prescription was transferred to another pharmacy.')).toBeVisible();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});

describe('the card says where the medicine is (decision 0055)', () => {
  const address = { street: '12 Elm St', city: 'Springfield', state: 'IL', postalCode: '62701' };

  it('each card starts with its status line, in English and Spanish', () => {
    renderWithProgram(<PrescriptionsView prescriptions={hub.prescriptions} />);
    const lines = screen.getAllByRole('article').map((card) => card.querySelector('[data-status]')?.textContent);
    expect(lines).toEqual([
      'Ready to pay $25.00',
      'Your insurance needs more information',
      'Transferred to Amazon Pharmacy. Nothing more to do here.',
      'Shipped 08/17/2026 – track it below',
      'Transferred to another pharmacy. Nothing more to do here.',
    ]);
  });

  it('Spanish: the same statuses in the patient\'s language', () => {
    renderWithProgram(<PrescriptionsView prescriptions={hub.prescriptions} />, { program: { ...bisp, language: 'es', copy: baseCopyEs } });
    const first = screen.getAllByRole('article')[0]!.querySelector('[data-status]')?.textContent;
    expect(first).toBe('Listo para pagar $25.00');
  });

  it('a shipped card shows the date, carrier, tracking number, a tracking link from the carrier table and the ship-to address', async () => {
    renderWithProgram(<PrescriptionCard prescription={shipped} shipTo={address} />);
    const shipment = screen.getByRole('region', { name: /^Shipment/ });
    expect(within(shipment).getByText('08/17/2026')).toBeVisible();
    expect(within(shipment).getByText('UPS')).toBeVisible();
    expect(within(shipment).getByText('1Z999AA10123456784')).toBeVisible();
    expect(within(shipment).getByText(/12 Elm St/).textContent).toBe('12 Elm StSpringfield, IL 62701');
    const link = within(shipment).getByRole('link', { name: /^Track your package with UPS, Inhalation Spray/ });
    expect(link.getAttribute('href')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    await expectNoSeriousAxeViolations();
  });

  it('a tracking number from the server is text, and a link only from the carrier table', () => {
    const hostile = { ...shipped, trackingNumber: '<b>x</b>" href="https://evil.example' };
    const { container } = renderWithProgram(<PrescriptionCard prescription={hostile} />);
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByRole('region', { name: /^Shipment/ }).querySelectorAll('a')).toHaveLength(0);
    expect(screen.getAllByText('<b>x</b>" href="https://evil.example').length).toBeGreaterThan(0);
  });
});
