// @vitest-environment node
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fetchProfile,
  paths,
  readTokenExpiry,
  register,
  renewToken,
  sendCode,
  toAddressUpdatePayload,
  updateConsentPreferences,
  updateShippingAddress,
  verifyCode,
} from '@portal/api';
import { shippingAddressOf, toProfileSummary } from '@portal/care';
import { checkResponseHeaders, REQUIRED_RESPONSE_HEADERS } from '@portal/api/contract';
import { DEFAULT_MOCK_PROGRAM_PHONE, setMockProgramPhone } from './delay.ts';
import { API_RESPONSE_HEADERS } from './apiHttp.ts';
import { setMockFaults } from './faults.ts';
import { profileFor } from './profiles.ts';
import { MOCK_CODE_SEND_WINDOW_MS, MOCK_MAX_CODE_SENDS, MOCK_MAX_WRONG_CODES } from './handlers.ts';
import { setUpMockApi } from './testServer.ts';
import { MOCK_TOKEN_LIFETIME_MS } from './token.ts';

const { client, signIn } = setUpMockApi();

const registration = { firstName: 'Jordan', lastName: 'Lee', dob: '1970-01-31', zipcode: '62701', mobilePhone: '5555550101', email: '', TCPAConsent: true, MarketingConsent: false, HIPAAConsent: true, hubPatient: 1 as const };

