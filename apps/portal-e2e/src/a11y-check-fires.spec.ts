import { expect, checkPageState, test, testedOnceIn } from './fixtures.ts';
import { appRunning, mockFaults } from './support/browser.ts';
import { startSignedIn } from './support/signIn.ts';

/**
 * The accessibility check notices a broken page, including one it has just passed: a page state
 * that passed is remembered (fixtures.ts `checkPageState`), and a change to it (an image's text
 * alternative removed) is a new state that is checked again. A contrast below 4.5:1 is found by
 * both engines, axe and Equal Access. And it checks a page at rest, never one caught between two
 * states (libs/testing/src/atRest.ts).
 */
testedOnceIn('BISP');

test('a page that passed fails once an image loses its text alternative; the same page again is not re-checked', async ({ page, program }, testInfo) => {
  await page.goto('/login');
  await appRunning(page);
  await checkPageState(page, testInfo, 'sign-in page', program.copy);
  await checkPageState(page, testInfo, 'sign-in page again', program.copy);
  // The same page with other names for its ids (as React's useId gives them in another test) is the same state.
  await page.evaluate(() => {
    const renamed = new Map([...document.querySelectorAll('[id]')].map((element) => [element.id, `renamed-${element.id}`]));
    for (const element of document.querySelectorAll('*')) {
      if (element.id) element.id = renamed.get(element.id)!;
      for (const name of ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls']) {
        const value = element.getAttribute(name);
        if (value) element.setAttribute(name, value.split(' ').map((id) => renamed.get(id) ?? id).join(' '));
      }
      const target = element.getAttribute('href')?.slice(1);
      if (target && renamed.has(target)) element.setAttribute('href', `#${renamed.get(target)}`);
    }
  });
  await checkPageState(page, testInfo, 'sign-in page, ids renamed', program.copy);
  // (The first may be skipped too, if an earlier test of this run checked the same state.)
  const skipped = testInfo.annotations.filter((annotation) => annotation.type === 'a11y').map((annotation) => annotation.description);
  expect(skipped).toContain('sign-in page again: the same page state already passed every check in this run');
  expect(skipped).toContain('sign-in page, ids renamed: the same page state already passed every check in this run');

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

test('a check asked for while a call is in flight waits for its answer and checks the page at rest', async ({ page, program, baseURL }, testInfo) => {
  test.slow();
  const text = program.copy.pharmacy;
  await startSignedIn(page, baseURL);
  await page.goto('/pharmacy/RX-1003');
  const group = page.getByRole('radiogroup', { name: text.chooseLabel });
  await group.getByRole('radio', { name: /HealthDyne/ }).check();
  // Both engines loaded in this document, so a check that did not wait would be over well within the answer's delay.
  await checkPageState(page, testInfo, 'pharmacy choice', program.copy);

  // The update answers 500 after 2.5 s: the button is busy, the call in flight, then the message and the button's colours change.
  await mockFaults(page, [{ path: '/api/pwa/exp/v1/prescriptions', method: 'PATCH', status: 500, times: 1, delayMs: 2500 }]);
  let answered = false;
  page.on('requestfinished', (request) => {
    if (request.method() === 'PATCH') answered = true;
  });
  const confirm = page.locator('form button[type="submit"]');
  await confirm.click();
  await expect(confirm).toHaveAttribute('aria-busy', 'true');
  await checkPageState(page, testInfo, 'pharmacy update, asked for while in flight', program.copy);

  // Read at once, without waiting: what the check saw is the page after the answer, settled.
  expect(answered, 'the check waited for the update to be answered').toBe(true);
  expect(await confirm.getAttribute('aria-busy')).toBeNull();
  expect(await page.getByRole('alert').filter({ hasText: text.updateError }).count()).toBe(1);
  expect(await page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity)).length)).toBe(0);
});
