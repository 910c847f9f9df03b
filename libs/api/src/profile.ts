/**
 * GET /api/pwa/exp/v1/patient/profile (access-and-identity §3 "Patient profile response",
 * prescription-experience §3 "Server-side prescription"). Server data is loose: most fields are
 * optional or nullable, unknown fields are dropped, and both spellings of the multiple-profile
 * flag are read.
 */
import { z } from 'zod';
import type { ApiClient, ApiResult } from './client.ts';
import { paths } from './paths.ts';

const text = z.string().nullish();
const flag = z.boolean().nullish();

export const missingInfoFieldSchema = z.object({
  key: z.string(),
  value: z.string().nullable().default(null),
  editable: z.boolean().default(true),
  required: z.boolean().default(false),
  possibleValues: z.array(z.string()).default([]),
});

export const missingInfoGroupSchema = z.object({
  infoType: z.enum(['address', 'phone', 'email', 'gender', 'primaryInsurance', 'secondaryInsurance']),
  saved: z.boolean().default(false),
  fieldArray: z.array(missingInfoFieldSchema).default([]),
});

export const missingInformationSchema = z.object({
  active: z.boolean().default(false),
  uninsured: z.boolean().default(false),
  Open_Task: z.boolean().default(false),
  missingInfoArray: z.array(missingInfoGroupSchema).default([]),
});
export type MissingInformation = z.output<typeof missingInformationSchema>;

export const contactPointAddressSchema = z.object({
  street: text,
  city: text,
  state: text,
  postalCode: text,
  country: text,
  stateCode: text,
  countryCode: text,
  addressType: text,
  isPrimary: flag,
  isActive: flag,
});

export const rxPaymentSchema = z.object({
  amount: z.union([z.number(), z.string()]).nullish(),
  status: text,
  acticsTransactionOutcome: text,
  rxPaymentId: z.union([z.string(), z.number()]).nullish(),
  isRefill: flag,
  isPaymentEnabled: flag,
});

export const serverPrescriptionSchema = z.object({
  prescriptionId: z.union([z.string(), z.number()]).nullish(),
  prescriptionType: text,
  prescriptionStatus: text,
  prescriptionDate: text,
  dosageStrength: text,
  quantity: z.union([z.string(), z.number()]).nullish(),
  remainingRefills: z.union([z.string(), z.number()]).nullish(),
  prescriberName: text,
  prescriberPhone: text,
  trackingNumber: text,
  intakeCaseId: text,
  intakeCaseStatus: text,
  pharmacyDistributionCenter: text,
  pharmacyDistributionCenterId: text,
  allowPharmacyChange: flag,
  acticsPatientEnrollmentId: text,
  acticsPharmacyReferralRecordId: text,
  bvStatus: text,
  bvOutcome: text,
  bvOutcomeReason: text,
  rxBin: text,
  rxPCN: text,
  verificationSource: text,
  payerName: text,
  planName: text,
  bvPlanCategory: text,
  memberNumber: text,
  benefitType: text,
  insuranceType: text,
  groupid: text,
  npi: text,
  inventoryAvailable: z.union([z.boolean(), z.string()]).nullish(),
  pharmacyOrderNumber: text,
  drugFamily: text,
  drugNDC: text,
  medicationName: text,
  daysSupply: z.union([z.string(), z.number()]).nullish(),
  shipmentDate: text,
  orderTransferStatus: text,
  orderTransferDate: text,
  dispensingStatus: text,
  prescriptionTransferReason: text,
  shortMessage: text,
  longMessage: text,
  displayStatus: text,
  displayVerbiage: text,
  possiblePharmacies: z.array(z.object({ pharmacy_id: z.union([z.string(), z.number()]), name: z.string() })).nullish(),
  rxPayments: z.array(rxPaymentSchema).nullish(),
});
export type ServerPrescription = z.output<typeof serverPrescriptionSchema>;

export const patientProfileDetailSchema = z.object({
  status: text,
  isPWARegistered: z.boolean().default(false),
  firstName: text,
  lastName: text,
  dob: text,
  gender: text,
  phoneType: text,
  phoneNumber: text,
  emailAddress: text,
  patientId: z.union([z.string(), z.number()]).nullish(),
  acticsPatientId: text,
  intakeCaseId: text,
  preferredChannelEmail: flag,
  preferredChannelText: flag,
  contactPointAddresses: z.array(contactPointAddressSchema).nullish(),
  patientConsent: z.array(z.object({ consentType: text, status: text })).nullish(),
  cases: z.array(z.record(z.string(), z.unknown())).nullish(),
  prescriptions: z.array(serverPrescriptionSchema).nullish(),
  missingInformation: missingInformationSchema.nullish(),
});
export type PatientProfileDetail = z.output<typeof patientProfileDetailSchema>;

export const patientProfileResponseSchema = z
  .object({
    successful: flag,
    hubPatient: z.boolean().default(false),
    isMultiplePatientsExists: flag,
    isMultiplePatientProfileExists: flag,
    patientProfileDetails: z.array(patientProfileDetailSchema).default([]),
  })
  .transform(({ isMultiplePatientsExists, isMultiplePatientProfileExists, ...rest }) => ({
    ...rest,
    // Both spellings appear on the wire (spec §3).
    isMultiplePatientProfileExists: Boolean(isMultiplePatientProfileExists ?? isMultiplePatientsExists),
  }));
export type PatientProfileResponse = z.output<typeof patientProfileResponseSchema>;

export function fetchProfile(client: ApiClient, token: string): Promise<ApiResult<PatientProfileResponse>> {
  return client.request({ path: paths.profile, schema: patientProfileResponseSchema, token });
}

/** What sign-in routing needs from the profile (access-and-identity §4). */
export interface ProfileSummary {
  isPWARegistered: boolean;
  hubPatient: boolean;
  isMultiplePatientProfileExists: boolean;
  firstName: string | null;
  missingInformation: { active: boolean; Open_Task: boolean; primaryInsuranceSaved: boolean; insuranceSaved: boolean } | null;
}

export function toProfileSummary(profile: PatientProfileResponse): ProfileSummary {
  const patient = profile.patientProfileDetails[0];
  const missing = patient?.missingInformation;
  const group = (type: string) => missing?.missingInfoArray.find((entry) => entry.infoType === type);
  const primary = group('primaryInsurance');
  return {
    isPWARegistered: patient?.isPWARegistered ?? false,
    hubPatient: profile.hubPatient,
    isMultiplePatientProfileExists: profile.isMultiplePatientProfileExists,
    firstName: patient?.firstName ?? null,
    missingInformation: missing
      ? {
          active: missing.active,
          Open_Task: missing.Open_Task,
          // A group the server does not ask for counts as saved: there is nothing to supply.
          primaryInsuranceSaved: primary ? primary.saved : true,
          insuranceSaved: [primary, group('secondaryInsurance')].every((entry) => !entry || entry.saved),
        }
      : null,
  };
}
