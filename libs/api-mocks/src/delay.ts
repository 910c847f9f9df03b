import { DEFAULT_MOCK_DELAY_MS } from './scenarios.ts';

let mockDelayMs = DEFAULT_MOCK_DELAY_MS;

/** 1 s by default as the spec says; tests set 0. */
export function setMockDelay(ms: number): void {
  mockDelayMs = Math.max(0, ms);
}

export function getMockDelay(): number {
  return mockDelayMs;
}
