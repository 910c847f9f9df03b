/**
 * The pharmacy choice of /pharmacy/{prescriptionId} (prescription-experience §2 My Pharmacy, §4
 * Pharmacy setup, §5, §7): which prescription the page is about, what its two calls are sent and
 * which option is the current one. Pure: the page wires them to `@portal/api`'s calls.
 */
import type { Language } from '@portal/formats';
import type { PatientProfileResponse, PharmaciesRequest, PharmacyUpdate, PossiblePharmacy, ServerPrescription } from '@portal/api';
import { normaliseNdc, showsPharmacySetup, toClientPrescription, type ClientPrescription, type TimelineCopy } from './prescriptions.ts';

/** The prescription a pharmacy page is about, with what its two calls need. */
export interface PharmacySetup {
  prescription: ClientPrescription;
  server: ServerPrescription;
  dob: string;
}

function prescriptionsOf(profile: PatientProfileResponse, copy: TimelineCopy, language: Language) {
  const patient = profile.patientProfileDetails[0];
  if (!patient) return null;
  return { dob: patient.dob, prescriptions: (patient.prescriptions ?? []).map((server, index) => ({ server, prescription: toClientPrescription(server, index, copy, language) })) };
}

/** Which prescription /pharmacy/{prescriptionId} is about: the patient's with that id. Null: none of the patient's. */
export function pharmacySetupFor(profile: PatientProfileResponse, prescriptionId: string, copy: TimelineCopy, language: Language = 'en'): PharmacySetup | null {
  const patient = prescriptionsOf(profile, copy, language);
  const chosen = patient?.prescriptions.find(({ prescription }) => prescription.id === prescriptionId);
  return patient && chosen ? { ...chosen, dob: patient.dob } : null;
}

/** An address of the old form, /pharmacy/{ndc_code}: digits and dashes only (5-4-2, or the 11 digits). */
export function isDrugAddress(parameter: string): boolean {
  return /^[\d-]+$/.test(parameter) && /\d/.test(parameter);
}

/**
 * Which prescription an old address, /pharmacy/{ndc_code}, is about (its page then replaces the
 * address with the prescription's own). The route named a drug, and a patient may hold several
 * prescriptions of one drug (NDCs compared normalised, §3). The page was reached from the card
 * whose "Set up your pharmacy" shows (§4), so that card wins: the first prescription of the NDC
 * that shows the button; else the first of the NDC that allows a pharmacy change; else the first
 * of the NDC. Null: not the patient's drug. `language`: the timeline wording's (plural forms, dates).
 */
export function pharmacySetupForDrug(profile: PatientProfileResponse, ndcCode: string, paymentEnabled: boolean, copy: TimelineCopy, language: Language = 'en'): PharmacySetup | null {
  const patient = prescriptionsOf(profile, copy, language);
  // A code without a digit names no drug (and would match a prescription without an NDC).
  if (!patient || !/\d/.test(ndcCode)) return null;
  const wanted = normaliseNdc(ndcCode);
  const candidates = patient.prescriptions.filter(({ prescription }) => normaliseNdc(prescription.ndc_code) === wanted);
  const chosen =
    candidates.find(({ prescription }) => showsPharmacySetup(prescription, paymentEnabled)) ??
    candidates.find(({ prescription }) => prescription.allowDispensePharmacyChange) ??
    candidates[0];
  return chosen ? { ...chosen, dob: patient.dob } : null;
}

/** §5/§7: the pharmacies call is not made when the referral id is null (or empty). */
export function pharmaciesRequestFor(setup: PharmacySetup): { referralRecordId: string; body: PharmaciesRequest } | null {
  const referralRecordId = setup.server.acticsPharmacyReferralRecordId;
  if (!referralRecordId) return null;
  return {
    referralRecordId,
    body: {
      drugNdc: setup.server.drugNDC ?? setup.prescription.ndc_code,
      dob: setup.dob,
      rxBin: setup.server.rxBin ?? '',
      outcomeReason: setup.server.bvOutcomeReason ?? '',
      verificationSource: setup.server.verificationSource ?? '',
    },
  };
}

export function pharmacyUpdateFor(setup: PharmacySetup, choice: PossiblePharmacy): PharmacyUpdate {
  return {
    pharmacyDistributionCenterId: choice.pharmacy_id,
    pharmacyDistributionCenter: choice.name,
    acticsPatientEnrollmentId: setup.server.acticsPatientEnrollmentId ?? '',
    acticsPharmacyReferralRecordId: setup.server.acticsPharmacyReferralRecordId ?? '',
  };
}

/**
 * The option marked as current: the possible pharmacy whose id is the prescription's
 * pharmacyDistributionCenterId, else whose name is its pharmacy (case-insensitive).
 */
export function currentPharmacyOf(setup: PharmacySetup, pharmacies: PossiblePharmacy[]): PossiblePharmacy | null {
  const id = setup.server.pharmacyDistributionCenterId;
  const name = setup.prescription.pharmacy?.trim().toLowerCase();
  return pharmacies.find((pharmacy) => id && pharmacy.pharmacy_id === id) ?? pharmacies.find((pharmacy) => Boolean(name) && pharmacy.name.trim().toLowerCase() === name) ?? null;
}

/** spec §2 Pharmacy instructions: which instructions a {pharmacy} parameter gets, case-insensitively. */
export type PharmacyInstructionsKind = 'online' | 'specialty' | 'none';

export function pharmacyInstructionsKindOf(pharmacy: string | null | undefined): PharmacyInstructionsKind {
  if (!pharmacy) return 'none';
  const value = pharmacy.toLowerCase();
  if (value.includes('amazon')) return 'online';
  if (value.includes('healthdyne')) return 'specialty';
  return 'none';
}
