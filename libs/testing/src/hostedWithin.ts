import type { SessionActors, SessionSystem } from '@portal/session';

type SessionActorId = keyof SessionActors;

/**
 * For tests: the actor of that id once it is hosted, or null after `ms`, without asking for it
 * (`whenHosted` asks, which loads the session's runtime at once).
 */
export function hostedWithin<Id extends SessionActorId>(system: SessionSystem, id: Id, ms: number): Promise<SessionActors[Id] | null> {
  return new Promise((resolve) => {
    const check = () => {
      const actor = system.get(id);
      if (!actor) return;
      clearTimeout(timer);
      stop();
      resolve(actor);
    };
    const timer = setTimeout(() => {
      stop();
      resolve(null);
    }, ms);
    const stop = system.subscribe(check);
    check();
  });
}
