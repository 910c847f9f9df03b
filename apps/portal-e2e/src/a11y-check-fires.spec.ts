import { expect, checkPageState, test, testedOnceIn } from './fixtures.ts';
import { appRunning } from './support/browser.ts';

/**
 * The accessibility check notices a broken page, including one it has just passed: a page state
 * that passed is remembered (fixtures.ts `checkPageState`), and a change to it (an image's text
 * alternative removed) is a new state that is checked again. A contrast below 4.5:1 is found by
 * both engines, axe and Equal Access.
 */
testedOnceIn('BISP');

test('a page that passed fails once an image loses its text alternative; the same page again is not re-checked', async ({ page, program }, testInfo) => {
  await page.goto('/login');
  await appRunning(page);
  await checkPageState(page, testInfo, 'sign-in page', program.copy);
  await checkPageState(page, testInfo, 'sign-in page again', program.copy);
  // (The first may be skipped too, if an earlier test in this worker checked the same state.)
  expect(testInfo.annotations.filter((annotation) => annotation.type === 'a11y').map((annotation) => annotation.description)).toContain(
    'sign-in page again: the same page state already passed every check in this worker',
  );

  await page.locator('header img').first().evaluate((image) => image.removeAttribute('alt'));
  const failure = await checkPageState(page, testInfo, 'sign-in page, logo without alt', program.copy).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('[critical] image-alt');
  // Back to the page as shipped, for the check every test ends with.
  await page.reload();
});

test('a text whose contrast falls below 4.5:1 fails both engines', async ({ page, program }, testInfo) => {
  await page.goto('/login');
  await appRunning(page);
  await page.locator('main h1').evaluate((heading: HTMLElement) => {
    heading.style.color = '#bbbbbb';
    heading.style.backgroundColor = '#ffffff';
  });
  const failure = await checkPageState(page, testInfo, 'sign-in page, pale heading', program.copy).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('color-contrast');
  expect(failure).toContain('Equal Access');
  await page.reload();
});
