/**
 * Property tests of the rules on what the API accepts: every body the profile, pharmacies, fill
 * history and pay schemas accept (`@portal/testing/wireBodies`, bodies that mirror each schema plus
 * hostile text and broken ones the schemas still take) goes through the rules of the portal. The
 * properties: a rule never throws on such a body, every step of a timeline has its title in the
 * copy, and server text reaches the client model as the same text (never parsed, never rewritten).
 *
 * Runs per property: PROPERTY_RUNS (default 25); `npm run test:properties:long` makes 10,000 per
 * property. A failure prints its seed; replay it with PROPERTY_SEED=<seed> and the same count.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseCopy } from '@portal/program-config/copy/en';
import { fillHistoryResponseSchema, patientProfileResponseSchema, payResponseSchema, type PatientProfileResponse, type PossiblePharmacy, type ServerPrescription } from '@portal/api';
import { pharmacyPathOf } from '@portal/routes';
import { accepted, booleans, expectPlainData, fillHistoryBody, hostileString, payBody, profileBody, settings, TIMEOUT_MS } from '@portal/testing/wireBodies';
import { fillHistoryQueryFor, isSucceededPayment, toFillEntries } from './fillHistory.ts';
import { toClientPatientData, type ClientPatientData } from './patient.ts';
import { checkoutUrlForLog, isAllowedCheckoutUrl, isPaymentSettled, paidPrescription } from './payment.ts';
import { currentPharmacyOf, pharmaciesRequestFor, pharmacySetupFor, pharmacySetupForDrug, pharmacyUpdateFor } from './pharmacy.ts';
import { isSavingsEligible, normaliseDisplayStatus, showsPaymentBanner, showsPharmacySetup, timelineStatuses, toClientPrescription, type ClientPrescription, type TimelineCopy } from './prescriptions.ts';
import { toProfileSummary } from './profileSummary.ts';

const copy: TimelineCopy = baseCopy.timeline;

/** The pharmacies call's answer as the API hands it on (`fetchPharmacies`): any text, ids as text. */
const possiblePharmacies: fc.Arbitrary<PossiblePharmacy[]> = fc.array(fc.record({ pharmacy_id: hostileString, name: hostileString }), { maxLength: 4 });

function expectClientPrescription(prescription: ClientPrescription, server: ServerPrescription): void {
  expect(typeof prescription.id).toBe('string');
  expect(prescription.id.length).toBeGreaterThan(0);
  // Server text reaches the model as the same text.
  expect(prescription.ndc_code).toBe(server.drugNDC ?? '');
  expect(prescription.status).toBe(server.prescriptionStatus ?? '');
  expect(prescription.prescriber).toBe(server.prescriberName ?? '');
  expect(prescription.drug_family).toBe(server.drugFamily ?? '');
  expect(prescription.pharmacy).toBe(server.pharmacyDistributionCenter ?? null);
  expect(prescription.trackingNumber).toBe(server.trackingNumber ?? null);
  for (const dose of prescription.prescribed_dosage) expect(typeof dose).toBe('string');
  expect(prescription.quantity === null || typeof prescription.quantity === 'string').toBe(true);
  expect(prescription.remainingRefills === null || Number.isFinite(prescription.remainingRefills)).toBe(true);
  expect(prescription.possible_pharmacies.map((pharmacy) => pharmacy.name)).toEqual((server.possiblePharmacies ?? []).map((pharmacy) => pharmacy.name));
  for (const pharmacy of prescription.possible_pharmacies) expect(typeof pharmacy.pharmacy_id).toBe('string');

  const timeline = prescription.prescription_timeline;
  expect(timeline[0]?.step).toBe('prescription');
  for (const item of timeline) {
    // Every step the transform names has its title in the copy.
    expect(baseCopy.timeline.steps).toHaveProperty(item.step);
    expect(timelineStatuses).toContain(item.status);
    expect(item.visible).toBe(true);
    expect(item.subtitle === undefined || (typeof item.subtitle === 'string' && item.subtitle !== '')).toBe(true);
    expect(item.read_more === undefined || typeof item.read_more === 'string').toBe(true);
  }
  const step = (name: string) => timeline.find((item) => item.step === name);
  // The server's displayVerbiage replaces the subtitle of the current step (see prescriptions.ts).
  const overridden = (item: { status: string; subtitle?: string } | undefined) =>
    normaliseDisplayStatus(server.displayStatus) !== null && Boolean(server.displayVerbiage) && item?.subtitle === server.displayVerbiage;
  const pharmacy = step('pharmacySelected');
  if (server.pharmacyDistributionCenter && !overridden(pharmacy)) expect(pharmacy?.subtitle).toBe(server.pharmacyDistributionCenter);
  const shipped = step('shipped');
  if (shipped && !overridden(shipped)) {
    const [before, after] = copy.tracking.split('{trackingNumber}');
    expect(shipped.subtitle).toBe(`${before}${server.trackingNumber}${after}`);
  }
  if (server.longMessage) expect(step('insuranceCheck')?.read_more).toBe(server.longMessage);

  const payment = prescription.paymentInfo;
  if (payment) {
    expect(typeof payment.status).toBe('string');
    expect(Number.isFinite(payment.amount)).toBe(true);
    expect(typeof payment.isRefill).toBe('boolean');
    expect(typeof payment.rxPaymentId).toBe('string');
    expect(typeof payment.isPaymentEnabled).toBe('boolean');
  }
}

