/**
 * Profile response -> client patient data (access-and-identity §3 "Client patient data",
 * prescription-experience §3). Pure: the pages only render what this returns.
 */
import type { Language } from '@portal/formats';
import type { PatientProfileResponse, MissingInformation } from '@portal/api';
import { toClientPrescription, type ClientPrescription, type TimelineCopy } from './prescriptions.ts';

export interface ClientAddress {
  street: string;
  city: string;
  state: string;
  postalCode: string;
}

export interface ClientPatientData {
  isPWARegistered: boolean;
  hubPatient: boolean;
  isMultiplePatientProfileExists: boolean;
  patientDetails: {
    firstName: string;
    lastName: string;
    dob: string;
    phoneNumber: string;
    emailAddress: string;
    acticsPatientId: string | null;
    preferPhone: boolean;
    preferEmailAddress: boolean;
    /** The primary, active address. */
    address: ClientAddress | null;
    /** spec §5: primary, active, Mailing & Shipping or Shipping; Shipping wins. */
    shippingAddress: ClientAddress | null;
  };
  prescriptions: ClientPrescription[];
  missingInformation: MissingInformation | null;
  intakeCaseId: string | null;
}

type ServerAddress = NonNullable<PatientProfileResponse['patientProfileDetails'][number]['contactPointAddresses']>[number];

const toAddress = (address: ServerAddress | undefined): ClientAddress | null =>
  address ? { street: address.street ?? '', city: address.city ?? '', state: address.state ?? address.stateCode ?? '', postalCode: address.postalCode ?? '' } : null;

const usable = (address: ServerAddress) => address.isPrimary !== false && address.isActive !== false;

export function primaryAddressOf(addresses: ServerAddress[] | null | undefined): ClientAddress | null {
  const list = addresses ?? [];
  return toAddress(list.find((address) => address.isPrimary && address.isActive !== false) ?? list.find(usable));
}

/** §5: the address types a shipping address may have (compared in lower case). */
const SHIPPING_TYPES: ReadonlySet<string | undefined> = new Set(['mailing & shipping', 'shipping']);

export function shippingAddressOf(addresses: ServerAddress[] | null | undefined): ClientAddress | null {
  const candidates = (addresses ?? []).filter((address) => address.isPrimary && address.isActive && SHIPPING_TYPES.has(address.addressType?.toLowerCase()));
  return toAddress(candidates.find((address) => address.addressType?.toLowerCase() === 'shipping') ?? candidates[0]);
}

/** `language` is the wording's (the timeline's plural forms and dates). */
export function toClientPatientData(profile: PatientProfileResponse, copy: TimelineCopy, language: Language = 'en'): ClientPatientData {
  const patient = profile.patientProfileDetails[0];
  return {
    isPWARegistered: patient?.isPWARegistered ?? false,
    hubPatient: profile.hubPatient,
    isMultiplePatientProfileExists: profile.isMultiplePatientProfileExists,
    patientDetails: {
      firstName: patient?.firstName ?? '',
      lastName: patient?.lastName ?? '',
      dob: patient?.dob ?? '',
      phoneNumber: patient?.phoneNumber ?? '',
      emailAddress: patient?.emailAddress ?? '',
      acticsPatientId: patient?.acticsPatientId ?? null,
      preferPhone: Boolean(patient?.preferredChannelText),
      preferEmailAddress: Boolean(patient?.preferredChannelEmail),
      address: primaryAddressOf(patient?.contactPointAddresses),
      shippingAddress: shippingAddressOf(patient?.contactPointAddresses),
    },
    prescriptions: (patient?.prescriptions ?? []).map((prescription, index) => toClientPrescription(prescription, index, copy, language)),
    missingInformation: patient?.missingInformation ?? null,
    intakeCaseId: patient?.intakeCaseId ?? null,
  };
}
