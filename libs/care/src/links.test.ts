import { describe, expect, it } from 'vitest';
import { serverLinkOf } from './links.ts';

const PORTAL = 'portal.example.org';
/** The programme's receipt hosts (`receiptHosts` in program.json). */
const HOSTS = ['receipts.example.com', 'portal.example.org'];
const linkOf = (value: string | null | undefined, portalHost = PORTAL, hosts: readonly string[] = HOSTS) => serverLinkOf(value, { portalHost, hosts });

describe('serverLinkOf: a receipt link is https, on a host of the programme\'s list, off the portal host, or no link at all', () => {
  it.each([
    ['https://receipts.example.com/r/TX-2001', 'https://receipts.example.com/r/TX-2001'],
    ['  https://receipts.example.com/r/1  ', 'https://receipts.example.com/r/1'],
    ['HTTPS://Receipts.Example.com/r?id=1#top', 'https://receipts.example.com/r?id=1#top'],
    ['https://receipts.example.com:443/r', 'https://receipts.example.com/r'],
  ])('%j → %j', (value, expected) => {
    expect(linkOf(value)).toBe(expected);
  });

  it.each([
    [null, 'none'],
    [undefined, 'none'],
    ['', 'empty'],
    ['   ', 'blank'],
    ['javascript:alert(document.cookie)', 'script in the page'],
    ['JaVaScRiPt:alert(1)', 'script, any case'],
    ['data:text/html,<script>alert(1)</script>', 'a data URL'],
    ['vbscript:msgbox(1)', 'another script scheme'],
    ['http://receipts.example.com/r/1', 'plain http: readable and changeable on the way'],
    ['ftp://receipts.example.com/r/1', 'not the web'],
    ['blob:https://receipts.example.com/1', 'a blob'],
    ['/receipts/1', 'relative: a portal page'],
    ['//receipts.example.com/r', 'scheme-relative'],
    ['receipts.example.com/r', 'no scheme'],
    ['https://user:secret@receipts.example.com/r', 'credentials'],
    ['https://user@receipts.example.com/r', 'a user name'],
    ['https://:secret@receipts.example.com/r', 'a password alone'],
    ['https://receipts.example.com:8443/r', 'a listed host on another port: another origin than the one listed'],
    ['https://phish.example.net/r/TX-2001', 'a host the programme does not list'],
    ['https://receipts.example.com.evil.example/r', 'a listed host as the start of another'],
    ['https://evil-receipts.example.com/r', 'a listed host as the end of another'],
    ['https://sub.receipts.example.com/r', 'a subdomain of a listed host'],
    ['https://portal.example.org/logout', 'the portal itself, even listed: the modal would not ask'],
    ['https://PORTAL.example.org:443/prescriptions', 'the portal, written otherwise'],
    ['https://', 'no host'],
    ['https://exa mple.com/', 'unparsable'],
  ] as const)('%j (%s) is no link', (value, _why) => {
    expect(linkOf(value)).toBeNull();
  });

  it('a programme that lists no receipt host shows no receipt link at all', () => {
    expect(linkOf('https://receipts.example.com/r/TX-2001', PORTAL, [])).toBeNull();
  });

  it('compares with the listed hosts in any case, and with the portal host as location.host gives it', () => {
    expect(linkOf('https://receipts.example.com/r', PORTAL, ['Receipts.Example.COM'])).toBe('https://receipts.example.com/r');
    expect(linkOf('https://127.0.0.1/r', '127.0.0.1', ['127.0.0.1'])).toBeNull();
    expect(linkOf('https://portal.example.org/r', 'Portal.Example.org')).toBeNull();
  });
});
