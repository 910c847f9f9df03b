/**
 * The session's root actor: it owns the long-lived actors of a signed-in (or signing-in) patient
 * as its spawned children, each under a fixed id that is also its `systemId`, so any actor of the
 * session reaches another through XState's system (`system.get('tokenLifecycle')`) and a page
 * reads it from the root's `children`. One of each runs at a time.
 *
 *   host    { id, logic, input?, snapshot? }  spawns the actor (from a persisted snapshot, when given)
 *   release { id, only? }                     stops it (only if it is still `only`)
 *   need    { id }                            something waits for an actor that is not running: emitted
 *                                             as `needed`, for whoever starts it (the session's
 *                                             runtime loads after the first page unless asked)
 *
 * Stopping the root stops every child. A finished child stays among the children (its output is
 * read) until it is released or replaced; XState's system forgets it once it is done.
 */
import { assign, emit, setup, stopChild, waitFor, type ActorRefFrom, type AnyActorLogic, type SnapshotFrom, type AnyActorRef, type Snapshot } from 'xstate';

/** The ids of the session's actors. */
export type SessionActorId = 'tokenLifecycle' | 'signIn' | 'wizard' | 'paymentReturn' | 'paySession';

/** The root's `systemId`: an actor of the session reaches the root under it. */
export const SESSION_ROOT_ID = 'session';

export type SessionRootEvent =
  | { type: 'host'; id: SessionActorId; logic: AnyActorLogic; input?: unknown; snapshot?: Snapshot<unknown> }
  | { type: 'release'; id: SessionActorId; only?: AnyActorRef }
  | { type: 'need'; id: SessionActorId };

/** What a failing child sends its parent. */
type ChildError = { type: `xstate.error.actor.${string}`; error: unknown };

type Spawn = (logic: AnyActorLogic, options: { id: string; systemId: string; input?: unknown }) => AnyActorRef;

/**
 * The logic started from a persisted snapshot rather than from its input. A spawn takes no
 * snapshot (`createActor` does): the spawned actor's first snapshot is the restored one. A snapshot
 * the logic cannot restore (an older shape) leaves the actor in error; the caller hosts anew.
 */
function resumed(logic: AnyActorLogic, snapshot: Snapshot<unknown>): AnyActorLogic {
  const restore = logic.restoreSnapshot?.bind(logic);
  if (!restore) return logic;
  return Object.assign(Object.create(logic) as AnyActorLogic, { getInitialSnapshot: (scope: Parameters<AnyActorLogic['getInitialSnapshot']>[0]) => restore(snapshot, scope) });
}

export const sessionMachine = setup({
  types: {
    events: {} as SessionRootEvent | ChildError,
    emitted: {} as { type: 'needed'; id: SessionActorId },
  },
}).createMachine({
  id: SESSION_ROOT_ID,
  on: {
    host: {
      actions: assign(({ event, spawn }) => {
        const logic = event.snapshot ? resumed(event.logic, event.snapshot) : event.logic;
        // The session's actors are of many kinds, given at run time: spawned untyped, read back by id (`sessionChild`).
        (spawn as unknown as Spawn)(logic, { id: event.id, systemId: event.id, input: event.input });
        return {};
      }),
    },
    release: {
      actions: stopChild(({ event, self }): string => {
        const child = (self.getSnapshot().children as Partial<Record<SessionActorId, AnyActorRef>>)[event.id];
        return event.only && child !== event.only ? '' : event.id;
      }),
    },
    need: { actions: emit(({ event }) => ({ type: 'needed' as const, id: event.id })) },
    // A child that fails (a snapshot it could not resume) is that child's end, not the session's.
    'xstate.error.actor.*': {},
  },
});

export type SessionRoot = ActorRefFrom<typeof sessionMachine>;

/** The root's child of that id (a finished one too, until it is released or replaced). */
export function sessionChild<Ref extends AnyActorRef = AnyActorRef>(snapshot: SnapshotFrom<typeof sessionMachine>, id: SessionActorId): Ref | undefined {
  return (snapshot.children as Partial<Record<SessionActorId, Ref>>)[id];
}

/**
 * The time on the actor's clock, so "now" in a machine moves with the clock that runs its delays.
 * An actor made by `createActor` carries its clock (`actor.clock`: the `clock` option, else its
 * system's); XState's `Clock` contract only schedules timeouts, and a `SimulatedClock` also tells
 * the time (`now()`), so a test that advances the simulated clock advances the machine's "now" with
 * it and a boundary can be hit to the millisecond. The default clock has no `now`: wall time.
 */
export function nowOn(self: AnyActorRef): number {
  const clock = (self as AnyActorRef & { clock?: { now?: () => number } }).clock;
  return typeof clock?.now === 'function' ? clock.now() : Date.now();
}

/** How long a caller waits for an actor that another part of the page is still loading. */
const SESSION_ACTOR_WAIT_MS = 10_000;

/**
 * The session's actor of that id, at once or as soon as it runs (it is asked for: `need`); null
 * after `waitMs`, or outside a session.
 */
export async function reachSessionActor<Ref extends AnyActorRef>(system: AnyActorRef['system'], id: SessionActorId, waitMs = SESSION_ACTOR_WAIT_MS): Promise<Ref | null> {
  const running = system.get(id) as Ref | undefined;
  if (running) return running;
  const root = system.get(SESSION_ROOT_ID) as AnyActorRef | undefined;
  if (!root) return null;
  root.send({ type: 'need', id });
  try {
    await waitFor(root, () => system.get(id) !== undefined, { timeout: waitMs });
  } catch {
    return null;
  }
  return (system.get(id) as Ref | undefined) ?? null;
}
