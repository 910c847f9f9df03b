/**
 * A signed-in document says on its root element whether its session runtime (the token lifecycle,
 * SessionProvider.tsx) is still to come: `pending` from the moment someone is signed in until
 * it has mounted, then `ready`; nothing when its code could not be loaded (nothing is still due
 * then: SessionProvider's RuntimeBoundary shows nothing). The runtime
 * loads on a timer after the page's first answer, so nothing else on the page shows that a change
 * is still due; a test that reads a page at rest (libs/testing/src/atRest.ts) waits for it.
 * Absent while no one is signed in.
 */
export const RUNTIME_STATE_ATTRIBUTE = 'data-session-runtime';

export type RuntimeState = 'pending' | 'ready';

/** Run in effects only (a browser's): a prerendered page has no one signed in. */
export function setRuntimeState(state: RuntimeState | null): void {
  if (state) document.documentElement.setAttribute(RUNTIME_STATE_ATTRIBUTE, state);
  else document.documentElement.removeAttribute(RUNTIME_STATE_ATTRIBUTE);
}

