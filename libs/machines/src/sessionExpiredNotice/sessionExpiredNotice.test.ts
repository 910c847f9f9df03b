import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { SESSION_EXPIRED_MESSAGE_MS, sessionExpiredNoticeMachine } from './sessionExpiredNotice.machine.ts';

function startNotice() {
  const clock = new SimulatedClock();
  const actor = createActor(sessionExpiredNoticeMachine, { clock }).start();
  const shown = () => actor.getSnapshot().matches('shown');
  return { actor, clock, shown };
}

describe('sessionExpiredNoticeMachine (spec §4: the message is cleared after 30 seconds)', () => {
  it('keeps the spec value', () => {
    expect(SESSION_EXPIRED_MESSAGE_MS).toBe(30_000);
  });

  it('shows the message for exactly 30 s', () => {
    const { actor, clock, shown } = startNotice();
    expect(shown()).toBe(false);
    actor.send({ type: 'SHOW' });
    clock.increment(SESSION_EXPIRED_MESSAGE_MS - 1);
    expect(shown()).toBe(true);
    clock.increment(1);
    expect(shown()).toBe(false);
  });

  it('restarts the 30 s when the session expires again', () => {
    const { actor, clock, shown } = startNotice();
    actor.send({ type: 'SHOW' });
    clock.increment(20_000);
    actor.send({ type: 'SHOW' });
    clock.increment(20_000);
    expect(shown()).toBe(true);
    clock.increment(10_000);
    expect(shown()).toBe(false);
  });

  it('can be dismissed, e.g. when the patient signs in again', () => {
    const { actor, shown } = startNotice();
    actor.send({ type: 'SHOW' });
    actor.send({ type: 'DISMISS' });
    expect(shown()).toBe(false);
  });
});
