/**
 * spec: access-and-identity §7 and §9: "Mock token lifetime is 240 seconds". The demo API issues
 * tokens for this long, and the portal assumes it for a token whose expiry it cannot read.
 */
export const MOCK_TOKEN_LIFETIME_MS = 240_000;

/** The largest time a Date can hold (ECMAScript: ±8.64e15 ms around the epoch). */
const MAX_DATE_MS = 8.64e15;

/**
 * Reads the expiry of an access token. Tokens are JWTs: the payload's `exp` (seconds since the
 * epoch) says when it expires. The portal never trusts the token for anything else; the server
 * checks it. Returns null when the token carries no readable expiry.
 */
export function readTokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='))) as { exp?: unknown };
    if (typeof json.exp !== 'number') return null;
    // A finite `exp` can still overflow to ±Infinity once in milliseconds, or fall outside what a
    // Date can hold: neither is a readable expiry.
    const expiresAt = json.exp * 1000;
    return Number.isFinite(expiresAt) && Math.abs(expiresAt) <= MAX_DATE_MS ? expiresAt : null;
  } catch {
    return null;
  }
}
