import { describe, expect, it } from 'vitest';
import { CODE_LENGTH, isCompleteCode, normalizeCodeInput, validateCode } from './code.ts';
import { itMapsEach } from '@portal/testing/table';

describe('validateCode (spec §5 Code: exactly 6 digits)', () => {
  it.each([
    ['123456', null],
    ['000000', null],
    ['12345', 'codeInvalid'],
    ['1234567', 'codeInvalid'],
    ['12345a', 'codeInvalid'],
    [' 123456', 'codeInvalid'],
    ['12 456', 'codeInvalid'],
    ['', 'codeInvalid'],
  ])('%j -> %s', (value, expected) => {
    expect(validateCode(value)).toBe(expected);
    expect(isCompleteCode(value)).toBe(expected === null);
  });

  it('is six digits long', () => {
    expect(CODE_LENGTH).toBe(6);
  });
});

describe('normalizeCodeInput (spec §2 box behaviour)', () => {
  itMapsEach(normalizeCodeInput, '%j -> %j', [
    ['12a3', '123'],
    ['1 2-3 4', '1234'],
    ['12345678', '123456'],
    ['abc', ''],
  ]);
});