describe('mock mode demo accounts', () => {
  it('(555) 555-0100: a registered hub patient', async () => {
    expect((await sendCode(client, 'sms', '(555) 555-0100')).ok).toBe(true);
    const session = await signIn('(555) 555-0100');
    expect(session).toMatchObject({ isPWARegistered: true, hubPatient: true, isMultiplePatientProfileExists: false });
    const profile = await fetchProfile(client, session.accessToken);
    expect(profile.ok && toProfileSummary(profile.data)).toMatchObject({ isPWARegistered: true, firstName: 'Alex' });
  });

  it('the e-mail of a demo account selects the same scenario', async () => {
    expect((await sendCode(client, 'email', 'Hub.Patient@example.com')).ok).toBe(true);
    const result = await verifyCode(client, 'email', 'hub.patient@example.com', '123456');
    expect(result.ok && result.data.isPWARegistered).toBe(true);
  });

  it('(555) 555-0101: not registered until registration, then registered', async () => {
    const session = await signIn('5555550101');
    expect(session.isPWARegistered).toBe(false);
    const registered = await register(client, session.accessToken, registration);
    expect(registered).toMatchObject({ ok: true, data: { isPWARegistered: true } });
    const profile = await fetchProfile(client, session.accessToken);
    expect(profile.ok && toProfileSummary(profile.data).isPWARegistered).toBe(true);
  });

  it('registration with the last name Mismatch is refused', async () => {
    const session = await signIn('5555550101');
    const result = await register(client, session.accessToken, { ...registration, lastName: 'Mismatch' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 409 } });
  });

  it('(555) 555-0102: multiple profiles', async () => {
    expect((await signIn('5555550102')).isMultiplePatientProfileExists).toBe(true);
  });

  it('(555) 555-0103: missing information active, primary insurance not saved', async () => {
    const profile = await fetchProfile(client, (await signIn('5555550103')).accessToken);
    expect(profile.ok && toProfileSummary(profile.data).missingInformation).toEqual({ active: true, Open_Task: true, primaryInsuranceSaved: false, insuranceSaved: false });
  });

  it('(555) 555-0104: open task, insurance saved', async () => {
    const profile = await fetchProfile(client, (await signIn('5555550104')).accessToken);
    expect(profile.ok && toProfileSummary(profile.data).missingInformation).toEqual({ active: false, Open_Task: true, primaryInsuranceSaved: true, insuranceSaved: true });
  });

  it.each([
    ['5555550112', 'active, no insurance group: the primary is not saved', { active: true, Open_Task: true, primaryInsuranceSaved: false, insuranceSaved: false }],
    ['5555550113', 'open task, primary saved, secondary not', { active: false, Open_Task: true, primaryInsuranceSaved: true, insuranceSaved: false }],
    ['5555550114', 'active, insurance only', { active: true, Open_Task: true, primaryInsuranceSaved: false, insuranceSaved: false }],
  ])('(%s): %s', async (phone, _label, expected) => {
    const profile = await fetchProfile(client, (await signIn(phone)).accessToken);
    expect(profile.ok && toProfileSummary(profile.data).missingInformation).toEqual(expected);
  });

  it('(555) 555-0105: code send answers 429', async () => {
    expect(await sendCode(client, 'sms', '5555550105')).toMatchObject({ ok: false, error: { kind: 'http', status: 429 } });
  });

  it('(555) 555-0106: profile fetch fails with an error text', async () => {
    const profile = await fetchProfile(client, (await signIn('5555550106')).accessToken);
    expect(profile).toMatchObject({ ok: false, error: { kind: 'http', status: 500, message: 'An error occurred fetching your profile.  Please try again in a few minutes.' } });
  });

  it('(555) 555-0107: code send fails', async () => {
    expect(await sendCode(client, 'sms', '5555550107')).toMatchObject({ ok: false, error: { kind: 'http', status: 404 } });
  });

  it('any other number: a non-hub, non-registered patient', async () => {
    expect(await signIn('2025550199')).toMatchObject({ isPWARegistered: false, hubPatient: false });
  });

  it('a wrong code is refused, and the fifth wrong code in a row reaches the attempts limit', async () => {
    for (let attempt = 1; attempt < MOCK_MAX_WRONG_CODES; attempt += 1) {
      expect(await verifyCode(client, 'sms', '5555550100', '000000')).toMatchObject({ ok: false, error: { status: 400 } });
    }
    expect(await verifyCode(client, 'sms', '5555550100', '000000')).toMatchObject({ ok: false, error: { status: 429, message: 'max check attempts reached' } });
  });

  it('after the fifth wrong code the right code is refused too, with the maximum-attempts answer, until a new code is sent (it signed in)', async () => {
    for (let attempt = 1; attempt <= MOCK_MAX_WRONG_CODES; attempt += 1) await verifyCode(client, 'sms', '5555550100', '000000');
    expect(await verifyCode(client, 'sms', '5555550100', '123456')).toMatchObject({ ok: false, error: { kind: 'http', status: 429, message: 'max check attempts reached' } });
    // Another format of the same phone is the same phone; the e-mail of the account is another address.
    expect(await verifyCode(client, 'sms', '+1 (555) 555-0100', '123456')).toMatchObject({ ok: false, error: { status: 429 } });
    expect((await verifyCode(client, 'email', 'hub.patient@example.com', '123456')).ok).toBe(true);
    expect((await sendCode(client, 'sms', '(555) 555-0100')).ok).toBe(true);
    expect((await verifyCode(client, 'sms', '5555550100', '123456')).ok).toBe(true);
  });

  it(`a phone or e-mail is sent at most ${MOCK_MAX_CODE_SENDS} codes in ${MOCK_CODE_SEND_WINDOW_MS / 60_000} min; the next is a 429 with Retry-After (it sent without limit)`, async () => {
    for (let send = 1; send <= MOCK_MAX_CODE_SENDS; send += 1) expect((await sendCode(client, 'sms', '(555) 555-0100')).ok, `send ${send}`).toBe(true);
    expect(await sendCode(client, 'sms', '555-555-0100')).toMatchObject({ ok: false, error: { kind: 'http', status: 429, message: 'Rate limit exceeded' } });
    const answer = await fetch(`http://portal.test${paths.sendSmsOtp}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ phoneNumber: '+15555550100' }) });
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(answer.headers.get('Retry-After'))).toBeLessThanOrEqual(MOCK_CODE_SEND_WINDOW_MS / 1000);
    expect((await sendCode(client, 'sms', '(555) 555-0101')).ok).toBe(true);
    expect((await sendCode(client, 'email', 'hub.patient@example.com')).ok).toBe(true);
  });

  it('tokens live 240 s and renew through the access-token call', async () => {
    const before = Date.now();
    const { accessToken } = await signIn('5555550100');
    const expiry = readTokenExpiry(accessToken)!;
    expect(expiry - before).toBeGreaterThan(MOCK_TOKEN_LIFETIME_MS - 2000);
    expect(expiry - before).toBeLessThanOrEqual(MOCK_TOKEN_LIFETIME_MS + 1000);
    const renewed = await renewToken(client, accessToken);
    expect(renewed.ok && readTokenExpiry(renewed.data.accessToken)).toBeGreaterThanOrEqual(expiry);
  });

  it('refuses calls without a valid token', async () => {
    expect(await fetchProfile(client, 'not-a-token')).toMatchObject({ ok: false, error: { kind: 'http', status: 401 } });
  });
});

describe('the server texts name the phone of the programme the mock answers for', () => {
  const texts = async () => {
    const session = await signIn('(555) 555-0100');
    const profile = await fetchProfile(client, session.accessToken);
    if (!profile.ok) throw new Error('profile failed');
    return JSON.stringify(profile.data.patientProfileDetails[0]!.prescriptions);
  };

  it("another programme's phone, in both ways the server writes it, and never the demo programme's", async () => {
    setMockProgramPhone('5555550170');
    try {
      const written = await texts();
      expect(written).toContain('call us at 555-555-0170 and we will help');
      expect(written).toContain('Please call 1 (555) 555-0170 to review it.');
      expect(written).not.toMatch(/555.0150|programPhone/);
    } finally {
      setMockProgramPhone(DEFAULT_MOCK_PROGRAM_PHONE);
    }
  });

  it('without a programme (Node tests, the sandbox), the demo programme\'s phone', async () => {
    expect(await texts()).toContain('Please call 1 (555) 555-0150 to review it.');
  });

  it('the profiles stories read directly carry the phone too, never a marker', () => {
    for (const scenario of ['hubPatient', 'paymentFailure', 'noFills'] as const) expect(JSON.stringify(profileFor(scenario, true)), scenario).not.toContain('{programPhone');
  });
});

describe('profile updates (docs/demo-accounts.md: ZIP 00000, (555) 555-0111)', () => {
  const address = { street: '42 Harbor Lane', city: 'Portland', state: 'OR', zipCode: '97201' };
  const patientOf = (profile: Awaited<ReturnType<typeof fetchProfile>>) => (profile.ok ? profile.data.patientProfileDetails?.[0] : undefined);

  it('a saved shipping address becomes the patient\'s shipping address for the tab\'s session', async () => {
    const { accessToken } = await signIn('5555550100');
    expect((await updateShippingAddress(client, accessToken, toAddressUpdatePayload(address))).ok).toBe(true);
    const patient = patientOf(await fetchProfile(client, accessToken));
    expect(shippingAddressOf(patient?.contactPointAddresses)).toMatchObject({ street: '42 Harbor Lane', city: 'Portland', state: 'OR', postalCode: '97201' });
  });

  it('a ZIP of 00000 is refused and nothing is saved', async () => {
    const { accessToken } = await signIn('5555550100');
    const result = await updateShippingAddress(client, accessToken, toAddressUpdatePayload({ ...address, zipCode: '00000' }));
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 400 } });
    const patient = patientOf(await fetchProfile(client, accessToken));
    expect(shippingAddressOf(patient?.contactPointAddresses)?.street).not.toBe('42 Harbor Lane');
  });

  it('preferences are kept; (555) 555-0111 cannot save them', async () => {
    const { accessToken } = await signIn('5555550100');
    expect((await updateConsentPreferences(client, accessToken, { sms: false, email: true })).ok).toBe(true);
    expect(patientOf(await fetchProfile(client, accessToken))).toMatchObject({ preferredChannelText: false, preferredChannelEmail: true });

    const failing = await signIn('5555550111');
    expect(await updateConsentPreferences(client, failing.accessToken, { sms: false, email: true })).toMatchObject({ ok: false, error: { kind: 'http', status: 503 } });
  });

  it('refuses both calls without a valid token', async () => {
    expect(await updateShippingAddress(client, 'not-a-token', toAddressUpdatePayload(address))).toMatchObject({ ok: false, error: { kind: 'http', status: 401 } });
    expect(await updateConsentPreferences(client, 'not-a-token', { sms: true, email: true })).toMatchObject({ ok: false, error: { kind: 'http', status: 401 } });
  });
});

describe('every answer carries Cache-Control: no-store and X-Content-Type-Options: nosniff (the contract’s checkResponseHeaders)', () => {
  it("are the contract's headers, written out in the mock (apiHttp.ts keeps zod out of its browser code)", () => {
    expect(API_RESPONSE_HEADERS).toEqual(REQUIRED_RESPONSE_HEADERS);
  });

  afterAll(() => setMockFaults([]));

  it('successes, refusals, a 401 and a fault alike', async () => {
    const { accessToken } = await signIn('5555550100');
    const api = (path: string, init: RequestInit = {}) => fetch(`http://portal.test${path}`, init);
    const json = (body: unknown, token?: string): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { jwttoken: token } : {}) }, body: JSON.stringify(body) });
    const answers = {
      profile: await api(paths.profile, { headers: { jwttoken: accessToken } }),
      'profile without a token': await api(paths.profile),
      'code send': await api(paths.sendSmsOtp, json({ phoneNumber: '+15555550100' })),
      'code send 429': await api(paths.sendSmsOtp, json({ phoneNumber: '+15555550105' })),
      'wrong code': await api(paths.verifySignInPhone, json({ phoneNumber: '+15555550100', code: '000000', isTokenRequired: 'Yes' })),
      renewal: await api(paths.accessToken, { headers: { jwttoken: (await signIn('5555550100')).accessToken } }),
      revoke: await api(paths.revokeToken, { method: 'POST', headers: { jwttoken: (await signIn('5555550100')).accessToken } }),
      pay: await api(paths.pay('PAY-1001'), { ...json({ amount: 25, pharmacyDistributionCenterId: 'PH-100' }, accessToken), headers: { 'Content-Type': 'application/json', jwttoken: accessToken, 'Idempotency-Key': 'k' } }),
      'fill history 404': await api(`${paths.fillHistory('IC-9')}`, { headers: { jwttoken: accessToken } }),
    };
    setMockFaults([{ path: paths.profile, status: 500, times: 1 }]);
    const fault = await api(paths.profile, { headers: { jwttoken: accessToken } });
    for (const [name, answer] of Object.entries({ ...answers, fault })) expect(checkResponseHeaders(answer.headers), name).toEqual([]);
  });
});

