// @vitest-environment jsdom
// The browser's sessionStorage and window, where this code keeps and reads the session.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackActivity } from './activity.ts';
import { PAYMENT_KEY_PREFIX } from '@portal/machines';
import { createSessionStore, DRAFT_STORAGE_PREFIX, SESSION_STORAGE_KEY, type SessionStore } from './store.ts';

const stores: SessionStore[] = [];
const make = (options: Parameters<typeof createSessionStore>[0] = {}) => {
  const store = createSessionStore(options);
  stores.push(store);
  return store;
};
afterEach(() => {
  while (stores.length) stores.pop()!.dispose();
});

const session = { token: 'header.payload.sig', expiresAt: Date.now() + 240_000, signedInAt: Date.now() };

describe('session store', () => {
  it('keeps the token and the auth snapshot in sessionStorage and restores them at load', () => {
    make({ channel: null }).authenticate(session);
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({ status: 'authenticated', token: session.token });
    // eslint-disable-next-line no-restricted-properties -- asserting that nothing went there
    expect(localStorage.length).toBe(0);
    expect(make({ channel: null }).get()).toMatchObject({ status: 'authenticated', token: session.token, startedAt: session.signedInAt });
  });

  it('stores the token, its expiry and the session\'s times, and nothing of the patient (no first name, no phone)', () => {
    const store = make({ channel: null });
    store.startVerification({ token: 't', expiresAt: session.expiresAt, signedInAt: session.signedInAt });
    store.authenticate({ token: 't2', expiresAt: session.expiresAt, signedInAt: session.signedInAt + 5_000 });
    const stored = JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!);
    expect(stored).toEqual({ status: 'authenticated', token: 't2', expiresAt: session.expiresAt, signedInAt: session.signedInAt + 5_000, startedAt: session.signedInAt, endNotice: null });
    expect(store.get()).toEqual(stored);
  });

  it('a session stored by an older portal with a first name and a phone is restored without them, and written back without them', () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ status: 'authenticated', ...session, endNotice: null, firstName: 'Alex', signInPhone: '5555550103' }));
    const restored = make({ channel: null }).get();
    expect(restored).toEqual({ status: 'authenticated', ...session, startedAt: session.signedInAt, endNotice: null });
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).not.toMatch(/Alex|5555550103|firstName|signInPhone/);
  });

  it('the session\'s start (the absolute lifetime counts from it) is the code\'s verification: registering and renewing keep it', () => {
    const store = make({ channel: null });
    store.startVerification({ token: 't', expiresAt: session.expiresAt, signedInAt: 1_000 });
    expect(store.get().startedAt).toBe(1_000);
    store.authenticate({ token: 't', expiresAt: session.expiresAt, signedInAt: 9_000 });
    store.updateToken('t3', session.expiresAt + 60_000);
    expect(store.get()).toMatchObject({ status: 'authenticated', token: 't3', signedInAt: 9_000, startedAt: 1_000 });
    store.end('logout');
    store.authenticate({ token: 'next', expiresAt: session.expiresAt, signedInAt: 20_000 });
    expect(store.get().startedAt).toBe(20_000);
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
      // spec: access-and-identity §4 and §9: the message is shown for 30 seconds.
      vi.advanceTimersByTime(29_999);
      expect(store.get().endNotice?.reason).toBe('expired');
      vi.advanceTimersByTime(1); // 30 s
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
    store.startVerification({ token: 't', expiresAt: Date.now() + 1000, signedInAt: Date.now() });
    expect(store.get()).toMatchObject({ status: 'verifying', token: 't' });
  });

  it('the absolute lifetime ends the session with its own notice on /login for 30 s, in this tab only', () => {
    vi.useFakeTimers();
    try {
      const store = make({ channel: null });
      store.authenticate(session);
      const ended = vi.fn();
      store.onEnd(ended);
      store.end('lifetime');
      expect(ended).toHaveBeenCalledWith('lifetime', 'authenticated');
      expect(store.get()).toMatchObject({ status: 'anonymous', token: null, endNotice: { reason: 'lifetime' } });
      expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!).endNotice.reason).toBe('lifetime');
      vi.advanceTimersByTime(30_000);
      expect(store.get().endNotice).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the token is retired on the server when the session ends while it is still good (security review item 3)', () => {
  function retiring(options: Parameters<typeof createSessionStore>[0] = {}) {
    const store = make({ channel: null, ...options });
    const retired: string[] = [];
    store.onRetire((token) => retired.push(token));
    return { store, retired };
  }

  it.each(['logout', 'lifetime', 'redirectHome'] as const)('%s: the token is handed over before the session is cleared', (reason) => {
    const { store, retired } = retiring();
    store.authenticate(session);
    let stateWhenRetired: string | null = null;
    store.onRetire(() => (stateWhenRetired = store.get().token));
    store.end(reason);
    expect(retired).toEqual([session.token]);
    expect(stateWhenRetired).toBe(session.token);
  });

  it.each(['expired', 'unauthorized'] as const)('%s: not retired (the server already holds the token as no good)', (reason) => {
    const { store, retired } = retiring();
    store.authenticate(session);
    store.end(reason);
    expect(retired).toEqual([]);
  });

  it('a sign-in that ends on an error page (its token not kept) retires it, from Verify Profile too', () => {
    const { store, retired } = retiring();
    store.startVerification({ token: 'verifying-token', expiresAt: session.expiresAt, signedInAt: session.signedInAt });
    store.end('logout');
    expect(retired).toEqual(['verifying-token']);
  });

  it('another tab\'s logout retires this tab\'s own token', async () => {
    const { store: here, retired } = retiring({ channel: new BroadcastChannel('test-retire') });
    const there = make({ channel: new BroadcastChannel('test-retire'), storage: memoryStorage() });
    here.authenticate({ ...session, token: 'this-tabs-token' });
    there.authenticate({ ...session, token: 'other-tabs-token' });
    const ended = new Promise((resolve) => here.onEnd(resolve));
    there.end('logout');
    expect(await ended).toBe('loggedOutElsewhere');
    expect(retired).toEqual(['this-tabs-token']);
  });

  it('retireToken (the logout link, before its page load) retires the token and keeps the session; the end that follows does not send it again', () => {
    const { store, retired } = retiring();
    store.authenticate(session);
    store.retireToken();
    store.retireToken();
    expect(retired).toEqual([session.token]);
    expect(store.get()).toMatchObject({ status: 'authenticated', token: session.token });
    store.end('logout');
    expect(retired).toEqual([session.token]);
  });

  it('a renewed token is retired on its own (the old one was retired by the renewal, on the server)', () => {
    const { store, retired } = retiring();
    store.authenticate(session);
    store.retireToken();
    store.updateToken('renewed', session.expiresAt + 60_000);
    store.end('logout');
    expect(retired).toEqual([session.token, 'renewed']);
  });

  it('no session, nothing to retire; a disposed store hands nothing over', () => {
    const { store, retired } = retiring();
    store.retireToken();
    store.end('logout');
    expect(retired).toEqual([]);
    store.authenticate(session);
    store.dispose();
    store.end('logout');
    expect(retired).toEqual([]);
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
    store.authenticate({ token: 't', expiresAt: Date.now() + 60_000, signedInAt: Date.now() });
    store.end('redirectHome');
    expect(store.takeUnheardEnd()).toEqual({ reason: 'redirectHome', ended: 'authenticated' });
    expect(store.takeUnheardEnd()).toBeNull();
    const listener = vi.fn();
    store.onEnd(listener);
    store.authenticate({ token: 't', expiresAt: Date.now() + 60_000, signedInAt: Date.now() });
    store.end('unauthorized');
    expect(listener).toHaveBeenCalledExactlyOnceWith('unauthorized', 'authenticated');
    expect(store.takeUnheardEnd()).toBeNull();
    store.dispose();
  });
});

