/**
 * The session's React context and its hooks. Its own module, below both the provider and the
 * lazily loaded runtime, so neither imports the other's file (no import circle).
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AnyActorRef } from 'xstate';
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

/**
 * Where the session's root actor lives once the first page that runs an actor starts it
 * (sessionActor.ts), and the one thing the landing page's provider hears from it: that something
 * waits for an actor that is not running (the token lifecycle, which loads with the runtime).
 */
export interface SessionActors {
  root: AnyActorRef | null;
  need(id: string): void;
}

/** The provider's holder, with no XState in it (the landing page carries the provider). */
export function createSessionActors(): SessionActors & { onNeeded(listener: (id: string) => void): () => void } {
  const listeners = new Set<(id: string) => void>();
  return {
    root: null,
    need: (id) => {
      for (const listener of [...listeners]) listener(id);
    },
    onNeeded: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface SessionContextValue {
  store: SessionStore;
  client: SessionClientSettings;
  actors: SessionActors;
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
