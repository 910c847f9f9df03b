import { describe, expect, it, vi } from 'vitest';
import {
  accessTokenResponseSchema,
  isCodeRefusal,
  register,
  registrationResponseSchema,
  renewToken,
  revokeToken,
  sendCode,
  signInPhone,
  verifyCode,
  verifySignInResponseSchema,
  type RegistrationPayload,
} from './access.ts';
import { createApiClient } from './client.ts';
import { emptyResponseSchema } from './schemas.ts';
import { itMapsEach } from '@portal/testing/table';

/** A client whose server answers every call with status 200 and this body (a string is sent as is). */
const clientAnswering = (body: unknown) =>
  createApiClient({
    baseUrl: '',
    fetch: async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 }),
  });

const invalid = { ok: false, error: { kind: 'invalidResponse' } };

const without = <T extends Record<string, unknown>>(record: T, key: keyof T) => {
  const { [key]: _dropped, ...rest } = record;
  return rest;
};

const notObjects: [string, unknown][] = [
  ['an empty object', {}],
  ['null', null],
  ['a string body', 'OK'],
];

describe('verifySignIn (access-and-identity §7: accessToken, isPWARegistered, hubPatient, isMultiplePatientProfileExists)', () => {
  const valid = { accessToken: 'a.b.c', isPWARegistered: true, hubPatient: false, isMultiplePatientProfileExists: false };
  const verify = (body: unknown) => verifyCode(clientAnswering(body), 'sms', '5555550100', '123456');

  it('the spec body passes', async () => {
    expect(await verify({ ...valid, extra: 'ignored' })).toEqual({ ok: true, status: 200, data: valid });
  });

  it.each([
    ...notObjects,
    ['accessToken missing', without(valid, 'accessToken')],
    ['an empty accessToken', { ...valid, accessToken: '' }],
    ['isPWARegistered missing', without(valid, 'isPWARegistered')],
    ['hubPatient missing', without(valid, 'hubPatient')],
    // Not defaulted: a missing flag must not read as "one profile" (§4 sends several to /login-error).
    ['isMultiplePatientProfileExists missing', without(valid, 'isMultiplePatientProfileExists')],
    ['isMultiplePatientProfileExists null', { ...valid, isMultiplePatientProfileExists: null }],
  ])('%s is an invalid response', async (_name, body) => {
    expect(await verify(body)).toMatchObject(invalid);
  });
});

describe('registration (access-and-identity §7: isPWARegistered, hubPatient)', () => {
  const payload: RegistrationPayload = { firstName: 'Jordan', lastName: 'Lee', dob: '1970-01-31', zipcode: '62701', mobilePhone: '5555550101', email: '', TCPAConsent: true, MarketingConsent: false, HIPAAConsent: true, hubPatient: 1 };
  const valid = { isPWARegistered: true, hubPatient: true };
  const registerAnswering = (body: unknown) => register(clientAnswering(body), 'token', payload);

  it('the spec body passes', async () => {
    expect(await registerAnswering(valid)).toEqual({ ok: true, status: 200, data: valid });
  });

  it.each([...notObjects, ['isPWARegistered missing', without(valid, 'isPWARegistered')], ['hubPatient missing', without(valid, 'hubPatient')]])(
    '%s is an invalid response',
    async (_name, body) => {
      expect(await registerAnswering(body)).toMatchObject(invalid);
    },
  );
});

describe('GET accesstoken (access-and-identity §7: accessToken replaces the stored token)', () => {
  const renew = (body: unknown) => renewToken(clientAnswering(body), 'old');

  it('the spec body passes', async () => {
    expect(await renew({ accessToken: 'next' })).toEqual({ ok: true, status: 200, data: { accessToken: 'next' } });
  });

  it.each([...notObjects, ['an empty accessToken', { accessToken: '' }], ['a numeric accessToken', { accessToken: 42 }]])('%s is an invalid response', async (_name, body) => {
    expect(await renew(body)).toMatchObject(invalid);
  });
});

