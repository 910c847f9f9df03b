import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './returnPath.ts';

describe('safeReturnPath: only same-origin paths are followed after sign-in (spec §4)', () => {
  it.each([
    ['/prescriptions', '/prescriptions'],
    ['/payment?transaction=success', '/payment?transaction=success'],
    ['/pharmacy/0597-0100-61', '/pharmacy/0597-0100-61'],
    ['/fill-history#latest', '/fill-history#latest'],
    ['/a/../prescriptions', '/prescriptions'],
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
    [undefined],
  ])('%j is ignored', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});
