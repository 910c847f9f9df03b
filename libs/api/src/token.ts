/**
 * The lifetime the portal assumes for a token whose expiry it cannot read (no JWT `exp`). It is
 * the portal's own choice, not a spec constant: the shortest lifetime the spec names (the mock's,
 * 240 s), so that the 60-second check asks for a renewal in time rather than too late. The server
 * stays the judge of every call; a token that ends sooner gets its 401 and the session ends.
 */
export const ASSUMED_TOKEN_LIFETIME_MS = 240_000;

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

/** When a token issued at `issuedAt` expires: its own `exp`, or ASSUMED_TOKEN_LIFETIME_MS later. */
export function tokenExpiry(token: string, issuedAt: number): number {
  return readTokenExpiry(token) ?? issuedAt + ASSUMED_TOKEN_LIFETIME_MS;
}