describe('token revoke (optional in the contract): every answer is an outcome, none ends the session', () => {
  const answering = (status: number) => {
    const onUnauthorized = vi.fn();
    const onRedirectHome = vi.fn();
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(status === 404 ? 'Not Found' : '{}', { status }));
    return { client: createApiClient({ baseUrl: '', fetch, onUnauthorized, onRedirectHome }), fetch, onUnauthorized };
  };

  it('sends a plain POST without credentials (Logout waits for it, so it needs no keepalive)', async () => {
    const { client, fetch } = answering(200);
    await revokeToken(client, 't');
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'POST', credentials: 'omit' });
    expect(fetch.mock.calls[0]![1]).not.toHaveProperty('keepalive');
  });

  it('200: retired', async () => {
    expect(await revokeToken(answering(200).client, 't')).toMatchObject({ ok: true });
  });

  it('401 (the token was no longer valid): an error, and not the session ending (onUnauthorized is not called)', async () => {
    const { client, onUnauthorized } = answering(401);
    expect(await revokeToken(client, 't')).toEqual({ ok: false, error: { kind: 'http', status: 401, message: expect.any(String) } });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('202: no second end of the session (onRedirectHome is not called)', async () => {
    const onRedirectHome = vi.fn();
    const client = createApiClient({ baseUrl: '', fetch: async () => new Response('', { status: 202 }), onRedirectHome });
    expect(await revokeToken(client, 't')).toMatchObject({ ok: false, error: { kind: 'redirectHome' } });
    expect(onRedirectHome).not.toHaveBeenCalled();
  });

  it('404 (an API without the call): an error result, nothing thrown', async () => {
    expect(await revokeToken(answering(404).client, 't')).toEqual({ ok: false, error: { kind: 'http', status: 404, message: expect.any(String) } });
  });

  it('other calls keep no keepalive and still end the session on a 401', async () => {
    const { client, fetch, onUnauthorized } = answering(401);
    await renewToken(client, 't');
    expect(fetch.mock.calls[0]![1]).not.toHaveProperty('keepalive');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('code send (access-and-identity §7: "body not shown", only the status is used)', () => {
  it.each([...notObjects, ['a body with fields', { success: true }]])('any 200 body (%s) is success', async (_name, body) => {
    expect(await sendCode(clientAnswering(body), 'email', 'a@example.com')).toMatchObject({ ok: true, status: 200 });
  });
});

describe('a verify answer that refuses the code, told from a failure to check it (access-and-identity §7, §8)', () => {
  /** The verify call's result when the server answers `status` with `body` (undefined: no answer at all). */
  async function verifyAnswered(status: number | undefined, body?: unknown) {
    const client = createApiClient({
      baseUrl: '',
      fetch: async () => {
        if (status === undefined) throw new TypeError('Failed to fetch');
        return new Response(body === undefined ? null : JSON.stringify(body), { status });
      },
    });
    const result = await verifyCode(client, 'sms', '5555550100', '654321');
    if (result.ok) throw new Error('expected a failure');
    return result.error;
  }

  it.each<[string, number, unknown]>([
    ['400 with the server\'s text', 400, { errorDescription: 'Invalid code' }],
    ['400 with the text as "message"', 400, { message: 'The OTP you entered is incorrect.' }],
    ['410 (the code expired)', 410, { errorDescription: 'Your OTP has expired' }],
    ['422', 422, { errorDescription: 'Code not accepted' }],
  ])('a refusal: %s', async (_label, status, body) => {
    expect(isCodeRefusal(await verifyAnswered(status, body))).toBe(true);
  });

  it.each<[string, number | undefined, unknown]>([
    ['500 with a text', 500, { errorDescription: 'Internal server error' }],
    ['502', 502, { errorDescription: 'Bad gateway' }],
    ['503 with a text', 503, { errorDescription: 'Service unavailable' }],
    ['401 (access to the API, not the code)', 401, { errorDescription: 'Unauthorized' }],
    ['403', 403, { errorDescription: 'Forbidden' }],
    ['404 (no such call)', 404, { errorDescription: 'Not found' }],
    ['408', 408, { errorDescription: 'Request timeout' }],
    ['429 (the maximum-attempts message instead)', 429, { errorDescription: 'max check attempts reached' }],
    ['400 without the server\'s text', 400, undefined],
    ['no answer at all', undefined, undefined],
  ])('a fault, not a refusal: %s', async (_label, status, body) => {
    expect(isCodeRefusal(await verifyAnswered(status, body))).toBe(false);
  });

  it('a timeout or an unreadable 200 is not a refusal', () => {
    expect(isCodeRefusal({ kind: 'timeout' })).toBe(false);
    expect(isCodeRefusal({ kind: 'invalidResponse', issues: 'accessToken: required' })).toBe(false);
    expect(isCodeRefusal({ kind: 'redirectHome', status: 202 })).toBe(false);
  });
});

/** A client whose server answers 200 with `body` and records each request as the server saw it. */
function recordingClient(body: unknown = {}) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status: 200 }));
  const client = createApiClient({ baseUrl: 'https://api.example.test', fetch });
  const sent = () =>
    fetch.mock.calls.map(([url, init]) => ({
      method: init!.method,
      url: String(url),
      token: (init!.headers as Record<string, string>).jwttoken,
      contentType: (init!.headers as Record<string, string>)['Content-Type'],
      body: typeof init!.body === 'string' ? JSON.parse(init!.body) : init!.body,
    }));
  return { client, sent };
}

