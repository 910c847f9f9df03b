// @vitest-environment node
import { getDomain as listGetDomain } from 'tldts';
import { describe, expect, it } from 'vitest';
import { getDomain } from './mockPublicSuffix.ts';

describe("the mock build's tldts (the Public Suffix List's default rule)", () => {
  it.each(['127.0.0.1', 'localhost', '[::1]', 'portal.example.com', 'bisp.example.org', 'a.b.c.example.test', 'EXAMPLE.com.', 'com'])(
    'agrees with the whole list on %s, a host the portal is served from',
    (host) => {
      expect(getDomain(host)).toBe(listGetDomain(host, { allowIcannDomains: true, allowPrivateDomains: true }));
    },
  );

  it('differs only on a suffix of more than one label, which the list alone knows', () => {
    expect(listGetDomain('portal.example.co.uk')).toBe('example.co.uk');
    expect(getDomain('portal.example.co.uk')).toBe('co.uk');
  });
});
