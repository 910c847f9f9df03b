/**
 * The running token lifecycle, for the one call that must renew the token on demand: the pay
 * session (prescription-experience §4 "The token is renewed before the pay session is created").
 * SessionRuntime registers its actor; a feature reads it and calls `renewTokenNow` of
 * `@portal/machines`. Null while no session runs.
 */
import type { TokenLifecycleActorRef } from '@portal/machines';

let current: TokenLifecycleActorRef | null = null;

export function registerTokenLifecycle(actor: TokenLifecycleActorRef): () => void {
  current = actor;
  return () => {
    if (current === actor) current = null;
  };
}

export function currentTokenLifecycle(): TokenLifecycleActorRef | null {
  return current;
}
