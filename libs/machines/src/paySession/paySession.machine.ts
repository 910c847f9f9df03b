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
 * Exactly one pay session per payment: a double click, Enter twice, Back to /payment or a reload
 * never creates a second one.
 * - `startPaySession` runs it among the session's actors (`system.get('paySession')`), and a second
 *   press for the same payment joins the one that runs.
 * - Each payment has an idempotency key, kept in this tab's storage until the return from the
 *   checkout is handled and sent as `Idempotency-Key`, so the server collapses repeats. A new key
 *   only after an attempt the server clearly refused (`forgetKey`: a 4xx, nothing was created).
 *   After a 5xx (a 502 or 504 from a gateway whose upstream may have created the session, a 500
 *   with or without a body), a 202, a timeout or no answer at all, the session may exist: the
 *   retry sends the same key and the server answers the session it has.
 *
 * The whole press, from the key to the redirect, is this file: the page calls `startPaySession`.
 */
import { assign, fromPromise, setup, toPromise, type ActorRefFrom, type DoneStateEvent } from 'xstate';
import { createPaySession, type ApiError } from '@portal/api';
import { checkoutUrlForLog, isAllowedCheckoutUrl, isRedirectMode } from '@portal/care';
import { reachSessionActor, sessionChild, type SessionRoot } from '../session/session.machine.ts';
import { renewTokenNow, type TokenLifecycleActorRef } from '../tokenLifecycle/tokenLifecycle.machine.ts';
import { forgetIdempotencyKey, idempotencyKeyFor } from './keys.ts';
import type { KeyStorage, PayCallInput, PayCallResult, PayFailure, PayOutcome, PaySessionContext, PaySessionInput, PaySessionRequest } from './types.ts';

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
    forgetKey: ({ context }) => forgetIdempotencyKey(context.rxPaymentId, context.keys),
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

type PaySessionActor = ActorRefFrom<typeof paySessionMachine>;

export interface PaySessionDeps {
  api: PaySessionInput['api'];
  /** Where the payment's key is kept: this tab's sessionStorage. */
  storage: KeyStorage;
  allowlist: PaySessionInput['allowlist'];
  newKey?: () => string;
}

/**
 * The pay press: starts (or joins) the pay session of one payment among the session's actors, and
 * resolves to its outcome. One pay session runs at a time: one for another payment stops first.
 */
export function startPaySession(root: SessionRoot, request: PaySessionRequest, deps: PaySessionDeps): Promise<PayOutcome> {
  const running = root.system.get('paySession') as PaySessionActor | undefined;
  if (running?.getSnapshot().context.rxPaymentId === request.rxPaymentId) return outcomeOf(running);
  const input: PaySessionInput = { api: deps.api, keys: deps.storage, ...request, idempotencyKey: idempotencyKeyFor(request.rxPaymentId, deps.storage, deps.newKey), allowlist: deps.allowlist };
  root.send({ type: 'release', id: 'paySession' });
  root.send({ type: 'host', id: 'paySession', logic: paySessionMachine, input });
  return outcomeOf(sessionChild<PaySessionActor>(root.getSnapshot(), 'paySession')!);
}

/** The pay session's outcome; a session stopped before its end (the page went away) has no answer. */
function outcomeOf(actor: PaySessionActor): Promise<PayOutcome> {
  return toPromise(actor).then(
    (outcome: PayOutcome | undefined) => outcome ?? { kind: 'failed', reason: 'noAnswer' },
    (): PayOutcome => ({ kind: 'failed', reason: 'noAnswer' }),
  );
}
