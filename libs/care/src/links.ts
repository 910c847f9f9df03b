/**
 * Links the server gives (a fill's receipt, prescription-experience §3 Fill history): text from
 * the server, shown as a link only when following it is safe. A `javascript:` or `data:` URL
 * would run in the portal's page, a plain `http:` one could be read or changed on the way, a link
 * to the portal's own host would skip the leave-site modal (the guard asks only for other hosts)
 * and open a portal page the server chose, and a link to any other https host would let whoever
 * writes the server's data send the patient, from a trusted page, to a site of their choosing.
 */

/**
 * The URL to put in `href`: an absolute `https:` URL on the default port, no user name or
 * password, on one of the programme's hosts for such links (`hosts`: `receiptHosts` in
 * program.json, lower-case host names) and not the portal's (`portalHost`: `location.host`), so the
 * leave-site modal always asks first. Null for anything else: the page shows no link and not the
 * text either (a patient should not be led to copy an address the portal would not open).
 */
export function serverLinkOf(value: string | null | undefined, { portalHost, hosts }: { portalHost: string; hosts: readonly string[] }): string | null {
  if (!value) return null;
  let url: URL;
  try {
    // The URL parser drops the spaces around an address itself; a blank one does not parse.
    url = new URL(value);
  } catch {
    return null; // relative or unparsable: not an address of its own
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') return null;
  // URL lower-cases the host and drops the default port, as location.host does.
  if (url.host === portalHost.toLowerCase()) return null;
  if (!hosts.some((host) => host.toLowerCase() === url.hostname)) return null;
  return url.href;
}