const signedIn = { accessToken: 'a.b.c', isPWARegistered: true, hubPatient: false, isMultiplePatientProfileExists: false };

describe('the access calls as the server receives them (access-and-identity §7)', () => {
  it('send code by text: POST sms/otp/send with the phone as +1 and digits, no token', async () => {
    const { client, sent } = recordingClient();
    await sendCode(client, 'sms', '(555) 555-0100');
    expect(sent()).toEqual([
      { method: 'POST', url: 'https://api.example.test/api/auth/services/exp/v1/sms/otp/send', token: undefined, contentType: 'application/json', body: { phoneNumber: '+15555550100' } },
    ]);
  });

  it('send code by e-mail: POST email/otp/send with the trimmed e-mail', async () => {
    const { client, sent } = recordingClient();
    await sendCode(client, 'email', '  jordan@example.com ');
    expect(sent()).toEqual([
      { method: 'POST', url: 'https://api.example.test/api/auth/services/exp/v1/email/otp/send', token: undefined, contentType: 'application/json', body: { email: 'jordan@example.com' } },
    ]);
  });

  it("verify by text: POST verifySignIn/phone with phoneNumber, code and isTokenRequired 'Yes'", async () => {
    const { client, sent } = recordingClient(signedIn);
    expect(await verifyCode(client, 'sms', '555.555.0100', '123456')).toEqual({ ok: true, status: 200, data: signedIn });
    expect(sent()).toEqual([
      {
        method: 'POST',
        url: 'https://api.example.test/api/pwa/exp/v1/patient/verifySignIn/phone',
        token: undefined,
        contentType: 'application/json',
        body: { phoneNumber: '+15555550100', code: '123456', isTokenRequired: 'Yes' },
      },
    ]);
  });

  it('verify by e-mail: POST verifySignIn/email with email, code and isTokenRequired', async () => {
    const { client, sent } = recordingClient(signedIn);
    expect(await verifyCode(client, 'email', ' jordan@example.com ', '654321')).toEqual({ ok: true, status: 200, data: signedIn });
    expect(sent()).toEqual([
      {
        method: 'POST',
        url: 'https://api.example.test/api/pwa/exp/v1/patient/verifySignIn/email',
        token: undefined,
        contentType: 'application/json',
        body: { email: 'jordan@example.com', code: '654321', isTokenRequired: 'Yes' },
      },
    ]);
  });

  it('renew: GET accesstoken with the token header and no body', async () => {
    const { client, sent } = recordingClient({ accessToken: 'next' });
    expect(await renewToken(client, 'old-token')).toEqual({ ok: true, status: 200, data: { accessToken: 'next' } });
    expect(sent()).toEqual([{ method: 'GET', url: 'https://api.example.test/api/auth/services/exp/v1/accesstoken', token: 'old-token', contentType: undefined, body: undefined }]);
  });

  it('revoke: POST accesstoken/revoke with the token header, no body', async () => {
    const { client, sent } = recordingClient(null);
    expect(await revokeToken(client, 'old-token')).toMatchObject({ ok: true, status: 200 });
    expect(sent()).toEqual([{ method: 'POST', url: 'https://api.example.test/api/auth/services/exp/v1/accesstoken/revoke', token: 'old-token', contentType: undefined, body: undefined }]);
  });

  it('registration: POST pca/patient/registration with the token and the payload as given', async () => {
    const payload: RegistrationPayload = { firstName: 'Jordan', lastName: 'Lee', dob: '1960-07-04', zipcode: '62701', mobilePhone: '5555550101', email: '', TCPAConsent: true, MarketingConsent: false, HIPAAConsent: true, hubPatient: 1 };
    const { client, sent } = recordingClient({ isPWARegistered: true, hubPatient: true });
    expect(await register(client, 'token-1', payload)).toEqual({ ok: true, status: 200, data: { isPWARegistered: true, hubPatient: true } });
    expect(sent()).toEqual([{ method: 'POST', url: 'https://api.example.test/api/pwa/exp/v1/pca/patient/registration', token: 'token-1', contentType: 'application/json', body: payload }]);
  });

  it('a failed send is the error result, not a success', async () => {
    const client = createApiClient({ baseUrl: '', fetch: async () => new Response(JSON.stringify({ errorDescription: 'Patient not found' }), { status: 404 }) });
    expect(await sendCode(client, 'sms', '5555550100')).toEqual({ ok: false, error: { kind: 'http', status: 404, message: 'Patient not found' } });
  });
});