function expectClientPatientData(data: ClientPatientData, profile: PatientProfileResponse): void {
  const patient = profile.patientProfileDetails[0];
  booleans(data, ['isPWARegistered', 'hubPatient', 'isMultiplePatientProfileExists']);
  const details = data.patientDetails;
  expect(details.firstName).toBe(patient?.firstName ?? '');
  expect(details.lastName).toBe(patient?.lastName ?? '');
  expect(details.dob).toBe(patient?.dob ?? '');
  expect(details.phoneNumber).toBe(patient?.phoneNumber ?? '');
  expect(details.emailAddress).toBe(patient?.emailAddress ?? '');
  booleans(details, ['preferPhone', 'preferEmailAddress']);
  for (const address of [details.address, details.shippingAddress]) {
    if (address === null) continue;
    for (const field of ['street', 'city', 'state', 'postalCode'] as const) expect(typeof address[field]).toBe('string');
  }
  const servers = patient?.prescriptions ?? [];
  expect(data.prescriptions).toHaveLength(servers.length);
  data.prescriptions.forEach((prescription, index) => expectClientPrescription(prescription, servers[index]!));
  expect(data.intakeCaseId).toBe(patient?.intakeCaseId ?? null);
  expectPlainData(data);
}

const acceptedProfile = accepted<PatientProfileResponse>(patientProfileResponseSchema, profileBody);

