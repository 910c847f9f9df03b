/**
 * spec: access-and-identity §4 Session and token: a protected page sends an anonymous visitor to
 * /login with the original path in `returnUrl`. The decoded value is used after sign-in only if
 * it is a same-origin path: it starts with one "/" (not "//" or "/\"), so `//evil.example`,
 * `https://…` and `javascript:` can never take the patient off the portal.
 */
export function loginPathFor(pathname: string, search = ''): string {
  return `/login?returnUrl=${encodeURIComponent(`${pathname}${search}`)}`;
}

/** `raw` is the already-decoded `returnUrl` query value. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw) return null;
  // The caller passes the value as URLSearchParams decoded it; it is not decoded twice.
  const decoded = raw;
  if (!decoded.startsWith('/') || decoded.startsWith('//') || decoded.startsWith('/\\')) return null;
  // Control characters (tabs, newlines) are stripped by URL parsers and could smuggle "//".
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return null;
  try {
    const url = new URL(decoded, 'https://portal.invalid');
    if (url.origin !== 'https://portal.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
