import type { Page } from '@playwright/test';

/**
 * Waits until every finite CSS animation and transition in the page has finished, so a check that
 * reads colours (axe's contrast rule) sees the page at rest, not a frame in between two states.
 * Infinite animations (a spinner) never finish and are not waited for, nor are paused ones: they
 * stay where they are (Storybook, under a test runner, holds every animation at its end).
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState !== 'paused' && Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.then(
          () => undefined,
          () => undefined, // cancelled (the element went away): nothing left to wait for
        )),
    ).then(() => undefined),
  );
}

/**
 * Resolves once the page has rendered two more frames: everything a resize, a scroll or a style
 * change set off (layout, scrollbars, resize observers) has reached the screen.
 */
export async function framesRendered(page: Page, limitMs: number = FRAME_LIMIT_MS): Promise<void> {
  const rendered = await page.evaluate(
    (limit) =>
      new Promise<boolean>((resolve) => {
        // A page that renders no frame (a headless renderer that stopped drawing) would hold an
        // unbounded wait until the test's own timeout, which names no cause.
        const timer = setTimeout(() => resolve(false), limit);
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            clearTimeout(timer);
            resolve(true);
          }),
        );
      }),
    limitMs,
  );
  if (!rendered) throw new Error(`${new URL(page.url()).pathname} rendered no frame within ${limitMs} ms`);
}

/** How long `framesRendered` waits for two frames: a page at rest renders one every 16 ms. */
const FRAME_LIMIT_MS = 5_000;

/**
 * WCAG 2.x contrast ratio of two CSS colours as getComputedStyle reports them (`rgb(…)`/`rgba(…)`,
 * a translucent background over white): the tokens library's, which the Storybook tokens page uses too.
 */
export { contrastRatio } from '@portal/tokens';
