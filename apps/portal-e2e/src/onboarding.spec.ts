import type { Page } from '@playwright/test';
import { expect, test, type ProgramUnderTest, oncePer } from './fixtures.ts';
import { accounts, expectAt, fillCopy, signIn } from './support/signIn.ts';

/**
 * spec: prescription-experience §2 Onboarding and §9 (4 slides, 10% swipe threshold, 0.35 s): the
 * tutorial on each programme, by mouse, keyboard and drag, with axe on every state it passes through.
 * A programme without payment has no "Make payment" slide: three (docs/spec-departures.md, 20).
 * The hub patient signs in with a return URL, which brings any programme straight to /onboarding.
 */
function tutorial(page: Page, program: ProgramUnderTest) {
  const text = program.copy.onboarding;
  const titleKeys = program.feature('payment') ? (['slide1Title', 'slide2Title', 'slide3Title', 'slide4Title'] as const) : (['slide1Title', 'slide2Title', 'slide4Title'] as const);
  const SLIDES = titleKeys.length;
  const region = page.getByRole('region', { name: text.label });
  /** The window onto the slides (the first child of the carousel region). */
  const slidesWindow = page.locator('[aria-roledescription="carousel"] > div').first();
  const slide = (step: number) => page.getByRole('group', { name: fillCopy(text.slideLabel, { index: step, total: SLIDES }), exact: true });
  return {
    text,
    /** The last slide's step: 4, or 3 without payment. */
    last: SLIDES,
    region,
    track: page.locator('[aria-roledescription="carousel"] [aria-roledescription="slide"]').first().locator('..'),
    slide,
    getStarted: page.getByRole('button', { name: text.getStarted }),
    previous: page.getByRole('button', { name: text.previous, exact: true }),
    next: page.getByRole('button', { name: text.next, exact: true }),
    skip: page.getByRole('button', { name: text.skip, exact: true }),
    done: page.getByRole('button', { name: text.done, exact: true }),
    paymentInfo: page.getByRole('button', { name: text.paymentInfoLink }),
    /** The slide in view, its title shown, and the 0.35 s transition over (it sits exactly in the window). */
    async expectSlide(step: number) {
      const current = slide(step);
      await expect(current).toBeVisible();
      await expect(current.getByRole('heading', { level: 2 })).toHaveText(text[titleKeys[step - 1]!]);
      // Only the current slide is exposed: the others are inert and aria-hidden.
      await expect(region.getByRole('group')).toHaveCount(1);
      await expect(region.locator('[aria-roledescription="slide"]:not([inert])')).toHaveCount(1);
      await expect
        .poll(async () => {
          const [slideBox, windowBox] = await Promise.all([current.boundingBox(), slidesWindow.boundingBox()]);
          return slideBox && windowBox ? Math.abs(slideBox.x - windowBox.x) : Number.POSITIVE_INFINITY;
        })
        .toBeLessThanOrEqual(1.5);
    },
  };
}

/** A mouse drag across the current slide by `share` of the window width (negative = to the left). */
async function dragBy(page: Page, slide: ReturnType<ReturnType<typeof tutorial>['slide']>, share: number) {
  const box = await slide.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  if (!box || !width) throw new Error('the slide or the viewport has no size');
  const distance = width * share;
  // Start on the illustration, away from any button, and keep the path inside the page.
  const y = box.y + 40;
  const startX = box.x + box.width / 2 - distance / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.mouse.move(startX + distance, y, { steps: 12 });
  await page.mouse.up();
}

