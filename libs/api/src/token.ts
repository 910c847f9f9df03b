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
    return typeof json.exp === 'number' && Number.isFinite(json.exp) ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}
