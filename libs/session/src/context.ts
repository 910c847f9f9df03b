/**
 * The session's React context and its hooks. Its own module, below both the provider and the
 * lazily loaded runtime, so neither imports the other's file (no import circle).
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ApiClient } from '@portal/api/client';
import type { SessionState, SessionStore } from './store.ts';

export interface SessionContextValue {
  store: SessionStore;
  api: ApiClient;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

function useSessionContext(): SessionContextValue {
  const context = useContext(SessionContext);
  if (!context) throw new Error('Session hooks must be used inside <SessionProvider>');
  return context;
}

/** The session snapshot; re-renders only when it changes (not on every interaction). */
export function useSession(): SessionState {
  const { store } = useSessionContext();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

export function useSessionStore(): SessionStore {
  return useSessionContext().store;
}

export function useApiClient(): ApiClient {
  return useSessionContext().api;
}
