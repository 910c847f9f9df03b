import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { paymentReturnMachine } from '@portal/machines';
import { hostActor, releaseActor, whenHosted } from './host.ts';
import { createSessionSystem } from './system.ts';

/** A payment return that waits on its first check until the test lets it finish. */
function paymentReturn() {
  let settle!: (settled: boolean) => void;
  const logic = paymentReturnMachine.provide({ actors: { checkPayment: fromPromise(() => new Promise<{ settled: boolean }>((resolve) => (settle = (settled) => resolve({ settled })))) } });
  return { logic, settle: (settled: boolean) => settle(settled) };
}

afterEach(() => vi.useRealTimers());

describe("the session's actor system", () => {
  it('hosts an actor under its id, reached by that id and found by XState under it too', () => {
    const system = createSessionSystem();
    const changes = vi.fn();
    system.subscribe(changes);
    const actor = hostActor(system, 'paymentReturn', paymentReturn().logic, { input: { outcome: 'success' } });
    expect(system.get('paymentReturn')).toBe(actor);
    expect(actor.system.get('paymentReturn')).toBe(actor);
    expect(actor.getSnapshot().status).toBe('active');
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('a second host under the same id replaces the first: detached, then stopped', () => {
    const system = createSessionSystem();
    const detach = vi.fn();
    const first = hostActor(system, 'paymentReturn', paymentReturn().logic, { input: { outcome: 'success' }, attach: () => detach });
    const second = hostActor(system, 'paymentReturn', paymentReturn().logic, { input: { outcome: 'success' } });
    expect(detach).toHaveBeenCalledTimes(1);
    expect(first.getSnapshot().status).toBe('stopped');
    expect(system.get('paymentReturn')).toBe(second);
  });

  it('an actor hosted for a key is found for that key only', () => {
    const system = createSessionSystem();
    const actor = hostActor(system, 'paymentReturn', paymentReturn().logic, { input: { outcome: 'success' }, key: 'patient-a' });
    expect(system.get('paymentReturn', 'patient-a')).toBe(actor);
    expect(system.get('paymentReturn', 'patient-b')).toBeUndefined();
    expect(system.get('paymentReturn')).toBe(actor);
  });

  it('a finished actor stays readable until released; release of another one is a no-op', async () => {
    const system = createSessionSystem();
    const { logic, settle } = paymentReturn();
    const actor = hostActor(system, 'paymentReturn', logic, { input: { outcome: 'success' } });
    settle(true);
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(system.get('paymentReturn')?.getSnapshot().output).toEqual({ result: 'succeeded', attempts: 1 });
    releaseActor(system, 'paymentReturn', hostActor(createSessionSystem(), 'paymentReturn', logic, { input: { outcome: 'failure' } }));
    expect(system.get('paymentReturn')).toBe(actor);
    releaseActor(system, 'paymentReturn', actor);
    expect(system.get('paymentReturn')).toBeUndefined();
  });

  it('stop detaches and stops every actor', () => {
    const system = createSessionSystem();
    const detach = vi.fn();
    const actor = hostActor(system, 'paymentReturn', paymentReturn().logic, { input: { outcome: 'success' }, attach: () => detach });
    system.stop();
    expect(detach).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().status).toBe('stopped');
    expect(system.get('paymentReturn')).toBeUndefined();
  });

  it('whenHosted: at once when running; else asks for it and waits; null after the wait', async () => {
    vi.useFakeTimers();
    const system = createSessionSystem();
    const needed = vi.fn();
    system.onNeeded(needed);
    const waiting = whenHosted(system, 'paymentReturn', 1000);
    expect(needed).toHaveBeenCalledWith('paymentReturn');
    const actor = hostActor(system, 'paymentReturn', paymentReturn().logic, { input: { outcome: 'success' } });
    await expect(waiting).resolves.toBe(actor);
    await expect(whenHosted(system, 'paymentReturn')).resolves.toBe(actor);
    const late = whenHosted(system, 'signIn', 1000);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(late).resolves.toBeNull();
  });
});
