import { Component, createContext, lazy, Suspense, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { createApiClient, type ApiClient } from '@portal/api/client';
import { createSessionStore, type SessionEndReason, type SessionState, type SessionStore } from './store.ts';

interface SessionContextValue {
  store: SessionStore;
  api: ApiClient;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/** The token lifecycle (XState) loads only once someone is signed in: the landing page stays light. */
const SessionRuntime = lazy(() => import('./runtime.tsx').then((module) => ({ default: module.SessionRuntime })));

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
  /** Navigation is the app's: '/' after a 202 or a logout, '/login' after expiry. */
  onEnd: (reason: SessionEndReason) => void;
  onRedirectHome: () => void;
  /** Tests pass their own store. */
  store?: SessionStore;
  children: ReactNode;
}

export function SessionProvider({ baseUrl, onEnd, onRedirectHome, store: given, children }: SessionProviderProps) {
  const [store] = useState(() => given ?? createSessionStore());
  const api = useMemo(() => createApiClient({ baseUrl, onRedirectHome }), [baseUrl, onRedirectHome]);
  const value = useMemo(() => ({ store, api }), [store, api]);
  const status = useSyncExternalStore(store.subscribe, () => store.get().status);

  useEffect(() => store.onEnd(onEnd), [store, onEnd]);
  useEffect(() => (given ? undefined : () => store.dispose()), [store, given]);

  return (
    <SessionContext.Provider value={value}>
      {children}
      {status !== 'anonymous' ? (
        <RuntimeBoundary>
          <Suspense fallback={null}>
            <SessionRuntime />
          </Suspense>
        </RuntimeBoundary>
      ) : null}
    </SessionContext.Provider>
  );
}

function useSessionContext(): SessionContextValue {
  const context = useContext(SessionContext);
  if (!context) throw new Error('Session hooks must be used inside <SessionProvider>');
  return context;
}

/** The session snapshot; re-renders only when it changes (not on every interaction). */
export function useSession(): SessionState {
  const { store } = useSessionContext();
  return useSyncExternalStore(store.subscribe, store.get);
}

export function useSessionStore(): SessionStore {
  return useSessionContext().store;
}

export function useApiClient(): ApiClient {
  return useSessionContext().api;
}
