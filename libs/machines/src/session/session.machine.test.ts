import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import type { ApiClient } from '@portal/api';
import { paymentReturnMachine } from '../paymentReturn/paymentReturn.machine.ts';
import { signInMachine, signInStep } from '../signIn/signIn.machine.ts';
import { reachSessionActor, sessionChild, sessionMachine, SESSION_ROOT_ID, type SessionActorId } from './session.machine.ts';

const root = () => createActor(sessionMachine, { systemId: SESSION_ROOT_ID }).start();

/** A payment return that waits on its first check until the test lets it finish. */
function paymentReturn() {
  let settle!: (settled: boolean) => void;
  const logic = paymentReturnMachine.provide({ actors: { checkPayment: fromPromise(() => new Promise<{ settled: boolean }>((resolve) => (settle = (settled) => resolve({ settled })))) } });
  return { logic, settle: (settled: boolean) => settle(settled) };
}

const host = (session: ReturnType<typeof root>, id: SessionActorId, logic: Parameters<typeof createActor>[0], input?: unknown, snapshot?: unknown) => {
  session.send({ type: 'release', id });
  session.send({ type: 'host', id, logic, input, ...(snapshot ? { snapshot: snapshot as never } : {}) });
  return sessionChild(session.getSnapshot(), id) as AnyActorRef;
};

describe("the session's root actor", () => {
  it('runs an actor as its child under its id, which XState\'s system finds under the same id', () => {
    const session = root();
    const actor = host(session, 'paymentReturn', paymentReturn().logic, { outcome: 'success' });
    expect(actor.getSnapshot().status).toBe('active');
    expect(session.system.get('paymentReturn')).toBe(actor);
    expect(actor.system.get(SESSION_ROOT_ID)).toBe(session);
  });

  it('a finished actor stays among the children (its output is read) until it is released', async () => {
    const session = root();
    const { logic, settle } = paymentReturn();
    const actor = host(session, 'paymentReturn', logic, { outcome: 'success' });
    settle(true);
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(sessionChild(session.getSnapshot(), 'paymentReturn')?.getSnapshot().output).toEqual({ result: 'succeeded', attempts: 1 });
    session.send({ type: 'release', id: 'paymentReturn' });
    expect(sessionChild(session.getSnapshot(), 'paymentReturn')).toBeUndefined();
  });

  it('release with `only` stops the actor only if it is still that one', () => {
    const session = root();
    const first = host(session, 'paymentReturn', paymentReturn().logic, { outcome: 'success' });
    const second = host(session, 'paymentReturn', paymentReturn().logic, { outcome: 'success' });
    expect(first.getSnapshot().status).toBe('stopped');
    session.send({ type: 'release', id: 'paymentReturn', only: first });
    expect(second.getSnapshot().status).toBe('active');
    session.send({ type: 'release', id: 'paymentReturn', only: second });
    expect(second.getSnapshot().status).toBe('stopped');
    expect(sessionChild(session.getSnapshot(), 'paymentReturn')).toBeUndefined();
  });

  it('stopping the root stops every actor of the session', () => {
    const session = root();
    const actor = host(session, 'paymentReturn', paymentReturn().logic, { outcome: 'success' });
    session.stop();
    expect(actor.getSnapshot().status).toBe('stopped');
  });

  it('resumes an actor from a persisted snapshot (a sign-in after a reload), not from its input', () => {
    const api = {} as ApiClient;
    const input = { api, returnUrl: null, missingInformationEnabled: false, usOnlyPhone: true };
    const before = createActor(signInMachine, { input, snapshot: undefined }).start();
    const saved = JSON.parse(JSON.stringify({ ...before.getPersistedSnapshot(), value: 'enteringCode', context: { ...before.getSnapshot().context, api: undefined, address: '5551234567' } })) as { context: object };
    const session = root();
    const resumed = host(session, 'signIn', signInMachine, input, { ...saved, context: { ...saved.context, api } });
    expect(signInStep(resumed.getSnapshot())).toBe('code');
    expect(resumed.getSnapshot().context.address).toBe('5551234567');
    expect(session.system.get('signIn')).toBe(resumed);
  });

  it('an actor whose snapshot cannot be resumed fails alone: the root goes on', () => {
    const session = root();
    const broken = host(session, 'signIn', signInMachine, undefined, { status: 'active', value: 'no such state', context: {}, children: {} });
    expect(broken.getSnapshot().status).toBe('error');
    expect(session.getSnapshot().status).toBe('active');
    expect(host(session, 'paymentReturn', paymentReturn().logic, { outcome: 'success' }).getSnapshot().status).toBe('active');
  });
});

describe('reachSessionActor', () => {
  it('is the running actor at once, without asking for it', async () => {
    const session = root();
    const needed = vi.fn();
    session.on('needed', needed);
    const actor = host(session, 'paymentReturn', paymentReturn().logic, { outcome: 'success' });
    await expect(reachSessionActor(session.system, 'paymentReturn')).resolves.toBe(actor);
    expect(needed).not.toHaveBeenCalled();
  });

  it('asks the root for one that is not running (`needed`) and waits for it', async () => {
    const session = root();
    const needed = vi.fn();
    session.on('needed', ({ id }) => needed(id));
    const reached = reachSessionActor(session.system, 'paymentReturn', 1000);
    expect(needed).toHaveBeenCalledWith('paymentReturn');
    const actor = host(session, 'paymentReturn', paymentReturn().logic, { outcome: 'success' });
    await expect(reached).resolves.toBe(actor);
  });

  it('null after the wait, or outside a session', async () => {
    vi.useFakeTimers();
    try {
      const session = root();
      const late = reachSessionActor(session.system, 'tokenLifecycle', 1000);
      await vi.advanceTimersByTimeAsync(999);
      let settled = false;
      void late.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(late).resolves.toBeNull();
      await expect(reachSessionActor(createActor(paymentReturnMachine, { input: { outcome: 'failure', check: {} as never } }).system, 'tokenLifecycle')).resolves.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