/**
 * What each kind of end leaves in the tab's storage: nothing of the patient (a shared family phone,
 * a library computer). The tab is filled as a signed-in patient's is: the session
 * (token, times), the sign-in machine's snapshot (phone and token), the wizard's draft
 * (street, insurance member id), the return URL, a payment's idempotency key, and a key that is
 * not the portal's.
 */
/** A tab's own sessionStorage (jsdom gives every store of a test the same one). */
function memoryStorage(): Storage {
  const entries = new Map<string, string>();
  return {
    get length() {
      return entries.size;
    },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}

describe('every kind of end leaves nothing of the patient in storage', () => {
  const token = 'header.patient-token.sig';
  const patientValues = [token, '5555550103', 'Alex', '42 Draft Lane', 'MBR-DRAFT-991', '/pharmacy/0597-0100-61'];
  // The pay session's key: it must sit under the retry prefix, or a logout would leave it.
  const retryKey = `${PAYMENT_KEY_PREFIX}PAY-1001`;

  function signedInTab(options: Parameters<typeof createSessionStore>[0] = {}) {
    const store = make({ channel: null, ...options });
    store.authenticate({ token, expiresAt: Date.now() + 240_000, signedInAt: Date.now() });
    sessionStorage.setItem('portal.signIn', JSON.stringify({ context: { address: '5555550103', token } }));
    sessionStorage.setItem(`${DRAFT_STORAGE_PREFIX}missingInformation`, JSON.stringify({ form: { address: { address1: '42 Draft Lane' }, insurance: { primary: { idNumber: 'MBR-DRAFT-991' } } } }));
    sessionStorage.setItem('portal.returnUrl', '/pharmacy/0597-0100-61');
    sessionStorage.setItem(retryKey, 'b5a0c0de-0000-4000-8000-000000000001');
    sessionStorage.setItem('portal-mock.delayMs', '0');
    return store;
  }

  /** Every stored entry that holds a value of the patient, as "key: value". */
  function patientDataLeft(): string[] {
    return Object.entries(sessionStorage)
      .filter(([key, value]) => patientValues.some((secret) => key.includes(secret) || value.includes(secret)))
      .map(([key, value]) => `${key}: ${value}`);
  }

  afterEach(() => sessionStorage.clear());

  it.each(['logout', 'expired', 'unauthorized', 'lifetime', 'redirectHome'] as const)('%s: no token, phone, profile or draft is left; keys not the portal\'s stay', (reason) => {
    signedInTab().end(reason);
    expect(patientDataLeft()).toEqual([]);
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith(DRAFT_STORAGE_PREFIX) || key === 'portal.signIn')).toEqual([]);
    expect(sessionStorage.getItem('portal-mock.delayMs')).toBe('0');
  });

  it('another tab\'s logout: nothing is left in this tab either', async () => {
    const here = signedInTab({ channel: new BroadcastChannel('test-every-end') });
    // The other tab has its own sessionStorage.
    const there = make({ channel: new BroadcastChannel('test-every-end'), storage: memoryStorage() });
    const ended = new Promise((resolve) => here.onEnd(resolve));
    there.end('logout');
    expect(await ended).toBe('loggedOutElsewhere');
    expect(patientDataLeft()).toEqual([]);
    expect(sessionStorage.getItem(retryKey)).toBeNull();
  });

  it('a load that finds the stored session already expired: the sign-in\'s phone and token and the draft go too', () => {
    signedInTab();
    const stored = JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!);
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ ...stored, expiresAt: Date.now() - 1 }));
    const reloaded = make({ channel: null });
    expect(reloaded.get()).toMatchObject({ status: 'anonymous', token: null, endNotice: { reason: 'expired' } });
    expect(patientDataLeft()).toEqual([]);
    // What stays says only that a session expired (the message on /login for 30 s).
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({ status: 'anonymous', token: null, expiresAt: null, signedInAt: null, startedAt: null, endNotice: { reason: 'expired', at: expect.any(Number) } });
  });

  it('a payment\'s idempotency key (no patient data) outlives an end the patient did not ask for, so a retry reuses it; logout takes it', () => {
    for (const reason of ['expired', 'unauthorized', 'lifetime', 'redirectHome'] as const) {
      signedInTab().end(reason);
      expect(sessionStorage.getItem(retryKey), reason).not.toBeNull();
      sessionStorage.clear();
    }
    signedInTab().end('logout');
    expect(sessionStorage.getItem(retryKey)).toBeNull();
  });

  it('a logout in a tab that holds no session still tells the other tabs (/logout after Clear-Site-Data emptied this tab)', async () => {
    const here = make({ channel: new BroadcastChannel('test-empty-logout') });
    const there = make({ channel: new BroadcastChannel('test-empty-logout') });
    there.authenticate(session);
    const ended = new Promise((resolve) => there.onEnd(resolve));
    expect(here.get().status).toBe('anonymous');
    here.end('logout');
    expect(await ended).toBe('loggedOutElsewhere');
    expect(there.get().status).toBe('anonymous');
  });
});
