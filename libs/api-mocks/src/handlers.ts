import { delay, HttpResponse } from 'msw';
import { paths } from '@portal/api';
import { api } from './apiHttp.ts';
import { getMockDelay, getMockPaymentEnabled } from './delay.ts';
import { faultHandler } from './faults.ts';
import { answerMissingInformation } from './missingInformation.ts';
import { answerPay, applyPayments } from './payment.ts';
import { pharmacyHandlers, withPharmacyChoices } from './pharmacy.ts';
import { profileFor, withoutPayments, withSavedChanges } from './profiles.ts';
import { DEMO_OTP_CODE, scenarioForEmail, scenarioForPhone, type DemoScenarioName } from './scenarios.ts';
import { readMockState, writeMockState } from './state.ts';
import { issueMockToken, readMockToken, retireMockToken, sessionOutlived } from './token.ts';

/** Handlers match the API path on any origin: the same handlers serve the browser (same origin) and Node tests. */
const anyOrigin = (path: string) => `*${path}`;

/**
 * After this many wrong codes in a row the verify call answers like the real rate limit, and
 * keeps answering so, the right code included, until a new code is sent (a lockout a guesser
 * cannot sit out by trying on).
 */
export const MOCK_MAX_WRONG_CODES = 5;
/** The text of the lockout (access-and-identity §8: a 429 or this text shows the maximum-attempts message). */
const MOCK_MAX_ATTEMPTS_TEXT = 'max check attempts reached';
/**
 * Codes one phone or e-mail may be sent within MOCK_CODE_SEND_WINDOW_MS; the next is a 429 (the
 * spec's maximum-attempts message). Five: a patient who asks again after a slow SMS, twice, and
 * once more after a lockout is served; a script sending codes to someone's phone is not.
 */
export const MOCK_MAX_CODE_SENDS = 5;
export const MOCK_CODE_SEND_WINDOW_MS = 10 * 60_000;

/** A shipping address with this ZIP is refused (the address update's failure path). */
const MOCK_INVALID_ZIP = '00000';

/** The JSON object of the body; `{}` for anything else (no body, not JSON, `null`, a list). */
async function body(request: Request): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = await request.json();
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The demo scenario, and the address the limits count by: a phone as its ten digits (any format counts once), an e-mail lower-cased. */
function scenarioOf(channel: 'phone' | 'email', payload: Record<string, unknown>): { scenario: DemoScenarioName; address: string } {
  const address = String((channel === 'phone' ? payload.phoneNumber : payload.email) ?? '');
  if (channel === 'email') return { scenario: scenarioForEmail(address), address: address.trim().toLowerCase() };
  const digits = address.replace(/\D/g, '');
  return { scenario: scenarioForPhone(address), address: digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits };
}

const unauthorised = () => HttpResponse.json({ errorDescription: 'Unauthorized' }, { status: 401 });
const rateLimited = (retryAfterSeconds?: number) =>
  HttpResponse.json({ errorDescription: 'Rate limit exceeded' }, { status: 429, headers: retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) } });

function sendOtp(channel: 'phone' | 'email') {
  return async ({ request }: { request: Request }) => {
    await delay(getMockDelay());
    const { scenario, address } = scenarioOf(channel, await body(request));
    if (scenario === 'rateLimited') return rateLimited();
    if (scenario === 'notFound') return HttpResponse.json({ errorDescription: 'Patient not found' }, { status: 404 });
    const now = Date.now();
    const state = readMockState();
    const recent = (state.codeSends[address] ?? []).filter((sentAt) => now - sentAt < MOCK_CODE_SEND_WINDOW_MS);
    if (recent.length >= MOCK_MAX_CODE_SENDS) return rateLimited(Math.ceil((recent[0]! + MOCK_CODE_SEND_WINDOW_MS - now) / 1000));
    // A new code ends a lockout: the wrong codes counted against the old one no longer count.
    writeMockState({ ...state, codeSends: { ...state.codeSends, [address]: [...recent, now] }, wrongCodes: { ...state.wrongCodes, [address]: 0 } });
    return HttpResponse.json({ success: true });
  };
}

