import { describe, expect, it } from 'vitest';
import { patientProfileResponseSchema } from '@portal/api';
import { toClientPatientData, type ClientPrescription } from '@portal/care';
import { profileFor, withoutPayments } from '@portal/api-mocks';
import { baseCopy } from '@portal/program-config';
import { cardStatusOf, finishedTimeline, needsThePatient, pharmacyActionOf, sortCards, type CardStatus } from './cardStatus.ts';

const hubOf = (payment: boolean) => toClientPatientData(patientProfileResponseSchema.parse(payment ? profileFor('hubPatient', true) : withoutPayments(profileFor('hubPatient', true))), baseCopy.timeline).prescriptions;
const hub = hubOf(true);
const [due, shipped, transferred, confirm, closed] = hub as [ClientPrescription, ClientPrescription, ClientPrescription, ClientPrescription, ClientPrescription];
const at = { paymentEnabled: true, confirming: false };

describe('the card\'s status line (decision 0055)', () => {
  it('says, for each of the hub patient\'s cards, what is happening and what the patient must do', () => {
    expect(hub.map((prescription) => cardStatusOf(prescription, at))).toEqual([
      { kind: 'readyToPay', amount: 25 },
      { kind: 'shipped', date: '2026-08-17', trackable: false },
      { kind: 'transferred', pharmacy: 'Amazon Pharmacy' },
      { kind: 'insuranceNeedsYou' },
      { kind: 'transferred', pharmacy: null },
    ]);
  });

  it('a payment being confirmed says so, never "ready to pay"', () => {
    expect(cardStatusOf(due, { ...at, confirming: true })).toEqual({ kind: 'confirmingPayment' });
  });

  it('without the payment feature (LUMA) the first card asks for a pharmacy, not a payment', () => {
    const [first] = hubOf(false) as [ClientPrescription];
    expect(cardStatusOf(first, { paymentEnabled: false, confirming: false })).toEqual({ kind: 'choosePharmacy' });
  });

  it('a $0 confirmation with nothing else asked reads "ready to confirm"; an alert on another step names that step', () => {
    const insuranceDone = { ...confirm, prescription_timeline: confirm.prescription_timeline.map((item) => (item.step === 'insuranceCheck' ? { ...item, status: 'Completed' as const } : item)) };
    expect(cardStatusOf(insuranceDone, at)).toEqual({ kind: 'readyToConfirm' });
    const pharmacyAlert = { ...insuranceDone, prescription_timeline: insuranceDone.prescription_timeline.map((item) => (item.step === 'pharmacySelected' ? { ...item, status: 'Alert' as const } : item)) };
    expect(cardStatusOf(pharmacyAlert, at)).toEqual({ kind: 'stepNeedsYou', step: 'pharmacySelected' });
  });

  it('insurance still being checked, nothing due: waiting for the insurance', () => {
    const waiting = { ...shipped, trackingNumber: null, dispensingStatus: null, prescription_timeline: shipped.prescription_timeline.filter((item) => item.step !== 'shipped').map((item) => (item.step === 'insuranceCheck' ? { ...item, status: 'Pending' as const } : item)) };
    expect(cardStatusOf(waiting, at)).toEqual({ kind: 'waitingForInsurance' });
    const allDone = { ...waiting, prescription_timeline: waiting.prescription_timeline.map((item) => ({ ...item, status: 'Completed' as const })) };
    expect(cardStatusOf(allDone, at)).toEqual({ kind: 'inProgress' });
  });

  it('only statuses that ask something of the patient need the patient', () => {
    const asking: CardStatus[] = [{ kind: 'readyToPay', amount: 1 }, { kind: 'readyToConfirm' }, { kind: 'insuranceNeedsYou' }, { kind: 'stepNeedsYou', step: 'payment' }, { kind: 'choosePharmacy' }];
    const informing: CardStatus[] = [{ kind: 'transferred', pharmacy: null }, { kind: 'confirmingPayment' }, { kind: 'waitingForInsurance' }, { kind: 'shipped', date: null, trackable: false }, { kind: 'inProgress' }];
    expect(asking.map(needsThePatient)).toEqual(asking.map(() => true));
    expect(informing.map(needsThePatient)).toEqual(informing.map(() => false));
  });
});

describe('the list\'s order (decision 0055)', () => {
  const card = (id: string, date: string, status: CardStatus) => ({ prescription: { ...due, id, prescription_date: date }, status });

  it('the cards that need the patient first, then the newest; ties keep the server\'s order; an unreadable date goes last', () => {
    const sorted = sortCards([
      card('old-info', '2026-01-01', { kind: 'inProgress' }),
      card('new-info', '2026-09-01', { kind: 'inProgress' }),
      card('no-date', '', { kind: 'inProgress' }),
      card('old-ask', '2026-02-01', { kind: 'readyToConfirm' }),
      card('new-ask', '2026-08-01', { kind: 'readyToPay', amount: 5 }),
      card('same-a', '2026-05-05', { kind: 'shipped', date: null, trackable: false }),
      card('same-b', '2026-05-05', { kind: 'waitingForInsurance' }),
    ]);
    expect(sorted.map((entry) => entry.prescription.id)).toEqual(['new-ask', 'old-ask', 'new-info', 'same-a', 'same-b', 'old-info', 'no-date']);
  });

  it('does not change the list it is given', () => {
    const list = [card('a', '2026-01-01', { kind: 'inProgress' }), card('b', '2026-02-01', { kind: 'choosePharmacy' })];
    sortCards(list);
    expect(list.map((entry) => entry.prescription.id)).toEqual(['a', 'b']);
  });
});

describe('what a card offers', () => {
  it('a step that asks for a pharmacy offers the pharmacy page, even beside the payment banner', () => {
    expect(pharmacyActionOf(due, true)).toBe('setUp');
    expect(pharmacyActionOf(due, false)).toBe('setUp');
  });

  it('a transferred prescription offers no pharmacy change, whatever the server allows (decision 0054)', () => {
    expect(transferred.allowDispensePharmacyChange).toBe(true);
    expect(pharmacyActionOf(transferred, true)).toBeNull();
    expect(pharmacyActionOf({ ...transferred, status: 'Open' }, true)).toBe('change');
    expect(pharmacyActionOf(closed, true)).toBeNull();
  });

  it('a pharmacy already chosen beside the payment banner, or a change not allowed, offers none', () => {
    expect(pharmacyActionOf({ ...due, pharmacy: 'HealthDyne Specialty Pharmacy' }, true)).toBeNull();
    expect(pharmacyActionOf({ ...due, allowDispensePharmacyChange: false }, true)).toBeNull();
  });

  it('a transferred card\'s timeline keeps only what happened', () => {
    expect(closed.prescription_timeline.map((item) => item.status)).toEqual(['Closed', 'Pending', 'Pending', 'Pending']);
    expect(finishedTimeline(closed.prescription_timeline).map((item) => [item.step, item.status])).toEqual([['prescription', 'Closed']]);
    expect(finishedTimeline(transferred.prescription_timeline).every((item) => item.status === 'Completed' || item.status === 'Closed')).toBe(true);
  });
});
