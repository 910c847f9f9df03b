import { Component, lazy, Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { createSessionActors, SessionContext } from './context.ts';
import { discardAllDrafts } from './draftStore.ts';
import { setRuntimeState } from './runtimeState.ts';
import { createSessionStore, type SessionEndReason, type SessionStatus, type SessionStore } from './store.ts';

/**
 * The token lifecycle (XState) loads only once someone is signed in: the landing page stays light.
 * It shows the session's texts (the idle warning, a failed renewal), so it renders once `ready`
 * (the programme's texts) has resolved too.
 *
 * It is not needed for a page to show (its first check is due a minute after it starts, and a
 * call with a token that is no longer good ends the session by itself), so its code (about 30 KB
 * gzip with XState and the dialog) waits for the first page: it loads RUNTIME_AFTER_ANSWER_MS
 * after this tab's first API answer, or RUNTIME_LATEST_MS after the session is active, whichever
 * comes first. On a weak network the first page's code and data do not share it with the runtime.
 */
export const RUNTIME_AFTER_ANSWER_MS = 1000;
export const RUNTIME_LATEST_MS = 5000;

/**
 * Resolves once the page has had an answer to a call (a `fetch` in Resource Timing), at the latest
 * after RUNTIME_LATEST_MS, and at once when something waits for the token lifecycle (a payment
 * renews the token first: it asks the session's root actor for it).
 */
function pageAnswered(actors: ReturnType<typeof createSessionActors>): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, RUNTIME_LATEST_MS);
    const stopListening = actors.onNeeded((id) => {
      if (id !== 'tokenLifecycle') return;
      stopListening();
      resolve();
    });
    const Observer = globalThis.PerformanceObserver;
    if (!Observer?.supportedEntryTypes?.includes('resource')) return;
    new Observer((list, observer) => {
      if (!list.getEntries().some((entry) => (entry as PerformanceResourceTiming).initiatorType === 'fetch')) return;
      observer.disconnect();
      setTimeout(resolve, RUNTIME_AFTER_ANSWER_MS);
    }).observe({ type: 'resource', buffered: true });
  });
}

/**
 * Shown while the runtime's code is still to come, and says so on the document (runtimeState.ts).
 * It goes when the runtime mounts (which then says `ready`), when the session ends, and when the
 * code could not be loaded (the boundary shows nothing): in each case nothing is still due.
 */
function RuntimePending() {
  useEffect(() => {
    setRuntimeState('pending');
    return () => setRuntimeState(null);
  }, []);
  return null;
}

const runtimeLoader = (actors: ReturnType<typeof createSessionActors>, ready: () => Promise<unknown>) =>
  lazy(() =>
    pageAnswered(actors)
      .then(() => Promise.all([import('./runtime.tsx'), ready()]))
      .then(([module]) => ({ default: module.SessionRuntime })),
  );
const noWait = () => Promise.resolve();

/**
 * If the session's code cannot be downloaded (a weak network, a deploy in between), the portal
 * keeps working without the background token checks rather than going blank; the next page load
 * tries again, and an expired token still fails its next call.
 */
class RuntimeBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface SessionProviderProps {
  baseUrl: string;
  /** Timeout of every API call (the client's default, 30 s, when absent). */
  apiTimeoutMs?: number;
  /**
   * The programme's `session` settings (program.json): whether an ended session's token is retired
   * on the server, and the absolute lifetime. Absent: the schema's defaults (true, 12 hours).
   */
  sessionSettings?: { revokeOnLogout: boolean; absoluteLifetimeHours: number };
  /**
   * Navigation is the app's (see the table in store.ts): '/' after a logout or a 202, '/login'
   * after expiry or a 401. `ended` is what the session was (a 401 on a signed-in page comes back
   * to that page after sign-in).
   */
  onEnd: (reason: SessionEndReason, ended: SessionStatus) => void;
  /** Tests pass their own store. */
  store?: SessionStore;
  /**
   * What the session's runtime needs besides its code: the app passes the loading of the
   * programme's texts that the landing page does not carry (its `session` and `errors` sections).
   */
  runtimeReady?: () => Promise<unknown>;
  children: ReactNode;
}

const HOUR_MS = 3_600_000;
const DEFAULT_SESSION_SETTINGS = { revokeOnLogout: true, absoluteLifetimeHours: 12 };

export function SessionProvider({ baseUrl, apiTimeoutMs, sessionSettings = DEFAULT_SESSION_SETTINGS, onEnd, store: given, runtimeReady = noWait, children }: SessionProviderProps) {
  const [store] = useState(() => given ?? createSessionStore());
  const [actors] = useState(createSessionActors);
  const [SessionRuntime] = useState(() => runtimeLoader(actors, runtimeReady));
  // The API client is made by the first page that calls the API (apiClient.ts), from these settings.
  const { revokeOnLogout, absoluteLifetimeHours } = sessionSettings;
  const value = useMemo(
    () => ({ store, actors, client: { baseUrl, revokeOnLogout, ...(apiTimeoutMs ? { timeoutMs: apiTimeoutMs } : {}) }, absoluteLifetimeMs: absoluteLifetimeHours * HOUR_MS }),
    [store, actors, baseUrl, apiTimeoutMs, revokeOnLogout, absoluteLifetimeHours],
  );
  // The server snapshot is the store's too: a prerendered page is hydrated only when this tab holds
  // no session (apps/portal/src/main.tsx), so server and first client render agree.
  const readStatus = () => store.get().status;
  const status = useSyncExternalStore(store.subscribe, readStatus, readStatus);

  useEffect(() => {
    const ended = (reason: SessionEndReason, was: SessionStatus) => {
      // A patient who signs out means it: nothing they typed outlives that. (After a 401 or an
      // expiry the drafts stay in memory, never in storage, for the same person's next sign-in
      // on this page load: drafts.ts.)
      if (reason === 'logout' || reason === 'loggedOutElsewhere') discardAllDrafts();
      onEnd(reason, was);
    };
    const stop = store.onEnd(ended);
    // An end that came before this listened (the profile call main.tsx starts before the first
    // render was answered 401 or 202, or another tab signed out) is acted on now.
    const missed = store.takeUnheardEnd();
    if (missed) ended(missed.reason, missed.ended);
    return stop;
  }, [store, onEnd]);
  useEffect(() => (given ? undefined : () => store.dispose()), [store, given]);
  // The root stops every actor of the session with it.
  // A tick later, and not at all if the provider is back by then: React's development checks
  // unmount and remount every effect, and the pages keep the root they rendered with.
  const stopping = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(stopping.current);
    return () => {
      stopping.current = setTimeout(() => {
        const root = actors.root;
        actors.root = null;
        root?.stop();
      });
    };
  }, [actors]);

  return (
    <SessionContext.Provider value={value}>
      {children}
      {status !== 'anonymous' ? (
        <RuntimeBoundary>
          <Suspense fallback={<RuntimePending />}>
            <SessionRuntime />
          </Suspense>
        </RuntimeBoundary>
      ) : null}
    </SessionContext.Provider>
  );
}
