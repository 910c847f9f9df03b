/**
 * The signed-in session's token: checked every 60 s, renewed while the patient is active, an
 * idle warning before it runs out, expiry.
 * spec: access-and-identity §4 Session and token, §7 (renewal call, mock token lifetime), §8
 * (renewal failure), §9 (constants); WCAG 2.2.1 Timing Adjustable for the warning.
 *
 *   checking  -> lifetimeReached    the session's absolute lifetime is over, active or not
 *             -> expired            the token has run out
 *             -> renewing           it expires within 2 min and the patient interacted within 5 min
 *             -> warning            it expires within 2 min and the patient is idle
 *             -> active             otherwise; the next check is 60 s later
 *   warning   -STAY_SIGNED_IN-> renewing; at the expiry instant -> expired
 *   renewing  -> active (new token, or the old one and error 'tokenRenewal')
 *   RENEW_NOW (before a pay session) renews at once unless the token or the session has already run out.
 *
 * The absolute lifetime (ASVS 4.0.3 3.3.4; program.json `session.absoluteLifetimeHours`) counts
 * from the session's start, never from a renewal: no check is later than the instant it ends, and
 * no renewal is asked for after it.
 *
 * Time is read from the actor's clock (`nowOn`), so a SimulatedClock drives every boundary.
 */
