/**
 * The hosting contract, shipped with every build as `<outDir>/_headers`: the format Netlify,
 * Cloudflare Pages and most static hosts read (a path pattern, then indented `Name: value` lines).
 * docs/production-and-hosting.md "Hosting headers" gives the equivalent for hosts that take another format. `vite preview`
 * (and so every end-to-end run) serves the build with the same file, read back by
 * `headersForPath`, so the tests see exactly what a host would send.
 *
 * Each document gets its own Content-Security-Policy (docs/decisions/
 * 0026-each-document-gets-its-own-content-security-policy.md). Both kinds allow scripts from the portal's own origin only (no 'unsafe-inline', no
 * 'unsafe-eval') and the one inline boot script of the built pages by its hash; API calls only to
 * the programme's API origin (mock builds: the portal's own origin, where the mock service worker
 * answers). Only a public document (the landing page, the legal pages, 404.html) adds the tag
 * manager's and the analytics hosts, and only when the programme has analytics ids in a
 * production build; the personal document (the sign-in page, and app.html, which answers every
 * other page) never does.
 */

import { routes } from '@portal/routes';
import { ANALYTICS_URL, TAG_MANAGER_URL } from '../src/analytics/loader.ts';
import { BOOT_SCRIPT_CSP_SOURCE, BOOT_TRUSTED_TYPES_POLICY } from './boot.ts';

export interface HostingHeadersInput {
  /** The API's origin (production builds); null in mock mode. */
  apiOrigin: string | null;
  /** The programme configures a tag manager or an analytics id (and the build is not in mock mode). */
  analytics: boolean;
}

/** A public document never holds personal data and may load the tags; a personal one allows no tag host. */
export type DocumentKind = 'public' | 'personal';

export interface HeaderRule {
  /** `/*` (every path), `/assets/*` (a prefix), or an exact path. */
  pattern: string;
  headers: Array<[name: string, value: string]>;
}

/**
 * The two scripts a public document may load from the tag host, by their exact path (the loader's
 * own URLs, apps/portal/src/analytics/loader.ts): not the whole host, so an HTML injection on a
 * public page cannot load any other script the host serves. A CSP source ignores the query, so
 * the container's id is not part of it (docs/decisions/0049-only-the-builds-bytes-run-on-the-portals-origin.md).
 */
export const TAG_SCRIPT_URLS = [TAG_MANAGER_URL, ANALYTICS_URL];
const TAG_CONNECT_HOSTS = ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'];

/**
 * The mock's Trusted Types policy (mock builds): MSW registers its worker with a plain string, which
 * libs/api-mocks/src/browser.ts turns into a trusted script URL under this name (the same literal there).
 */
export const MOCK_WORKER_TRUSTED_TYPES_POLICY = 'portal-mock-worker';

/**
 * The policy of one kind of document. `meta`: the same policy as a page's own
 * `<meta http-equiv="Content-Security-Policy">`, which cannot carry `frame-ancestors` (a browser
 * ignores it there and says so): the header's `frame-ancestors` and `X-Frame-Options` keep framing out.
 */
