import type { Page } from '@playwright/test';
import { expect, test, testedOnceIn } from './fixtures.ts';
import { signIn } from './support/signIn.ts';

/**
 * Activity tracking costs nothing on a cheap phone: the session records
 * every click, key, scroll and touch for the token renewal rule (access-and-identity §4), and a
 * patient scrolling and tapping around My Prescriptions must not make React render anything for
 * it. Counted in the real build, in the browser: React reports every commit to the developer-tools
 * hook (`__REACT_DEVTOOLS_GLOBAL_HOOK__.onCommitFiberRoot`), production build included, whereas
 * `<Profiler onRender>` is silent in a production build. (The same rule is counted with the
 * Profiler API itself in libs/session/src/activity.commits.test.tsx.) The touch and wheel
 * listeners the page adds are recorded too: each must be passive, so that scrolling never waits
 * for a script. The rule is the same in every programme; it runs once.
 */
testedOnceIn('BISP');

interface Probe {
  commits: number;
  listeners: { type: string; passive: boolean }[];
}

declare global {
  interface Window {
    __portalProbe?: Probe;
  }
}

/** Installed before the portal's scripts: a commit counter in React's developer-tools hook, and a record of scroll-blocking listeners. */
async function installProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const probe: Probe = { commits: 0, listeners: [] };
    window.__portalProbe = probe;
    let nextId = 1;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      configurable: true,
      value: {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject(renderer: unknown) {
          const id = nextId++;
          this.renderers.set(id, renderer);
          return id;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {
          probe.commits += 1;
        },
        onPostCommitFiberRoot() {},
        onCommitFiberUnmount() {},
      },
    });
    // Listeners that can hold up scrolling (a `scroll` event cannot be cancelled, so it never does).
    const blocking = new Set(['touchstart', 'touchmove', 'wheel', 'mousewheel']);
    const add = EventTarget.prototype.addEventListener;
    EventTarget.prototype.addEventListener = function (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) {
      if (blocking.has(type)) probe.listeners.push({ type, passive: typeof options === 'object' && options.passive === true });
      return add.call(this, type, listener, options);
    };
  });
}

const commits = (page: Page) => page.evaluate(() => window.__portalProbe?.commits ?? -1);

/** Waits until React has committed nothing for `quietMs` (the page has settled: data shown, messages gone). */
async function settled(page: Page, quietMs = 1_000): Promise<number> {
  let last = await commits(page);
  await expect
    .poll(
      async () => {
        await page.waitForTimeout(quietMs);
        const now = await commits(page);
        const quiet = now === last;
        last = now;
        return quiet;
      },
      { timeout: 20_000, intervals: [0] },
    )
    .toBe(true);
  return last;
}

test('scrolling, tapping and pressing keys on My Prescriptions makes React commit nothing; touch and wheel listeners are passive', async ({ page, program }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await installProbe(page);
  await signIn(page, program);
  await expect(page.getByRole('heading', { level: 1, name: program.copy.pages.prescriptions })).toBeVisible();
  expect(await commits(page), 'the developer-tools hook counts the portal’s commits').toBeGreaterThan(0);
  const before = await settled(page);

  // About four seconds of a patient reading: scrolls, taps on text, keys that only scroll.
  const heading = page.getByRole('heading', { level: 1 });
  for (let round = 0; round < 8; round += 1) {
    await page.mouse.wheel(0, round % 2 === 0 ? 400 : -400);
    await heading.click({ position: { x: 2, y: 2 } });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Shift');
    await page.waitForTimeout(500);
  }
  expect(await commits(page), 'React commits caused by scrolling, tapping and key presses').toBe(before);

  const listeners = await page.evaluate(() => window.__portalProbe?.listeners ?? []);
  expect(listeners.length, 'the page listens for touches (the session among others)').toBeGreaterThan(0);
  expect(listeners.filter((listener) => !listener.passive), 'touch and wheel listeners that are not passive').toEqual([]);

  // The counter is live: opening the menu is a commit.
  await page.getByRole('button', { name: program.copy.common.openMenu }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await commits(page)).toBeGreaterThan(before);
});
