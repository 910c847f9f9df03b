/**
 * The session's root actor (`sessionMachine`): its children are the session's actors, by id. Its
 * own module, loaded with the first page that runs an actor: the landing page carries no XState.
 * The provider holds the root (context.ts `SessionActors`) and stops it, with every child, when it
 * goes.
 */
import { useSelector } from '@xstate/react';
import { createActor, type ActorRefFrom, type AnyActorLogic, type AnyActorRef, type InputFrom, type Snapshot } from 'xstate';
import { sessionChild, sessionMachine, SESSION_ROOT_ID, type SessionActorId, type SessionRoot } from '@portal/machines';
import { useSessionContext, type SessionActors } from './context.ts';

/** The session's root, started on first use; its `needed` events go to the provider's runtime loader. */
export function sessionRootOf(actors: SessionActors): SessionRoot {
  if (!actors.root) {
    const root = createActor(sessionMachine, { systemId: SESSION_ROOT_ID });
    root.on('needed', ({ id }) => actors.need(id));
    actors.root = root.start();
  }
  return actors.root as SessionRoot;
}

export function useSessionRoot(): SessionRoot {
  return sessionRootOf(useSessionContext().actors);
}

/** The session's actor of that id (a finished one too, until it is released), or undefined; re-renders when it changes. */
export function useSessionActor<Ref extends AnyActorRef>(id: SessionActorId): Ref | undefined {
  return useSelector(useSessionRoot(), (snapshot) => sessionChild<Ref>(snapshot, id));
}

/**
 * Runs `logic` as the session's actor of that id, from its input or from a persisted snapshot;
 * one running under that id is stopped first. Call it from an effect or an event handler.
 */
export function hostActor<Logic extends AnyActorLogic>(root: SessionRoot, id: SessionActorId, logic: Logic, options: { input?: InputFrom<Logic>; snapshot?: Snapshot<unknown> } = {}): ActorRefFrom<Logic> {
  root.send({ type: 'release', id });
  root.send({ type: 'host', id, logic, ...options });
  return sessionChild(root.getSnapshot(), id) as ActorRefFrom<Logic>;
}

/** Stops the session's actor of that id (only if it is still `only`, when given). */
export function releaseActor(root: SessionRoot, id: SessionActorId, only?: AnyActorRef): void {
  root.send({ type: 'release', id, ...(only ? { only } : {}) });
}