function verifyOtp(channel: 'phone' | 'email') {
  return async ({ request }: { request: Request }) => {
    await delay(getMockDelay());
    const payload = await body(request);
    const { scenario, address } = scenarioOf(channel, payload);
    const state = readMockState();
    const wrongSoFar = state.wrongCodes[address] ?? 0;
    if (wrongSoFar >= MOCK_MAX_WRONG_CODES) return HttpResponse.json({ errorDescription: MOCK_MAX_ATTEMPTS_TEXT }, { status: 429 });
    if (payload.code !== DEMO_OTP_CODE) {
      const wrong = wrongSoFar + 1;
      writeMockState({ ...state, wrongCodes: { ...state.wrongCodes, [address]: wrong } });
      return wrong >= MOCK_MAX_WRONG_CODES
        ? HttpResponse.json({ errorDescription: MOCK_MAX_ATTEMPTS_TEXT }, { status: 429 })
        : HttpResponse.json({ errorDescription: 'Invalid code' }, { status: 400 });
    }
    writeMockState({ ...state, wrongCodes: { ...state.wrongCodes, [address]: 0 } });
    const registered = state.registered.includes(scenario);
    return HttpResponse.json({
      accessToken: await issueMockToken(scenario),
      isPWARegistered: (scenario !== 'default' && scenario !== 'newPatient') || registered,
      hubPatient: scenario !== 'default',
      isMultiplePatientProfileExists: scenario === 'multipleProfiles',
    });
  };
}

export const handlers = [
  faultHandler,
  api.post(anyOrigin(paths.sendSmsOtp), sendOtp('phone')),
  api.post(anyOrigin(paths.sendEmailOtp), sendOtp('email')),
  api.post(anyOrigin(paths.verifySignInPhone), verifyOtp('phone')),
  api.post(anyOrigin(paths.verifySignInEmail), verifyOtp('email')),

  // A renewal retires the token it renews (a copied token is good until the patient's next
  // renewal at most), and is refused once the session is older than its absolute lifetime.
  api.get(anyOrigin(paths.accessToken), async ({ request }) => {
    await delay(getMockDelay());
    const claims = await readMockToken(request.headers.get('jwttoken'));
    if (!claims) return HttpResponse.json({ errorDescription: 'An error occurred while renewing your access token' }, { status: 401 });
    if (sessionOutlived(claims)) return HttpResponse.json({ errorDescription: 'The session has ended: sign in again' }, { status: 401 });
    const accessToken = await issueMockToken(claims.scenario, { session: claims });
    retireMockToken(claims);
    return HttpResponse.json({ accessToken });
  }),

  // Optional in the contract: retires the token sent; every later call with it is a 401.
  api.post(anyOrigin(paths.revokeToken), async ({ request }) => {
    await delay(getMockDelay());
    const claims = await readMockToken(request.headers.get('jwttoken'));
    if (!claims) return unauthorised();
    retireMockToken(claims);
    return HttpResponse.json({});
  }),

  api.post(anyOrigin(paths.registration), async ({ request }) => {
    await delay(getMockDelay());
    const claims = await readMockToken(request.headers.get('jwttoken'));
    if (!claims) return unauthorised();
    const payload = await body(request);
    if (String(payload.lastName ?? '').trim().toLowerCase() === 'mismatch') {
      return HttpResponse.json({ errorDescription: 'Patient details do not match' }, { status: 409 });
    }
    const state = readMockState();
    writeMockState({ ...state, registered: [...new Set([...state.registered, claims.scenario])] });
    return HttpResponse.json({ isPWARegistered: true, hubPatient: claims.scenario !== 'default' });
  }),

  api.get(anyOrigin(paths.profile), async ({ request }) => {
    await delay(getMockDelay());
    const claims = await readMockToken(request.headers.get('jwttoken'));
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

  // docs/demo-accounts.md: a ZIP of 00000 is refused; any other address is kept for the tab's session.
  api.put(anyOrigin(paths.address), async ({ request }) => {
    await delay(getMockDelay());
    const claims = await readMockToken(request.headers.get('jwttoken'));
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

  // docs/demo-accounts.md: (555) 555-0111 cannot save its preferences; anyone else's are kept for the tab's session.
  api.post(anyOrigin(paths.consentPreferences), async ({ request }) => {
    await delay(getMockDelay());
    const claims = await readMockToken(request.headers.get('jwttoken'));
    if (!claims) return unauthorised();
    if (claims.scenario === 'preferencesError') return HttpResponse.json({ errorDescription: 'Service unavailable' }, { status: 503 });
    const payload = await body(request);
    const state = readMockState();
    const preferences = { sms: payload.isSMSPreferredCommunicationChannel === true, email: payload.isEmailPreferredCommunicationChannel === true };
    writeMockState({ ...state, preferences: { ...state.preferences, [claims.scenario]: preferences } });
    return HttpResponse.json({ success: true });
  }),

  api.post(anyOrigin(paths.missingInformation), answerMissingInformation),
  ...pharmacyHandlers,
  api.post(anyOrigin(paths.pay('RX_PAYMENT_ID').replace('RX_PAYMENT_ID', ':rxPaymentId')), answerPay),
];
