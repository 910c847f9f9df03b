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
