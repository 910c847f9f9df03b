/**
 * The patient's session as the whole portal sees it (access-and-identity §3 Session, §4 Session
 * and token). Plain TypeScript, no React, no XState: the landing page reads it without loading
 * the machines.
 *
 * - The token object and the auth snapshot live in sessionStorage (spec §3), never in
 *   localStorage: they end with the tab. Nothing of the patient is kept beside them (no name, no
 *   phone: Verify Profile reads the sign-in's own phone, the menu the profile).
 * - `verifying`: a code was verified but the patient is not registered yet; the token exists
 *   (Verify Profile registers with it) but protected pages stay closed.
 * - Every end, whatever its kind, leaves nothing of the patient in this tab's storage
 *   (`clearPatientStorage`, the one rule): the same when a load finds the stored session already
 *   expired. Logout also tells the portal's other tabs (BroadcastChannel) so they sign out too.
 * - Why it ended decides where the patient goes (the app navigates) and what the login page says:
 *     logout, loggedOutElsewhere   → /
 *     expired (idle, token ran out) → /login?returnUrl=<the page>, "Your login session has expired…" for 30 s (§4)
 *     unauthorized (a 401 on a call with the token) → /login?returnUrl=<the page>, "Your session has ended…" for 30 s
 *     lifetime (the absolute session lifetime ran out, active or not) → /login, "For your security…" for 30 s
 *     redirectHome (a 202, §7)      → /, where the landing page offers Sign in
 * - An end that leaves the token still good on the server (logout, another tab's logout, the
 *   lifetime, a 202) retires it there too: the store hands the token to `onRetire` listeners (the
 *   session's API client sends the revocation, docs/decisions/0051-a-session-ends-on-the-server-too.md).
 *   An expiry or a 401 does not: the server already holds that token as no good.
 */
export type SessionStatus = 'anonymous' | 'verifying' | 'authenticated';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  /** ms since the epoch */
  expiresAt: number | null;
  /**
   * ms since the epoch: the sign-in time, the token lifecycle's first "last interaction", and what
   * tells one session's cached profile from the next one's (profile.tsx).
   */
  signedInAt: number | null;
  /**
   * ms since the epoch: when this session began (its code was verified). The absolute lifetime
   * counts from it; a registration or a renewal never moves it.
   */
  startedAt: number | null;
  /** Set when the session ended by expiry, a 401 or its lifetime; the login page says so for 30 s. */
  endNotice: EndNotice | null;
}

interface EndNotice {
  reason: 'expired' | 'unauthorized' | 'lifetime';
  /** ms since the epoch */
  at: number;
}

export type SessionEndReason = 'logout' | 'expired' | 'unauthorized' | 'lifetime' | 'redirectHome' | 'loggedOutElsewhere';

/** Ends after which the token may still be good on the server: it is retired there (`onRetire`). */
const RETIRES_TOKEN: ReadonlySet<SessionEndReason> = new Set(['logout', 'loggedOutElsewhere', 'lifetime', 'redirectHome']);
/** Ends the login page explains. */
const NOTICED: ReadonlySet<SessionEndReason> = new Set(['expired', 'unauthorized', 'lifetime']);

/** spec: access-and-identity §4/§9: the expired message shows for 30 s (the 401 one too). */
export const SESSION_EXPIRED_MESSAGE_MS = 30_000;

export const SESSION_STORAGE_KEY = 'portal.session';
const SESSION_CHANNEL = 'portal.session';
/** The portal's own keys (the session, the sign-in machine, the return URL…): they go at every end. */
const PORTAL_STORAGE_PREFIX = 'portal.';
/**
 * Drafts of forms a patient typed (the missing-information wizard), kept for a reload while the
 * session lasts: they go at every end. After an end the patient did not ask for, what they typed
 * lives on in memory only, for this page load (drafts.ts), so signing in again gives it back.
 */
