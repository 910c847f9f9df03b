// @vitest-environment jsdom
// The browser's sessionStorage and window, where this code keeps and reads the session.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardBackForward } from './backForward.ts';
import { createSessionStore, SESSION_STORAGE_KEY, type SessionStore } from './store.ts';

/**
 * A page kept in the back/forward cache (pagehide, then pageshow, with `persisted`) while this
 * tab's session changed: Back must not show what it held.
 */
function page() {
  const listeners = new Map<string, (event: PageTransitionEvent) => void>();
  const root = document.createElement('html');
  const reload = vi.fn();
  return {
    target: { addEventListener: (type: 'pagehide' | 'pageshow', listener: (event: PageTransitionEvent) => void) => void listeners.set(type, listener) },
    root,
    reload,
    /** The patient leaves the page; `persisted`: the browser keeps it for Back. */
    leave: (persisted = true) => listeners.get('pagehide')?.({ persisted } as PageTransitionEvent),
    /** Back to the page, from the cache. */
    back: () => listeners.get('pageshow')?.({ persisted: true } as PageTransitionEvent),
  };
}

const stores: SessionStore[] = [];
function signedIn(): SessionStore {
  const store = createSessionStore({ channel: null });
  stores.push(store);
  store.authenticate({ token: 'header.payload.sig', expiresAt: Date.now() + 240_000, signedInAt: Date.now() });
  return store;
}
afterEach(() => {
  while (stores.length) stores.pop()!.dispose();
});

describe('a signed-in page shown again by Back from the back/forward cache', () => {
  it('is hidden while it is kept, and shown again as it was when its session is still the tab\'s', () => {
    const store = signedIn();
    const tab = page();
    guardBackForward(store, tab);
    tab.leave();
    expect(tab.root.hidden).toBe(true);
    tab.back();
    expect(tab.root.hidden).toBe(false);
    expect(tab.reload).not.toHaveBeenCalled();
  });

  it.each([
    ['the patient logged out on a later page', () => sessionStorage.removeItem(SESSION_STORAGE_KEY)],
    ['the session expired on a later page', () => sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ status: 'anonymous', token: null, endNotice: { reason: 'expired', at: Date.now() } }))],
    ['the token was renewed on a later page', () => sessionStorage.setItem(SESSION_STORAGE_KEY, sessionStorage.getItem(SESSION_STORAGE_KEY)!.replace('header.payload.sig', 'header.renewed.sig'))],
  ])('%s: it stays hidden and loads afresh (the guard of a fresh load decides what shows)', (_case, meanwhile) => {
    const store = signedIn();
    const tab = page();
    guardBackForward(store, tab);
    tab.leave();
    meanwhile();
    tab.back();
    expect(tab.root.hidden).toBe(true);
    expect(tab.reload).toHaveBeenCalledTimes(1);
  });

  it('a page left signed out, or not kept for Back, is left alone', () => {
    const store = createSessionStore({ channel: null });
    stores.push(store);
    const tab = page();
    guardBackForward(store, tab);
    tab.leave();
    expect(tab.root.hidden).toBe(false);
    store.authenticate({ token: 't', expiresAt: Date.now() + 60_000, signedInAt: Date.now() });
    tab.leave(false);
    tab.back();
    expect(tab.root.hidden).toBe(false);
    expect(tab.reload).not.toHaveBeenCalled();
  });

  it('is installed once per session store, however many clients are made', () => {
    const store = signedIn();
    const first = page();
    const second = page();
    guardBackForward(store, first);
    guardBackForward(store, second);
    second.leave();
    expect(second.root.hidden).toBe(false);
    first.leave();
    expect(first.root.hidden).toBe(true);
  });
});
