/**
 * spec: access-and-identity §4 Session and token: the decoded `returnUrl` is the post-login target,
 * followed only if it is a same-origin path: it starts with one "/" (not "//" or "/\"), so
 * `//evil.example`, `https://…` and `javascript:` can never take the patient off the portal.
 *
 * The rule of apps/portal/src/session/returnUrl.ts `safeReturnPath`, moved down a layer so the
 * sign-in machine can apply it (a domain library cannot import the app); the app imports this one.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw) return null;
  // The caller passes the value as URLSearchParams decoded it; it is not decoded twice.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // Control characters (tabs, newlines) are stripped by URL parsers and could smuggle "//".
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  try {
    const url = new URL(raw, 'https://portal.invalid');
    if (url.origin !== 'https://portal.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
