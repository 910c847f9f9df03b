import type { LoginViewProps } from './LoginView.tsx';

/**
 * The view's state as a patient first finds it (step 1, SMS, nothing typed): the page's view until
 * the sign-in is hosted (and the prerendered page's), and the start of its tests and stories.
 */
export const loginViewAtStart = {
  step: 'address',
  channel: 'sms',
  address: '',
  busy: false,
  error: null,
  sessionExpiredMessage: null,
  codeResent: false,
  codeRefusals: 0,
} as const satisfies Partial<LoginViewProps>;
