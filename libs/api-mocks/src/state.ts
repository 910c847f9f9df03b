/**
 * The mock is stateful within a browser session (registration flips a patient to registered,
 * wrong codes are counted, missing-information posts are recorded). In the browser the state
 * lives in sessionStorage so it survives a reload (and an e2e test can read it); in Node tests it
 * lives in memory. It only ever holds demo scenario names, counters and what the demo patients posted.
 */
import type { DemoScenarioName } from './scenarios.ts';

/** One part of a multipart post: a text field with its value, or a file with its name. */
export interface MockPostedPart {
  name: string;
  /** Bytes: the file's size, or the UTF-8 length of a text field. */
  size: number;
  value?: string;
  fileName?: string;
}

/** A missing-information post as the mock received it, and the status it answered. */
interface MockMissingInformationPost {
  scenario: DemoScenarioName;
  status: number;
  parts: MockPostedPart[];
}

/** A pay call as the mock received it (every one, repeats included). */
interface MockPayRequest {
  scenario: DemoScenarioName;
  rxPaymentId: string;
  idempotencyKey: string;
}

/** A pay session the mock created: one per payment (the first key's; a later key answers it), see payment.ts. */
export interface MockPaySession {
  id: string;
  scenario: DemoScenarioName;
  rxPaymentId: string;
  idempotencyKey: string;
  /** The body the key was first sent with, as JSON text: the same key with another body is a 422. */
  fingerprint: string;
  amount: number;
  pharmacyDistributionCenterId: string;
  /** Where the demo checkout's Pay returns: `transaction=success`, or failure for (555) 555-0108. */
  outcome: 'success' | 'failure';
}

export interface MockState {
  registered: DemoScenarioName[];
  /** Wrong codes in a row, by phone or e-mail; at MOCK_MAX_WRONG_CODES the address is locked until a new code is sent. */
  wrongCodes: Record<string, number>;
  /** When codes were sent (ms since the epoch), by phone or e-mail, within the send window: the send rate limit. */
  codeSends: Record<string, number[]>;
  /** Tokens retired by a renewal or a revoke: their `jti` → their `exp` (seconds), dropped once expired. */
  retiredTokens: Record<string, number>;
  missingInformationPosts: MockMissingInformationPost[];
  /** Patients whose missing information was posted successfully: their profile no longer asks for it. */
  missingInformationSubmitted: DemoScenarioName[];
  payRequests: MockPayRequest[];
  paySessions: MockPaySession[];
  /**
   * Payments paid at the demo checkout, `scenario:rxPaymentId` → the profile reads that
   * still show them due (the demo checkout page writes this).
   */
  paidPayments: Record<string, number>;
  /** Pharmacies chosen on /pharmacy (PATCH prescriptions), per patient, by pharmacy referral record id. */
  pharmacyChoices: Partial<Record<DemoScenarioName, Record<string, { id: string; name: string }>>>;
  /** The shipping address each patient saved (PUT /patient/address), as a contact point address. */
  shippingAddresses: Partial<Record<DemoScenarioName, MockShippingAddress>>;
  /** The preferred channels each patient saved (POST /patient/consentPreferences). */
  preferences: Partial<Record<DemoScenarioName, { sms: boolean; email: boolean }>>;
}

export interface MockShippingAddress {
  street: string;
  city: string;
  state: string;
  postalCode: string;
}

const STORAGE_KEY = 'portal-mock.state';
const emptyState = (): MockState => ({
  registered: [],
  wrongCodes: {},
  codeSends: {},
  retiredTokens: {},
  missingInformationPosts: [],
  missingInformationSubmitted: [],
  payRequests: [],
  paySessions: [],
  paidPayments: {},
  pharmacyChoices: {},
  shippingAddresses: {},
  preferences: {},
});
let memory: MockState = emptyState();

function storage(): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}

export function readMockState(): MockState {
  const stored = storage()?.getItem(STORAGE_KEY);
  if (!stored) return memory;
  try {
    // A tab opened before a field was added holds an older state: the new fields start empty.
    return { ...emptyState(), ...(JSON.parse(stored) as Partial<MockState>) };
  } catch {
    return memory;
  }
}

export function writeMockState(state: MockState): void {
  memory = state;
  storage()?.setItem(STORAGE_KEY, JSON.stringify(state));
}

export function resetMockState(): void {
  writeMockState(emptyState());
}
