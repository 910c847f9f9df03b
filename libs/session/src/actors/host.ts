/**
 * Hosting an actor in the session's actor system (system.ts): the one place the portal creates
 * actors. Call it from an effect or an event handler, never during render. An actor hosted under
 * an id that is running replaces it (the old one is detached and stopped first).
 */
import { assertEvent, createActor, setup, stopChild, type ActorOptions, type AnyActorLogic, type AnyActorRef } from 'xstate';
import type { SessionActorId, SessionActors, SessionSystem, SessionSystemInternals } from './system.ts';

/**
 * The root of the system: it holds the session's actors together and stops them (XState lets
 * only a parent stop its child). The actors are created with the root as their `parent` rather
 * than spawned by it, because a spawn cannot start from a persisted snapshot (the sign-in resumes
 * from one after a reload).
 */
const sessionRoot = setup({
  types: { events: {} as { type: 'release'; actor: AnyActorRef } },
}).createMachine({
  id: 'session',
  on: {
    release: {
      actions: stopChild(({ event }) => {
        assertEvent(event, 'release');
        return event.actor;
      }),
    },
  },
});

export interface HostOptions<Logic extends AnyActorLogic, Actor> extends Pick<ActorOptions<Logic>, 'input' | 'snapshot'> {
  /** What the host ties to the actor (subscriptions, listeners): undone when the actor is released. */
  attach?: (actor: Actor) => (() => void) | void;
  /** Whom or what the actor is for (a patient): `get(id, key)` finds it for that key only. */
  key?: string;
}

export function hostActor<Id extends SessionActorId, Logic extends AnyActorLogic>(
  given: SessionSystem,
  id: Id,
  logic: Logic,
  { attach, key, ...options }: HostOptions<Logic, SessionActors[Id]> = {},
): SessionActors[Id] {
  const system = given as SessionSystemInternals;
  releaseActor(system, id);
  if (!system.root) {
    system.root = createActor(sessionRoot).start();
    system.stop = () => stopAll(system);
  }
  // Registered under its id in the root's system, where the session's other actors reach it.
  const actor = createActor(logic, { ...options, parent: system.root, systemId: id, id });
  const typed = actor as unknown as SessionActors[Id];
  const detach = attach?.(typed);
  system.hosted.set(id, { actor, key, detach: () => detach?.() });
  actor.start();
  system.changed();
  return typed;
}

/**
 * Stops every hosted actor, then the root. The hosted actors are the root's children through
 * their `parent`, not its snapshot's: the root's own stop would not reach them.
 */
function stopAll(system: SessionSystemInternals): void {
  for (const id of [...system.hosted.keys()]) releaseActor(system, id);
  system.root?.stop();
  system.root = null;
  system.stop = () => {};
}

/** Detaches and stops the actor of that id (only if it is still `only`, when given). */
export function releaseActor(given: SessionSystem, id: SessionActorId, only?: AnyActorRef): void {
  const system = given as SessionSystemInternals;
  const hosted = system.hosted.get(id);
  if (!hosted || (only && hosted.actor !== only)) return;
  system.hosted.delete(id);
  hosted.detach();
  system.root?.send({ type: 'release', actor: hosted.actor });
  system.changed();
}

/** How long a caller waits for an actor that another part of the page is still loading. */
export const ACTOR_WAIT_MS = 10_000;

/**
 * The actor of that id, at once or as soon as it is hosted; null after `waitMs`. It also asks for
 * it (`need`; here, not in system.ts, which the landing page carries): the session's runtime, for one, loads later unless something waits for it.
 */
export function whenHosted<Id extends SessionActorId>(system: SessionSystem, id: Id, waitMs = ACTOR_WAIT_MS): Promise<SessionActors[Id] | null> {
  const running = system.get(id);
  if (running) return Promise.resolve(running);
  system.need(id);
  return new Promise((resolve) => {
    const finish = (actor: SessionActors[Id] | null) => {
      clearTimeout(timer);
      stopListening();
      resolve(actor);
    };
    const timer = setTimeout(() => finish(null), waitMs);
    const stopListening = system.subscribe(() => {
      const actor = system.get(id);
      if (actor) finish(actor);
    });
  });
}
