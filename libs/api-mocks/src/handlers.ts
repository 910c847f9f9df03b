import { delay, http, HttpResponse } from 'msw';
import { paths } from '@portal/api';
import { getMockDelay, getMockPaymentEnabled } from './delay.ts';
import { faultHandler } from './faults.ts';
import { answerMissingInformation } from './missingInformation.ts';
import { answerPay, applyPayments } from './payment.ts';
import { pharmacyHandlers, withPharmacyChoices } from './pharmacy.ts';
import { profileFor, withoutPayments, withSavedChanges } from './profiles.ts';
import { DEMO_OTP_CODE, scenarioForEmail, scenarioForPhone, type DemoScenarioName } from './scenarios.ts';
import { readMockState, writeMockState } from './state.ts';
import { issueMockToken, readMockToken } from './token.ts';

/** Handlers match the API path on any origin: the same handlers serve the browser (same origin) and Node tests. */
const anyOrigin = (path: string) => `*${path}`;

/** After this many wrong codes in a row the verify call answers like the real rate limit. */
export const MOCK_MAX_WRONG_CODES = 5;

/** A shipping address with this ZIP is refused (the address update's failure path). */
export const MOCK_INVALID_ZIP = '00000';

/** The JSON object of the body; `{}` for anything else (no body, not JSON, `null`, a list). */
async function body(request: Request): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = await request.json();
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function scenarioOf(channel: 'phone' | 'email', payload: Record<string, unknown>): { scenario: DemoScenarioName; address: string } {
  const address = String((channel === 'phone' ? payload.phoneNumber : payload.email) ?? '');
  return { scenario: channel === 'phone' ? scenarioForPhone(address) : scenarioForEmail(address), address: address.toLowerCase() };
}

const unauthorised = () => HttpResponse.json({ errorDescription: 'Unauthorized' }, { status: 401 });

function sendOtp(channel: 'phone' | 'email') {
  return async ({ request }: { request: Request }) => {
    await delay(getMockDelay());
    const { scenario } = scenarioOf(channel, await body(request));
    if (scenario === 'rateLimited') return HttpResponse.json({ errorDescription: 'Rate limit exceeded' }, { status: 429 });
    if (scenario === 'notFound') return HttpResponse.json({ errorDescription: 'Patient not found' }, { status: 404 });
    return HttpResponse.json({ success: true });
  };
}

function verifyOtp(channel: 'phone' | 'email') {
  return async ({ request }: { request: Request }) => {
    await delay(getMockDelay());
    const payload = await body(request);
    const { scenario, address } = scenarioOf(channel, payload);
    const state = readMockState();
    if (payload.code !== DEMO_OTP_CODE) {
      const wrong = (state.wrongCodes[address] ?? 0) + 1;
      writeMockState({ ...state, wrongCodes: { ...state.wrongCodes, [address]: wrong } });
      return wrong >= MOCK_MAX_WRONG_CODES
        ? HttpResponse.json({ errorDescription: 'max check attempts reached' }, { status: 429 })
        : HttpResponse.json({ errorDescription: 'Invalid code' }, { status: 400 });
    }
    writeMockState({ ...state, wrongCodes: { ...state.wrongCodes, [address]: 0 } });
    const registered = state.registered.includes(scenario);
    return HttpResponse.json({
      accessToken: issueMockToken(scenario),
      isPWARegistered: (scenario !== 'default' && scenario !== 'newPatient') || registered,
      hubPatient: scenario !== 'default',
      isMultiplePatientProfileExists: scenario === 'multipleProfiles',
    });
  };
}

