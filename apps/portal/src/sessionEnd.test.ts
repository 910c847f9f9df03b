import { describe, expect, it } from 'vitest';
import { sessionEndPath, signedOutState } from './App.tsx';
import { itMapsEach } from '@portal/testing/table';

const on = (pathname: string, search = '') => ({ pathname, search });

describe('where the patient goes when the session ends', () => {
  it('idle expiry on a signed-in page: /login (where the expired message shows), coming back to that page after sign-in', () => {
    expect(sessionEndPath('expired', 'authenticated', on('/profile'))).toBe('/login?returnUrl=%2Fprofile');
    expect(sessionEndPath('expired', 'authenticated', on('/pharmacy/RX-1003'))).toBe('/login?returnUrl=%2Fpharmacy%2FRX-1003');
  });

  it('expiry while verifying (on /verification): plain /login', () => {
    expect(sessionEndPath('expired', 'verifying', on('/verification'))).toBe('/login');
  });

  it('the absolute lifetime: /login (where its message shows), with no return URL: the patient was not thrown out of that page by a fault', () => {
    expect(sessionEndPath('lifetime', 'authenticated', on('/prescriptions'))).toBe('/login');
  });

  it('a 401 on a signed-in page: /login, coming back to that page and its query after sign-in', () => {
    expect(sessionEndPath('unauthorized', 'authenticated', on('/pharmacy/RX-1003', '?from=card'))).toBe('/login?returnUrl=%2Fpharmacy%2FRX-1003%3Ffrom%3Dcard');
  });

  it('a 401 while verifying (on /verification or /login): plain /login', () => {
    expect(sessionEndPath('unauthorized', 'verifying', on('/verification'))).toBe('/login');
  });

  it.each(['logout', 'loggedOutElsewhere', 'redirectHome'] as const)('%s: home', (reason) => {
    expect(sessionEndPath(reason, 'authenticated', on('/prescriptions'))).toBe('/');
  });
});

describe('what the page a session end lands on says', () => {
  itMapsEach(signedOutState, '%s: %o', [
    ['logout', { signedOut: true }],
    ['loggedOutElsewhere', { signedOut: true }],
    ['redirectHome', null],
    ['expired', null],
    ['unauthorized', null],
    ['lifetime', null],
  ]);
});
