import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { paymentReturnMachine } from './paymentReturn.machine.ts';
import type { ApiClient } from '@portal/api';
import type { TimelineCopy } from '@portal/care';
import type { CheckPaymentResult, PaymentCheck, PaymentReturnOutcome } from './types.ts';

/** The polls are the test's fakes: nothing goes through this client. */
const check: PaymentCheck = { api: {} as ApiClient, token: () => 'token', rxPaymentId: null, timeline: {} as TimelineCopy };

/** Lets the fake check's promise settle (the SimulatedClock does not move meanwhile). */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Starts a return on a simulated clock. `answers[i]` is what try i+1 answers: settled or not, or
 * 'error' for a failed profile fetch. Records the clock time of each try.
 */
function startReturn(outcome: PaymentReturnOutcome, answers: (boolean | 'error')[]) {
  const clock = new SimulatedClock();
  const tries: number[] = [];
  const machine = paymentReturnMachine.provide({
    actors: {
      checkPayment: fromPromise<CheckPaymentResult, { attempt: number; check: PaymentCheck }>(async ({ input }) => {
        tries.push(clock.now());
        const answer = answers[input.attempt - 1] ?? false;
        if (answer === 'error') throw new Error('profile fetch failed');
        return { settled: answer };
      }),
    },
  });
  const actor = createActor(machine, { input: { outcome, check }, clock });
  actor.start();
  const advance = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  return { actor, tries, advance, clock };
}

/** spec: prescription-experience §4 Payment return and §9: up to 3 tries, 1 s apart. Literal, so a changed constant fails here. */
const SECOND = 1000;

describe('paymentReturn machine (spec §4 Payment return)', () => {
  it.each([
    { settlesOn: 1, answers: [true] },
    { settlesOn: 2, answers: [false, true] },
    { settlesOn: 3, answers: [false, false, true] },
  ])('succeeds when the payment settles on try $settlesOn, the tries 1 s apart', async ({ settlesOn, answers }) => {
    const { actor, tries, advance } = startReturn('success', answers);
    await flush();
    for (let step = 1; step < settlesOn; step += 1) {
      expect(actor.getSnapshot().status, 'still polling').toBe('active');
      // Not a moment before the interval.
      await advance(999);
      expect(tries).toHaveLength(step);
      await advance(1);
    }
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ result: 'succeeded', attempts: settlesOn });
    expect(tries).toEqual(Array.from({ length: settlesOn }, (_, index) => index * SECOND));
  });

  it('after three tries without a settled payment it ends unconfirmed (an info message, never a failure) and tries no more', async () => {
    const { actor, tries, advance } = startReturn('success', [false, false, false, true]);
    await flush();
    await advance(SECOND);
    await advance(SECOND);
    expect(actor.getSnapshot().output).toEqual({ result: 'unconfirmed', attempts: 3 });
    await advance(10 * SECOND);
    expect(tries).toHaveLength(3);
  });

  it('a failed profile fetch counts as a try and polling goes on', async () => {
    const { actor, advance } = startReturn('success', ['error', true]);
    await flush();
    expect(actor.getSnapshot().status, 'still polling').toBe('active');
    await advance(SECOND);
    expect(actor.getSnapshot().output).toEqual({ result: 'succeeded', attempts: 2 });
  });

  it('fetch errors on every try end unconfirmed, not failed', async () => {
    const { actor, advance } = startReturn('success', ['error', 'error', 'error']);
    await flush();
    await advance(SECOND);
    await advance(SECOND);
    expect(actor.getSnapshot().output?.result).toBe('unconfirmed');
  });

  it('transaction=failure ends failed at once, without polling', async () => {
    const { actor, tries } = startReturn('failure', [true]);
    await flush();
    expect(actor.getSnapshot().output).toEqual({ result: 'failed', attempts: 0 });
    expect(tries).toEqual([]);
  });

  it('a reload during polling (the actor stopped, a new one started for the same return) starts over and still settles', async () => {
    const first = startReturn('success', [false, false, true]);
    await flush();
    await first.advance(SECOND / 2);
    first.actor.stop();
    await first.advance(5 * SECOND);
    expect(first.tries).toHaveLength(1);

    // After the reload the mock's payment has settled meanwhile: the first try of the new page sees it.
    const second = startReturn('success', [true]);
    await flush();
    expect(second.actor.getSnapshot().output).toEqual({ result: 'succeeded', attempts: 1 });
  });
});

describe('paymentReturn machine: its poll', () => {
  it('asks the API client it is given for the profile past every cache, with the token of the moment', async () => {
    const request = vi.fn(async () => ({ ok: false, error: { kind: 'network' } }));
    const clock = new SimulatedClock();
    const actor = createActor(paymentReturnMachine, { input: { outcome: 'success', check: { ...check, api: { request } as unknown as ApiClient, token: () => 'renewed' } }, clock }).start();
    await flush();
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ token: 'renewed', headers: { 'Cache-Control': 'no-cache' } }));
    expect(actor.getSnapshot().context.attempts).toBe(1);
  });
});
