/**
 * Records patient interaction (click, key, scroll, touch, focus: access-and-identity §4) without
 * touching React: passive, capturing listeners that report at most once per `throttleMs`.
 */
const ACTIVITY_EVENTS = ['click', 'keydown', 'scroll', 'touchstart', 'focusin'] as const;
export const ACTIVITY_THROTTLE_MS = 5_000;

export function trackActivity(report: (at: number) => void, { target = window, throttleMs = ACTIVITY_THROTTLE_MS, now = () => Date.now() } = {}): () => void {
  let last = -Infinity;
  const listener = () => {
    const at = now();
    if (at - last < throttleMs) return;
    last = at;
    report(at);
  };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, listener, { passive: true, capture: true });
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, listener, { capture: true });
  };
}
