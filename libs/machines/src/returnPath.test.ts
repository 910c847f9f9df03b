import { describe, expect, it } from 'vitest';
import { NEVER_RETURN_PATHS, safeReturnPath } from './returnPath.ts';

describe('safeReturnPath: only same-origin paths are followed after sign-in (spec §4)', () => {
  it.each([
    ['/prescriptions', '/prescriptions'],
    ['/payment?transaction=success', '/payment?transaction=success'],
    ['/pharmacy/0597-0100-61', '/pharmacy/0597-0100-61'],
    ['/fill-history#latest', '/fill-history#latest'],
    ['/a/../prescriptions', '/prescriptions'],
    ['/./prescriptions', '/prescriptions'],
    ['/contact-us?topic=a%2Fb', '/contact-us?topic=a%2Fb'],
    ['/pharmacy/CVS%20Pharmacy', '/pharmacy/CVS%20Pharmacy'],
  ])('%s is kept', (raw, kept) => {
    expect(safeReturnPath(raw)).toBe(kept);
  });

  it.each([
    ['//evil.example/phish'],
    ['/\\evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['evil.example'],
    // Each of these passes the one-leading-slash test as given, then normalises to another host.
    ['/.//evil.example'],
    ['/./%2F/evil.example'],
    ['/a/..//evil.example'],
    ['/%2e//evil.example'],
    ['/%2E%2E//evil.example'],
    ['/./\\evil.example'],
    ['/%5Cevil.example'],
    ['/%2F%2Fevil.example'],
    ['/%E0%A4%A'],
    [''],
    [null],
    [undefined],
  ])('%j is ignored', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('safeReturnPath: each part of the same-origin rule (access-and-identity §4)', () => {
  it.each([
    ['not starting with "/"', ['prescriptions', ' /prescriptions', '?returnUrl=/x', '#/prescriptions']],
    ['protocol-relative', ['//evil.example', '///evil.example', '//']],
    ['backslash after the slash', ['/\\evil.example', '/\\\\evil.example', '\\\\evil.example']],
    ['an absolute URL', ['https://evil.example/prescriptions', 'HTTPS://portal.example/prescriptions', 'data:text/html,<script>alert(1)</script>', 'mailto:someone@example.com']],
    ['a control character anywhere', ['/prescriptions\u0000', '/pre\u001fscriptions', '/prescriptions\u007f', '/\r/evil.example']],
    ['encoded slashes or backslashes that decode to another host', ['/%2fevil.example', '/%2F%2Fevil.example', '/%5C%5Cevil.example', '/%5cevil.example']],
    ['a malformed escape', ['/%', '/%zz', '/prescriptions/%E0%A4%A']],
    ['no value (not a string)', [null, undefined, '']],
  ] as Array<[string, Array<string | null | undefined>]>)('%s is ignored', (_rule, values) => {
    for (const value of values) expect(safeReturnPath(value), String(value)).toBeNull();
  });

  it.each([
    ['/', '/'],
    ['/pharmacy/CVS Pharmacy', '/pharmacy/CVS%20Pharmacy'], // a space (just above the control characters) is fine
    ['/~patient', '/~patient'], // "~" (just below DEL) is fine
    ['/prescriptions?next=//evil.example', '/prescriptions?next=//evil.example'], // a "//" in the query stays in the query
    ['/prescriptions#//evil.example', '/prescriptions#//evil.example'],
    ['/a/b/../../prescriptions?x=1#top', '/prescriptions?x=1#top'],
    ['/profile/%2Fsettings', '/profile/%2Fsettings'], // an encoded slash after the first segment is a path, not a host
    ['/prescriptions//', '/prescriptions//'], // "//" after the first segment is still this portal's page
    ['/prescriptions/\\', '/prescriptions//'], // so is a backslash there (URL parsers read it as "/")
  ])('%j is kept as %j', (raw, kept) => {
    expect(safeReturnPath(raw)).toBe(kept);
  });
});

describe('safeReturnPath: pages a sign-in never returns to (security review: returnUrl=/logout signed the patient out again)', () => {
  it('lists signing out, the sign-in pages and the wizard\'s review, end and interim pages', () => {
    expect(NEVER_RETURN_PATHS).toEqual([
      '/logout',
      '/login',
      '/login-error',
      '/profile-error',
      '/verification',
      '/missing-information-review',
      '/missing-information-success',
      '/missing-information-interim',
    ]);
  });

  it.each(NEVER_RETURN_PATHS)('%s is refused (home instead)', (path) => {
    expect(safeReturnPath(path)).toBeNull();
    expect(safeReturnPath(`${path}?returnUrl=/prescriptions`)).toBeNull();
  });

  it.each([
    // The router matches case-insensitively and with a trailing slash, so the rule does too.
    ['/LOGOUT'],
    ['/Logout/'],
    ['/logout//'],
    ['/logout#top'],
    ['/./logout'],
    ['/a/../logout'],
    ['/%6Cogout'], // decodes to /logout
    ['/Missing-Information-Success'],
    ['/login?returnUrl=%2Flogout'],
  ])('%j is refused: it still names one of them', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it.each([
    ['/logout-help', '/logout-help'],
    ['/prescriptions?next=/logout', '/prescriptions?next=/logout'],
    ['/missing-information-start', '/missing-information-start'],
    ['/missing-information-address', '/missing-information-address'],
    ['/onboarding', '/onboarding'],
  ])('%j is another page: kept as %j', (raw, kept) => {
    expect(safeReturnPath(raw)).toBe(kept);
  });
});

/**
 * Attack strings, each with what the patient gets: the same-origin path a browser would open, or
 * null ("go home"). The value is what URLSearchParams decoded from `returnUrl`, so "%252F" here is a
 * double-encoded slash in the address bar; it is not decoded again and stays a path on the portal.
 */
const LONG_SEGMENT = 'a'.repeat(10_000);
const attackTable: Array<{ name: string; raw: string; expected: string | null }> = [
  // Percent-encoded and double-encoded slashes and backslashes.
  { name: 'encoded "//" without the leading slash', raw: '%2F%2Fevil.example', expected: null },
  { name: 'encoded "//" after the slash, lower case', raw: '/%2f%2fevil.example', expected: null },
  { name: 'encoded backslash alone', raw: '/%5C', expected: null },
  { name: 'encoded backslashes, lower case', raw: '/%5c%5cevil.example', expected: null },
  { name: 'encoded backslash then slash', raw: '/%5C/evil.example', expected: null },
  { name: 'double-encoded "//" stays an encoded path here', raw: '/%252F%252Fevil.example', expected: '/%252F%252Fevil.example' },
  { name: 'double-encoded backslashes stay an encoded path here', raw: '/%255C%255Cevil.example', expected: '/%255C%255Cevil.example' },
  { name: 'double-encoded "//" without the leading slash', raw: '%252F%252Fevil.example', expected: null },
  // Backslashes.
  { name: 'two backslashes', raw: '\\\\evil.example', expected: null },
  { name: 'backslash then slash', raw: '\\/evil.example', expected: null },
  { name: 'slash, backslash, slash', raw: '/\\/evil.example', expected: null },
  { name: 'slash then two backslashes', raw: '/\\\\evil.example', expected: null },
  // Tabs, newlines and CR inside "//", raw and encoded.
  { name: 'tab between the slashes', raw: '/\t/evil.example', expected: null },
  { name: 'CR LF between the slashes', raw: '/\r\n/evil.example', expected: null },
  { name: 'encoded tab between the slashes (decodes to "/\\t/", which a URL parser reads as "//")', raw: '/%09/evil.example', expected: null },
  { name: 'encoded newline between the slashes', raw: '/%0a/evil.example', expected: null },
  { name: 'encoded CR LF (header-injection shape)', raw: '/%0D%0ASet-Cookie:x=1', expected: null },
  { name: 'encoded NUL', raw: '/prescriptions%00', expected: null },
  { name: 'leading tab before "//"', raw: '\t//evil.example', expected: null },
  // Script and data schemes in any case, with leading whitespace or an encoded colon.
  { name: 'javascript: upper case', raw: 'JAVASCRIPT:alert(1)', expected: null },
  { name: 'javascript: after spaces', raw: '   javascript:alert(1)', expected: null },
  { name: 'javascript: after a tab', raw: '\tjavascript:alert(1)', expected: null },
  { name: 'javascript: after a newline', raw: '\njavascript:alert(1)', expected: null },
  { name: 'javascript with an encoded colon', raw: 'javascript%3Aalert(1)', expected: null },
  { name: 'javascript with a tab inside the scheme', raw: 'java\tscript:alert(1)', expected: null },
  { name: 'data: mixed case', raw: 'DaTa:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', expected: null },
  { name: 'vbscript: mixed case', raw: 'VbScRiPt:msgbox(1)', expected: null },
  { name: '"javascript:" as a path segment is only a page of the portal', raw: '/javascript:alert(1)', expected: '/javascript:alert(1)' },
  // Userinfo.
  { name: 'userinfo after "//"', raw: '//user@evil.example', expected: null },
  { name: 'userinfo in an absolute URL naming the portal', raw: 'https://portal.example@evil.example/', expected: null },
  { name: 'userinfo after "/\\"', raw: '/\\portal.example@evil.example', expected: null },
  { name: '"@" at the start of a path is a page of the portal', raw: '/@evil.example', expected: '/@evil.example' },
  // IDN and Unicode lookalikes: the URL parser percent-encodes them in a path; no host is read.
  { name: 'full-width solidus "／／" (not "/")', raw: '\uFF0F\uFF0Fevil.example', expected: null },
  { name: 'full-width solidus after the slash stays encoded', raw: '/\uFF0Fevil.example', expected: '/%EF%BC%8Fevil.example' },
  { name: 'full-width reverse solidus after the slash stays encoded', raw: '/\uFF3Cevil.example', expected: '/%EF%BC%BCevil.example' },
  { name: 'ideographic full stop after the slash stays encoded', raw: '/\u3002evil', expected: '/%E3%80%82evil' },
  { name: 'ideographic full stop in a protocol-relative host', raw: '//evil\u3002example', expected: null },
  { name: 'punycode host, protocol-relative', raw: '//xn--80ak6aa92e.com/', expected: null },
  { name: 'punycode host, absolute', raw: 'https://xn--pple-43d.com/', expected: null },
  { name: 'a punycode-looking segment is a page of the portal', raw: '/xn--80ak6aa92e.com', expected: '/xn--80ak6aa92e.com' },
  { name: 'RTL override stays encoded', raw: '/\u202Eelpmaxe.live', expected: '/%E2%80%AEelpmaxe.live' },
  { name: 'zero-width space between the slashes stays encoded', raw: '/\u200B/evil.example', expected: '/%E2%80%8B/evil.example' },
  { name: 'combining accent stays encoded', raw: '/e\u0301vil', expected: '/e%CC%81vil' },
  // ".." traversal to "//".
  { name: 'two ".." then "//"', raw: '/../..//evil.example', expected: null },
  { name: 'deep ".." then "//"', raw: '/a/b/../../..//evil.example', expected: null },
  { name: 'encoded dots ".." then "//"', raw: '/%2e%2e/%2E%2E//evil.example', expected: null },
  { name: 'mixed ".%2e" then encoded slash', raw: '/.%2e/%2F/evil.example', expected: null },
  { name: '".." with encoded slashes (decodes to "/../..//evil.example")', raw: '/..%2F..%2F/evil.example', expected: null },
  { name: 'a segment, then ".." with encoded slashes', raw: '/a/..%2F..%2F/evil.example', expected: null },
  // Protocol-relative with many slashes; mixed case.
  { name: 'three slashes', raw: '///evil.example', expected: null },
  { name: 'five slashes', raw: '/////evil.example', expected: null },
  { name: '5,000 slashes', raw: `${'/'.repeat(5_000)}evil.example`, expected: null },
  { name: 'absolute URL, mixed case scheme', raw: 'HtTpS://evil.example/', expected: null },
  { name: 'special scheme with one slash', raw: 'http:/evil.example', expected: null },
  { name: 'an absolute URL as a path segment is a page of the portal', raw: '/http://evil.example', expected: '/http://evil.example' },
  { name: 'upper-case path survives as given', raw: '/PRESCRIPTIONS', expected: '/PRESCRIPTIONS' },
  // Very long strings.
  { name: 'a 10,001-character path survives', raw: `/${LONG_SEGMENT}`, expected: `/${LONG_SEGMENT}` },
  { name: 'a 10,000-character query survives', raw: `/prescriptions?q=${LONG_SEGMENT}`, expected: `/prescriptions?q=${LONG_SEGMENT}` },
  { name: 'a 10,000-character host', raw: `//${LONG_SEGMENT}.example`, expected: null },
  // Empty, whitespace-only, "?" or "#" only.
  { name: 'empty', raw: '', expected: null },
  { name: 'spaces only', raw: '   ', expected: null },
  { name: 'a tab only', raw: '\t', expected: null },
  { name: 'a newline only', raw: '\n', expected: null },
  { name: '"?" only', raw: '?', expected: null },
  { name: '"#" only', raw: '#', expected: null },
  { name: 'a query only', raw: '?returnUrl=/prescriptions', expected: null },
  { name: '"/?" is the home path', raw: '/?', expected: '/' },
  { name: '"/#" is the home path', raw: '/#', expected: '/' },
  { name: 'a space then "//" stays an encoded path', raw: '/ //evil.example', expected: '/%20//evil.example' },
  // Legitimate paths survive exactly.
  { name: 'My Prescriptions', raw: '/prescriptions', expected: '/prescriptions' },
  { name: 'payment with a query and a hash', raw: '/payment?x=1#y', expected: '/payment?x=1#y' },
  { name: 'pharmacy by NDC', raw: '/pharmacy/0597-0100-61', expected: '/pharmacy/0597-0100-61' },
  { name: 'payment return', raw: '/payment?transaction=success', expected: '/payment?transaction=success' },
  { name: 'fill history', raw: '/fill-history', expected: '/fill-history' },
  { name: 'onboarding', raw: '/onboarding', expected: '/onboarding' },
];

describe('safeReturnPath: attack strings (access-and-identity §4)', () => {
  it('the table names each case once', () => {
    expect(new Set(attackTable.map((row) => row.name)).size).toBe(attackTable.length);
    expect(new Set(attackTable.map((row) => row.raw)).size).toBe(attackTable.length);
  });

  it.each(attackTable)('$name', ({ raw, expected }) => {
    const result = safeReturnPath(raw);
    expect(result).toBe(expected);
    if (result !== null) {
      // Whatever is kept, a browser resolves on the portal's origin, at exactly that path.
      const resolved = new URL(result, 'https://portal.example');
      expect(resolved.origin).toBe('https://portal.example');
      expect(`${resolved.pathname}${resolved.search}${resolved.hash}`).toBe(result);
    }
  });
});
