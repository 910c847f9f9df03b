/**
 * spec: prescription-experience §2 Route table, global behaviours: "Clicking any link to an external
 * http(s) host is intercepted and opens the leave-site confirmation modal."
 */

/** The URL a link leads to when it leaves the portal's host over http(s), else null (tel:, mailto:, same host, relative, malformed). */
export function externalHttpUrl(href: string, currentHost: string): URL | null {
  let url: URL;
  try {
    url = currentHost ? new URL(href, `http://${currentHost}/`) : new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // URL lower-cases the host and drops default ports; location.host does the same.
  return url.host === currentHost.toLowerCase() ? null : url;
}

/** Whether following `href` from a page on `currentHost` (location.host) leaves the site over http(s). */
export function isExternalHttpLink(href: string, currentHost: string): boolean {
  return externalHttpUrl(href, currentHost) !== null;
}

export interface ExternalLinkHit {
  link: HTMLAnchorElement | HTMLAreaElement;
  url: URL;
}

/** The external link a click landed on (the click may hit a child of the link, or cross a shadow root). */
export function externalLinkOf(event: Event, currentHost: string): ExternalLinkHit | null {
  for (const target of event.composedPath()) {
    if ((target instanceof HTMLAnchorElement || target instanceof HTMLAreaElement) && target.hasAttribute('href')) {
      const url = externalHttpUrl(target.href, currentHost);
      return url ? { link: target, url } : null;
    }
  }
  return null;
}
