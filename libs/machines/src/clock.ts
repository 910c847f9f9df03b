import type { ActionArgs, EventObject, MachineContext } from 'xstate';

/** The actor system an action sees (XState's AnyActorSystem, which it does not export by name). */
type AnySystem = ActionArgs<MachineContext, EventObject, EventObject>['system'];

/**
 * The time on the actor's clock, so "now" in a machine moves with the clock that runs its delays.
 * XState's `Clock` contract only schedules timeouts; `SimulatedClock` also tells the time
 * (`now()`), so a test that advances the simulated clock advances the machine's "now" with it and
 * a boundary can be hit to the millisecond. The default clock has no `now`: wall time.
 * (XState exposes the clock on the system as `_clock`; if a release renames it, the machines
 * fall back to wall time, which is right in the app, and the SimulatedClock tests fail loudly.)
 */
export function nowOn(system: AnySystem): number {
  const clock: AnySystem['_clock'] & { now?: () => number } = system._clock;
  return typeof clock.now === 'function' ? clock.now() : Date.now();
}