export const handlers = [
  faultHandler,
  http.post(anyOrigin(paths.sendSmsOtp), sendOtp('phone')),
  http.post(anyOrigin(paths.sendEmailOtp), sendOtp('email')),
  http.post(anyOrigin(paths.verifySignInPhone), verifyOtp('phone')),
  http.post(anyOrigin(paths.verifySignInEmail), verifyOtp('email')),

  http.get(anyOrigin(paths.accessToken), async ({ request }) => {
    await delay(getMockDelay());
    const claims = readMockToken(request.headers.get('jwttoken'));
    if (!claims) return HttpResponse.json({ errorDescription: 'An error occurred while renewing your access token' }, { status: 401 });
    return HttpResponse.json({ accessToken: issueMockToken(claims.scenario) });
  }),

  http.post(anyOrigin(paths.registration), async ({ request }) => {
    await delay(getMockDelay());
    const claims = readMockToken(request.headers.get('jwttoken'));
    if (!claims) return unauthorised();
    const payload = await body(request);
    if (String(payload.lastName ?? '').trim().toLowerCase() === 'mismatch') {
      return HttpResponse.json({ errorDescription: 'Patient details do not match' }, { status: 409 });
    }
    const state = readMockState();
    writeMockState({ ...state, registered: [...new Set([...state.registered, claims.scenario])] });
    return HttpResponse.json({ isPWARegistered: true, hubPatient: claims.scenario !== 'default' });
  }),

  http.get(anyOrigin(paths.profile), async ({ request }) => {
    await delay(getMockDelay());
    const claims = readMockToken(request.headers.get('jwttoken'));
    if (!claims) return unauthorised();
    if (claims.scenario === 'profileError') {
      return HttpResponse.json({ errorDescription: 'An error occurred fetching your profile.  Please try again in a few minutes.' }, { status: 500 });
    }
    const state = readMockState();
    const profile = profileFor(claims.scenario, state.registered.includes(claims.scenario), state.missingInformationSubmitted.includes(claims.scenario));
    const saved = withSavedChanges(profile, { shippingAddress: state.shippingAddresses[claims.scenario], preferences: state.preferences[claims.scenario] });
    const answer = applyPayments(withPharmacyChoices(saved, state.pharmacyChoices[claims.scenario] ?? {}), claims.scenario);
    return HttpResponse.json(getMockPaymentEnabled() ? answer : withoutPayments(answer));
  }),

  // README demo table: a ZIP of 00000 is refused; any other address is kept for the tab's session.
  http.put(anyOrigin(paths.address), async ({ request }) => {
    await delay(getMockDelay());
    const claims = readMockToken(request.headers.get('jwttoken'));
    if (!claims) return unauthorised();
    const address = ((await body(request)).address ?? {}) as Record<string, unknown>;
    const field = (name: string) => (typeof address[name] === 'string' ? (address[name] as string) : '');
    if (field('zipCode') === MOCK_INVALID_ZIP || address.country !== 'United States') {
      return HttpResponse.json({ errorDescription: 'Invalid address' }, { status: 400 });
    }
    const state = readMockState();
    const saved = { street: field('street'), city: field('city'), state: field('state'), postalCode: field('zipCode') };
    writeMockState({ ...state, shippingAddresses: { ...state.shippingAddresses, [claims.scenario]: saved } });
    return HttpResponse.json({ success: true });
  }),

  // README demo table: (555) 555-0111 cannot save its preferences; anyone else's are kept for the tab's session.
  http.post(anyOrigin(paths.consentPreferences), async ({ request }) => {
    await delay(getMockDelay());
    const claims = readMockToken(request.headers.get('jwttoken'));
    if (!claims) return unauthorised();
    if (claims.scenario === 'preferencesError') return HttpResponse.json({ errorDescription: 'Service unavailable' }, { status: 503 });
    const payload = await body(request);
    const state = readMockState();
    const preferences = { sms: payload.isSMSPreferredCommunicationChannel === true, email: payload.isEmailPreferredCommunicationChannel === true };
    writeMockState({ ...state, preferences: { ...state.preferences, [claims.scenario]: preferences } });
    return HttpResponse.json({ success: true });
  }),

  http.post(anyOrigin(paths.missingInformation), answerMissingInformation),
  ...pharmacyHandlers,
  http.post(anyOrigin(paths.pay('RX_PAYMENT_ID').replace('RX_PAYMENT_ID', ':rxPaymentId')), answerPay),
];
