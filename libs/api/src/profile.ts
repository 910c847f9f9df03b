/**
 * GET /api/pwa/exp/v1/patient/profile (access-and-identity §3 "Patient profile response",
 * prescription-experience §3 "Server-side prescription"). Server data is loose where the spec lets
 * it be (fields a record "may also carry" are optional, values may be null, unknown fields are
 * dropped, both spellings of the multiple-profile flag are read), but what the portal routes and
 * renders by must be there: a body without it is an invalid response, never an empty patient.
 */
import { z } from './zod.ts';
import type { ApiClient, ApiResult } from './client.ts';
import { paths } from './paths.ts';

const text = z.nullish(z.string());
const flag = z.nullish(z.boolean());

export const missingInfoFieldSchema = z.object({
  key: z.string(),
  value: z._default(z.nullable(z.string()), null),
  editable: z._default(z.boolean(), true),
  required: z._default(z.boolean(), false),
  possibleValues: z._default(z.array(z.string()), []),
});

export const missingInfoGroupSchema = z.object({
  infoType: z.enum(['address', 'phone', 'email', 'gender', 'primaryInsurance', 'secondaryInsurance']),
  // Required: sign-in routes by it (access-and-identity §4), and a default would call it unsaved.
  saved: z.boolean(),
  fieldArray: z._default(z.array(missingInfoFieldSchema), []),
});

export const missingInformationSchema = z.object({
  // active and Open_Task pick the missing-information route (access-and-identity §4), so they must be sent.
  active: z.boolean(),
  uninsured: z._default(z.boolean(), false),
  Open_Task: z.boolean(),
  missingInfoArray: z.array(missingInfoGroupSchema),
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
  amount: z.nullish(z.union([z.number(), z.string()])),
  status: text,
  acticsTransactionOutcome: text,
  rxPaymentId: z.nullish(z.union([z.string(), z.number()])),
  isRefill: flag,
  isPaymentEnabled: flag,
});

export const serverPrescriptionSchema = z.object({
  prescriptionId: z.nullish(z.union([z.string(), z.number()])),
  prescriptionType: text,
  prescriptionStatus: text,
  prescriptionDate: text,
  dosageStrength: text,
  quantity: z.nullish(z.union([z.string(), z.number()])),
  remainingRefills: z.nullish(z.union([z.string(), z.number()])),
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
  inventoryAvailable: z.nullish(z.union([z.boolean(), z.string()])),
  pharmacyOrderNumber: text,
  drugFamily: text,
  drugNDC: text,
  medicationName: text,
  daysSupply: z.nullish(z.union([z.string(), z.number()])),
  shipmentDate: text,
  orderTransferStatus: text,
  orderTransferDate: text,
  dispensingStatus: text,
  prescriptionTransferReason: text,
  shortMessage: text,
  longMessage: text,
  displayStatus: text,
  displayVerbiage: text,
  possiblePharmacies: z.nullish(z.array(z.object({ pharmacy_id: z.union([z.string(), z.number()]), name: z.string() }))),
  rxPayments: z.nullish(z.array(rxPaymentSchema)),
});
export type ServerPrescription = z.output<typeof serverPrescriptionSchema>;

/**
 * One patient record. access-and-identity §3 lists what each entry has; of those, the portal reads
 * isPWARegistered (sign-in routing, §4), the name and birth date (client patient data) and the
 * contact fields and acticsPatientId (client patient data, nullable there): these must be present.
 * Phone, e-mail and acticsPatientId may be null (a patient need not have both contacts on file).
 * What prescription-experience §3 says a record "may also carry" (phoneType, preferred channels,
 * contactPointAddresses, patientConsent, cases, prescriptions, ...) stays optional.
 */
export const patientProfileDetailSchema = z.object({
  status: text,
  isPWARegistered: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  dob: z.string(),
  gender: text,
  phoneType: text,
  phoneNumber: z.nullable(z.string()),
  emailAddress: z.nullable(z.string()),
  patientId: z.nullish(z.union([z.string(), z.number()])),
  acticsPatientId: z.nullable(z.string()),
  intakeCaseId: text,
  preferredChannelEmail: flag,
  preferredChannelText: flag,
  contactPointAddresses: z.nullish(z.array(contactPointAddressSchema)),
  patientConsent: z.nullish(z.array(z.object({ consentType: text, status: text }))),
  cases: z.nullish(z.array(z.record(z.string(), z.unknown()))),
  prescriptions: z.nullish(z.array(serverPrescriptionSchema)),
  missingInformation: z.nullish(missingInformationSchema),
});

/** The profile body as sent: both spellings of the multiple-profile flag (read below). */
const patientProfileBodySchema = z.object({
  successful: flag,
  hubPatient: z.boolean(),
  isMultiplePatientsExists: flag,
  isMultiplePatientProfileExists: flag,
  patientProfileDetails: z.array(patientProfileDetailSchema),
});

/**
 * access-and-identity §3: "hubPatient; isMultiplePatientsExists or isMultiplePatientProfileExists
 * (both spellings appear); patientProfileDetails list". All three are read (client patient data,
 * sign-in routing), so none defaults: `{}` is an invalid response, not a patient without
 * prescriptions. `successful` is optional: only an explicit false means unsuccessful (§4).
 */
export const patientProfileResponseSchema = z.pipe(
  patientProfileBodySchema.check(
    z.refine((body) => typeof body.isMultiplePatientProfileExists === 'boolean' || typeof body.isMultiplePatientsExists === 'boolean', {
      message: 'isMultiplePatientProfileExists (or isMultiplePatientsExists) is required',
      path: ['isMultiplePatientProfileExists'],
    }),
  ),
  z.transform(({ isMultiplePatientsExists, isMultiplePatientProfileExists, ...rest }: z.output<typeof patientProfileBodySchema>) => ({
    ...rest,
    // Both spellings appear on the wire (spec §3); either one saying so means several profiles.
    isMultiplePatientProfileExists: isMultiplePatientProfileExists === true || isMultiplePatientsExists === true,
  })),
);
export type PatientProfileResponse = z.output<typeof patientProfileResponseSchema>;

export function fetchProfile(client: ApiClient, token: string): Promise<ApiResult<PatientProfileResponse>> {
  return client.request({ path: paths.profile, schema: patientProfileResponseSchema, token });
}
