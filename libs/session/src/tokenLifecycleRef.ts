/**
 * The running token lifecycle, for the one call that must renew the token on demand: the pay
 * session (prescription-experience §4 "The token is renewed before the pay session is created").
 * SessionRuntime registers its actor; a feature awaits it with `runningTokenLifecycle` and calls
 * `renewTokenNow` of `@portal/machines`.
 *
 * SessionRuntime is loaded lazily (it stays out of the landing page's JS), so right after a page
 * load a signed-in page can be on screen, and its button pressed, before the actor exists. The
 * caller waits for it rather than failing; it gives up (null) only when none registers in time.
 */
import type { TokenLifecycleActorRef } from '@portal/machines';
import { RUNTIME_NEEDED_EVENT } from './runtimeNeeded.ts';

/** How long a caller waits for the runtime's chunk to load before giving up. */
export const TOKEN_LIFECYCLE_WAIT_MS = 10_000;

let current: TokenLifecycleActorRef | null = null;
const waiting = new Set<(actor: TokenLifecycleActorRef) => void>();

export function registerTokenLifecycle(actor: TokenLifecycleActorRef): () => void {
  current = actor;
  for (const resolve of [...waiting]) resolve(actor);
  return () => {
    if (current === actor) current = null;
  };
}

/** The running actor, at once or as soon as SessionRuntime registers it; null after `waitMs`. */
export function runningTokenLifecycle(waitMs = TOKEN_LIFECYCLE_WAIT_MS): Promise<TokenLifecycleActorRef | null> {
  if (current) return Promise.resolve(current);
  // The runtime may still be waiting for the first page (SessionProvider.tsx): it is needed now.
  dispatchEvent(new Event(RUNTIME_NEEDED_EVENT));
  return new Promise((resolve) => {
    const finish = (actor: TokenLifecycleActorRef | null) => {
      clearTimeout(timer);
      waiting.delete(finish);
      resolve(actor);
    };
    const timer = setTimeout(() => finish(null), waitMs);
    waiting.add(finish);
  });
}
