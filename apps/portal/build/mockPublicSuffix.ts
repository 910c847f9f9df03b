/**
 * `tldts` for the portal's browser code, where only the mock (MSW) reaches it: MSW keeps a cookie
 * jar (tough-cookie), which asks tldts for a host's registrable domain, and tldts carries the
 * whole Public Suffix List: 110 KB gzip, two thirds of the mock's chunk, downloaded by every
 * signed-in page of a mock-mode build. The portal sets no cookies and its mock answers none, so
 * the jar only ever looks up the portal's own host. This is tldts's `getDomain` under the list's
 * default rule (`*`: the public suffix is the last label) and nothing else; an import of any
 * other name fails the build. Aliased in apps/portal/vite.config.ts; a production build has no
 * mock, so it never contains this file or tldts.
 */
export function getDomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  // An IP address has no registrable domain (IPv4 dotted, IPv6 with colons or brackets).
  if (/^[\d.]+$/.test(host) || /[:[\]]/.test(host)) return null;
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((label) => label === '')) return null;
  return labels.slice(-2).join('.');
}
