/**
 * spec: access-and-identity §4 Session and token: the decoded `returnUrl` is the post-login target,
 * followed only if it is a same-origin path: it starts with one "/" (not "//" or "/\"), so
 * `//evil.example`, `https://…` and `javascript:` can never take the patient off the portal.
 * The rule holds for the value as given AND for what it normalises to: `/.//evil.example`,
 * `/a/..//evil.example` and `/%2e//evil.example` all normalise to `//evil.example`, and
 * `/./%2F/evil.example` to a path the router decodes to it. The decoded path must pass the whole
 * rule again, so `/%09/evil.example` (decodes to a tab, which a URL parser strips) and
 * `/..%2F/evil.example` (decodes to `/..//evil.example`, which normalises to `//evil.example`)
 * are refused too. Anything else means "go home" (null).
 *
 * The rule of apps/portal/src/session/returnUrl.ts `safeReturnPath`, moved down a layer so the
 * sign-in machine can apply it (a domain library cannot import the app); the app imports this one.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw) return null;
  // The caller passes the value as URLSearchParams decoded it; it is not decoded twice.
  const url = normalisedSameOrigin(raw);
  if (!url) return null;
  try {
    // What a router decodes the path to must pass the same rule.
    return normalisedSameOrigin(decodeURIComponent(url.pathname)) ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null; // a malformed %-escape
  }
}

const PROBE_ORIGIN = 'https://portal.invalid';

/** The value resolved against the portal, when both it and its normalised path start with one "/". */
function normalisedSameOrigin(value: string): URL | null {
  if (!isOneSlashPath(value)) return null;
  // Control characters (tabs, newlines) are stripped by URL parsers and could smuggle "//".
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN && isOneSlashPath(url.pathname) ? url : null;
  } catch {
    return null; // unparsable
  }
}

/** Starts with exactly one "/": not "//" or "/\\" (both mean another host to a browser). */
function isOneSlashPath(path: string): boolean {
  // mutation-sentinel: this library's tests always kill a mutant of the next line (tools/mutation/libraries.mjs)
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}
