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

/** WCAG 2.x contrast ratio of two CSS colours as getComputedStyle reports them (`rgb(…)`/`rgba(…)`, alpha over white). */
export function contrastRatio(foreground: string, background: string): number {
  const luminance = (css: string) => {
    const [r, g, b, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
    const channel = (value: number) => {
      const over = (value * a + 255 * (1 - a)) / 255;
      return over <= 0.03928 ? over / 12.92 : ((over + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
