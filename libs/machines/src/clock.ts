import type { AnyActorRef } from 'xstate';

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