describe('signInPhone (access-and-identity §5: the sign-in phone is sent as +1 followed by digits only)', () => {
  itMapsEach(signInPhone, '%j -> %j', [
    ['(555) 555-0100', '+15555550100'],
    ['555-555-0100', '+15555550100'],
    ['+1 555 555 0100', '+15555550100'],
    ['1 (555) 555-0100', '+15555550100'],
    ['(155) 555-0100', '+11555550100'], // ten digits starting with 1: the 1 is the area code
    ['25555550100', '+125555550100'], // eleven digits, no leading 1: nothing dropped
  ]);
});

describe('the access schemas (access-and-identity §7)', () => {
  it('keep only the fields the portal reads', () => {
    expect(verifySignInResponseSchema.parse({ ...signedIn, errorDescription: null })).toEqual(signedIn);
    expect(registrationResponseSchema.parse({ isPWARegistered: false, hubPatient: true, patientId: 7 })).toEqual({ isPWARegistered: false, hubPatient: true });
    expect(accessTokenResponseSchema.parse({ accessToken: 'x', expiresIn: 240 })).toEqual({ accessToken: 'x' });
  });

  it.each([
    ['hubPatient as text', { ...signedIn, hubPatient: 'false' }],
    ['isPWARegistered as a number', { ...signedIn, isPWARegistered: 1 }],
    ['accessToken null', { ...signedIn, accessToken: null }],
  ])('verifySignIn refuses %s', (_name, body) => {
    expect(verifySignInResponseSchema.safeParse(body).success).toBe(false);
  });

  it.each([
    ['isPWARegistered as text', { isPWARegistered: 'true', hubPatient: true }],
    ['hubPatient null', { isPWARegistered: true, hubPatient: null }],
  ])('registration refuses %s', (_name, body) => {
    expect(registrationResponseSchema.safeParse(body).success).toBe(false);
  });

  it.each([[null], [''], ['OK'], [{}], [[1, 2]], [{ success: true }]])('a call whose body is not read accepts %j as it is', (body) => {
    expect(emptyResponseSchema.parse(body)).toEqual(body);
  });
});
