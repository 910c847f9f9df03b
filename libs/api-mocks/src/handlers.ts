import { delay, http, HttpResponse } from 'msw';
import { paths } from '@portal/api';
import { getMockDelay } from './delay.ts';
import { DEMO_OTP_CODE, MOCK_TOKEN_LIFETIME_MS, scenarioForEmail, scenarioForPhone, type DemoScenarioName } from './scenarios.ts';

/**
 * Mock tokens carry their scenario and expiry in plain JSON (base64): the mock never sees real
 * patients, and the portal treats the token as opaque.
 */
export interface MockTokenClaims {
  scenario: DemoScenarioName;
  exp: number;
}

export function issueMockToken(scenario: DemoScenarioName, now = Date.now()): string {
  const claims: MockTokenClaims = { scenario, exp: now + MOCK_TOKEN_LIFETIME_MS };
  return `mock.${btoa(JSON.stringify(claims))}`;
}

export function readMockToken(token: string | null): MockTokenClaims | null {
  if (!token?.startsWith('mock.')) return null;
  try {
    const claims = JSON.parse(atob(token.slice(5))) as MockTokenClaims;
    return claims.exp > Date.now() ? claims : null;
  } catch {
    return null;
  }
}

const MAX_ATTEMPTS = "You've reached the maximum number of attempts. Please try again later or contact support.";

async function body(request: Request): Promise<Record<string, unknown>> {
  try {
    return (await request.json()) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function sendOtp(channel: 'phone' | 'email') {
  return async ({ request }: { request: Request }) => {
    await delay(getMockDelay());
    const payload = await body(request);
    const scenario =
      channel === 'phone' ? scenarioForPhone(String(payload.phoneNumber ?? '')) : scenarioForEmail(String(payload.email ?? ''));
    if (scenario === 'rateLimited') return HttpResponse.json({ errorDescription: MAX_ATTEMPTS }, { status: 429 });
    if (scenario === 'notFound') return HttpResponse.json({ errorDescription: 'Patient not found' }, { status: 404 });
    return HttpResponse.json({ success: true });
  };
}

function verifyOtp(channel: 'phone' | 'email') {
  return async ({ request }: { request: Request }) => {
    await delay(getMockDelay());
    const payload = await body(request);
    if (payload.code !== DEMO_OTP_CODE) {
      return HttpResponse.json({ errorDescription: 'Invalid code' }, { status: 400 });
    }
    const scenario =
      channel === 'phone' ? scenarioForPhone(String(payload.phoneNumber ?? '')) : scenarioForEmail(String(payload.email ?? ''));
    return HttpResponse.json({
      accessToken: issueMockToken(scenario),
      isPWARegistered: scenario !== 'default' && scenario !== 'newPatient',
      hubPatient: scenario !== 'default',
      isMultiplePatientProfileExists: scenario === 'multipleProfiles',
    });
  };
}

export const handlers = [
  http.post(paths.sendSmsOtp, sendOtp('phone')),
  http.post(paths.sendEmailOtp, sendOtp('email')),
  http.post(paths.verifySignInPhone, verifyOtp('phone')),
  http.post(paths.verifySignInEmail, verifyOtp('email')),
  http.get(paths.accessToken, async ({ request }) => {
    await delay(getMockDelay());
    const claims = readMockToken(request.headers.get('jwttoken'));
    if (!claims) return HttpResponse.json({ errorDescription: 'An error occurred while renewing your access token' }, { status: 401 });
    return HttpResponse.json({ accessToken: issueMockToken(claims.scenario) });
  }),
];
