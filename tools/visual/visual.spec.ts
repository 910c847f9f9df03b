import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { animationsFinished } from '../testing/animations.ts';
import { listProgrammes, listStories } from './targets.ts';

/**
 * Every story × every programme: render the story's iframe with the programme's theme (toolbar
 * global `program`, passed by URL), wait until Storybook reports the render finished, compare a
 * screenshot with tools/visual-baselines/<CODE>/<story-id>.png and run axe (serious/critical fail).
 */
const programmes = listProgrammes();
const stories = listStories();

for (const program of programmes) {
  test.describe(program, () => {
    for (const story of stories) {
      test(`${story.id}`, async ({ page }) => {
        const problems = collectPageProblems(page);
        // `a11y.manual` stops the a11y addon's own axe run in the page: axe runs once, below.
        await page.goto(`/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=program:${program};a11y.manual:!true`);
        await waitForStory(page, story.id);
        await expect(page.locator('html'), 'the programme theme is applied to <html>').toHaveAttribute('data-program', program);

        // Soft, so one run reports a visual change, axe findings and page errors together.
        await expect.soft(page).toHaveScreenshot([program, `${story.id}.png`]);

        // Reduced motion is emulated (playwright.config.ts); axe also waits for any finite
        // animation to end, so it never reads a colour between two states.
        await animationsFinished(page);
        const { violations } = await new AxeBuilder({ page }).analyze();
        const blocking = violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} → ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        expect.soft(blocking, `axe (${program}, ${story.title} / ${story.name})`).toEqual([]);

        expect.soft(problems, 'errors in the page').toEqual([]);
      });
    }
  });
}

function collectPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`));
  return problems;
}

/** Storybook's own render lifecycle: `finished` comes after render, animations and afterEach. */
async function waitForStory(page: Page, storyId: string): Promise<void> {
  await page.waitForFunction((id) => {
    const preview = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { id: string; phase?: string } } }).__STORYBOOK_PREVIEW__;
    const render = preview?.currentRender;
    return document.body.classList.contains('sb-show-errordisplay') || (render?.id === id && render.phase === 'finished');
  }, storyId);
  await expect(page.locator('body'), 'Storybook shows an error instead of the story').not.toHaveClass(/sb-show-errordisplay/);
  // Fonts and images (programme logos) must be in before the screenshot.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))));
  });
}
