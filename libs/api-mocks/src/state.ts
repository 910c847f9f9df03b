/**
 * The mock is stateful within a browser session (registration flips a patient to registered,
 * wrong codes are counted). In the browser the state lives in sessionStorage so it survives a
 * reload; in Node tests it lives in memory. It only ever holds demo scenario names and counters.
 */
import type { DemoScenarioName } from './scenarios.ts';

export interface MockState {
  registered: DemoScenarioName[];
  wrongCodes: Record<string, number>;
}

const STORAGE_KEY = 'portal-mock.state';
let memory: MockState = { registered: [], wrongCodes: {} };

function storage(): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}

export function readMockState(): MockState {
  const stored = storage()?.getItem(STORAGE_KEY);
  if (!stored) return memory;
  try {
    return JSON.parse(stored) as MockState;
  } catch {
    return memory;
  }
}

export function writeMockState(state: MockState): void {
  memory = state;
  storage()?.setItem(STORAGE_KEY, JSON.stringify(state));
}

export function resetMockState(): void {
  writeMockState({ registered: [], wrongCodes: {} });
}
