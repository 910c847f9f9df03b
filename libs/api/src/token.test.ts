import { describe, expect, it } from 'vitest';
import { ASSUMED_TOKEN_LIFETIME_MS, readTokenExpiry, tokenExpiry } from './access.ts';

/** A JWT-shaped token with this payload (base64url, no padding, as servers send it). */
const jwt = (payload: unknown) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.signature`;

describe('readTokenExpiry (access-and-identity §4: when the token expires)', () => {
  it('reads exp (seconds) as milliseconds since the epoch', () => {
    expect(readTokenExpiry(jwt({ exp: 1_718_452_800 }))).toBe(1_718_452_800_000);
  });

  it('reads a payload whose base64url uses "-" and "_" (the characters "+" and "/" become)', () => {
    const token = jwt({ exp: 1_718_452_800, sub: '???>>>' });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(readTokenExpiry(token)).toBe(1_718_452_800_000);
  });

  it.each([1, 2, 3])('reads a payload of any length, though base64url drops the padding (%i)', (extra) => {
    const token = jwt({ exp: 1_718_452_800, sub: 'x'.repeat(extra) });
    expect(readTokenExpiry(token)).toBe(1_718_452_800_000);
  });

  it('reads an exp at the last date a Date can hold, and before the first', () => {
    expect(readTokenExpiry(jwt({ exp: 8.64e12 }))).toBe(8.64e15);
    expect(readTokenExpiry(jwt({ exp: -8.64e12 }))).toBe(-8.64e15);
  });

  it.each([
    ['an opaque token', 'opaque-token'],
    ['an empty payload', 'header..signature'],
    ['an empty token', ''],
    ['a payload that is not base64', 'header.%%%.signature'],
    ['a payload that is not JSON', `header.${Buffer.from('not json').toString('base64url')}.signature`],
    ['no exp', jwt({ sub: 'patient' })],
    ['exp as text', jwt({ exp: '1718452800' })],
    ['exp null', jwt({ exp: null })],
    ['an exp too large to be a number', `header.${Buffer.from('{"exp":1e400}').toString('base64url')}.signature`],
    // Found by the property tests: a finite exp that is ±Infinity in milliseconds, or past what a Date holds.
    ['an exp that overflows to Infinity in milliseconds', jwt({ exp: 1e306 })],
    ['an exp that overflows to -Infinity in milliseconds', jwt({ exp: -1e306 })],
    ['an exp past the last date a Date can hold', jwt({ exp: 8.64e12 + 1 })],
    ['a payload that is JSON null', `header.${Buffer.from('null').toString('base64url')}.signature`],
  ])('%s has no readable expiry', (_name, token) => {
    expect(readTokenExpiry(token)).toBeNull();
  });
});

describe('tokenExpiry: when the session must renew a token it was given', () => {
  const issuedAt = 1_718_452_000_000;

  it("is the token's own exp when it has one, however far from the assumed lifetime", () => {
    expect(tokenExpiry(jwt({ exp: 1_718_452_800 }), issuedAt)).toBe(1_718_452_800_000);
    expect(tokenExpiry(jwt({ exp: 1_718_452_060 }), issuedAt)).toBe(1_718_452_060_000);
  });

  it('is 240 s after issue for a token without a readable exp, so the 60 s check renews it in time', () => {
    expect(ASSUMED_TOKEN_LIFETIME_MS).toBe(240_000);
    expect(tokenExpiry('opaque-token', issuedAt)).toBe(issuedAt + 240_000);
    expect(tokenExpiry(jwt({ exp: 'soon' }), issuedAt)).toBe(issuedAt + 240_000);
  });
});
