import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackActivity } from './activity.ts';
import { createSessionStore, DRAFT_STORAGE_PREFIX, SESSION_EXPIRED_MESSAGE_MS, SESSION_STORAGE_KEY, type SessionStore } from './store.ts';

const stores: SessionStore[] = [];
const make = (options: Parameters<typeof createSessionStore>[0] = {}) => {
  const store = createSessionStore(options);
  stores.push(store);
  return store;
};
afterEach(() => {
  while (stores.length) stores.pop()!.dispose();
});

const session = { token: 'header.payload.sig', expiresAt: Date.now() + 240_000, signedInAt: Date.now(), firstName: 'Alex' };

describe('session store', () => {
  it('keeps the token and the auth snapshot in sessionStorage and restores them at load', () => {
    make({ channel: null }).authenticate(session);
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({ status: 'authenticated', token: session.token });
    // eslint-disable-next-line no-restricted-properties -- asserting that nothing went there
    expect(localStorage.length).toBe(0);
    expect(make({ channel: null }).get()).toMatchObject({ status: 'authenticated', token: session.token, firstName: 'Alex' });
  });

  it('a stored session whose token ran out is restored as expired, not signed in', () => {
    make({ channel: null }).authenticate({ ...session, expiresAt: Date.now() - 1 });
    const restored = make({ channel: null }).get();
    expect(restored.status).toBe('anonymous');
    expect(restored.token).toBeNull();
    expect(restored.endNotice).toMatchObject({ reason: 'expired' });
  });

  it('logout clears everything the portal stored in the tab and tells listeners', () => {
    const store = make({ channel: null });
    store.authenticate(session);
    sessionStorage.setItem('portal.signIn', '{"state":"x"}');
    sessionStorage.setItem('unrelated', 'kept');
    const ended = vi.fn();
    store.onEnd(ended);
    store.end('logout');
    expect(store.get()).toMatchObject({ status: 'anonymous', token: null, endNotice: null });
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem('portal.signIn')).toBeNull();
    expect(sessionStorage.getItem('unrelated')).toBe('kept');
    expect(ended).toHaveBeenCalledWith('logout', 'authenticated');
  });

  it.each([
    ['expired', true],
    ['unauthorized', true],
    ['redirectHome', true],
    ['logout', false],
  ] as const)('a form draft survives a session that ended by %s: %s (signing in again gives it back; logout forgets it)', (reason, kept) => {
    const store = make({ channel: null });
    store.authenticate(session);
    sessionStorage.setItem(`${DRAFT_STORAGE_PREFIX}wizard`, '{"form":1}');
    store.end(reason);
    expect(sessionStorage.getItem(`${DRAFT_STORAGE_PREFIX}wizard`)).toBe(kept ? '{"form":1}' : null);
    sessionStorage.clear();
  });

  it('a logout in another tab forgets this tab\'s form drafts too', async () => {
    const here = make({ channel: new BroadcastChannel('test-drafts') });
    const there = make({ channel: new BroadcastChannel('test-drafts') });
    here.authenticate(session);
    there.authenticate(session);
    const ended = new Promise((resolve) => there.onEnd(resolve));
    here.end('logout');
    // (The tabs share one storage here: the other tab's draft is written after this tab cleared.)
    sessionStorage.setItem(`${DRAFT_STORAGE_PREFIX}wizard`, '{"form":1}');
    expect(await ended).toBe('loggedOutElsewhere');
    expect(sessionStorage.getItem(`${DRAFT_STORAGE_PREFIX}wizard`)).toBeNull();
    here.dispose();
    there.dispose();
  });

  it('expiry ends the session and keeps the fact for the message on /login for exactly 30 s', () => {
    vi.useFakeTimers();
    try {
      const store = make({ channel: null });
      store.authenticate({ ...session, expiresAt: Date.now() + 2_000_000 });
      store.end('expired');
      expect(store.get()).toMatchObject({ status: 'anonymous', token: null });
      expect(store.get().endNotice?.reason).toBe('expired');
      vi.advanceTimersByTime(SESSION_EXPIRED_MESSAGE_MS - 1);
      expect(store.get().endNotice?.reason).toBe('expired');
      vi.advanceTimersByTime(1);
      expect(store.get().endNotice).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('logout in one tab signs out the other tabs', async () => {
    const here = make({ channel: new BroadcastChannel('test-session') });
    const there = make({ channel: new BroadcastChannel('test-session') });
    here.authenticate(session);
    there.authenticate(session);
    const ended = new Promise((resolve) => there.onEnd(resolve));
    here.end('logout');
    expect(await ended).toBe('loggedOutElsewhere');
    expect(there.get().status).toBe('anonymous');
  });

  it('a 401 (unauthorized) ends this tab only, with its own message for 30 s; a 202 (redirectHome) with none', async () => {
    for (const reason of ['unauthorized', 'redirectHome'] as const) {
      const here = make({ channel: new BroadcastChannel(`test-${reason}`) });
      const there = make({ channel: new BroadcastChannel(`test-${reason}`) });
      here.authenticate(session);
      there.authenticate(session);
      const ended = vi.fn();
      here.onEnd(ended);
      sessionStorage.setItem('portal.signIn', '{"state":"x"}');
      here.end(reason);
      expect(ended).toHaveBeenCalledWith(reason, 'authenticated');
      expect(here.get()).toMatchObject({ status: 'anonymous', token: null, endNotice: reason === 'unauthorized' ? { reason: 'unauthorized' } : null });
      expect(sessionStorage.getItem('portal.signIn')).toBeNull();
      // A message would have arrived by now (BroadcastChannel delivers in a task).
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(there.get().status).toBe('authenticated');
      here.dispose();
      there.dispose();
    }
  });

  it('verification holds a token without opening protected pages', () => {
    const store = make({ channel: null });
    store.startVerification({ token: 't', expiresAt: Date.now() + 1000, signedInAt: Date.now(), signInPhone: '5555550101' });
    expect(store.get()).toMatchObject({ status: 'verifying', token: 't', signInPhone: '5555550101' });
  });
});

describe('activity tracking', () => {
  it('reports interactions at most once per throttle window, from passive listeners', () => {
    let time = 0;
    const report = vi.fn();
    const stop = trackActivity(report, { now: () => time, throttleMs: 5_000 });
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    time = 1_000;
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    time = 6_000;
    window.dispatchEvent(new Event('scroll'));
    expect(report.mock.calls).toEqual([[0], [6_000]]);
    stop();
    time = 20_000;
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(report).toHaveBeenCalledTimes(2);
  });
});

describe('takeUnheardEnd: an end that came before anyone listened', () => {
  it('is given once, to whoever asks first; an end a listener heard is not kept', () => {
    const store = createSessionStore({ channel: null });
    store.authenticate({ token: 't', expiresAt: Date.now() + 60_000, signedInAt: Date.now(), firstName: null });
    store.end('redirectHome');
    expect(store.takeUnheardEnd()).toEqual({ reason: 'redirectHome', ended: 'authenticated' });
    expect(store.takeUnheardEnd()).toBeNull();
    const listener = vi.fn();
    store.onEnd(listener);
    store.authenticate({ token: 't', expiresAt: Date.now() + 60_000, signedInAt: Date.now(), firstName: null });
    store.end('unauthorized');
    expect(listener).toHaveBeenCalledExactlyOnceWith('unauthorized', 'authenticated');
    expect(store.takeUnheardEnd()).toBeNull();
    store.dispose();
  });
});
