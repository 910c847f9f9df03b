/**
 * Named demo scenarios of the mock mode (docs/demo-accounts.md). A scenario is picked by the
 * phone number or e-mail address the patient signs in with; anything else is the spec's default,
 * a non-hub, non-registered patient.
 */
export const demoScenarioNames = [
  'hubPatient',
  'newPatient',
  'multipleProfiles',
  'missingInformation',
  'interim',
  'addressAndGender',
  'preferencesError',
  'paymentFailure',
  'noFills',
  'rateLimited',
  'profileError',
  'notFound',
  'default',
  'noInsuranceGroup',
  'secondaryInsuranceUnsaved',
  'insuranceOnly',
] as const;

export type DemoScenarioName = (typeof demoScenarioNames)[number];

export interface DemoAccount {
  scenario: DemoScenarioName;
  /** Ten digits. */
  phone: string;
  email: string;
  summary: string;
}

export const demoAccounts: readonly DemoAccount[] = [
  { scenario: 'hubPatient', phone: '5555550100', email: 'hub.patient@example.com', summary: 'registered hub patient with several prescriptions' },
  { scenario: 'newPatient', phone: '5555550101', email: 'new.patient@example.com', summary: 'not registered: Verify Profile, then onboarding' },
  { scenario: 'multipleProfiles', phone: '5555550102', email: 'multiple@example.com', summary: 'multiple profiles: login error' },
  { scenario: 'missingInformation', phone: '5555550103', email: 'missing.info@example.com', summary: 'missing information active: all six groups, primary and secondary insurance not saved' },
  { scenario: 'interim', phone: '5555550104', email: 'interim@example.com', summary: 'open task, insurance saved' },
  { scenario: 'rateLimited', phone: '5555550105', email: 'rate.limited@example.com', summary: 'code send answers 429' },
  { scenario: 'profileError', phone: '5555550106', email: 'profile.error@example.com', summary: 'profile fetch fails' },
  { scenario: 'notFound', phone: '5555550107', email: 'not.found@example.com', summary: 'code send fails: does not match our records' },
  { scenario: 'preferencesError', phone: '5555550111', email: 'preferences.error@example.com', summary: 'registered hub patient whose communication preferences cannot be saved' },
  { scenario: 'paymentFailure', phone: '5555550108', email: 'payment.failure@example.com', summary: 'registered hub patient whose demo checkout returns with transaction=failure' },
  { scenario: 'addressAndGender', phone: '5555550109', email: 'address.gender@example.com', summary: 'missing information active: a two-step wizard, address and gender' },
  { scenario: 'noFills', phone: '5555550110', email: 'no.fills@example.com', summary: 'registered, a HealthDyne prescription, no fills yet' },
  { scenario: 'noInsuranceGroup', phone: '5555550112', email: 'no.insurance.group@example.com', summary: 'missing information active, address and phone, no insurance group at all' },
  { scenario: 'secondaryInsuranceUnsaved', phone: '5555550113', email: 'secondary.unsaved@example.com', summary: 'open task, primary insurance saved, secondary not' },
  { scenario: 'insuranceOnly', phone: '5555550114', email: 'insurance.only@example.com', summary: 'missing information active: a one-step wizard, primary and secondary insurance' },
];

/** The accepted one-time code in mock mode. */
export const DEMO_OTP_CODE = '123456';

/** spec: access-and-identity §7 and §9: mock delay 1000 ms. */
export const DEFAULT_MOCK_DELAY_MS = 1000;
/** The server's absolute session lifetime (a renewal past it is refused); the portal enforces its own too. */
export const DEFAULT_MOCK_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

function digitsOf(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

export function scenarioForPhone(phone: string): DemoScenarioName {
  const digits = digitsOf(phone);
  return demoAccounts.find((account) => account.phone === digits)?.scenario ?? 'default';
}

export function scenarioForEmail(email: string): DemoScenarioName {
  const normalised = email.trim().toLowerCase();
  return demoAccounts.find((account) => account.email === normalised)?.scenario ?? 'default';
}
