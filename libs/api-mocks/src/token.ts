import { getMockSessionLifetime } from './delay.ts';
import type { DemoScenarioName } from './scenarios.ts';
import { readMockState, writeMockState } from './state.ts';

/**
 * spec: access-and-identity §7 and §9: "Mock token lifetime is 240 seconds". How long the demo API's
 * tokens last; the portal reads each token's own `exp` and never this.
 */
export const MOCK_TOKEN_LIFETIME_MS = 240_000;

/**
 * Mock tokens are JWTs signed with HMAC-SHA256 (HS256), as a real API's are signed: a token made
 * or altered by hand (another patient's scenario, a later `exp`) fails the signature and is a 401.
 * They carry the demo scenario, so later calls know which patient is signed in, and the session:
 * its id (`sid`) and start (`sst`), kept through every renewal, for the absolute session lifetime.
 * Web Crypto (`crypto.subtle`), so the same code signs in Node (the sandbox, unit tests) and in
 * the page where the mock's handlers run.
 */
export interface MockTokenClaims {
  scenario: DemoScenarioName;
  /** Seconds since the epoch, as in a JWT. */
  exp: number;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** This token's id: what retirement (renewal, revoke) records. */
  jti: string;
  /** The session's id: the same for the sign-in's token and every renewal of it. */
  sid: string;
  /** When the session started (the sign-in), seconds since the epoch. */
  sst: number;
}

/** Where the browser mock keeps its signing secret: one per tab, as its demo state. */
export const MOCK_SECRET_STORAGE_KEY = 'portal-mock.tokenSecret';
const SECRET_BYTES = 32;

function storage(): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}

const toBase64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64url = (text: string): Uint8Array<ArrayBuffer> => {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};
const encodeJson = (value: object) => toBase64url(new TextEncoder().encode(JSON.stringify(value)));
const randomId = () => toBase64url(crypto.getRandomValues(new Uint8Array(12)));

/**
 * The secret: made at the start of the process (Node keeps it in memory only, so a sandbox
 * restart retires every token), and in a browser once per tab, in sessionStorage beside the demo
 * state. A secret per page would sign the patient out at every reload: the portal keeps its token
 * across a reload (access-and-identity §3), as it does against a real API whose key outlives a page.
 */
let memorySecret: string | null = null;
function secretText(): string {
  const store = storage();
  const stored = store?.getItem(MOCK_SECRET_STORAGE_KEY) ?? memorySecret;
  if (stored) return stored;
  const made = toBase64url(crypto.getRandomValues(new Uint8Array(SECRET_BYTES)));
  memorySecret = made;
  store?.setItem(MOCK_SECRET_STORAGE_KEY, made);
  return made;
}

let cachedKey: { secret: string; key: Promise<CryptoKey> } | null = null;
function signingKey(secret: string = secretText()): Promise<CryptoKey> {
  if (cachedKey?.secret !== secret) {
    cachedKey = { secret, key: crypto.subtle.importKey('raw', fromBase64url(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']) };
  }
  return cachedKey.key;
}

const HEADER = encodeJson({ alg: 'HS256', typ: 'JWT' });

export interface MockTokenOptions {
  now?: number;
  /** The session the token continues (a renewal); a new one (a sign-in) when absent. */
  session?: { sid: string; sst: number };
  /**
   * Another signing secret than this process's or tab's (base64url, 32 bytes): the end-to-end suite
   * signs a session in Node for a tab whose `portal-mock.tokenSecret` it writes, so that a journey
   * that is not about signing in starts signed in, with a token the tab's mock accepts.
   */
  secret?: string;
}

export async function issueMockToken(scenario: DemoScenarioName, { now = Date.now(), session, secret }: MockTokenOptions = {}): Promise<string> {
  const claims: MockTokenClaims = {
    scenario,
    exp: Math.floor((now + MOCK_TOKEN_LIFETIME_MS) / 1000),
    iat: Math.floor(now / 1000),
    jti: randomId(),
    sid: session?.sid ?? randomId(),
    sst: session?.sst ?? Math.floor(now / 1000),
  };
  const signed = `${HEADER}.${encodeJson(claims)}`;
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await signingKey(secret), new TextEncoder().encode(signed)));
  return `${signed}.${toBase64url(signature)}`;
}

function isClaims(value: unknown): value is MockTokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return typeof claims.scenario === 'string' && typeof claims.exp === 'number' && typeof claims.iat === 'number' && typeof claims.jti === 'string' && typeof claims.sid === 'string' && typeof claims.sst === 'number';
}

/**
 * The claims of a token this mock signed, whatever its expiry or retirement; null for anything
 * else. Verified by `crypto.subtle.verify`, which compares in constant time.
 */
async function signedClaims(token: string | null): Promise<MockTokenClaims | null> {
  const parts = token?.split('.');
  if (parts?.length !== 3 || parts[0] !== HEADER) return null;
  try {
    const valid = await crypto.subtle.verify('HMAC', await signingKey(), fromBase64url(parts[2]!), new TextEncoder().encode(`${parts[0]}.${parts[1]}`));
    if (!valid) return null;
    const claims: unknown = JSON.parse(new TextDecoder().decode(fromBase64url(parts[1]!)));
    return isClaims(claims) ? claims : null;
  } catch {
    return null;
  }
}

/** The claims of a valid token: signed by this mock, unexpired, not retired. Else null (the call's 401). */
export async function readMockToken(token: string | null, now = Date.now()): Promise<MockTokenClaims | null> {
  const claims = await signedClaims(token);
  if (!claims || claims.exp * 1000 <= now) return null;
  return Object.hasOwn(readMockState().retiredTokens, claims.jti) ? null : claims;
}

/**
 * Retires a token: every later call with it is a 401. Kept until the token would have expired
 * anyway, so the list holds at most the tokens of the last MOCK_TOKEN_LIFETIME_MS.
 */
export function retireMockToken(claims: MockTokenClaims, now = Date.now()): void {
  const state = readMockState();
  const retiredTokens: Record<string, number> = {};
  for (const [jti, exp] of Object.entries(state.retiredTokens)) if (exp * 1000 > now) retiredTokens[jti] = exp;
  retiredTokens[claims.jti] = claims.exp;
  writeMockState({ ...state, retiredTokens });
}

/** Whether the token's session started longer ago than the absolute session lifetime (a renewal is then refused). */
export function sessionOutlived(claims: MockTokenClaims, now = Date.now()): boolean {
  return now - claims.sst * 1000 > getMockSessionLifetime();
}
