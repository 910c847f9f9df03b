// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT_CSP_SOURCE } from './boot.ts';
import { contentSecurityPolicy, formatHeadersFile, headersForPath, hostingHeaderRules, parseHeadersFile, withHtmlCacheRules } from './hostingHeaders.ts';

const production = { apiOrigin: 'https://api.example.test', analytics: true };
const mock = { apiOrigin: null, analytics: false };
const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `))?.slice(name.length + 1).split(' ');

describe('the Content-Security-Policy shipped with a build', () => {
  it.each([
    ['production with analytics', production],
    ['production without analytics', { ...production, analytics: false }],
    ['mock mode', mock],
  ])('%s: scripts never inline or eval; no plugins, no <base>, no framing', (_name, input) => {
    const csp = contentSecurityPolicy(input);
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-eval'");
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'none'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('API calls go to the programme API origin (production) or the portal itself (mock); the portal\'s own origin for its service worker', () => {
    expect(directive(contentSecurityPolicy({ ...production, analytics: false }), 'connect-src')).toEqual(["'self'", 'https://api.example.test']);
    expect(directive(contentSecurityPolicy(mock), 'connect-src')).toEqual(["'self'"]);
  });

  it('the tag manager host is allowed only for a programme with analytics, never in mock mode', () => {
    expect(directive(contentSecurityPolicy(production), 'script-src')).toEqual(["'self'", BOOT_SCRIPT_CSP_SOURCE, 'https://www.googletagmanager.com']);
    expect(directive(contentSecurityPolicy({ ...production, analytics: false }), 'script-src')).toEqual(["'self'", BOOT_SCRIPT_CSP_SOURCE]);
    expect(directive(contentSecurityPolicy(mock), 'script-src')).toEqual(["'self'", BOOT_SCRIPT_CSP_SOURCE]);
  });

  it('one inline script is allowed, by its hash: the boot script of the prerendered pages', () => {
    const script = directive(contentSecurityPolicy(mock), 'script-src') ?? [];
    expect(script).not.toContain("'unsafe-inline'");
    expect(script.filter((source) => source.startsWith("'sha256-"))).toEqual([BOOT_SCRIPT_CSP_SOURCE]);
  });

  it('a worker from the portal\'s own origin only (the mock\'s in mock mode, the portal\'s in production)', () => {
    expect(directive(contentSecurityPolicy(mock), 'worker-src')).toEqual(["'self'"]);
    expect(directive(contentSecurityPolicy(production), 'worker-src')).toEqual(["'self'"]);
  });
});

describe('the _headers file', () => {
  const rules = hostingHeaderRules(production);

  it('reads back as written', () => {
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
  });

  it('hashed assets are cached for a year, immutable; the security headers apply to every path', () => {
    const asset = headersForPath(rules, '/assets/index-abc123.js');
    expect(asset['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(asset['Content-Security-Policy']).toBe(contentSecurityPolicy(production));
    const page = headersForPath(rules, '/prescriptions');
    expect(page['Cache-Control']).toBeUndefined();
    expect(page).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' });
    expect(page['Permissions-Policy']).toContain('camera=(self)');
    expect(page['Strict-Transport-Security']).toMatch(/^max-age=\d{8}/);
  });

  it('no two rules set the same header for one path (hosts would join both values)', () => {
    for (const path of ['/', '/index.html', '/login', '/login/', '/app.html', '/assets/a.js', '/assets/']) {
      const names = withHtmlCacheRules(rules, ['index.html', 'login/index.html', 'app.html']).filter((rule) => headersForPath([rule], path) && Object.keys(headersForPath([rule], path)).length > 0).flatMap((rule) => rule.headers.map(([name]) => name));
      expect(new Set(names).size, path).toBe(names.length);
    }
  });

  it('every HTML file the build writes is revalidated on each load, under each path a host answers it at', () => {
    const written = withHtmlCacheRules(rules, ['app.html', '404.html', 'index.html', 'login/index.html', 'privacy-policy/index.html']);
    for (const path of ['/', '/index.html', '/app.html', '/404.html', '/login', '/login/', '/login/index.html', '/privacy-policy']) {
      expect(headersForPath(written, path)['Cache-Control'], path).toBe('no-cache');
    }
    expect(headersForPath(written, '/assets/index-abc123.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    // A path the SPA fallback answers keeps the host's default for HTML.
    expect(headersForPath(written, '/prescriptions')['Cache-Control']).toBeUndefined();
    // index.html is not listed twice.
    expect(written.filter((rule) => rule.pattern === '/index.html')).toHaveLength(1);
    expect(parseHeadersFile(formatHeadersFile(written))).toEqual(written);
  });

  it('refuses a header line outside a path rule', () => {
    expect(() => parseHeadersFile('  X-Frame-Options: DENY\n')).toThrow(/outside a path/);
  });
});
