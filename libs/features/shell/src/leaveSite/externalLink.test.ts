import { describe, expect, it } from 'vitest';
import { externalHttpUrl, isExternalHttpLink } from './externalLink.ts';

describe('isExternalHttpLink', () => {
  const host = 'portal.example.com';

  it.each([
    ['https://example.org/', true, 'another host over https'],
    ['http://example.org/path?q=1#x', true, 'another host over http'],
    ['//example.org/page', true, 'protocol-relative, another host'],
    ['https://EXAMPLE.org', true, 'host case does not matter'],
    ['https://www.portal.example.com/', true, 'a subdomain is another host'],
    ['https://portal.example.com:8443/', true, 'same name on another port is another host'],
    ['https://amazon.com/pharmacy', true, 'a pharmacy site'],
    ['https://portal.example.com/prescriptions', false, 'same host, absolute'],
    ['http://PORTAL.example.com/profile', false, 'same host, other case and protocol'],
    ['https://portal.example.com:443/', false, 'default port is the same host'],
    ['/prescriptions', false, 'relative path'],
    ['profile', false, 'relative name'],
    ['#main-content', false, 'fragment'],
    ['?transaction=success', false, 'query'],
    ['tel:+15555550100', false, 'tel: link'],
    ['mailto:help@example.org', false, 'mailto: link'],
    ['javascript:alert(1)', false, 'javascript: link'],
    ['ftp://example.org/file', false, 'not http(s)'],
    ['data:text/html,hi', false, 'data: URL'],
    ['http://', false, 'malformed'],
    ['', false, 'empty href (this page)'],
  ])('%s -> %s (%s)', (href, expected) => {
    expect(isExternalHttpLink(href, host)).toBe(expected);
  });

  it('compares with the port when the portal runs on one (vite preview on 127.0.0.1:4400)', () => {
    expect(isExternalHttpLink('http://127.0.0.1:4400/profile', '127.0.0.1:4400')).toBe(false);
    expect(isExternalHttpLink('http://127.0.0.1:4401/profile', '127.0.0.1:4400')).toBe(true);
    expect(isExternalHttpLink('https://example.org/', '127.0.0.1:4400')).toBe(true);
  });

  it('with no current host, only absolute http(s) links count', () => {
    expect(isExternalHttpLink('https://example.org/', '')).toBe(true);
    expect(isExternalHttpLink('/prescriptions', '')).toBe(false);
  });

  it('gives the host the modal names', () => {
    expect(externalHttpUrl('https://Example.org:8080/a?b', 'portal.example.com')?.host).toBe('example.org:8080');
    expect(externalHttpUrl('https://example.org/a', 'portal.example.com')?.href).toBe('https://example.org/a');
  });
});
