/**
 * Browser-side helpers of the e2e suite: paste, the mock's delay, storage and the fake clock.
 */
import { expect, type BrowserContext, type Locator, type Page, type Request } from '@playwright/test';

/** Same key as libs/api-mocks/src/browser.ts (MOCK_DELAY_STORAGE_KEY); the fixture sets 0. */
const MOCK_DELAY_STORAGE_KEY = 'portal-mock.delayMs';

/** Keys the portal itself stores in sessionStorage (libs/session PORTAL_STORAGE_PREFIX). */
const PORTAL_KEY_PREFIX = 'portal.';

/** Dispatches a paste of `text` into the element, as the browser does (a ClipboardEvent with a DataTransfer). */
export async function pasteInto(target: Locator, text: string): Promise<void> {
  await target.evaluate((element, pasted) => {
    (element as HTMLElement).focus();
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** Makes the mock answer after `ms` in this page (set before the page's scripts, after the fixture's 0). */
export async function slowMock(page: Page, ms: number): Promise<void> {
  await page.addInitScript(
    ({ key, value }) => {
      try {
        window.sessionStorage.setItem(key, value);
      } catch {
        // about:blank has no storage.
      }
    },
    { key: MOCK_DELAY_STORAGE_KEY, value: String(ms) },
  );
}

/** The sessionStorage keys of the portal (`portal.*`) in this page. */
export async function portalSessionKeys(page: Page): Promise<string[]> {
  return page.evaluate((prefix) => Object.keys(window.sessionStorage).filter((key) => key.startsWith(prefix)).sort(), PORTAL_KEY_PREFIX);
}

/** The session the portal keeps in sessionStorage (`portal.session`), or null. */
export async function storedSession(page: Page): Promise<{
  status: string;
  token: string | null;
  expiresAt: number | null;
  endNotice: { reason: 'expired' | 'unauthorized' | 'lifetime'; at: number } | null;
} | null> {
  return page.evaluate(() => {
    const raw = window.sessionStorage.getItem('portal.session');
    return raw ? JSON.parse(raw) : null;
  });
}

/** Every localStorage entry of every origin of the context (read through Playwright, not the page). */
export async function localStorageEntries(context: BrowserContext): Promise<{ origin: string; name: string }[]> {
  const state = await context.storageState();
  return state.origins.flatMap((origin) => origin.localStorage.map(({ name }) => ({ origin: origin.origin, name })));
}

/** The page's clock (Date.now of the page: the Playwright clock once installed). */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => Date.now());
}

/**
 * The tab sleeps past the token's expiry (a minute past it), then its page is loaded again. The
 * page is left first (about:blank in the same tab, whose sessionStorage stays): nothing of it runs
 * while the time moves past the expiry, not even the session's runtime, which loads a second after
 * the page's first answer and would otherwise see the expiry itself.
 */
export async function sleepPastExpiryThenLoad(page: Page): Promise<void> {
  const session = await storedSession(page);
  expect(session?.status, 'a session until the load').not.toBe('anonymous');
  const asleep = page.url();
  await page.goto('about:blank');
  await page.clock.setSystemTime((session?.expiresAt ?? 0) + 60_000);
  await page.goto(asleep);
}

/**
 * Moves the page's fake clock forward by `ms` in steps of `stepMs` (Playwright's fastForward: the
 * timers due within a step fire once, at its end). After each step the page gets real time to
 * finish what the step started (timers' promise chains, requests through the mock, React renders),
 * then `afterStep` runs and `stopWhen` is asked; the walk stops early when it says true.
 *
 * The installed clock also runs on by itself in real time between steps, so the page's time moves
 * a little more than the steps add up to; `walkClockTo` aims at a page time instead.
 */
export async function walkClock(page: Page, ms: number, options: WalkOptions = {}): Promise<void> {
  const target = (await pageNow(page)) + ms;
  await walkClockTo(page, target, options);
}

export interface WalkOptions {
  stepMs?: number;
  stopWhen?: () => Promise<boolean>;
  afterStep?: () => Promise<void>;
}

/** Like `walkClock`, up to the page time `target` (ms since the epoch); no step goes past it. */
export async function walkClockTo(page: Page, target: number, { stepMs = 5_000, stopWhen, afterStep }: WalkOptions = {}): Promise<void> {
  const inFlight = new Set<Request>();
  const started = (request: Request) => inFlight.add(request);
  const ended = (request: Request) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    for (let now = await pageNow(page); now < target; now = await pageNow(page)) {
      await page.clock.fastForward(Math.min(stepMs, target - now));
      await settle(page, inFlight);
      await afterStep?.();
      if (stopWhen && (await stopWhen())) break;
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** A few real-time tasks (Playwright's clock fakes setTimeout and requestAnimationFrame; MessageChannel is real). */
async function flushTasks(page: Page, rounds = 5): Promise<void> {
  await page.evaluate(
    (total) =>
      new Promise<void>((resolve) => {
        let count = 0;
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          count += 1;
          if (count >= total) {
            channel.port1.close();
            resolve();
          } else channel.port2.postMessage(null);
        };
        channel.port2.postMessage(null);
      }),
    rounds,
  );
}

async function settle(page: Page, inFlight: Set<Request>): Promise<void> {
  await flushTasks(page);
  const deadline = Date.now() + 5_000;
  while (inFlight.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
  await flushTasks(page);
}

/** `#b3261e` -> `rgb(179, 38, 30)`, as getComputedStyle reports colours. */
export function rgbOf(hex: string): string {
  const value = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((start) => parseInt(value.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Same key and shape as libs/api-mocks/src/faults.ts (MOCK_FAULTS_STORAGE_KEY, MockFault). */
const MOCK_FAULTS_STORAGE_KEY = 'portal-mock.faults';
export interface MockFault {
  path: string;
  method?: string;
  /** Only this demo patient's calls (a scenario name of libs/api-mocks/src/scenarios.ts). */
  scenario?: string;
  status: number;
  body?: unknown;
  times?: number;
  /** Answers after this many ms instead of the mock's delay. */
  delayMs?: number;
}

/** Makes the mock answer the given calls with a fault, in this tab, from now on. */
export async function mockFaults(page: Page, faults: MockFault[]): Promise<void> {
  await page.evaluate(({ key, value }) => window.sessionStorage.setItem(key, value), { key: MOCK_FAULTS_STORAGE_KEY, value: JSON.stringify(faults) });
}

/**
 * Goes to `path` inside the running app, as a link would (history push + popstate): the session
 * and its profile cache stay, where `page.goto` would load the app again.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** After a navigation: the page's heading is on screen and no loading overlay is left. */
export async function pageSettled(page: Page): Promise<void> {
  await expect(page.locator('main#main-content h1')).toBeVisible();
  await expect(page.getByText('LOADING', { exact: true })).toHaveCount(0);
}

/**
 * A prerendered page is on screen before the app runs; a click then does nothing (a real patient
 * clicks again; text typed meanwhile is kept, see TextField). A test that acts at once waits until
 * React has taken the page's heading over (React marks the nodes it owns).
 */
export async function appRunning(page: Page): Promise<void> {
  // Polled from the test (page.waitForFunction would compile its predicate in the page, which the
  // portal's Content-Security-Policy refuses), every 50 ms: hydration takes 0.4 to 1.1 s here, and
  // the default back-off (100, 250, 500, 1000 ms) noticed it up to a second late on every visit.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const owned = (node: Element | null) => node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
        const heading = document.querySelector('main#main-content h1');
        return [...document.querySelectorAll('#root > *')].some(owned) && (heading === null || owned(heading));
      }),
      { intervals: [50] },
    )
    .toBe(true);
}
