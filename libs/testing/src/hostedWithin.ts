import type { AnyActorRef } from 'xstate';

/**
 * For tests: the session root's actor of that id once it runs, or null after `ms`, without asking
 * for it (`need` asks, which loads the session's runtime at once).
 */
export function hostedWithin<Ref extends AnyActorRef = AnyActorRef>(root: AnyActorRef | null, id: string, ms: number): Promise<Ref | null> {
  return new Promise((resolve) => {
    let stop = () => {};
    const check = () => {
      const actor = root?.system.get(id) as Ref | undefined;
      if (!actor) return false;
      clearTimeout(timer);
      stop();
      resolve(actor);
      return true;
    };
    const timer = setTimeout(() => {
      stop();
      resolve(null);
    }, ms);
    if (check()) return;
    stop = root ? root.subscribe(() => void check()).unsubscribe : stop;
  });
}
