import { routes } from '@portal/routes';

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
 * A same-origin path is still refused when it names a page that is never a destination after a
 * sign-in (`NEVER_RETURN_PATHS`): `/logout` would sign the patient out again at once, the sign-in's
 * own pages would start it over, and the wizard's end pages say something happened that did not.
 *
 * The rule of apps/portal/src/session/returnUrl.ts `safeReturnPath`, moved down a layer so the
 * sign-in machine can apply it (a domain library cannot import the app); the app imports this one.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw) return null;
  // The caller passes the value as URLSearchParams decoded it; it is not decoded twice.
  const url = normalisedSameOrigin(raw);
  if (!url) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null; // a malformed %-escape
  }
  // What a router decodes the path to must pass the same rule.
  if (!normalisedSameOrigin(decoded) || isNeverReturnPath(decoded)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Pages a sign-in never returns to (docs/decisions/0051-a-session-ends-on-the-server-too.md):
 * signing out, the sign-in's own pages (access-and-identity §2) and the missing-information
 * wizard's review, end and interim pages, which only its machine may lead to (0016).
 */
export const NEVER_RETURN_PATHS: readonly string[] = [
  routes.logout,
  routes.login,
  routes.loginError,
  routes.profileError,
  routes.verification,
  routes.missingInformationReview,
  routes.missingInformationSuccess,
  routes.missingInformationInterim,
];

/** The router matches paths case-insensitively and with a trailing slash: so does this. */
function isNeverReturnPath(decodedPath: string): boolean {
  const path = decodedPath.toLowerCase().replace(/\/+$/, '');
  return NEVER_RETURN_PATHS.includes(path);
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
