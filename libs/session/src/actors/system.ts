/**
 * The session's actor system: every long-lived machine of a signed-in (or signing-in) patient is an
 * actor in it, under a fixed id, and reached by that id (`useSessionActor`, `whenHosted`). The
 * session provider owns one per page load; no module holds an actor.
 *
 * This half has no XState in it: the provider is on the landing page, whose JS has a budget. The
 * XState root and the actors come with the first page that hosts one (`host.ts`), which loads
 * XState anyway.
 */
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { paymentReturnMachine, paySessionMachine, signInMachine, tokenLifecycleMachine, wizardMachine } from '@portal/machines';

/** The ids of the session's actors and what each is. One of each runs at a time. */
export interface SessionActors {
  /** The token's checks, renewal and expiry; runs while a token exists (runtime.tsx). */
  tokenLifecycle: ActorRefFrom<typeof tokenLifecycleMachine>;
  /** The sign-in, shared by /login and /verification. */
  signIn: ActorRefFrom<typeof signInMachine>;
  /** The missing-information wizard, shared by its routes. */
  wizard: ActorRefFrom<typeof wizardMachine>;
  /** The return from the checkout (`?transaction=`). */
  paymentReturn: ActorRefFrom<typeof paymentReturnMachine>;
  /** The pay session of the payment being paid. */
  paySession: ActorRefFrom<typeof paySessionMachine>;
}

export type SessionActorId = keyof SessionActors;

export interface SessionSystem {
  /**
   * The hosted actor of that id, if any (a finished one too, until it is released); with `key`,
   * only if it was hosted for that key (a patient, a payment).
   */
  get<Id extends SessionActorId>(id: Id, key?: string): SessionActors[Id] | undefined;
  /** Called whenever an actor is hosted or released. */
  subscribe(listener: () => void): () => void;
  /** Listens for `whenHosted` asking for an actor that is not running. */
  onNeeded(listener: (id: SessionActorId) => void): () => void;
  /** Tells the `onNeeded` listeners that something waits for the actor of that id. */
  need(id: SessionActorId): void;
  /** Stops every actor (the provider is gone). */
  stop(): void;
}

/** What host.ts needs besides the public face: the XState root, and what is hosted under each id. */
export interface SessionSystemInternals extends SessionSystem {
  root: AnyActorRef | null;
  /**
   * The hosted actors with what their host tied to them. Kept here rather than read back from
   * XState's registry, which forgets an actor once it is done: a finished sign-in's output is
   * still read, and its host still has to detach.
   */
  readonly hosted: Map<SessionActorId, { actor: AnyActorRef; key: string | undefined; detach: () => void }>;
  changed(): void;
}

export function createSessionSystem(): SessionSystem {
  const listeners = new Set<() => void>();
  const needed = new Set<(id: SessionActorId) => void>();
  const system: SessionSystemInternals = {
    root: null,
    hosted: new Map(),
    get<Id extends SessionActorId>(id: Id, key?: string) {
      const hosted = system.hosted.get(id);
      return hosted && (key === undefined || hosted.key === key) ? (hosted.actor as SessionActors[Id]) : undefined;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changed() {
      for (const listener of [...listeners]) listener();
    },
    onNeeded(listener) {
      needed.add(listener);
      return () => needed.delete(listener);
    },
    need(id) {
      for (const listener of [...needed]) listener(id);
    },
    // Nothing to stop until an actor is hosted: host.ts puts the real stop here with the root.
    stop() {},
  };
  return system;
}
