import { describe, expect, it } from 'vitest';
import { forgetReturnUrl, rememberedReturnUrl, returnUrlForSignIn } from './returnUrl.ts';
import { keepReturnUrl, RETURN_URL_STORAGE_KEY } from './returnUrlCapture.ts';
import { createSessionStore } from './store.ts';
import { memoryStorage } from '@portal/testing/memoryStorage';

/**
 * The post-login target kept for the tab (prescription-experience §2: "A returnUrl query parameter,
 * URL-decoded, is stored as the post-login return target"), under the same-origin rule of /login.
 */

describe('a returnUrl kept from the page the patient opened', () => {
  it('a page opened with ?returnUrl= keeps it, URL-decoded, and a sign-in without one of its own goes there', () => {
    const storage = memoryStorage();
    keepReturnUrl(`?returnUrl=${encodeURIComponent('/contact-us?topic=refill')}`, storage);
    expect(rememberedReturnUrl(storage)).toBe('/contact-us?topic=refill');
    expect(returnUrlForSignIn('', storage)).toBe('/contact-us?topic=refill');
  });

  it('a page opened without one keeps what was there', () => {
    const storage = memoryStorage();
    keepReturnUrl('?returnUrl=/fill-history', storage);
    keepReturnUrl('', storage);
    keepReturnUrl('?lang=es', storage);
    expect(rememberedReturnUrl(storage)).toBe('/fill-history');
  });

  it.each(['//evil.example', 'https://evil.example/', 'javascript:alert(1)', '/.//evil.example', '/%2F%2Fevil.example', 'evil.example', ''])(
    'a value that is not a same-origin path (%j) is never given back',
    (raw) => {
      const storage = memoryStorage();
      keepReturnUrl(`?returnUrl=${encodeURIComponent(raw)}`, storage);
      expect(rememberedReturnUrl(storage)).toBeNull();
      expect(returnUrlForSignIn('', storage)).toBeNull();
    },
  );

  it.each(['/logout', '/login', '/missing-information-success', '/missing-information-interim', '/LOGOUT/'])(
    'a page a sign-in never returns to (%j) is never given back: signing in goes home',
    (raw) => {
      const storage = memoryStorage();
      keepReturnUrl(`?returnUrl=${encodeURIComponent(raw)}`, storage);
      expect(rememberedReturnUrl(storage)).toBeNull();
      expect(returnUrlForSignIn('', storage)).toBeNull();
      expect(returnUrlForSignIn(`?returnUrl=${encodeURIComponent(raw)}`, storage)).toBeNull();
    },
  );

  it('a value written to the storage by hand is checked as it is read', () => {
    const storage = memoryStorage();
    storage.setItem(RETURN_URL_STORAGE_KEY, '//evil.example');
    expect(rememberedReturnUrl(storage)).toBeNull();
  });
});

describe('/login with a returnUrl of its own', () => {
  it('wins over the kept one, and is kept for a sign-in started again in the tab', () => {
    const storage = memoryStorage();
    keepReturnUrl('?returnUrl=/fill-history', storage);
    expect(returnUrlForSignIn('?returnUrl=%2Fprofile', storage)).toBe('/profile');
    expect(returnUrlForSignIn('', storage)).toBe('/profile');
  });

  it('one that is not a same-origin path means home, as before, and replaces the kept one', () => {
    const storage = memoryStorage();
    keepReturnUrl('?returnUrl=/fill-history', storage);
    expect(returnUrlForSignIn(`?returnUrl=${encodeURIComponent('//evil.example')}`, storage)).toBeNull();
    expect(returnUrlForSignIn('', storage)).toBeNull();
  });

  it('without a storage (the build prerendering /login) it still reads its own', () => {
    expect(returnUrlForSignIn('?returnUrl=/profile', null)).toBe('/profile');
    expect(returnUrlForSignIn('', null)).toBeNull();
  });
});

describe('when the kept target goes', () => {
  it('once a sign-in has finished', () => {
    const storage = memoryStorage();
    keepReturnUrl('?returnUrl=/fill-history', storage);
    forgetReturnUrl(storage);
    expect(storage.getItem(RETURN_URL_STORAGE_KEY)).toBeNull();
    expect(returnUrlForSignIn('', storage)).toBeNull();
  });

  it.each(['logout', 'expired'] as const)('when the session ends (%s), with every other portal key', (reason) => {
    const storage = memoryStorage();
    const store = createSessionStore({ storage, channel: null });
    store.authenticate({ token: 't', expiresAt: Date.now() + 60_000, signedInAt: Date.now() });
    keepReturnUrl('?returnUrl=/fill-history', storage);
    store.end(reason);
    expect(storage.getItem(RETURN_URL_STORAGE_KEY)).toBeNull();
    store.dispose();
  });
});
