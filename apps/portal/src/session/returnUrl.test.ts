import { describe, expect, it } from 'vitest';
import { loginPathFor } from './returnUrl.ts';

describe('loginPathFor', () => {
  it('encodes the original path and query', () => {
    expect(loginPathFor('/prescriptions', '?tab=x&y=1')).toBe('/login?returnUrl=%2Fprescriptions%3Ftab%3Dx%26y%3D1');
  });

  it('asked from the sign-in page, keeps its address: the sign-in is never its own return URL', () => {
    expect(loginPathFor('/login', '?returnUrl=%2Fprofile')).toBe('/login?returnUrl=%2Fprofile');
    expect(loginPathFor('/login')).toBe('/login');
  });
});
