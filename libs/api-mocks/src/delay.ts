import { DEFAULT_MOCK_DELAY_MS } from './scenarios.ts';

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
