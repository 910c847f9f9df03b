export { handlers, MOCK_MAX_WRONG_CODES, MOCK_INVALID_ZIP } from './handlers.ts';
export { issueMockToken, readMockToken, type MockTokenClaims } from './token.ts';
export { setMockDelay, getMockDelay, setMockPaymentEnabled, getMockPaymentEnabled } from './delay.ts';
export { readMockState, resetMockState, type MockState, type MockMissingInformationPost, type MockPostedPart, type MockPayRequest, type MockPaySession } from './state.ts';
export { DEMO_CHECKOUT_PATH, MOCK_UNSETTLED_READS_AFTER_PAY } from './payment.ts';
export { MOCK_FAILING_CITY, MOCK_MISSING_INFORMATION_FAILURE } from './missingInformation.ts';
export { profileFor, withoutPayments, withSavedChanges } from './profiles.ts';
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
export { faultHandler, setMockFaults, takeFault, MOCK_FAULTS_STORAGE_KEY, type MockFault } from './faults.ts';
export { fillHistoryFor, MOCK_RECEIPT_URL } from './fillHistory.ts';
