import type { Page } from '@playwright/test';

/**
 * Waits until every finite CSS animation and transition in the page has finished, so a check that
 * reads colours (axe's contrast rule) sees the page at rest, not a frame in between two states.
 * Infinite animations (a spinner) never finish and are not waited for.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
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
export async function framesRendered(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * WCAG 2.x contrast ratio of two CSS colours as getComputedStyle reports them (`rgb(…)`/`rgba(…)`,
 * a translucent background over white): the tokens library's, which the Storybook tokens page uses too.
 */
export { contrastRatio } from '../../libs/tokens/src/contrast.ts';
