/**
 * The pay session (prescription-experience §4 Pay session, §7 pay): the token is renewed first,
 * then the pay call is made with the payment's idempotency key; the answer decides the redirect,
 * the confirmation or the failure, and whether the key may be forgotten.
 *
 *   renewing -> paying            a fresh token
 *            -> failed(renewal)   no token: nothing is sent
 *   paying   -> failed(refused)   a clear refusal (a 4xx but 409): nothing was created, the key goes
 *            -> failed(unsure)    a 5xx or a 202: the session may exist, the retry sends the same key
 *            -> failed(noAnswer)  no answer, or an unreadable one: the same key
 *            -> confirmed         nothing to pay: the key stays, so that the return it leads to
 *                                 (/prescriptions?transaction=success) judges this payment; the return forgets it
 *            -> failed(checkoutNotAllowed)  a checkout off the allowlist (logged without its query)
 *            -> redirect          the checkout
 *
 * The key's storage is the payment page's (`forgetKey`); a press while one runs joins it (the page
 * finds it in the session's actor system).
 */
import { assign, fromPromise, setup, type DoneStateEvent } from 'xstate';
import { createPaySession, type ApiError } from '@portal/api';
import { checkoutUrlForLog, isAllowedCheckoutUrl, isRedirectMode } from '@portal/care';
import { reachSessionActor } from '../session/session.machine.ts';
import { renewTokenNow, type TokenLifecycleActorRef } from '../tokenLifecycle/tokenLifecycle.machine.ts';
import type { PayCallInput, PayCallResult, PayFailure, PayOutcome, PaySessionContext, PaySessionInput } from './types.ts';

/**
 * Whether the server clearly refused the pay call, so that no session exists for the key: a 4xx
 * (bad request, unauthorised, rate limited: handled before anything was created). Not 409: by the
 * IETF Idempotency-Key draft, a request with the same key is still being processed, and the retry
 * must reuse the key to get its session. Every other failure may have created one.
 */
export function refusedByServer(error: ApiError): boolean {
  return error.kind === 'http' && error.status >= 400 && error.status < 500 && error.status !== 409;
}

const failed = (reason: PayFailure) => ({ type: 'final' as const, output: (): PayOutcome => ({ kind: 'failed', reason }) });

export const paySessionMachine = setup({
  types: {
    input: {} as PaySessionInput,
    context: {} as PaySessionContext,
    output: {} as PayOutcome,
  },
  actors: {
    /**
     * spec §4: "Token renewal also occurs before a pay session is created": the fresh token, or
     * null. The session's token lifecycle renews it; right after a reload it may still be loading,
     * and the press asks for it and waits.
     */
    renewToken: fromPromise<string | null>(async ({ system }) => {
      const lifecycle = await reachSessionActor<TokenLifecycleActorRef>(system, 'tokenLifecycle');
      if (!lifecycle) return null;
      const result = await renewTokenNow(lifecycle);
      return result.ok ? result.token : null;
    }),
    pay: fromPromise<PayCallResult, PayCallInput>(({ input }) => createPaySession(input.api, input.token, input.rxPaymentId, input.body, input.idempotencyKey)),
  },
  actions: {
    /** The key's storage is the payment page's (it made the key). */
    forgetKey: () => {},
    logRefusedCheckout: (_, { url }: { url: string }) => console.warn(`Payment: checkout URL refused (not https on an allowed host): ${checkoutUrlForLog(url)}`),
  },
  guards: {
    refused: ({ context }) => context.error !== null && refusedByServer(context.error),
    // An HTTP error or a 202 is an answer from something that may have created the session.
    answeredWithError: ({ context }) => context.error?.kind === 'http' || context.error?.kind === 'redirectHome',
    failedCall: ({ context }) => context.error !== null,
    nothingToPay: ({ context }) => !isRedirectMode(context.amount),
    checkoutAllowed: ({ context }) => isAllowedCheckoutUrl(context.checkoutUrl, context.allowlist),
  },
}).createMachine({
  id: 'paySession',
  context: ({ input }) => ({ ...input, token: '', checkoutUrl: '', error: null }),
  initial: 'renewing',
  states: {
    renewing: {
      invoke: {
        src: 'renewToken',
        onDone: [
          { guard: ({ event }) => !event.output, target: 'renewalFailed' },
          // The transition before lets only a token through.
          { target: 'paying', actions: assign({ token: ({ event }) => event.output as string }) },
        ],
        onError: 'noAnswer',
      },
    },
    paying: {
      invoke: {
        src: 'pay',
        input: ({ context }) => ({
          api: context.api,
          token: context.token,
          rxPaymentId: context.rxPaymentId,
          body: { amount: context.amount, pharmacyDistributionCenterId: context.pharmacyDistributionCenterId },
          idempotencyKey: context.idempotencyKey,
        }),
        onDone: {
          target: 'answered',
          actions: assign(({ event }) => (event.output.ok ? { checkoutUrl: event.output.data.checkout_url } : { error: event.output.error })),
        },
        onError: 'noAnswer',
      },
    },
    answered: {
      always: [
        { guard: 'refused', target: 'refused', actions: 'forgetKey' },
        { guard: 'answeredWithError', target: 'unsure' },
        { guard: 'failedCall', target: 'noAnswer' },
        { guard: 'nothingToPay', target: 'confirmed' },
        { guard: 'checkoutAllowed', target: 'redirect' },
        { target: 'checkoutNotAllowed', actions: { type: 'logRefusedCheckout', params: ({ context }) => ({ url: context.checkoutUrl }) } },
      ],
    },
    redirect: { type: 'final', output: ({ context }): PayOutcome => ({ kind: 'redirect', url: context.checkoutUrl }) },
    confirmed: { type: 'final', output: (): PayOutcome => ({ kind: 'confirmed' }) },
    renewalFailed: failed('renewal'),
    refused: failed('refused'),
    unsure: failed('unsure'),
    noAnswer: failed('noAnswer'),
    checkoutNotAllowed: failed('checkoutNotAllowed'),
  },
  // The final state's own output (each final state says what it is).
  output: ({ event }) => (event as DoneStateEvent<PayOutcome>).output,
});