export const DRAFT_STORAGE_PREFIX = 'portal-draft.';
/**
 * Keys that hold nothing of the patient and make a retry safe (a payment's idempotency key, a
 * random UUID: after an expiry, paying again once signed in must not open a second pay session).
 * They outlive an end the patient did not ask for and go at logout (here or in another tab).
 */
const RETRY_STORAGE_PREFIX = 'portal-retry.';

/**
 * The one rule of what a session end leaves in this tab's storage: nothing of the patient. Every
 * `portal.` and `portal-draft.` key goes; `portal-retry.` keys go too when the patient signed out.
 * Other keys are not the portal's (the mock's own state, in mock builds only).
 */
export function clearPatientStorage(storage: Storage, reason: SessionEndReason): void {
  const signedOut = reason === 'logout' || reason === 'loggedOutElsewhere';
  for (let index = storage.length - 1; index >= 0; index -= 1) {
    const key = storage.key(index) ?? '';
    if (key.startsWith(PORTAL_STORAGE_PREFIX) || key.startsWith(DRAFT_STORAGE_PREFIX) || (signedOut && key.startsWith(RETRY_STORAGE_PREFIX))) storage.removeItem(key);
  }
}

const anonymous: SessionState = {
  status: 'anonymous',
  token: null,
  expiresAt: null,
  signedInAt: null,
  startedAt: null,
  endNotice: null,
};

function isState(value: unknown): value is SessionState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<SessionState>;
  return state.status === 'anonymous' || state.status === 'verifying' || state.status === 'authenticated';
}

/** The stored session's own fields, and nothing else a stored value may hold (an older shape kept a name and a phone). */
function sessionFields({ status, token, expiresAt, signedInAt, startedAt, endNotice }: SessionState): SessionState {
  return { status, token: token ?? null, expiresAt: expiresAt ?? null, signedInAt: signedInAt ?? null, startedAt: startedAt ?? signedInAt ?? null, endNotice: endNotice ?? null };
}

