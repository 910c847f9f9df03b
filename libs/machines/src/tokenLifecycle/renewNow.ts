import type { ApiError } from '@portal/api';
import type { ActorRefFrom } from 'xstate';
import type { tokenLifecycleMachine } from './tokenLifecycle.machine.ts';

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
