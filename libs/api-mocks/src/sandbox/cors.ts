/**
 * CORS of the contract sandbox: a production build of the portal runs on its own origin (e.g.
 * http://127.0.0.1:4300) and calls the sandbox cross-origin, exactly as it would call the real
 * API. Allowed origins are exact (`http://127.0.0.1:4300`) or any port of a host
 * (`http://127.0.0.1:*`). The portal sends no credentials (`credentials: 'omit'`), so the answer
 * names the origin and never allows credentials.
 */

/** Any port of the loopback hosts, over http or https. */
export const DEFAULT_ALLOWED_ORIGINS = ['http://127.0.0.1:*', 'http://localhost:*', 'http://[::1]:*', 'https://127.0.0.1:*', 'https://localhost:*'] as const;

const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Every request header the portal's client sends that is not CORS-safelisted: the session token,
 * the JSON content type, the pay call's idempotency key and the payment return's no-cache read
 * (libs/api/src/client.ts and its callers). A header the portal starts sending must be added
 * here, or the browser refuses the call: that is the point of testing over real HTTP.
 */
export const ALLOWED_HEADERS = ['jwttoken', 'Content-Type', 'Idempotency-Key', 'Cache-Control', 'Accept'] as const;

/** Response headers the portal may read cross-origin beyond the safelisted ones. */
const EXPOSED_HEADERS = ['Retry-After'] as const;

/** Seconds a browser may cache a preflight. */
const PREFLIGHT_MAX_AGE = 600;

export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin !== origin) return false; // a path, a user or a trailing slash is not an origin
  return allowed.some((pattern) => {
    if (!pattern.endsWith(':*')) return pattern.replace(/\/+$/, '') === origin;
    const [scheme, host] = pattern.slice(0, -2).split('://');
    return parsed.protocol === `${scheme}:` && parsed.hostname === host;
  });
}

/** Whether an allowed-origin pattern names a loopback host (`http://127.0.0.1:*`, `http://localhost:4300`). */
export function isLoopbackOriginPattern(pattern: string): boolean {
  try {
    const { hostname } = new URL(pattern.endsWith(':*') ? pattern.slice(0, -2) : pattern);
    return ['127.0.0.1', 'localhost', '[::1]'].includes(hostname.toLowerCase());
  } catch {
    return false;
  }
}

/** Headers of an actual (not preflight) answer to an allowed origin. */
export function corsHeaders(origin: string): Record<string, string> {
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': EXPOSED_HEADERS.join(', '), Vary: 'Origin' };
}

/** Headers of a preflight answer to an allowed origin. */
export function preflightHeaders(origin: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': ALLOWED_METHODS.join(', '),
    'Access-Control-Allow-Headers': ALLOWED_HEADERS.join(', '),
    'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE),
    Vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
  };
}
