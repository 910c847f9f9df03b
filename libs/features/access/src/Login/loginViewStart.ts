import type { LoginViewProps } from './LoginView.tsx';

/** The view's state as a patient first finds it (step 1, SMS, nothing typed), for its tests and stories. */
export const loginViewAtStart = {
  step: 'address',
  channel: 'sms',
  address: '',
  busy: false,
  error: null,
  sessionExpiredMessage: null,
  codeResent: false,
} as const satisfies Partial<LoginViewProps>;
