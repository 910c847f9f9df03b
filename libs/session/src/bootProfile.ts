/**
 * The profile call a signed-in page's document starts before the app's code has arrived
 * (apps/portal/build/boot.ts, docs/decisions/0057-the-boot-script-asks-for-a-signed-in-pages-profile.md):
 * the app takes it over as its own first profile call, so the answer travels beside the code and
 * no second call goes out. What is handed over is the call's promise, never the token: the boot
 * script read the token from the session's storage, as the store does, and sent it in the call's
 * headers only.
 *
 * The answer goes through the session's API client as any other (its 202 sends the patient home,
 * its 401 ends the session, its body is parsed at the boundary): only the sending is skipped.
 */
import { paths } from '@portal/api/paths';

/** The window property the boot script leaves its call in (boot.ts BOOT_PROFILE, held equal by boot.test.ts). */
export const BOOT_PROFILE_GLOBAL = 'portalBootProfile';

/** The profile's URL as the API client makes it from the programme's base URL (client.ts). */
export function profileUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${paths.profile}`;
}

/**
 * The boot script's call, taken once: the property goes with it, so nothing of it outlives the
 * hand-over and a later profile call is a call of its own. Null when the boot script started none.
 */
export function takeBootProfile(scope: object = globalThis): Promise<Response> | null {
  const held = scope as Record<string, unknown>;
  const call = held[BOOT_PROFILE_GLOBAL];
  delete held[BOOT_PROFILE_GLOBAL];
  return typeof (call as Promise<Response> | undefined)?.then === 'function' ? (call as Promise<Response>) : null;
}

/**
 * A fetch for the API client whose first GET of `url` is answered by `call`, the same request
 * already under way, and whose every other request goes to the network. The client's signal
 * (its timeout) still ends the wait.
 */
export function fetchTakingOver(call: Promise<Response>, url: string, network: typeof fetch = (input, init) => globalThis.fetch(input, init)): typeof fetch {
  let held: Promise<Response> | null = call;
  return (input, init) => {
    const inFlight = held;
    if (!inFlight || String(input) !== url || (init?.method ?? 'GET') !== 'GET') return network(input, init);
    held = null;
    const signal = init?.signal;
    if (!signal) return inFlight;
    return new Promise<Response>((resolve, reject) => {
      const abort = () => reject(signal.reason);
      if (signal.aborted) return abort();
      signal.addEventListener('abort', abort, { once: true });
      inFlight.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
    });
  };
}
