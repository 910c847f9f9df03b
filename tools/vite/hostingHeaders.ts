/**
 * The hosting contract, shipped with every build as `<outDir>/_headers`: the format Netlify,
 * Cloudflare Pages and most static hosts read (a path pattern, then indented `Name: value` lines).
 * docs/production-and-hosting.md "Hosting headers" gives the equivalent for hosts that take another format. `vite preview`
 * (and so every end-to-end run) serves the build with the same file, read back by
 * `headersForPath`, so the tests see exactly what a host would send.
 *
 * The Content-Security-Policy allows scripts from the portal's own origin only (no
 * 'unsafe-inline', no 'unsafe-eval'), and the one inline boot script of the prerendered pages by
 * its hash, plus the tag manager's host when the programme has analytics
 * ids; API calls only to the programme's API origin (mock builds: the portal's own origin, where
 * the mock service worker answers).
 */

import { BOOT_SCRIPT_CSP_SOURCE } from './boot.ts';

export interface HostingHeadersInput {
  /** The API's origin (production builds); null in mock mode. */
  apiOrigin: string | null;
  /** The programme configures a tag manager or an analytics id. */
  analytics: boolean;
}

export interface HeaderRule {
  /** `/*` (every path), `/assets/*` (a prefix), or an exact path. */
  pattern: string;
  headers: Array<[name: string, value: string]>;
}

/** The tag manager and analytics hosts (apps/portal/src/analytics/loader.ts loads from the first). */
const TAG_SCRIPT_HOSTS = ['https://www.googletagmanager.com'];
const TAG_CONNECT_HOSTS = ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'];

export function contentSecurityPolicy({ apiOrigin, analytics }: HostingHeadersInput): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // The prerendered pages' boot script (boot.ts), by its hash: it fetches the code after the first paint.
    ['script-src', ["'self'", BOOT_SCRIPT_CSP_SOURCE, ...(analytics ? TAG_SCRIPT_HOSTS : [])]],
    // Styles: the built CSS files, and the <style> element Radix Dialog's scroll lock
    // (react-remove-scroll) inserts while a modal is open; a static host cannot hand it a nonce.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: for the small icons Vite inlines; blob: for the preview of an insurance card photo.
    ['img-src', ["'self'", 'data:', 'blob:', ...(analytics ? TAG_CONNECT_HOSTS : [])]],
    ['font-src', ["'self'"]],
    // 'self': the service worker fetches the portal's own files under this policy (sw.js is served
    // with it), to precache them and to pass a page's navigation through.
    ['connect-src', ["'self'", ...(apiOrigin ? [apiOrigin] : []), ...(analytics ? TAG_CONNECT_HOSTS : [])]],
    // The service worker, from the portal's own origin: the mock's in mock builds, the portal's
    // (/sw.js, tools/vite/pwa.ts) in production builds.
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

export function hostingHeaderRules(input: HostingHeadersInput): HeaderRule[] {
  return [
    {
      pattern: '/*',
      headers: [
        ['Content-Security-Policy', contentSecurityPolicy(input)],
        // Health data: another site learns at most the portal's origin, never a path.
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['X-Content-Type-Options', 'nosniff'],
        ['X-Frame-Options', 'DENY'],
        // The camera only for the portal itself (the insurance card photo); nothing else.
        ['Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()'],
        ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
      ],
    },
    // Hashed file names: a file never changes under its name. No rule sets a header another rule
    // also sets for the same path: hosts merge matching rules by joining values, not replacing.
    // Every HTML file the build writes is revalidated on every load (`withHtmlCacheRules`, added
    // once the pages are written), so a deploy is seen at once.
    { pattern: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
    ...htmlCacheRules(['index.html']),
  ];
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

/** `Cache-Control: no-cache` (revalidate before use) for each request path of these HTML files. */
export function htmlCacheRules(files: readonly string[]): HeaderRule[] {
  return files.flatMap(requestPathsOf).map((pattern) => ({ pattern, headers: [['Cache-Control', 'no-cache']] as [string, string][] }));
}

/** `rules` with a no-cache rule for each of `files` (written after the bundle: the prerendered pages), each path once. */
export function withHtmlCacheRules(rules: readonly HeaderRule[], files: readonly string[]): HeaderRule[] {
  const added = htmlCacheRules(files);
  const patterns = new Set(added.map((rule) => rule.pattern));
  return [...rules.filter((rule) => !patterns.has(rule.pattern)), ...added];
}

export function formatHeadersFile(rules: HeaderRule[]): string {
  const lines = ['# The portal\'s hosting headers (tools/vite/hostingHeaders.ts; docs/production-and-hosting.md "Hosting headers").'];
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

/** The headers a host sends for `path`: those of every matching rule (the rules never share a name for one path). */
export function headersForPath(rules: HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!matches(rule.pattern, path)) continue;
    for (const [name, value] of rule.headers) headers[name] = value;
  }
  return headers;
}
