import { MOCK_TOKEN_LIFETIME_MS, type DemoScenarioName } from './scenarios.ts';

/**
 * Mock tokens are shaped like the real ones (a JWT with `exp`), unsigned, and carry the demo
 * scenario so that later calls know which patient is signed in.
 */
export interface MockTokenClaims {
  scenario: DemoScenarioName;
  /** Seconds since the epoch, as in a JWT. */
  exp: number;
}

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export function issueMockToken(scenario: DemoScenarioName, now = Date.now()): string {
  const claims: MockTokenClaims = { scenario, exp: Math.floor((now + MOCK_TOKEN_LIFETIME_MS) / 1000) };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.mock`;
}

/** The claims of a valid, unexpired mock token, else null. */
export function readMockToken(token: string | null, now = Date.now()): MockTokenClaims | null {
  const payload = token?.split('.')[1];
  if (!payload || !token?.endsWith('.mock')) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='))) as MockTokenClaims;
    return claims.exp * 1000 > now ? claims : null;
  } catch {
    return null;
  }
}