describe('the rules: every body the schema accepts gives a model of the documented shape', () => {
  it(
    'profile -> summary, client patient data, prescriptions, timelines, menu and banner rules',
    () => {
      fc.assert(
        fc.property(acceptedProfile, fc.boolean(), (profile, paymentEnabled) => {
          const summary = toProfileSummary(profile);
          booleans(summary, ['isPWARegistered', 'hubPatient', 'isMultiplePatientProfileExists']);
          expect(summary.firstName).toBe(profile.patientProfileDetails[0]?.firstName ?? null);
          if (summary.missingInformation) booleans(summary.missingInformation, ['active', 'Open_Task', 'primaryInsuranceSaved', 'insuranceSaved']);

          const data = toClientPatientData(profile, copy);
          expectClientPatientData(data, profile);
          for (const prescription of data.prescriptions) {
            for (const rule of [showsPaymentBanner, showsPharmacySetup]) expect(typeof rule(prescription, paymentEnabled)).toBe('boolean');
            expect(typeof isSavingsEligible(prescription.prescription_timeline, copy)).toBe('boolean');
          }
          const paid = paidPrescription(data.prescriptions);
          expect(paid === null || data.prescriptions.includes(paid)).toBe(true);
          expect(typeof isPaymentSettled(data.prescriptions, paid?.paymentInfo?.rxPaymentId)).toBe('boolean');
          expect(typeof isPaymentSettled(data.prescriptions)).toBe('boolean');
        }),
        settings,
      );
    },
    TIMEOUT_MS,
  );

  it(
    'profile + pharmacies -> the pharmacy page (setup, request, update, current choice)',
    () => {
      fc.assert(
        fc.property(acceptedProfile, possiblePharmacies, fc.option(hostileString), fc.boolean(), (profile, pharmacies, ndcOverride, paymentEnabled) => {
          const prescriptions = profile.patientProfileDetails[0]?.prescriptions ?? [];
          const ndcs = prescriptions.map((server) => server.drugNDC ?? '');
          const ids = prescriptions.map((server, index) => toClientPrescription(server, index, copy).id);
          const byDrug = (ndcOverride === null ? ndcs : [ndcOverride]).map((ndc) => pharmacySetupForDrug(profile, ndc, paymentEnabled, copy));
          const byId = (ndcOverride === null ? ids : [ndcOverride]).map((id) => pharmacySetupFor(profile, id, copy));
          for (const setup of [...byDrug, ...byId]) {
            if (setup === null) continue;
            // The page's own address names the prescription it is about, whichever address led there.
            expect(pharmacySetupFor(profile, decodeURIComponent(pharmacyPathOf(setup.prescription).slice('/pharmacy/'.length)), copy)?.prescription.id).toBe(setup.prescription.id);
            expect(typeof setup.dob).toBe('string');
            const request = pharmaciesRequestFor(setup);
            if (request) {
              expect(request.referralRecordId.length).toBeGreaterThan(0);
              for (const value of Object.values(request.body)) expect(typeof value).toBe('string');
            }
            const current = currentPharmacyOf(setup, pharmacies);
            expect(current === null || pharmacies.includes(current)).toBe(true);
            for (const choice of pharmacies) for (const value of Object.values(pharmacyUpdateFor(setup, choice))) expect(typeof value).toBe('string');
          }
        }),
        settings,
      );
    },
    TIMEOUT_MS,
  );

  it(
    'profile + fill history -> the fill entries',
    () => {
      fc.assert(
        fc.property(acceptedProfile, accepted(fillHistoryResponseSchema, fillHistoryBody), (profile, history) => {
          const patient = toClientPatientData(profile, copy);
          const query = fillHistoryQueryFor(patient.prescriptions, patient.intakeCaseId);
          if (query) {
            expect(query.intakeCaseId.length).toBeGreaterThan(0);
            expect(query.acticsPharmacyReferralRecordId.length).toBeGreaterThan(0);
          }
          const entries = toFillEntries(history, patient.prescriptions, query);
          const succeeded = history.fills.flatMap((each) => each.fillTransactions ?? []).filter((transaction) => isSucceededPayment(transaction.paymentStatus));
          expect(entries).toHaveLength(succeeded.length);
          // "Unique on the page": each is an accordion's value.
          expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
          entries.forEach((entry, index) => {
            expect(typeof entry.id).toBe('string');
            expect(entry.pharmacy).toBe(succeeded[index]!.pharmacy ?? '');
            expect(entry.fillStatus).toBe(succeeded[index]!.fillStatus ?? '');
            expect(entry.transactionDateTime).toBe(succeeded[index]!.transactionDateTime ?? '');
            expect(Number.isFinite(entry.amount)).toBe(true);
            expect(entry.trackingNumber === null || typeof entry.trackingNumber === 'string').toBe(true);
            expect(entry.receiptUrl === null || typeof entry.receiptUrl === 'string').toBe(true);
            expect(entry.prescription === null || patient.prescriptions.includes(entry.prescription)).toBe(true);
          });
        }),
        settings,
      );
    },
    TIMEOUT_MS,
  );

  it(
    'checkout URLs -> the allowlist and the log line',
    () => {
      fc.assert(
        fc.property(accepted(payResponseSchema, payBody), fc.boolean(), ({ checkout_url: url }, mock) => {
          const allowed = isAllowedCheckoutUrl(url, { hosts: ['checkout.example'], mock, origin: 'http://127.0.0.1:4300' });
          if (allowed) expect(['https:', 'http:']).toContain(new URL(url).protocol);
          expect(typeof checkoutUrlForLog(url)).toBe('string');
          expect(checkoutUrlForLog(url)).not.toContain('?');
        }),
        settings,
      );
    },
    TIMEOUT_MS,
  );
});
