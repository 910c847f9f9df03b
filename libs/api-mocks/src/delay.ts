import { DEFAULT_MOCK_DELAY_MS, DEFAULT_MOCK_SESSION_LIFETIME_MS } from './scenarios.ts';

let mockDelayMs = DEFAULT_MOCK_DELAY_MS;

/** 1 s by default as the spec says; tests set 0. */
export function setMockDelay(ms: number): void {
  mockDelayMs = Math.max(0, ms);
}

export function getMockDelay(): number {
  return mockDelayMs;
}

let mockPaymentEnabled = true;

/**
 * Whether the programme the mock answers for has the payment feature. A server does not hold
 * payments, or word its status text about paying, for a programme without payment: neither does
 * the mock (`forProgramWithoutPayment`). On by default (Storybook, Node tests, the sandbox).
 */
export function setMockPaymentEnabled(enabled: boolean): void {
  mockPaymentEnabled = enabled;
}

export function getMockPaymentEnabled(): boolean {
  return mockPaymentEnabled;
}

let mockSessionLifetimeMs = DEFAULT_MOCK_SESSION_LIFETIME_MS;

/**
 * The absolute session lifetime on the server's side: a renewal of a token whose session (its
 * sign-in) started longer ago is a 401. 12 h by default; the sandbox takes it as an option.
 */
export function setMockSessionLifetime(ms: number): void {
  mockSessionLifetimeMs = Math.max(0, ms);
}

export function getMockSessionLifetime(): number {
  return mockSessionLifetimeMs;
}

/** The demo programme's phone (BISP's), for the mock run without a programme (Node tests, the sandbox). */
export const DEFAULT_MOCK_PROGRAM_PHONE = '5555550150';
let mockProgramPhone = DEFAULT_MOCK_PROGRAM_PHONE;

/** The phone of the programme the mock answers for (ten digits): its server texts name this line. */
export function setMockProgramPhone(digits: string): void {
  mockProgramPhone = /^\d{10}$/.test(digits) ? digits : DEFAULT_MOCK_PROGRAM_PHONE;
}

export function getMockProgramPhone(): string {
  return mockProgramPhone;
}