export function contentSecurityPolicy({ apiOrigin, analytics }: HostingHeadersInput, kind: DocumentKind, { meta = false }: { meta?: boolean } = {}): string {
  const tags = analytics && kind === 'public';
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // The built pages' boot script (boot.ts), by its hash: it fetches the code after the first paint.
    ['script-src', ["'self'", BOOT_SCRIPT_CSP_SOURCE, ...(tags ? TAG_SCRIPT_URLS : [])]],
    // Styles: the built CSS files, and the <style> element Radix Dialog's scroll lock
    // (react-remove-scroll) inserts while a modal is open; a static host cannot hand it a nonce.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: for the small icons Vite inlines; blob: for the preview of an insurance card photo.
    ['img-src', ["'self'", 'data:', 'blob:', ...(tags ? TAG_CONNECT_HOSTS : [])]],
    ['font-src', ["'self'"]],
    // 'self': the service worker fetches the portal's own files under this policy (sw.js is served
    // with it), to precache them and to pass a page's navigation through.
    ['connect-src', ["'self'", ...(apiOrigin ? [apiOrigin] : []), ...(tags ? TAG_CONNECT_HOSTS : [])]],
    // The service worker, from the portal's own origin: the mock's in mock builds, the portal's
    // (/sw.js, apps/portal/build/pwa.ts) in production builds.
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    // A personal document takes no string where the browser would run it as script (innerHTML,
    // a script's src, eval…): only the values of the policies named here, which accept the portal's
    // own script URLs. A public document keeps the tags' way of loading.
    ...(kind === 'personal'
      ? ([
          ['require-trusted-types-for', ["'script'"]],
          ['trusted-types', [BOOT_TRUSTED_TYPES_POLICY, ...(apiOrigin ? [] : [MOCK_WORKER_TRUSTED_TYPES_POLICY])]],
        ] as Array<[string, string[]]>)
      : []),
    ...(meta ? [] : [['frame-ancestors', ["'none'"]] as [string, string[]]]),
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The documents a build writes, by kind (apps/portal/build/prerender.ts lists them once the pages are written). */
export interface BuiltDocuments {
  /** The HTML files of public documents: `index.html`, `privacy-policy/index.html`, …, `404.html`. */
  public: readonly string[];
  /** The HTML files of the personal document: `login/index.html`, `app.html`. */
  personal: readonly string[];
  /**
   * The page paths the SPA fallback answers with the personal document (`/prescriptions`,
   * `/pharmacy/:prescriptionId`, …: every page of the programme that has no file of its own).
   */
  personalRoutes: readonly string[];
  /**
   * The build's other files outside `assets/` (the service worker, the manifests, offline.js; in mock
   * builds the mock's worker script): the personal policy, revalidated on each use.
   */
  otherFiles: readonly string[];
}

/** Before the pages are written (the bundle alone): the landing page is the build's only document. */
const BUNDLE_ONLY: BuiltDocuments = { public: ['index.html'], personal: [], personalRoutes: [], otherFiles: [] };

/**
 * The rules of `_headers`. No rule sets a header another rule also sets for the same path: hosts
 * merge matching rules by joining values, not replacing them, so a policy cannot be set for every
 * path (`/*`) and another for some: each document's paths carry its own policy instead, and `/*`
 * only the headers every response shares. A path no rule names (a mistyped address, answered by
 * app.html) is covered by the page's own `<meta>` policy (prerender.ts).
 */
export function hostingHeaderRules(input: HostingHeadersInput, documents: BuiltDocuments = BUNDLE_ONLY): HeaderRule[] {
  const csp = (kind: DocumentKind): [string, string] => ['Content-Security-Policy', contentSecurityPolicy(input, kind)];
  const pageRules = (files: readonly string[], kind: DocumentKind): HeaderRule[] =>
    // Every HTML file the build writes is revalidated on every load, so a deploy is seen at once.
    files.flatMap(requestPathsOf).map((pattern) => ({ pattern, headers: [csp(kind), ['Cache-Control', 'no-cache']] }));
  return [
    {
      pattern: '/*',
      headers: [
        // Health data: another site learns at most the portal's origin, never a path.
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['X-Content-Type-Options', 'nosniff'],
        ['X-Frame-Options', 'DENY'],
        // The camera only for the portal itself (the insurance card photo); nothing else.
        ['Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()'],
        ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
        // A page the portal opens (a pharmacy's site, a receipt) or that opens the portal gets no
        // handle on its window: a document is alone in its browsing context group unless same-origin.
        ['Cross-Origin-Opener-Policy', 'same-origin'],
      ],
    },
    // Hashed file names: a file never changes under its name. (An image opened on its own is a
    // document too: it gets the personal policy.)
    { pattern: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable'], csp('personal')] },
    ...pageRules(documents.public, 'public'),
    ...pageRules(documents.personal, 'personal'),
    ...[...new Set(documents.personalRoutes.flatMap(headerPatternsOf))].map((pattern) => ({ pattern, headers: [csp('personal')] })),
    // Files that keep their name across deploys (the service workers, the manifests, offline.js):
    // revalidated on each use, so an update is seen.
    ...[...new Set(documents.otherFiles.flatMap(requestPathsOf))].map((pattern) => ({ pattern, headers: [csp('personal'), ['Cache-Control', 'no-cache']] as [string, string][] })),
    ...LOGOUT_PATHS.map((pattern) => ({ pattern, headers: [['Clear-Site-Data', LOGOUT_CLEAR_SITE_DATA]] as [string, string][] })),
  ];
}

/**
 * The patient's way out (the menu's Logout loads /logout as a document, docs/decisions/
 * 0020-logout-is-a-page-load.md). A browser that knows the header empties the portal's HTTP cache and every
 * storage of the origin (sessionStorage, localStorage, IndexedDB, Cache Storage, service workers)
 * before the page runs; the app clears its own keys as well, for hosts and browsers without it.
 */
export const LOGOUT_PATHS = headerPatternsOf(routes.logout);
export const LOGOUT_CLEAR_SITE_DATA = '"cache", "storage"';

/** The `_headers` patterns of a page path: `/profile` → `/profile`, `/profile/`; `/pharmacy/:prescriptionId` → `/pharmacy/*`. */
export function headerPatternsOf(path: string): string[] {
  const parameter = path.indexOf('/:');
  if (parameter >= 0) return [`${path.slice(0, parameter)}/*`];
  return path.endsWith('/') ? [path] : [path, `${path}/`];
}

/** The request paths a host answers with an HTML file of the build: `login/index.html` → /login, /login/, /login/index.html. */
export function requestPathsOf(file: string): string[] {
  const path = `/${file.replace(/^\/+/, '')}`;
  if (path === '/index.html') return ['/', '/index.html'];
  if (path.endsWith('/index.html')) {
    const directory = path.slice(0, -'/index.html'.length);
    return [directory, `${directory}/`, path];
  }
  return [path];
}

export function formatHeadersFile(rules: HeaderRule[]): string {
  const lines = ['# The portal\'s hosting headers (apps/portal/build/hostingHeaders.ts; docs/production-and-hosting.md "Hosting headers").'];
  for (const rule of rules) {
    lines.push(rule.pattern, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`));
  }
  return `${lines.join('\n')}\n`;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers: a header line outside a path, or without a colon: "${line.trim()}"`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

function matches(pattern: string, path: string): boolean {
  if (pattern.endsWith('/*')) return path.startsWith(pattern.slice(0, -1)) || path === pattern.slice(0, -2);
  return path === pattern;
}

/**
 * The headers a host sends for `path`: those of every matching rule, a name set by two rules with
 * both values joined as such hosts join them (`hostingHeaderRules` never lets that happen).
 */
export function headersForPath(rules: HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!matches(rule.pattern, path)) continue;
    for (const [name, value] of rule.headers) headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return headers;
}
