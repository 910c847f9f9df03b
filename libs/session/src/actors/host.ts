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
  system.root ??= createActor(sessionRoot).start();
  // Registered under its id in the root's system, where the session's other actors reach it.
  const actor = createActor(logic, { ...options, parent: system.root, systemId: id, id });
  const typed = actor as unknown as SessionActors[Id];
  const detach = attach?.(typed);
  system.hosted.set(id, { actor, key, detach: () => detach?.() });
  actor.start();
  system.changed();
  return typed;
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
