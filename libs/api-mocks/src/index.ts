export { handlers } from './handlers.ts';
export { issueMockToken, MOCK_TOKEN_LIFETIME_MS } from './token.ts';
export { setMockDelay } from './delay.ts';
export { resetMockState } from './state.ts';

export { profileFor, withoutPayments } from './profiles.ts';
export { DEFAULT_MOCK_DELAY_MS, demoAccounts, type DemoScenarioName } from './scenarios.ts';
export { setMockFaults } from './faults.ts';
export { fillHistoryFor } from './fillHistory.ts';
