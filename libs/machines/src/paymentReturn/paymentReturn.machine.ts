import { assign, enqueueActions, fromPromise, setup, type DoneActorEvent } from 'xstate';
import { paths, patientProfileResponseSchema, type PatientProfileResponse } from '@portal/api';
import { isPaymentSettled, toClientPatientData } from '@portal/care';
import type { CheckPaymentResult, PaymentCheck, PaymentReturnContext, PaymentReturnInput, PaymentReturnOutput } from './types.ts';

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
    emitted: {} as { type: 'profileFetched'; profile: PatientProfileResponse },
  },
  actors: {
    /** One poll: the profile, past every cache (no-cache: the server's current answer). */
    checkPayment: fromPromise<CheckPaymentResult, { attempt: number; check: PaymentCheck }>(async ({ input: { check } }) => {
      const token = check.token();
      if (!token) throw new Error('No session');
      const result = await check.api.request({ path: paths.profile, schema: patientProfileResponseSchema, token, headers: { 'Cache-Control': 'no-cache' } });
      if (!result.ok) throw new Error('Profile fetch failed');
      return { settled: isPaymentSettled(toClientPatientData(result.data, check.timeline).prescriptions, check.rxPaymentId), profile: result.data };
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
  context: ({ input }) => ({ outcome: input.outcome, check: input.check, attempts: 0, result: null }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'isFailure', target: 'failed' }, { target: 'checking' }],
    },
    checking: {
      entry: assign({ attempts: ({ context }) => context.attempts + 1 }),
      // The fresh profile, for the page to show.
      exit: enqueueActions(({ event, enqueue }) => {
        const answer = (event as unknown as Partial<DoneActorEvent<CheckPaymentResult>>).output;
        if (answer?.profile) enqueue.emit({ type: 'profileFetched', profile: answer.profile });
      }),
      invoke: {
        src: 'checkPayment',
        input: ({ context }) => ({ attempt: context.attempts, check: context.check }),
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
