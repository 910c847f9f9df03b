import { describe, expect, it } from 'vitest';
import { register, renewToken, sendCode, verifyCode, type RegistrationPayload } from './access.ts';
import { createApiClient } from './client.ts';

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

describe('code send (access-and-identity §7: "body not shown", only the status is used)', () => {
  it.each([...notObjects, ['a body with fields', { success: true }]])('any 200 body (%s) is success', async (_name, body) => {
    expect(await sendCode(clientAnswering(body), 'email', 'a@example.com')).toMatchObject({ ok: true, status: 200 });
  });
});
