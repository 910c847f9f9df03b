import type { Language } from '@portal/formats';
import type { Copy } from './copy/en.ts';
import type { LegalTexts } from './legal/en.ts';

/** The feature flags a programme can switch; spec: access-and-identity §3 Config. */
export const featureNames = [
  'US_only_phone',
  'missingInformation',
  'patientDemographics',
  'payment',
  'updateShippingAddress',
] as const;

export type FeatureName = (typeof featureNames)[number];

export type Features = Record<FeatureName, { enabled: boolean }>;

export interface DrugCatalogueEntry {
  /** 5-4-2 digits, e.g. 0597-0100-61. */
  ndc_code: string;
  drug_family: string;
  /** May carry superscript marks such as ® or ™. */
  name: string;
  strength: string;
  alt: string;
  /** URL of the drug's logo image, resolved by the build. */
  logo: string;
}

export interface Contacts {
  /** Ten digits; formatted for display by the pages. */
  programPhone: string;
  programHours: string;
  /** The hours on Contact Us; programHours when absent. */
  contactUsHours?: string;
  medicalInformationPhone: string;
  serviceProvider: string;
}

/** The validated, resolved programme the portal is built for. Plain data: no zod at run time. */
export interface ProgramConfig {
  code: string;
  /** The language of `copy`, the contacts' hours and the drugs' alt texts (docs/decisions.md "Languages"). */
  language: Language;
  displayName: string;
  /** Empty string = mock mode (MSW answers every call). */
  baseUrl: string;
  features: Features;
  contacts: Contacts;
  copyrightYear: number;
  assets: { logo: string; logoOnDark: string };
  drugCatalogue: DrugCatalogueEntry[];
  analytics?: { tagManagerId?: string; productionTagManagerId?: string; analyticsId?: string; productionHost?: string };
  /** Hosts of the card payment provider's checkout pages (§4 Pay session); none = no checkout is followed except the mock's. */
  checkoutHosts?: string[];
  /** https addresses of the pharmacies' sites; a button whose address is absent is not shown. */
  pharmacyLinks?: { amazon?: string; healthdyne?: string };
  copy: Copy;
  legal: LegalTexts;
}