test.describe('onboarding tutorial (/onboarding)', () => {
  test.beforeEach(async ({ page, program, baseURL }) => {
    await signIn(page, program, { account: accounts.hubPatient, from: `/login?returnUrl=${encodeURIComponent('/onboarding')}` });
    await expectAt(page, baseURL, '/onboarding');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(program.copy.pages.onboarding);
  });

  test('Get started, Next and Previous move one slide each; the ends are disabled; axe on every slide', oncePer(), async ({ page, program, checkA11y }) => {
    const t = tutorial(page, program);
    await expect(t.region).toHaveAttribute('aria-roledescription', 'carousel');
    await t.expectSlide(1);
    await expect(t.previous).toBeDisabled();
    await checkA11y('onboarding slide 1');

    await t.getStarted.click();
    await t.expectSlide(2);
    // Focus followed from Get started (now hidden) to the new slide's heading.
    await expect(t.slide(2).getByRole('heading', { level: 2 })).toBeFocused();
    // Hidden slides are inert: the next Tab stop is Previous, not a button on another slide.
    await page.keyboard.press('Tab');
    await expect(t.previous).toBeFocused();
    await checkA11y('onboarding slide 2');

    for (let step = 3; step <= t.last; step += 1) {
      await t.next.click();
      await t.expectSlide(step);
      await checkA11y(`onboarding slide ${step}`);
    }
    await expect(t.next).toBeDisabled();
    await expect(t.done).toBeVisible();

    // Next at the end does nothing, focus stays on it.
    await t.next.click({ force: true });
    await t.expectSlide(t.last);
    await expect(t.next).toBeFocused();

    await t.previous.click();
    await t.expectSlide(t.last - 1);
    for (let step = t.last - 1; step > 1; step -= 1) await t.previous.click();
    await t.expectSlide(1);
    await expect(t.previous).toBeDisabled();
  });

  test('the keyboard: ArrowRight and ArrowLeft move between slides while focus is in the carousel', oncePer(), async ({ page, program, checkA11y }) => {
    const t = tutorial(page, program);
    await t.next.focus();
    await page.keyboard.press('ArrowRight');
    await t.expectSlide(2);
    await page.keyboard.press('ArrowRight');
    await t.expectSlide(3);
    await page.keyboard.press('ArrowLeft');
    await t.expectSlide(2);
    // The change is announced politely with the slide's heading.
    await expect(t.region.locator('[aria-live="polite"]')).toHaveText(
      fillCopy(t.text.slideAnnouncement, { index: 2, total: t.last, title: t.text.slide2Title }),
    );
    for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowRight');
    await t.expectSlide(t.last);
    await checkA11y('onboarding last slide by keyboard');

    // Outside the carousel the arrows do nothing to it.
    await t.skip.focus();
    await page.keyboard.press('ArrowLeft');
    await t.expectSlide(t.last);
  });

  test('a mouse drag of 15% of the window width moves one slide; 5% snaps back; never past the ends', oncePer(), async ({ page, program, checkA11y }) => {
    const t = tutorial(page, program);
    await dragBy(page, t.slide(1), -0.15);
    await t.expectSlide(2);
    await checkA11y('onboarding slide 2 after a drag');

    await dragBy(page, t.slide(2), -0.05);
    await t.expectSlide(2);

    await dragBy(page, t.slide(2), 0.15);
    await t.expectSlide(1);

    // Past the first slide: snaps back.
    await dragBy(page, t.slide(1), 0.3);
    await t.expectSlide(1);

    // A long drag still moves exactly one slide.
    await dragBy(page, t.slide(1), -0.45);
    await t.expectSlide(2);
  });

  test('the transition takes 0.35 s, and none under prefers-reduced-motion', oncePer(), async ({ page, program }) => {
    const t = tutorial(page, program);
    // The suite runs under reduced motion (playwright.config.ts): this test opts back in first.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(t.track).toHaveCSS('transition-duration', '0.35s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(t.track).toHaveCSS('transition-property', 'none');
  });

  test('the payment slide and its information link follow the payment feature; the link opens Prescription Pricing', oncePer('payment'), async ({ page, program, checkA11y }) => {
    const t = tutorial(page, program);
    if (!program.feature('payment')) {
      test.info().annotations.push({ type: 'flag', description: `payment=off in ${program.code}: no payment slide, no link` });
      await expect(page.getByText(t.text.slide3Title)).toHaveCount(0);
      await expect(t.paymentInfo).toHaveCount(0);
      await expect(page.getByText(t.text.paymentInfoLink)).toHaveCount(0);
      return;
    }
    await t.next.click();
    await t.next.click();
    await t.expectSlide(3);

    await t.paymentInfo.click();
    const dialog = page.getByRole('dialog', { name: program.copy.pricing.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText([
      program.copy.pricing.estimate,
      program.copy.pricing.higher,
      program.copy.pricing.lower,
      program.copy.pricing.processing,
    ]);
    await checkA11y('Prescription Pricing modal');

    await dialog.getByRole('button', { name: program.copy.common.close }).click();
    await expect(dialog).toHaveCount(0);
    await expect(t.paymentInfo).toBeFocused();
    // The page is clickable again after the modal (no pointer-events: none left on body).
    await t.next.click();
    await t.expectSlide(4);
  });

  test('Skip lands on /prescriptions', oncePer(), async ({ program, page, baseURL }) => {
    const t = tutorial(page, program);
    await t.next.click();
    await t.skip.click();
    await expectAt(page, baseURL, '/prescriptions');
  });

  test('Done on the last slide lands on /prescriptions', oncePer(), async ({ program, page, baseURL }) => {
    const t = tutorial(page, program);
    for (let step = 1; step < t.last; step += 1) await t.next.click();
    await t.expectSlide(t.last);
    await t.done.click();
    await expectAt(page, baseURL, '/prescriptions');
  });
});
