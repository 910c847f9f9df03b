/**
 * What sign-in routing needs from the profile (access-and-identity §4): whether the patient is
 * registered, a hub patient, one of several profiles, and what the missing-information record asks.
 */
import type { PatientProfileResponse } from '@portal/api';

export interface ProfileSummary {
  isPWARegistered: boolean;
  hubPatient: boolean;
  isMultiplePatientProfileExists: boolean;
  firstName: string | null;
  missingInformation: {
    active: boolean;
    Open_Task: boolean;
    /** The primary insurance group is there and saved. */
    primaryInsuranceSaved: boolean;
    /** The primary insurance group is there and saved, and so is the secondary when the server sends one. */
    insuranceSaved: boolean;
  } | null;
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
          // access-and-identity §4 asks whether the primary group "is saved": a record without one
          // has saved none, so an active record opens the wizard for what it does ask (docs/decisions/
          // 0038-missing-information-edge-cases.md). The secondary is optional: absent, it is no gap.
          primaryInsuranceSaved: primary?.saved === true,
          insuranceSaved: primary?.saved === true && group('secondaryInsurance')?.saved !== false,
        }
      : null,
  };
}
