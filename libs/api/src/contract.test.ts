import { describe, expect, it } from 'vitest';
import { register, renewToken, sendCode, verifyCode, type RegistrationPayload } from './access.ts';
import { createApiClient } from './client.ts';
import {
  addressUpdateRequestSchema,
  apiContract,
  checkResponseHeaders,
  consentPreferencesRequestSchema,
  contractFor,
  describeIssues,
  matchPath,
  payRequestSchema,
  pharmaciesRequestSchema,
  pharmacyUpdateRequestSchema,
  registrationRequestSchema,
  sendEmailOtpRequestSchema,
  sendSmsOtpRequestSchema,
  verifySignInEmailRequestSchema,
  verifySignInPhoneRequestSchema,
} from './contract.ts';
import { fetchFillHistory } from './fillHistory.ts';
import { submitMissingInformation } from './missingInformation.ts';
import { paths } from './paths.ts';
import { createPaySession, type PayRequest } from './payment.ts';
import { updateConsentPreferences, updateShippingAddress, toAddressUpdatePayload, type AddressUpdatePayload } from './patientUpdates.ts';
import { fetchPharmacies, updatePharmacy, type PharmaciesRequest, type PharmacyUpdate } from './pharmacy.ts';
import { fetchProfile } from './profile.ts';
import type { z } from './zod.ts';

// The portal's request types are what the contract accepts (checked by the compiler).
const typesFit: [
  z.input<typeof payRequestSchema>,
  z.input<typeof pharmaciesRequestSchema>,
  z.input<typeof pharmacyUpdateRequestSchema>,
  z.input<typeof addressUpdateRequestSchema>,
  z.input<typeof registrationRequestSchema>,
] = [{} as PayRequest, {} as PharmaciesRequest, {} as PharmacyUpdate, {} as AddressUpdatePayload, {} as RegistrationPayload];
void typesFit;

interface Sent {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: BodyInit | null | undefined;
}

