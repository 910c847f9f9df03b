export { handlers, issueMockToken, readMockToken, type MockTokenClaims } from './handlers.ts';
export { setMockDelay, getMockDelay } from './delay.ts';
export {
  demoAccounts,
  demoScenarioNames,
  scenarioForEmail,
  scenarioForPhone,
  DEMO_OTP_CODE,
  MOCK_TOKEN_LIFETIME_MS,
  DEFAULT_MOCK_DELAY_MS,
  type DemoAccount,
  type DemoScenarioName,
} from './scenarios.ts';
