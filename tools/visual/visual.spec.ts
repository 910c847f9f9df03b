import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type ConsoleMessage, type Page, type Request } from '@playwright/test';
import { animationsFinished } from '../testing/animations.ts';
import { listProgrammes, listStories } from './targets.ts';

/**
 * Every story × every programme: render the story with the programme's theme (toolbar global
 * `program`, passed by URL), wait until Storybook reports the render finished, compare a
 * screenshot with tools/visual-baselines/<CODE>/<story-id>.png and run axe (serious/critical fail).
 *
 * One Storybook preview per worker and programme: each story is rendered in it the way Storybook's
 * own UI and test runner switch stories (`setCurrentStory` on the preview's channel), which unmounts
 * the previous story first. Booting the preview for each story cost about 0.6 s of the 2 s a story
 * takes; the preview's `beforeEach` (.storybook/preview.tsx) clears the tab's storage and scroll so
 * no story sees the one before it.
 */
const programmes = listProgrammes();
const stories = listStories();

interface StoryFrame {
  /**
   * Renders the story in the programme's preview and waits until Storybook says it finished; the
   * page's errors from then on go to `problems` until `stopCollecting`.
   */
  show(program: string, storyId: string, problems: string[]): Promise<{ page: Page; stopCollecting: () => void }>;
}

const test = base.extend<object, { storyFrame: StoryFrame }>({
  storyFrame: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, deviceScaleFactor, reducedMotion, colorScheme, locale, timezoneId, serviceWorkers } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, viewport, deviceScaleFactor, reducedMotion, colorScheme, locale, timezoneId, serviceWorkers });
      let page: Page | null = null;
      let pageProgram = '';
      await use({
        async show(program, storyId, problems) {
          let stopCollecting: () => void;
          if (!page || page.isClosed() || pageProgram !== program) {
            await page?.close();
            page = await context.newPage();
            pageProgram = program;
            stopCollecting = collectPageProblems(page, problems);
            // `a11y.manual` stops the a11y addon's own axe run in the page: axe runs once, in the test.
            await page.goto(`/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=program:${program};a11y.manual:!true`);
          } else {
            stopCollecting = collectPageProblems(page, problems);
            await page.evaluate((id) => {
              const channel = (window as { __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void } }).__STORYBOOK_ADDONS_CHANNEL__;
              channel?.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
            }, storyId);
          }
          await waitForStory(page, storyId);
          return { page, stopCollecting };
        },
      });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const program of programmes) {
  test.describe(program, () => {
    for (const story of stories) {
      test(`${story.id}`, async ({ storyFrame }) => {
        const problems: string[] = [];
        const { page, stopCollecting } = await storyFrame.show(program, story.id, problems);
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

        stopCollecting();
        expect.soft(problems, 'errors in the page').toEqual([]);
      });
    }
  });
}

/** Collects the page's errors into `problems` until the returned function is called. */
function collectPageProblems(page: Page, problems: string[]): () => void {
  const onError = (error: Error) => problems.push(`pageerror: ${error.message}`);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  };
  const onFailed = (request: Request) => problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  page.on('pageerror', onError);
  page.on('console', onConsole);
  page.on('requestfailed', onFailed);
  return () => {
    page.off('pageerror', onError);
    page.off('console', onConsole);
    page.off('requestfailed', onFailed);
  };
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
