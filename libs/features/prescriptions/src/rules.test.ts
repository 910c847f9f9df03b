import { describe, expect, it } from 'vitest';
import { patientProfileResponseSchema } from '@portal/api';
import { toClientPatientData, type ClientPrescription } from '@portal/care';
import { profileFor } from '@portal/api-mocks';
import { baseCopy } from '@portal/program-config';
import { badgeFor, offersPayment, stepAskingThePatient, stepIcons } from './rules.ts';

describe('badge (§4, case-insensitive)', () => {
  it('the hub demo patient shows both badges, a transfer among them', () => {
    const data = toClientPatientData(patientProfileResponseSchema.parse(profileFor('hubPatient', true)), baseCopy.timeline);
    expect(new Set(data.prescriptions.map((prescription) => badgeFor(prescription.status)))).toEqual(new Set(['ACTIVE', 'TRANSFERRED']));
  });

  it.each([
    ['open', 'ACTIVE'],
    ['Open', 'ACTIVE'],
    ['IN PROGRESS', 'ACTIVE'],
    ['Transferred', 'TRANSFERRED'],
    ['closed', 'TRANSFERRED'],
    ['Rx Transfer Complete', 'TRANSFERRED'],
    ['Cancelled', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (status, badge) => expect(badgeFor(status)).toBe(badge));

  it.each([
    [' Open ', 'ACTIVE'],
    ['rx transfer COMPLETE', 'TRANSFERRED'],
    ['Opened', null],
    ['Transfer', null],
    [undefined, null],
  ])('edge: badge %j -> %j', (status, badge) => expect(badgeFor(status)).toBe(badge));
});

describe('timeline icons (§4)', () => {
  it.each([
    ['prescription', 'prescription'],
    ['pharmacySelected', 'pharmacy'],
    ['insuranceCheck', 'insurance'],
    ['savingsProgram', 'savings'],
    ['prescriptionSent', 'sent'],
    ['shipped', 'shipped'],
    ['refill', 'refill'],
    ['payment', 'payment'],
  ] as const)('%s -> %s', (step, icon) => expect(stepIcons[step]).toBe(icon));
});

describe('when a card offers its payment (docs/decisions/0053)', () => {
  const hub = toClientPatientData(patientProfileResponseSchema.parse(profileFor('hubPatient', true)), baseCopy.timeline);
  const [due, , transferred, confirm] = hub.prescriptions as [ClientPrescription, ClientPrescription, ClientPrescription, ClientPrescription];

  it('a payment due with nothing asked of the patient is offered', () => {
    expect(offersPayment(due, true)).toBe(true);
    expect(offersPayment(due, false)).toBe(false);
  });

  it('a $0 confirmation is not offered while a step asks the patient for something (the insurance alert)', () => {
    expect(stepAskingThePatient(confirm)?.step).toBe('insuranceCheck');
    expect(offersPayment(confirm, true)).toBe(false);
    // The same confirmation once the insurance check is done is offered.
    const settledInsurance = { ...confirm, prescription_timeline: confirm.prescription_timeline.map((item) => ({ ...item, status: item.step === 'insuranceCheck' ? ('Completed' as const) : item.status })) };
    expect(offersPayment(settledInsurance, true)).toBe(true);
  });

  it('a transferred prescription offers no payment', () => {
    expect(offersPayment({ ...due, status: 'Transferred' }, true)).toBe(false);
    expect(offersPayment(transferred, true)).toBe(false);
  });
});
