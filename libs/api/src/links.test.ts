import { describe, expect, it } from 'vitest';
import { serverLinkOf } from './links.ts';

const PORTAL = 'portal.example.org';

describe('serverLinkOf: a receipt link is https, off the portal host, or no link at all', () => {
  it.each([
    ['https://receipts.example.com/r/TX-2001', 'https://receipts.example.com/r/TX-2001'],
    ['  https://receipts.example.com/r/1  ', 'https://receipts.example.com/r/1'],
    ['HTTPS://Receipts.Example.com/r?id=1#top', 'https://receipts.example.com/r?id=1#top'],
    ['https://receipts.example.com:8443/r', 'https://receipts.example.com:8443/r'],
    // Same host name, another port: another origin, so the leave-site modal asks.
    ['https://portal.example.org:8443/r', 'https://portal.example.org:8443/r'],
  ])('%j → %j', (value, expected) => {
    expect(serverLinkOf(value, PORTAL)).toBe(expected);
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
    ['https://portal.example.org/logout', 'the portal itself: the modal would not ask'],
    ['https://PORTAL.example.org:443/prescriptions', 'the portal, written otherwise'],
    ['https://', 'no host'],
    ['https://exa mple.com/', 'unparsable'],
  ] as const)('%j (%s) is no link', (value, _why) => {
    expect(serverLinkOf(value, PORTAL)).toBeNull();
  });

  it('compares with the portal host as location.host gives it (host and port)', () => {
    expect(serverLinkOf('https://127.0.0.1:4300/r', '127.0.0.1:4300')).toBeNull();
    expect(serverLinkOf('https://127.0.0.1:4301/r', '127.0.0.1:4300')).toBe('https://127.0.0.1:4301/r');
    expect(serverLinkOf('https://portal.example.org/r', 'Portal.Example.org')).toBeNull();
  });
});
