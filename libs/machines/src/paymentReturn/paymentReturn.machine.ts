import { assign, fromPromise, setup } from 'xstate';
import type { CheckPaymentResult, PaymentReturnContext, PaymentReturnInput, PaymentReturnOutput } from './types.ts';

/** spec: prescription-experience §4 Payment return: up to 3 attempts, 1 s apart. */
export const PAYMENT_RETURN_MAX_ATTEMPTS = 3;
export const PAYMENT_RETURN_POLL_INTERVAL_MS = 1000;

/**
 * The return from the checkout. `failure` ends at once; `success` polls the profile (check → wait
 * → check …) until the payment shows as settled or the tries run out. Runs once per return: the
 * page removes `transaction` from the address once the machine is done, so a reload during the
 * polling starts a fresh machine, and one after it does nothing.
 */
export const paymentReturnMachine = setup({
  types: {
    input: {} as PaymentReturnInput,
    context: {} as PaymentReturnContext,
    output: {} as PaymentReturnOutput,
  },
  actors: {
    checkPayment: fromPromise<CheckPaymentResult, { attempt: number }>(async () => {
      throw new Error('paymentReturnMachine: the "checkPayment" actor is not provided; pass it with paymentReturnMachine.provide({ actors: { checkPayment } })');
    }),
  },
  guards: {
    isFailure: ({ context }) => context.outcome === 'failure',
    hasAttemptsLeft: ({ context }) => context.attempts < PAYMENT_RETURN_MAX_ATTEMPTS,
  },
  delays: {
    POLL_INTERVAL: PAYMENT_RETURN_POLL_INTERVAL_MS,
  },
}).createMachine({
  id: 'paymentReturn',
  context: ({ input }) => ({ outcome: input.outcome, attempts: 0, result: null }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'isFailure', target: 'failed' }, { target: 'checking' }],
    },
    checking: {
      entry: assign({ attempts: ({ context }) => context.attempts + 1 }),
      invoke: {
        src: 'checkPayment',
        input: ({ context }) => ({ attempt: context.attempts }),
        onDone: [
          { guard: ({ event }) => event.output.settled, target: 'succeeded' },
          { guard: 'hasAttemptsLeft', target: 'waiting' },
          { target: 'unconfirmed' },
        ],
        // A failed fetch is a try without an answer: try again, never report a failed payment.
        onError: [{ guard: 'hasAttemptsLeft', target: 'waiting' }, { target: 'unconfirmed' }],
      },
    },
    waiting: {
      after: { POLL_INTERVAL: 'checking' },
    },
    succeeded: { type: 'final', entry: assign({ result: 'succeeded' as const }) },
    unconfirmed: { type: 'final', entry: assign({ result: 'unconfirmed' as const }) },
    failed: { type: 'final', entry: assign({ result: 'failed' as const }) },
  },
  output: ({ context }) => ({ result: context.result ?? 'unconfirmed', attempts: context.attempts }),
});