import { ASSUMED_TOKEN_LIFETIME_MS, readTokenExpiry, renewToken, type ApiError } from '@portal/api';
import { assign, emit, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { nowOn } from '../session/session.machine.ts';
import type {
  RenewTokenInput,
  RenewTokenResult,
  TokenLifecycleContext,
  TokenLifecycleEmitted,
  TokenLifecycleEvent,
  TokenLifecycleInput,
  TokenLifecycleOutput,
} from './types.ts';

/** §4/§9: the token is checked every 60 seconds. */
export const TOKEN_CHECK_INTERVAL_MS = 60_000;
/** §4/§9: renew when the token expires within 2 minutes. */
export const RENEW_WINDOW_MS = 120_000;
/** §4/§9: ... and the patient interacted within the last 5 minutes. */
export const INTERACTION_WINDOW_MS = 300_000;
/** The absolute session lifetime when none is given: program.json's default, 12 hours. */
export const DEFAULT_ABSOLUTE_LIFETIME_MS = 12 * 3_600_000;

type Times = Pick<TokenLifecycleContext, 'checkedAt' | 'expiresAt' | 'lastInteraction'>;

/** now ≥ the session's start + its absolute lifetime. */
function isSessionLifetimeOver({ checkedAt, sessionEndsAt }: Pick<TokenLifecycleContext, 'checkedAt' | 'sessionEndsAt'>): boolean {
  return checkedAt >= sessionEndsAt;
}

/** now ≥ expiresAt. */
export function isTokenExpired({ checkedAt, expiresAt }: Times): boolean {
  return checkedAt >= expiresAt;
}

/** Not expired and expiresAt − now ≤ 2 min (exactly 2 min left counts). */
export function isTokenExpiringSoon(times: Times): boolean {
  return !isTokenExpired(times) && times.expiresAt - times.checkedAt <= RENEW_WINDOW_MS;
}

/** now − lastInteraction ≤ 5 min (exactly 5 min ago counts). */
export function hasRecentInteraction({ checkedAt, lastInteraction }: Times): boolean {
  return checkedAt - lastInteraction <= INTERACTION_WINDOW_MS;
}

/** §4: "Renewal happens when the token expires within 2 minutes, is not yet expired, and the patient interacted within the last 5 minutes." */
export function canRenewToken(times: Times): boolean {
  return isTokenExpiringSoon(times) && hasRecentInteraction(times);
}

/** What to keep in sessionStorage to restore the session at load: start a new actor with it (and the API client) as input. */
export function persistedSession({ token, expiresAt, lastInteraction, tokenLifetimeMs, sessionStartedAt, absoluteLifetimeMs }: TokenLifecycleContext): Required<Omit<TokenLifecycleInput, 'api'>> {
  return { token, expiresAt, lastInteraction, tokenLifetimeMs, sessionStartedAt, absoluteLifetimeMs };
}

const renewalError = { section: 'errors', key: 'tokenRenewal' } as const;

export const tokenLifecycleMachine = setup({
  types: {
    input: {} as TokenLifecycleInput,
    context: {} as TokenLifecycleContext,
    events: {} as TokenLifecycleEvent,
    emitted: {} as TokenLifecycleEmitted,
    output: {} as TokenLifecycleOutput,
    tags: {} as 'idleWarning' | 'renewing',
  },
  actors: {
    /** §7 renewal call; the new token's expiry when the token says it (else the mock lifetime is counted). */
    renewToken: fromPromise<RenewTokenResult, RenewTokenInput>(async ({ input }) => {
      const result = await renewToken(input.api, input.token);
      if (!result.ok) return result;
      const expiresAt = readTokenExpiry(result.data.accessToken);
      return { ...result, data: { accessToken: result.data.accessToken, ...(expiresAt ? { expiresAt } : {}) } };
    }),
  },
  guards: {
    isSessionLifetimeOver: ({ context }) => isSessionLifetimeOver(context),
    isTokenExpired: ({ context }) => isTokenExpired(context),
    isTokenExpiringSoon: ({ context }) => isTokenExpiringSoon(context),
    canRenewToken: ({ context }) => canRenewToken(context),
  },
  delays: {
    /** 60 s, or less when the session's lifetime ends sooner: it ends on time, not at the next check. */
    NEXT_CHECK: ({ context }) => Math.min(TOKEN_CHECK_INTERVAL_MS, Math.max(0, context.sessionEndsAt - context.checkedAt)),
    /** From the check that opened the warning to the expiry instant (or the lifetime's end, if sooner). */
    UNTIL_EXPIRY: ({ context }) => Math.max(0, Math.min(context.expiresAt, context.sessionEndsAt) - context.checkedAt),
  },
  actions: {
    readClock: assign({ checkedAt: ({ self }) => nowOn(self) }),
    recordActivity: assign({
      lastInteraction: ({ context, event }) => (event.type === 'ACTIVITY' ? Math.max(context.lastInteraction, event.at) : context.lastInteraction),
    }),
    recordInteractionNow: assign({ lastInteraction: ({ self }) => nowOn(self) }),
  },
}).createMachine({
  id: 'tokenLifecycle',
  context: ({ input }) => {
    const sessionStartedAt = input.sessionStartedAt ?? input.lastInteraction;
    const absoluteLifetimeMs = input.absoluteLifetimeMs ?? DEFAULT_ABSOLUTE_LIFETIME_MS;
    return {
      api: input.api,
      token: input.token,
      expiresAt: input.expiresAt,
      lastInteraction: input.lastInteraction,
      tokenLifetimeMs: input.tokenLifetimeMs ?? ASSUMED_TOKEN_LIFETIME_MS,
      sessionStartedAt,
      absoluteLifetimeMs,
      sessionEndsAt: sessionStartedAt + absoluteLifetimeMs,
      checkedAt: input.lastInteraction,
      error: null,
    };
  },
  // The output of the final state reached (each one `satisfies TokenLifecycleOutput` below).
  output: ({ event }) => event.output as TokenLifecycleOutput,
  // A check at start too: a session restored after a reload may already be due.
  initial: 'checking',
  states: {
    checking: {
      entry: 'readClock',
      always: [
        { guard: 'isSessionLifetimeOver', target: 'lifetimeReached' },
        { guard: 'isTokenExpired', target: 'expired' },
        { guard: 'canRenewToken', target: 'renewing' },
        { guard: 'isTokenExpiringSoon', target: 'warning' },
        { target: 'active' },
      ],
    },
    active: {
      after: { NEXT_CHECK: 'checking' },
      on: {
        ACTIVITY: { actions: 'recordActivity' },
        STAY_SIGNED_IN: { target: 'renewalRequested', actions: 'recordInteractionNow' },
        RENEW_NOW: 'renewalRequested',
        LOGOUT: 'loggedOut',
      },
    },
    warning: {
      // WCAG 2.2.1: warned before the time runs out, one simple action to extend. Entered at a
      // check with 60-120 s left (the check before saw more than 2 min), so the dialog has at
      // least 60 s; the sign-out happens at the expiry instant the dialog counts down to.
      // ACTIVITY is not taken here: the dialog taking focus is not the patient coming back.
      tags: ['idleWarning'],
      // The check at that instant finds the token (or the session's lifetime) run out.
      after: { UNTIL_EXPIRY: 'checking' },
      on: {
        STAY_SIGNED_IN: { target: 'renewalRequested', actions: 'recordInteractionNow' },
        RENEW_NOW: 'renewalRequested',
        LOGOUT: 'loggedOut',
      },
    },
    renewalRequested: {
      entry: 'readClock',
      always: [{ guard: 'isSessionLifetimeOver', target: 'lifetimeReached' }, { guard: 'isTokenExpired', target: 'expired' }, { target: 'renewing' }],
    },
    renewing: {
      tags: ['renewing'],
      invoke: {
        src: 'renewToken',
        input: ({ context }) => ({ api: context.api, token: context.token }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'active',
            actions: [
              assign(({ context, event }) => {
                if (!event.output.ok) return {};
                const { accessToken, expiresAt } = event.output.data;
                // Lifetime counted from the request, not the answer: never later than the server's clock.
                return { token: accessToken, expiresAt: expiresAt ?? context.checkedAt + context.tokenLifetimeMs, error: null };
              }),
              emit(({ context }) => ({ type: 'renewed' as const, token: context.token, expiresAt: context.expiresAt })),
            ],
          },
          {
            // §8: keep the old token (it may still be valid) and say so; the next check retries.
            target: 'active',
            actions: [
              assign({ error: renewalError }),
              emit(({ event }) => ({ type: 'renewalFailed' as const, error: event.output.ok ? null : event.output.error })),
            ],
          },
        ],
        onError: {
          target: 'active',
          actions: [assign({ error: renewalError }), emit({ type: 'renewalFailed' as const, error: null })],
        },
      },
      on: {
        ACTIVITY: { actions: 'recordActivity' },
        STAY_SIGNED_IN: { actions: 'recordInteractionNow' },
        LOGOUT: 'loggedOut',
      },
    },
    expired: { type: 'final', output: { reason: 'expired' } satisfies TokenLifecycleOutput },
    lifetimeReached: { type: 'final', output: { reason: 'lifetime' } satisfies TokenLifecycleOutput },
    loggedOut: { type: 'final', output: { reason: 'loggedOut' } satisfies TokenLifecycleOutput },
  },
});

