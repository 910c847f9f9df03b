// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routeTable } from '../src/routeTable.ts';
import { BOOT_SCRIPT_CSP_SOURCE, BOOT_TRUSTED_TYPES_POLICY } from './boot.ts';
import { MOCK_WORKER_TRUSTED_TYPES_POLICY, contentSecurityPolicy, formatHeadersFile, headerPatternsOf, headersForPath, hostingHeaderRules, parseHeadersFile, type BuiltDocuments } from './hostingHeaders.ts';

const production = { apiOrigin: 'https://api.example.test', analytics: true };
const mock = { apiOrigin: null, analytics: false };
const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `))?.slice(name.length + 1).split(' ');
const TAG_HOST = /googletagmanager|google-analytics|analytics\.google/;

/** What prerender.ts hands over for a build of every route: the pages it writes and the routes app.html answers. */
const documents: BuiltDocuments = {
  public: ['index.html', 'privacy-policy/index.html', 'hipaa-practices/index.html', 'terms-of-use/index.html', 'language-assistance/index.html', '404.html'],
  personal: ['login/index.html', 'app.html'],
  personalRoutes: routeTable.map((route) => route.path).filter((path) => !['/', '/login', '/privacy-policy', '/hipaa-practices', '/terms-of-use', '/language-assistance'].includes(path)),
  otherFiles: ['mockServiceWorker.js'],
};

describe('the Content-Security-Policy shipped with a build', () => {
  it.each([
    ['production with analytics', production],
    ['production without analytics', { ...production, analytics: false }],
    ['mock mode', mock],
  ])('%s: scripts never inline or eval; no plugins, no <base>, no framing; in both kinds of document', (_name, input) => {
    for (const kind of ['public', 'personal'] as const) {
      const csp = contentSecurityPolicy(input, kind);
      expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
      expect(directive(csp, 'script-src')).not.toContain("'unsafe-eval'");
      expect(directive(csp, 'default-src')).toEqual(["'self'"]);
      expect(directive(csp, 'object-src')).toEqual(["'none'"]);
      expect(directive(csp, 'base-uri')).toEqual(["'none'"]);
      expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    }
  });

  it('API calls go to the programme API origin (production) or the portal itself (mock); the portal\'s own origin for its service worker', () => {
    expect(directive(contentSecurityPolicy(production, 'personal'), 'connect-src')).toEqual(["'self'", 'https://api.example.test']);
    expect(directive(contentSecurityPolicy(mock, 'personal'), 'connect-src')).toEqual(["'self'"]);
  });

  it('the tag hosts only in a public document of a programme with analytics, never in mock mode', () => {
    expect(directive(contentSecurityPolicy(production, 'public'), 'script-src')).toEqual(["'self'", BOOT_SCRIPT_CSP_SOURCE, 'https://www.googletagmanager.com/gtm.js', 'https://www.googletagmanager.com/gtag/js']);
    expect(directive(contentSecurityPolicy(production, 'public'), 'connect-src')).toContain('https://www.google-analytics.com');
    expect(directive(contentSecurityPolicy({ ...production, analytics: false }, 'public'), 'script-src')).toEqual(["'self'", BOOT_SCRIPT_CSP_SOURCE]);
    expect(directive(contentSecurityPolicy(mock, 'public'), 'script-src')).toEqual(["'self'", BOOT_SCRIPT_CSP_SOURCE]);
  });

  it('the personal document (the sign-in page, app.html) names no tag host in any directive', () => {
    const personal = contentSecurityPolicy(production, 'personal');
    expect(personal).not.toMatch(TAG_HOST);
    expect(directive(personal, 'script-src')).toEqual(["'self'", BOOT_SCRIPT_CSP_SOURCE]);
    expect(directive(personal, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directive(personal, 'connect-src')).toEqual(["'self'", 'https://api.example.test']);
    // Apart from the tag hosts and Trusted Types, the two policies are the same.
    expect(contentSecurityPolicy(production, 'public').replace(/ https:\/\/[^ ;]*(google)[^ ;]*/g, '')).toBe(personal.replace(/; (require-trusted-types-for|trusted-types) [^;]*/g, ''));
  });

  it('the personal document requires Trusted Types for every script sink, with only the portal\'s own policies; the public one does not (its tags load their way)', () => {
    for (const [input, policies] of [
      [production, [BOOT_TRUSTED_TYPES_POLICY]],
      [{ ...production, analytics: false }, [BOOT_TRUSTED_TYPES_POLICY]],
      // MSW registers its worker with a plain string: the mock's own policy, in mock builds only.
      [mock, [BOOT_TRUSTED_TYPES_POLICY, MOCK_WORKER_TRUSTED_TYPES_POLICY]],
    ] as const) {
      for (const meta of [false, true]) {
        const personal = contentSecurityPolicy(input, 'personal', { meta });
        expect(directive(personal, 'require-trusted-types-for')).toEqual(["'script'"]);
        // No 'default' policy (it would take any string at any sink), no 'allow-duplicates' (a second
        // policy under a name the portal uses), no wildcard.
        expect(directive(personal, 'trusted-types')).toEqual(policies);
        const publicPolicy = contentSecurityPolicy(input, 'public', { meta });
        expect(directive(publicPolicy, 'require-trusted-types-for')).toBeUndefined();
        expect(directive(publicPolicy, 'trusted-types')).toBeUndefined();
      }
    }
  });

  it('one inline script is allowed, by its hash: the boot script of the built pages', () => {
    const script = directive(contentSecurityPolicy(mock, 'public'), 'script-src') ?? [];
    expect(script).not.toContain("'unsafe-inline'");
    expect(script.filter((source) => source.startsWith("'sha256-"))).toEqual([BOOT_SCRIPT_CSP_SOURCE]);
  });

  it('a worker from the portal\'s own origin only (the mock\'s in mock mode, the portal\'s in production)', () => {
    expect(directive(contentSecurityPolicy(mock, 'personal'), 'worker-src')).toEqual(["'self'"]);
    expect(directive(contentSecurityPolicy(production, 'personal'), 'worker-src')).toEqual(["'self'"]);
  });

  it('as a page\'s own <meta>: the same policy without frame-ancestors, which a <meta> cannot carry', () => {
    for (const kind of ['public', 'personal'] as const) {
      const meta = contentSecurityPolicy(production, kind, { meta: true });
      expect(directive(meta, 'frame-ancestors')).toBeUndefined();
      expect(`${meta}; frame-ancestors 'none'`).toBe(contentSecurityPolicy(production, kind));
    }
  });
});

describe('the _headers file', () => {
  const rules = hostingHeaderRules(production, documents);
  const csp = (path: string) => headersForPath(rules, path)['Content-Security-Policy'];

  it('reads back as written', () => {
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
  });

  it('the public documents\' paths carry the public policy; the sign-in page, app.html and every page app.html answers the personal one', () => {
    for (const path of ['/', '/index.html', '/privacy-policy', '/privacy-policy/', '/privacy-policy/index.html', '/hipaa-practices', '/terms-of-use/', '/404.html']) {
      expect(csp(path), path).toBe(contentSecurityPolicy(production, 'public'));
    }
    for (const path of [
      '/login', '/login/', '/login/index.html', '/app.html', '/verification', '/login-error', '/logout', '/profile-error', '/missing-information-start',
      '/missing-information-insurance/', '/missing-information-success', '/prescriptions', '/prescriptions/', '/onboarding', '/profile', '/contact-us',
      '/pharmacy/RX-1003', '/pharmacy-instructions/healthdyne', '/payment', '/fill-history', '/update-shipping-address', '/assets/logo-abc123.svg', '/mockServiceWorker.js',
    ]) {
      expect(csp(path), path).toBe(contentSecurityPolicy(production, 'personal'));
      expect(csp(path), path).not.toMatch(TAG_HOST);
    }
  });

  it('every route of the portal is a page of one kind of document: the public ones are the landing page and the informational pages', () => {
    for (const route of routeTable) {
      const path = route.path.replace(/:\w+/, 'x');
      const publicDocument = route.page === 'landing' || route.layout === 'informational';
      expect(csp(path), route.path).toBe(contentSecurityPolicy(production, publicDocument ? 'public' : 'personal'));
    }
  });

  it('a path no rule can name (a mistyped address, answered by app.html) gets no header policy: the page\'s own <meta> covers it', () => {
    expect(csp('/no-such-page')).toBeUndefined();
    expect(headersForPath(rules, '/no-such-page')).toMatchObject({ 'X-Frame-Options': 'DENY', 'X-Content-Type-Options': 'nosniff' });
  });

  it('hashed assets are cached for a year, immutable; the security headers apply to every path', () => {
    const asset = headersForPath(rules, '/assets/index-abc123.js');
    expect(asset['Cache-Control']).toBe('public, max-age=31536000, immutable');
    const page = headersForPath(rules, '/prescriptions');
    expect(page['Cache-Control']).toBeUndefined();
    expect(page).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' });
    expect(page['Permissions-Policy']).toContain('camera=(self)');
    expect(page['Strict-Transport-Security']).toMatch(/^max-age=\d{8}/);
  });

  it('every document, of either kind and at any address, is alone in its browsing context group (Cross-Origin-Opener-Policy: same-origin)', () => {
    for (const input of [production, mock]) {
      const built = parseHeadersFile(formatHeadersFile(hostingHeaderRules(input, documents)));
      for (const path of ['/', '/index.html', '/privacy-policy/', '/404.html', '/login', '/app.html', '/prescriptions', '/pharmacy/RX-1003', '/payment', '/fill-history', '/no-such-page', '/logout', '/offline.html', '/demo-checkout.html']) {
        expect(headersForPath(built, path)['Cross-Origin-Opener-Policy'], path).toBe('same-origin');
      }
    }
  });

  it('/logout, and only /logout, asks the browser to clear the portal\'s cache and storage (Clear-Site-Data), in every build', () => {
    for (const input of [production, mock]) {
      const built = parseHeadersFile(formatHeadersFile(hostingHeaderRules(input, documents)));
      for (const path of ['/logout', '/logout/']) expect(headersForPath(built, path)['Clear-Site-Data'], path).toBe('"cache", "storage"');
      for (const path of ['/', '/index.html', '/login', '/prescriptions', '/app.html', '/assets/index-abc123.js', '/logout-now']) {
        expect(headersForPath(built, path)['Clear-Site-Data'], path).toBeUndefined();
      }
    }
  });

  it('no two rules set the same header for one path (hosts would join both values)', () => {
    const paths = ['/', '/index.html', '/login', '/login/', '/app.html', '/404.html', '/assets/a.js', '/assets/', '/prescriptions', '/pharmacy/x', '/pharmacy', '/no-such-page', '/mockServiceWorker.js', '/logout', '/logout/'];
    for (const path of paths) {
      const names = rules.flatMap((rule) => (Object.keys(headersForPath([rule], path)).length > 0 ? rule.headers.map(([name]) => name) : []));
      expect(new Set(names).size, path).toBe(names.length);
    }
    // And the matcher joins, as those hosts do, so an overlap would show in every e2e run.
    expect(headersForPath([{ pattern: '/*', headers: [['X-A', '1']] }, { pattern: '/a', headers: [['X-A', '2']] }], '/a')['X-A']).toBe('1, 2');
  });

  it('every HTML file the build writes is revalidated on each load, under each path a host answers it at', () => {
    for (const path of ['/', '/index.html', '/app.html', '/404.html', '/login', '/login/', '/login/index.html', '/privacy-policy']) {
      expect(headersForPath(rules, path)['Cache-Control'], path).toBe('no-cache');
    }
    // A path the SPA fallback answers keeps the host's default for HTML.
    expect(headersForPath(rules, '/prescriptions')['Cache-Control']).toBeUndefined();
    expect(rules.filter((rule) => rule.pattern === '/index.html')).toHaveLength(1);
  });

  it('before the pages are written, the landing page is the only document', () => {
    const bundleOnly = hostingHeaderRules(mock);
    expect(headersForPath(bundleOnly, '/')['Content-Security-Policy']).toBe(contentSecurityPolicy(mock, 'public'));
    expect(headersForPath(bundleOnly, '/login')['Content-Security-Policy']).toBeUndefined();
  });

  it('a page path\'s patterns: with and without its trailing slash; a parameter covers what follows', () => {
    expect(headerPatternsOf('/profile')).toEqual(['/profile', '/profile/']);
    expect(headerPatternsOf('/pharmacy/:prescriptionId')).toEqual(['/pharmacy/*']);
  });

  it('refuses a header line outside a path rule', () => {
    expect(() => parseHeadersFile('  X-Frame-Options: DENY\n')).toThrow(/outside a path/);
  });
});
