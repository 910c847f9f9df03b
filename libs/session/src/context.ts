/**
 * The session's React context and its hooks. Its own module, below both the provider and the
 * lazily loaded runtime, so neither imports the other's file (no import circle).
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SessionSystem } from './actors/system.ts';
import type { SessionState, SessionStore } from './store.ts';

/** How this session's API client is made (apiClient.ts makes it on first use). */
export interface SessionClientSettings {
  baseUrl: string;
  /** Timeout of every API call (the client's default when absent). */
  timeoutMs?: number;
  /**
   * Retire a token on the server when its session ends while it is still good (program.json
   * `session.revokeOnLogout`); absent: true.
   */
  revokeOnLogout?: boolean;
}

export interface SessionContextValue {
  store: SessionStore;
  client: SessionClientSettings;
  system: SessionSystem;
  /** The absolute session lifetime, ms from the session's start (program.json `session.absoluteLifetimeHours`). */
  absoluteLifetimeMs: number;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSessionContext(): SessionContextValue {
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