export interface SessionStore {
  get(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Called when the session ends, with why and what it was; the app navigates. */
  onEnd(listener: (reason: SessionEndReason, ended: SessionStatus) => void): () => void;
  /**
   * An end no listener heard (it came before the app listened: the answer to a call main.tsx
   * started before the first render), given once; null when there is none.
   */
  takeUnheardEnd(): { reason: SessionEndReason; ended: SessionStatus } | null;
  startVerification(session: { token: string; expiresAt: number; signedInAt: number }): void;
  /** The patient is signed in; a session that began at Verify Profile keeps its start (`startedAt`). */
  authenticate(session: { token: string; expiresAt: number; signedInAt: number }): void;
  updateToken(token: string, expiresAt: number): void;
  /**
   * Called with the token of a session that ends while the token may still be good on the server
   * (see RETIRES_TOKEN), before the session is cleared, or when `retireToken` is called.
   */
  onRetire(listener: (token: string) => unknown): () => void;
  /**
   * Retires the session's token on the server now, keeping the session: the page is about to be
   * left for /logout, whose page runs after the host's Clear-Site-Data has wiped the token. A token
   * is retired once per page load, however many ends follow. Settles when the listeners' calls
   * have (answered or failed), so the page can be left once the server has heard it.
   */
  retireToken(): Promise<unknown>;
  /**
   * Ends the session (see the table above): nothing of the patient stays in this tab's storage.
   * A logout tells the other tabs even when this one holds no session any more (/logout's
   * Clear-Site-Data emptied its storage before the page ran).
   */
  end(reason: Exclude<SessionEndReason, 'loggedOutElsewhere'>): void;
  dispose(): void;
}

export function createSessionStore({
  storage = globalThis.sessionStorage,
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL),
  now = () => Date.now(),
}: { storage?: Storage; channel?: BroadcastChannel | null; now?: () => number } = {}): SessionStore {
  const listeners = new Set<() => void>();
  const endListeners = new Set<(reason: SessionEndReason, ended: SessionStatus) => void>();

  const restore = (): SessionState => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? 'null');
      if (!isState(parsed)) return anonymous;
      const stored = sessionFields(parsed);
      // A token that ran out while the tab was closed or asleep is no session, and an end like
      // any other: nothing of the patient stays (the sign-in's phone and token, a draft).
      if (stored.status !== 'anonymous' && (stored.expiresAt ?? 0) <= now()) {
        clearPatientStorage(storage, 'expired');
        return { ...anonymous, endNotice: { reason: 'expired', at: now() } };
      }
      return stored;
    } catch {
      return anonymous;
    }
  };

  let state: SessionState = anonymous;
  let noticeTimer: ReturnType<typeof setTimeout> | undefined;

  const set = (next: SessionState) => {
    state = next;
    clearTimeout(noticeTimer);
    if (next.endNotice !== null) {
      // The message clears itself after 30 s, also across a reload within that time.
      noticeTimer = setTimeout(() => set({ ...state, endNotice: null }), Math.max(0, next.endNotice.at + SESSION_EXPIRED_MESSAGE_MS - now()));
    }
    if (next.status === 'anonymous' && next.endNotice === null) storage.removeItem(SESSION_STORAGE_KEY);
    else storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
    listeners.forEach((listener) => listener());
  };

  const restored = restore();
  // A notice is written back with its timer; an older stored shape is written back without what it should not hold.
  if (restored.endNotice !== null || storage.getItem(SESSION_STORAGE_KEY) !== (restored.status === 'anonymous' ? null : JSON.stringify(restored))) set(restored);
  else state = restored;

  const retireListeners = new Set<(token: string) => void>();
  let retired: string | null = null;
  const retire = (): Promise<unknown> => {
    const { token } = state;
    if (!token || token === retired) return Promise.resolve();
    retired = token;
    return Promise.allSettled([...retireListeners].map((listener) => listener(token)));
  };

  let unheardEnd: { reason: SessionEndReason; ended: SessionStatus } | null = null;

  const finish = (reason: SessionEndReason) => {
    const ended = state.status;
    if (RETIRES_TOKEN.has(reason)) retire();
    clearPatientStorage(storage, reason);
    set({ ...anonymous, endNotice: NOTICED.has(reason) ? { reason: reason as EndNotice['reason'], at: now() } : null });
    unheardEnd = endListeners.size === 0 ? { reason, ended } : null;
    endListeners.forEach((listener) => listener(reason, ended));
  };

  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'logout' && state.status !== 'anonymous') finish('loggedOutElsewhere');
  };
  channel?.addEventListener('message', onMessage);

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onEnd(listener) {
      endListeners.add(listener);
      return () => endListeners.delete(listener);
    },
    takeUnheardEnd() {
      const end = unheardEnd;
      unheardEnd = null;
      return end;
    },
    startVerification({ token, expiresAt, signedInAt }) {
      set({ ...anonymous, status: 'verifying', token, expiresAt, signedInAt, startedAt: signedInAt });
    },
    authenticate({ token, expiresAt, signedInAt }) {
      const startedAt = state.status === 'verifying' && state.startedAt !== null ? state.startedAt : signedInAt;
      set({ ...anonymous, status: 'authenticated', token, expiresAt, signedInAt, startedAt });
    },
    updateToken(token, expiresAt) {
      if (state.status !== 'anonymous') set({ ...state, token, expiresAt });
    },
    onRetire(listener) {
      retireListeners.add(listener);
      return () => retireListeners.delete(listener);
    },
    retireToken() {
      return state.status !== 'anonymous' ? retire() : Promise.resolve();
    },
    end(reason) {
      if (reason === 'logout') channel?.postMessage({ type: 'logout' });
      finish(reason);
    },
    dispose() {
      clearTimeout(noticeTimer);
      retireListeners.clear();
      channel?.removeEventListener('message', onMessage);
      channel?.close();
    },
  };
}
