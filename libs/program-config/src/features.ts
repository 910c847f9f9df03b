/** The feature flags a programme can switch; spec: access-and-identity §3 Config. Its own module: the app reads it without the schema's zod. */
export const featureNames = [
  'US_only_phone',
  'missingInformation',
  'patientDemographics',
  'payment',
  'updateShippingAddress',
] as const;

export type FeatureName = (typeof featureNames)[number];
