import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './returnPath.ts';

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
