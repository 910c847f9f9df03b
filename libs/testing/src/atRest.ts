/**
 * A page at rest, for a check that reads it (axe, Equal Access, the names, reflow). A check reads
 * computed colours, attributes and text in one pass; caught while the page is still changing, it
 * judges a state no patient ever sees for more than a frame. The e2e suite emulates reduced motion,
 * and the portal's reduced-motion rule gives every property of every element a 0.01 ms transition
 * (`transition-property` defaults to `all`): after any style change the computed colours keep their
 * old values until a frame moves the transition on, and each property's transition ends on a frame
 * of its own. A button leaving its pending state is such a change, and a frame or two later comes
 * another: the error banner that appeared above it moved it from under the pointer, so its hover
 * ends, which cancels its background's transition and starts a new one from where the old one
 * stood. A wait for the animations running at one moment counts the cancelled one as done, and the
 * check that follows reads the new one at its start: Equal Access once read the Confirm pharmacy
 * button as white text (already enabled) on the disabled grey, 1.60:1, with no `aria-disabled` in
 * its snippet.
 *
 * Settled means, all at once:
 *  - no fetch or XHR request of the page in flight (Playwright's request events, so the page's
 *    own code is not touched; requests answered by the mock's service worker are included);
 *  - no element with `aria-busy="true"` (a control waiting for an answer);
 *  - on a signed-in page, the session's runtime come (`data-session-runtime` on the document
 *    is not `pending`): it loads on a timer after the page's first answer, and nothing else
 *    shows that it is still due (libs/session/src/runtimeState.ts);
 *  - no finite animation or transition running (infinite ones, a spinner, never end and are not
 *    waited for);
 *  - and then the DOM unchanged and nothing new running over two more frames, so whatever the
 *    last change set off (a hover update, a transition started late, a render after an answer)
 *    has happened.
 * The wait is bounded: a page that does not settle within the limit fails the check, naming what
 * kept it busy, rather than being checked in between.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';
import { RUNTIME_STATE_ATTRIBUTE } from '@portal/session/runtime-state';

/** The page's own calls: what a check must not overtake. Scripts, styles, fonts and images are the page's load, awaited elsewhere. */
const CALL_TYPES = new Set(['fetch', 'xhr']);

const inFlight = new WeakMap<Page, Set<Request>>();
const tracked = new WeakSet<BrowserContext>();

function pageOf(request: Request): Page | null {
  // A service worker's own requests (its script, the assets it passes through) belong to no page.
  if (request.serviceWorker()) return null;
  try {
    return request.frame().page();
  } catch {
    return null;
  }
}

function callsOf(page: Page): Set<Request> {
  let calls = inFlight.get(page);
  if (!calls) inFlight.set(page, (calls = new Set()));
  return calls;
}

/**
 * Follows the fetch and XHR requests of every page of the context from now on. Call it when the
 * context is made, before any page loads (the e2e fixture does); `pageAtRest` calls it too, for a
 * context made elsewhere, which then counts only the requests sent after that first check.
 */
export function trackRequests(context: BrowserContext): void {
  if (tracked.has(context)) return;
  tracked.add(context);
  context.on('request', (request) => {
    if (!CALL_TYPES.has(request.resourceType())) return;
    const page = pageOf(request);
    if (page) callsOf(page).add(request);
  });
  const ended = (request: Request) => {
    const page = pageOf(request);
    if (page) inFlight.get(page)?.delete(request);
  };
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
}

/** The page's fetch and XHR requests that have not ended. */
function requestsInFlight(page: Page): readonly Request[] {
  return [...(inFlight.get(page) ?? [])];
}

/** How long a check waits for a page to settle before it fails. */
export const SETTLE_LIMIT_MS = 10_000;

/** Frames in which nothing may change after the last change: a hover update lands one or two frames after the layout that caused it. */
const QUIET_FRAMES = 2;

interface InPageState {
  quiet: boolean;
  busy: string[];
  runtimePending: boolean;
  animations: string[];
  changed: boolean;
}

/**
 * In the page: waits for the finite animations, then watches the DOM for QUIET_FRAMES frames.
 * Quiet when nothing changed, nothing is busy and nothing runs at the end; returns at once, with
 * what it saw, when not (the caller waits for the calls and tries again) or when `limitMs` is up.
 */
function inPageQuiet({ frames, limitMs, runtimeAttribute }: { frames: number; limitMs: number; runtimeAttribute: string }): Promise<InPageState> {
  const deadline = performance.now() + limitMs;
  const finite = () =>
    document.getAnimations().filter((animation) => animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
  const describe = (element: Element) => {
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> ${name}`;
  };
  const describeAnimation = (animation: Animation) => {
    const target = (animation.effect as KeyframeEffect | null)?.target;
    const what = 'transitionProperty' in animation ? `transition of ${(animation as CSSTransition).transitionProperty}` : 'animation';
    return `${what} on ${target ? describe(target) : 'nothing'}`;
  };
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const withinLimit = <T>(promise: Promise<T>) => Promise.race([promise, new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now())))]);

  return (async () => {
    await withinLimit(Promise.all(finite().map((animation) => animation.finished.then(() => undefined, () => undefined))));
    let changed = false;
    const observer = new MutationObserver(() => {
      changed = true;
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    for (let index = 0; index < frames; index += 1) await withinLimit(frame());
    observer.disconnect();
    const busy = [...document.querySelectorAll('[aria-busy="true"]')].map(describe);
    const animations = finite().map(describeAnimation);
    const runtimePending = document.documentElement.getAttribute(runtimeAttribute) === 'pending';
    return { quiet: !changed && busy.length === 0 && animations.length === 0 && !runtimePending, busy, runtimePending, animations, changed };
  })();
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves once the page is settled (see the top of this file); throws, naming what is still going on, after `limitMs`. */
export async function pageAtRest(page: Page, limitMs: number = SETTLE_LIMIT_MS): Promise<void> {
  trackRequests(page.context());
  const deadline = Date.now() + limitMs;
  let last: InPageState | null = null;
  for (;;) {
    while (requestsInFlight(page).length && Date.now() < deadline) await pause(10);
    if (Date.now() < deadline) {
      last = await page.evaluate(inPageQuiet, { frames: QUIET_FRAMES, limitMs: Math.max(0, deadline - Date.now()), runtimeAttribute: RUNTIME_STATE_ATTRIBUTE });
      // A call sent in those frames (from a timer, without a change in the DOM) is not at rest either.
      if (last.quiet && requestsInFlight(page).length === 0) return;
    }
    if (Date.now() >= deadline) {
      const calls = requestsInFlight(page).map((request) => `${request.method()} ${new URL(request.url()).pathname}`);
      const reasons = [
        calls.length ? `requests in flight: ${calls.join(', ')}` : '',
        last?.busy.length ? `aria-busy: ${last.busy.join('; ')}` : '',
        last?.runtimePending ? 'the session\'s runtime still to come' : '',
        last?.animations.length ? `running: ${last.animations.join('; ')}` : '',
        last?.changed ? 'the DOM kept changing' : '',
      ].filter(Boolean);
      throw new Error(`${new URL(page.url()).pathname} did not settle within ${limitMs} ms (${reasons.join('; ') || 'no frame was rendered'})`);
    }
  }
}
