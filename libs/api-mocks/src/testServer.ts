import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createApiClient, verifyCode } from '@portal/api';
import { createMockServer } from './node.ts';
import { resetMockState } from './state.ts';

/**
 * For a test file of the mock API: the mock server listens for the whole file (an unhandled call
 * fails the test), the demo state is reset before each test, and the portal's API client talks to
 * it. Call once at the file's top level.
 */
export function setUpMockApi() {
  const server = createMockServer();
  const client = createApiClient({ baseUrl: 'http://portal.test' });

  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => resetMockState());
  afterAll(() => server.close());

  /** Signs a demo account in by SMS with the mock's code; the new session. */
  async function signIn(phone: string) {
    const result = await verifyCode(client, 'sms', phone, '123456');
    if (!result.ok) throw new Error(`sign-in failed: ${JSON.stringify(result.error)}`);
    return result.data;
  }
  const tokenFor = async (phone: string) => (await signIn(phone)).accessToken;

  return { client, signIn, tokenFor };
}