export type TokenLifecycleActorRef = ActorRefFrom<typeof tokenLifecycleMachine>;

export type RenewNowResult =
  | { ok: true; token: string; expiresAt: number }
  /** 'failed': the renewal call failed (the old token is kept); 'ended': the session is over. */
  | { ok: false; reason: 'failed'; error: ApiError | null }
  | { ok: false; reason: 'ended' };

/**
 * spec §4: "Token renewal also occurs before a pay session is created." Sends RENEW_NOW and
 * resolves with the outcome of the renewal it causes (or of the one already in flight).
 */
export function renewTokenNow(actor: TokenLifecycleActorRef): Promise<RenewNowResult> {
  if (actor.getSnapshot().status !== 'active') return Promise.resolve({ ok: false, reason: 'ended' });
  return new Promise((resolve) => {
    const subscriptions = [
      actor.on('renewed', ({ token, expiresAt }) => finish({ ok: true, token, expiresAt })),
      actor.on('renewalFailed', ({ error }) => finish({ ok: false, reason: 'failed', error })),
      actor.subscribe({ complete: () => finish({ ok: false, reason: 'ended' }) }),
    ];
    function finish(result: RenewNowResult) {
      for (const subscription of subscriptions) subscription.unsubscribe();
      resolve(result);
    }
    actor.send({ type: 'RENEW_NOW' });
  });
}