/** Every request the portal's own call functions make, as sent. */
async function portalRequests(): Promise<Sent[]> {
  const sent: Sent[] = [];
  const client = createApiClient({
    baseUrl: 'https://api.example.test',
    fetch: async (input, init) => {
      sent.push({ method: String(init?.method), url: new URL(String(input)), headers: init?.headers as Record<string, string>, body: init?.body });
      return new Response('{}', { status: 200 });
    },
  });
  const registration: RegistrationPayload = {
    firstName: 'Jordan',
    lastName: 'Lee',
    dob: '1970-01-31',
    zipcode: '62701',
    mobilePhone: '5555550101',
    email: '',
    TCPAConsent: true,
    MarketingConsent: false,
    HIPAAConsent: true,
    hubPatient: 1,
  };
  const form = new FormData();
  form.append('missingInformation', JSON.stringify({ active: true, uninsured: false, Open_Task: true, missingInfoArray: [] }));
  form.append('acticsPatientId', 'AP-1000');
  form.append('intakeCaseId', 'IC-1000');
  form.append('programCode', 'BISP');
  form.append('primaryInsuranceFront', new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' }), 'front.jpg');
  await sendCode(client, 'sms', '(555) 555-0100');
  await sendCode(client, 'email', ' hub.patient@example.com ');
  await verifyCode(client, 'sms', '+1 555 555 0100', '123456');
  await verifyCode(client, 'email', 'hub.patient@example.com', '123456');
  await renewToken(client, 't');
  await register(client, 't', registration);
  await fetchProfile(client, 't');
  await submitMissingInformation(client, 't', form);
  await fetchPharmacies(client, 't', 'RR-1001', { drugNdc: '0597-0100-61', dob: '1961-04-12', rxBin: '', outcomeReason: '', verificationSource: '' });
  await updatePharmacy(client, 't', { pharmacyDistributionCenterId: 'PH-100', pharmacyDistributionCenter: 'HealthDyne Specialty Pharmacy', acticsPatientEnrollmentId: 'EN-1000', acticsPharmacyReferralRecordId: 'RR-1001' });
  await updateShippingAddress(client, 't', toAddressUpdatePayload({ street: ' 1 Main St ', city: 'Albany', state: 'NY', zipCode: '12207' }, { email: 'a@example.com' }));
  await updateConsentPreferences(client, 't', { sms: true, email: false });
  await createPaySession(client, 't', 'PAY-1001', { amount: 25, pharmacyDistributionCenterId: 'PH-100' }, 'key-1');
  await fetchFillHistory(client, 't', { intakeCaseId: 'IC-1000', acticsPharmacyReferralRecordId: 'RR-1001' });
  return sent;
}

describe('the request contract', () => {
  it('names every call of both specs once, by a path of `paths`', () => {
    const named = apiContract.map((call) => `${call.method} ${call.path}`);
    expect(new Set(named).size).toBe(named.length);
    expect(named).toEqual([
      `POST ${paths.sendSmsOtp}`,
      `POST ${paths.sendEmailOtp}`,
      `POST ${paths.verifySignInPhone}`,
      `POST ${paths.verifySignInEmail}`,
      `GET ${paths.accessToken}`,
      `POST ${paths.revokeToken}`,
      `POST ${paths.registration}`,
      `GET ${paths.profile}`,
      `POST ${paths.missingInformation}`,
      'POST /api/pwa/exp/v1/prescriptions/:referralRecordId/pharmacies',
      `PATCH ${paths.prescriptions}`,
      `PUT ${paths.address}`,
      `POST ${paths.consentPreferences}`,
      'POST /api/pwa/exp/v1/payments/:rxPaymentId/pay',
      'GET /api/pwa/exp/v1/fetchFillHistory',
    ]);
  });

  it('marks the token revoke optional, and only it: a programme’s API may not offer it', () => {
    expect(apiContract.filter((call) => call.optional).map((call) => call.name)).toEqual(['token revoke']);
    expect(contractFor('POST', paths.revokeToken)).toMatchObject({ call: { token: true, body: { kind: 'none' }, maxBodyBytes: 0 } });
  });

  it('every request the portal makes fits it: method, path, token, headers and body', async () => {
    const sent = await portalRequests();
    // The portal makes every call but the optional ones, which it does not need.
    const made = apiContract.filter((call) => !call.optional);
    expect(sent).toHaveLength(made.length);
    for (const [index, request] of sent.entries()) {
      const found = contractFor(request.method, request.url.pathname);
      expect(found.call, `${request.method} ${request.url.pathname}`).toBe(made[index]);
      if (!found.call) continue;
      const call = found.call;
      expect(Boolean(request.headers.jwttoken), call.name).toBe(call.token);
      for (const header of call.headers ?? []) expect(request.headers[header], `${call.name} ${header}`).toBeTruthy();
      for (const [name, need] of Object.entries(call.query ?? {})) if (need === 'required') expect(request.url.searchParams.get(name), `${call.name} ?${name}`).toBeTruthy();
      switch (call.body.kind) {
        case 'none':
          expect(request.body, call.name).toBeUndefined();
          break;
        case 'json': {
          expect(request.headers['Content-Type']).toBe('application/json');
          const parsed = call.body.schema['~standard'].validate(JSON.parse(String(request.body)));
          expect(parsed, call.name).not.toHaveProperty('issues');
          break;
        }
        case 'multipart': {
          const form = request.body as FormData;
          const names = [...form.keys()];
          for (const part of call.body.text) expect(names, call.name).toContain(part);
          for (const part of names) expect([...call.body.text, ...call.body.files], call.name).toContain(part);
          break;
        }
        default:
          call.body satisfies never;
      }
    }
  });

  it.each([
    ['GET', paths.profile, 'profile', {}],
    ['POST', '/api/pwa/exp/v1/payments/PAY%201001/pay', 'pay', { rxPaymentId: 'PAY%201001' }],
    ['POST', '/api/pwa/exp/v1/prescriptions/RR-1001/pharmacies', 'pharmacies', { referralRecordId: 'RR-1001' }],
    ['PATCH', paths.prescriptions, 'pharmacy update', {}],
    ['GET', '/api/pwa/exp/v1/fetchFillHistory', 'fill history', {}],
  ])('%s %s is the %s call', (method, pathname, name, params) => {
    expect(contractFor(method, pathname)).toEqual({ call: expect.objectContaining({ name }), params });
  });

  it.each([
    ['DELETE', paths.profile, ['GET']],
    ['POST', paths.profile, ['GET']],
    ['TRACE', paths.sendSmsOtp, ['POST']],
    ['GET', paths.prescriptions, ['PATCH']],
    ['GET', '/api/pwa/exp/v1/payments/PAY-1/pay', ['POST']],
    ['PUT', '/api/pwa/exp/v1/nothing', []],
    ['POST', '/api/pwa/exp/v1/payments//pay', []],
    ['POST', '/api/pwa/exp/v1/payments/a/b/pay', []],
    ['GET', `${paths.profile}/`, []],
  ])('%s %s: not a call; the path allows %j', (method, pathname, allowed) => {
    expect(contractFor(method, pathname)).toEqual({ call: null, allowed });
  });

  it('matchPath reads each id segment and refuses an empty one', () => {
    expect(matchPath('/a/:x/b/:y', '/a/1/b/2')).toEqual({ x: '1', y: '2' });
    expect(matchPath('/a/:x', '/a/')).toBeNull();
    expect(matchPath('/a/:x', '/b/1')).toBeNull();
    expect(matchPath('/a', '/a')).toEqual({});
  });

  it('describes issues field by field, the body itself as (body)', () => {
    expect(describeIssues([{ path: ['address', 'zipCode'], message: 'Invalid' }, { path: [], message: 'Expected object' }])).toBe('address.zipCode: Invalid; (body): Expected object');
    expect(describeIssues([{ path: ['items', 0], message: 'x' }])).toBe('items.0: x');
  });
});

describe('what every answer of the API carries', () => {
  it('Cache-Control with no-store and X-Content-Type-Options: nosniff, or a line naming what is missing', () => {
    expect(checkResponseHeaders(new Headers({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' }))).toEqual([]);
    expect(checkResponseHeaders({ 'cache-control': 'private, No-Store', 'x-content-type-options': 'NOSNIFF' })).toEqual([]);
    expect(checkResponseHeaders(new Headers())).toEqual(['Cache-Control must hold no-store (got "")', 'X-Content-Type-Options must be nosniff (got "")']);
    // no-cache and max-age=0 still let a cache keep the answer: not enough.
    expect(checkResponseHeaders({ 'Cache-Control': 'no-cache, max-age=0', 'X-Content-Type-Options': 'nosniff' })).toEqual(['Cache-Control must hold no-store (got "no-cache, max-age=0")']);
    expect(checkResponseHeaders({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff, nosniff' })).toHaveLength(1);
  });
});

describe('request schemas refuse what a server would', () => {
  const refuses = (schema: z.core.$ZodType, body: unknown) => expect(schema['~standard'].validate(body), JSON.stringify(body)).toHaveProperty('issues');
  const accepts = (schema: z.core.$ZodType, body: unknown) => expect(schema['~standard'].validate(body), JSON.stringify(body)).not.toHaveProperty('issues');

  it('the sign-in calls: an E.164 phone, an e-mail address, six digits, isTokenRequired Yes', () => {
    accepts(sendSmsOtpRequestSchema, { phoneNumber: '+15555550100' });
    for (const body of [null, [], {}, { phoneNumber: '5555550100' }, { phoneNumber: 'tel:+15555550100' }, { phoneNumber: '+1555' }, { phoneNumber: '+1555555010012345' }, { phoneNumber: 15555550100 }, { phoneNumber: '+15555550100', extra: 1 }]) refuses(sendSmsOtpRequestSchema, body);
    accepts(sendEmailOtpRequestSchema, { email: 'a@b' });
    for (const body of [{ email: 'ab' }, { email: 'a b@c' }, { email: 'a@b c' }, { email: '@b' }, { email: 'a@' }, { email: 'a@b', phoneNumber: '+15555550100' }]) refuses(sendEmailOtpRequestSchema, body);
    accepts(verifySignInPhoneRequestSchema, { phoneNumber: '+15555550100', code: '123456', isTokenRequired: 'Yes' });
    accepts(verifySignInEmailRequestSchema, { email: 'a@b', code: '000000', isTokenRequired: 'Yes' });
    for (const body of [
      { phoneNumber: '+15555550100', code: '12345', isTokenRequired: 'Yes' },
      { phoneNumber: '+15555550100', code: '1234567', isTokenRequired: 'Yes' },
      { phoneNumber: '+15555550100', code: 'abcdef', isTokenRequired: 'Yes' },
      { phoneNumber: '+15555550100', code: '123456', isTokenRequired: 'No' },
      { phoneNumber: '+15555550100', code: '123456' },
      { phoneNumber: '555', code: '123456', isTokenRequired: 'Yes' },
    ])
      refuses(verifySignInPhoneRequestSchema, body);
    refuses(verifySignInEmailRequestSchema, { email: 'nope', code: '123456', isTokenRequired: 'Yes' });
    refuses(verifySignInEmailRequestSchema, { email: 'a@b', code: '12345', isTokenRequired: 'Yes' });
  });

  it('registration: names, an ISO date of birth, digits for the phone, the consents as booleans, hubPatient 1', () => {
    const valid = { firstName: 'J', lastName: 'L', dob: '1970-01-31', zipcode: '62701', mobilePhone: '5555550101', email: '', TCPAConsent: true, MarketingConsent: false, HIPAAConsent: true, hubPatient: 1 };
    accepts(registrationRequestSchema, valid);
    accepts(registrationRequestSchema, { ...valid, mobilePhone: '' });
    for (const change of [{ firstName: '' }, { lastName: '' }, { dob: '01/31/1970' }, { dob: 'x1970-01-31' }, { dob: '1970-01-31x' }, { zipcode: '' }, { mobilePhone: '555-555' }, { email: null }, { TCPAConsent: 'yes' }, { MarketingConsent: 1 }, { HIPAAConsent: null }, { hubPatient: 0 }, { admin: true }]) {
      refuses(registrationRequestSchema, { ...valid, ...change });
    }
  });

  it('pharmacies and the pharmacy update: the ids the call needs, as strings', () => {
    const request = { drugNdc: '0597-0100-61', dob: '1961-04-12', rxBin: '', outcomeReason: '', verificationSource: '' };
    accepts(pharmaciesRequestSchema, request);
    for (const change of [{ drugNdc: '' }, { dob: 1 }, { rxBin: null }, { outcomeReason: 2 }, { verificationSource: false }, { other: '' }]) refuses(pharmaciesRequestSchema, { ...request, ...change });
    const update = { pharmacyDistributionCenterId: 'PH-100', pharmacyDistributionCenter: 'HealthDyne', acticsPatientEnrollmentId: '', acticsPharmacyReferralRecordId: 'RR-1' };
    accepts(pharmacyUpdateRequestSchema, update);
    for (const change of [{ pharmacyDistributionCenterId: '' }, { pharmacyDistributionCenter: '' }, { acticsPatientEnrollmentId: 3 }, { acticsPharmacyReferralRecordId: '' }]) refuses(pharmacyUpdateRequestSchema, { ...update, ...change });
  });

  it('the shipping address: every part, a USPS state, a ZIP, the United States', () => {
    const address = { street: '1 Main St', city: 'Albany', state: 'NY', zipCode: '12207', country: 'United States' };
    accepts(addressUpdateRequestSchema, { address });
    accepts(addressUpdateRequestSchema, { address: { ...address, zipCode: '12207-1234' }, email: 'a@b', phone: '5555550100' });
    for (const change of [{ street: '' }, { city: '' }, { state: 'ny' }, { state: 'New York' }, { zipCode: '1220' }, { zipCode: '12207-12' }, { country: 'Canada' }, { county: 'Albany' }]) {
      refuses(addressUpdateRequestSchema, { address: { ...address, ...change } });
    }
    refuses(addressUpdateRequestSchema, { address, email: 1 });
    refuses(addressUpdateRequestSchema, { address, phone: null });
    refuses(addressUpdateRequestSchema, {});
  });

  it('preferences and pay', () => {
    accepts(consentPreferencesRequestSchema, { isSMSPreferredCommunicationChannel: false, isEmailPreferredCommunicationChannel: true });
    refuses(consentPreferencesRequestSchema, { isSMSPreferredCommunicationChannel: 'false', isEmailPreferredCommunicationChannel: true });
    refuses(consentPreferencesRequestSchema, { isSMSPreferredCommunicationChannel: false });
    accepts(payRequestSchema, { amount: 0, pharmacyDistributionCenterId: '' });
    accepts(payRequestSchema, { amount: 25.5, pharmacyDistributionCenterId: 'PH-100' });
    for (const body of [{ amount: -1, pharmacyDistributionCenterId: '' }, { amount: '25', pharmacyDistributionCenterId: '' }, { amount: 25 }, { amount: 25, pharmacyDistributionCenterId: 1 }, { amount: 25, pharmacyDistributionCenterId: '', currency: 'USD' }, null]) {
      refuses(payRequestSchema, body);
    }
  });
});
