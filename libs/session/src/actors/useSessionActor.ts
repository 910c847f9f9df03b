import { useSyncExternalStore } from 'react';
import { useSessionContext } from '../context.ts';
import type { SessionActorId, SessionActors, SessionSystem } from './system.ts';

/** The session's actor system (to host an actor in, from an effect or an event handler). */
export function useSessionSystem(): SessionSystem {
  return useSessionContext().system;
}

/**
 * The hosted actor of that id in the session's actor system (for `key` only, when given), or
 * null; re-renders when it changes.
 */
export function useSessionActor<Id extends SessionActorId>(id: Id, key?: string): SessionActors[Id] | null {
  const system = useSessionSystem();
  const read = () => system.get(id, key) ?? null;
  return useSyncExternalStore(system.subscribe, read, read);
}