describe('fault injection (portal-mock.faults)', () => {
  beforeEach(() => setMockFaults([]));
  afterAll(() => setMockFaults([]));

  it('answers the chosen call with the fault `times` times, then as usual', async () => {
    const { accessToken } = await signIn('5555550100');
    setMockFaults([{ path: paths.accessToken, status: 500, body: { errorDescription: 'Token service down' }, times: 1 }]);
    expect(await renewToken(client, accessToken)).toEqual({ ok: false, error: { kind: 'http', status: 500, message: 'Token service down' } });
    expect((await renewToken(client, accessToken)).ok).toBe(true);
  });

  it('matches the path and, when given, the method; other calls are untouched', async () => {
    const { accessToken } = await signIn('5555550100');
    setMockFaults([{ path: paths.profile, method: 'POST', status: 500 }]);
    expect((await fetchProfile(client, accessToken)).ok).toBe(true);
    setMockFaults([{ path: paths.profile, status: 200, body: {} }]);
    expect(await fetchProfile(client, accessToken)).toMatchObject({ ok: false, error: { kind: 'invalidResponse' } });
    expect((await renewToken(client, accessToken)).ok).toBe(true);
  });

  it('with delayMs, answers that much later than the mock\'s own delay', async () => {
    const { accessToken } = await signIn('5555550100');
    setMockFaults([{ path: paths.profile, status: 500, times: 1, delayMs: 300 }]);
    const started = performance.now();
    expect(await fetchProfile(client, accessToken)).toMatchObject({ ok: false, error: { kind: 'http', status: 500 } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('with a scenario, fails only that demo patient: by token, or by the address a sign-in call carries', async () => {
    setMockFaults([
      { path: paths.profile, scenario: 'interim', status: 500, body: { errorDescription: 'Interim only' } },
      { path: paths.sendSmsOtp, scenario: 'newPatient', status: 503 },
    ]);
    expect((await fetchProfile(client, (await signIn('5555550100')).accessToken)).ok).toBe(true);
    expect(await fetchProfile(client, (await signIn('5555550104')).accessToken)).toMatchObject({ ok: false, error: { kind: 'http', status: 500, message: 'Interim only' } });
    expect((await sendCode(client, 'sms', '(555) 555-0100')).ok).toBe(true);
    expect(await sendCode(client, 'sms', '(555) 555-0101')).toMatchObject({ ok: false, error: { kind: 'http', status: 503 } });
  });
});
