/**
 * A patient-facing message named by where it sits in the programme copy
 * (libs/program-config/src/copy/en.ts): machines hold no text, the page looks the key up, e.g.
 * `copyMessage(copy, ref)` in @portal/program-config.
 */
export const accessErrorKeys = ['maxAttempts', 'phoneNotFound', 'emailNotFound', 'wrongCode'] as const;
export const generalErrorKeys = ['network', 'timeout', 'invalidResponse', 'fetchData', 'tokenRenewal', 'sessionExpired', 'missingInformationUpdate'] as const;

type AccessErrorKey = (typeof accessErrorKeys)[number];
type GeneralErrorKey = (typeof generalErrorKeys)[number];

export type MessageRef =
  | { section: 'accessErrors'; key: AccessErrorKey }
  | { section: 'errors'; key: GeneralErrorKey };
