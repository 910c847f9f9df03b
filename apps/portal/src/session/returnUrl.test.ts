import { describe, expect, it } from 'vitest';
import { loginPathFor, safeReturnPath } from './returnUrl.ts';

describe('loginPathFor', () => {
  it('encodes the original path and query', () => {
    expect(loginPathFor('/prescriptions', '?tab=x&y=1')).toBe('/login?returnUrl=%2Fprescriptions%3Ftab%3Dx%26y%3D1');
  });
});

describe('safeReturnPath: only same-origin paths are followed after sign-in', () => {
  it.each([
    ['/prescriptions', '/prescriptions'],
    ['/payment?transaction=success', '/payment?transaction=success'],
    ['/pharmacy/0597-0100-61', '/pharmacy/0597-0100-61'],
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
    [''],
    [null],
  ])('%j is ignored', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});
