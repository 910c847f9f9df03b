import { contrastRatio } from '@portal/testing/animations';
import { expect, test } from './fixtures.ts';
import { accounts, loginScreen } from './support/signIn.ts';

/**
 * Motion, with the patient's default setting (the rest of the suite emulates reduced motion so
 * that its checks see pages at rest). A state change must never show a frame a patient can't read.
 */
test.use({ reducedMotion: 'no-preference' });

interface Frame {
  disabled: string | null;
  color: string;
  background: string;
}
interface Sampler {
  sampled: Promise<Frame[]>;
}

/** WCAG 1.4.3 for the button's 16 px bold label (not large text). */
const TEXT_CONTRAST = 4.5;

test('Get code is readable in every frame from the moment it turns enabled', async ({ page, visit, program }) => {
  await visit('/login');
  const login = loginScreen(page, program.copy);
  await login.useEmail.click();
  await expect(login.getCode).toHaveAttribute('aria-disabled', 'true');

  // Every animation frame for 400 ms (over three times the length of any colour change the
  // design system could have), the button's colours as the browser paints them.
  await page.evaluate((name) => {
    const button = [...document.querySelectorAll('button')].find((element) => element.textContent?.trim() === name)!;
    const frames: Frame[] = [];
    const started = performance.now();
    (window as unknown as Sampler).sampled = new Promise((resolve) => {
      const sample = () => {
        const style = getComputedStyle(button);
        frames.push({ disabled: button.getAttribute('aria-disabled'), color: style.color, background: style.backgroundColor });
        if (performance.now() - started < 400) requestAnimationFrame(sample);
        else resolve(frames);
      };
      requestAnimationFrame(sample);
    });
  }, program.copy.signIn.getCode);
  await login.email.fill(accounts.hubPatient.email);
  const frames = await page.evaluate(() => (window as unknown as Sampler).sampled);

  const enabled = frames.filter((frame) => frame.disabled !== 'true');
  expect(enabled.length, 'frames sampled after the button turned enabled').toBeGreaterThan(0);
  const unreadable = enabled.filter((frame) => contrastRatio(frame.color, frame.background) < TEXT_CONTRAST);
  expect(
    unreadable.map((frame) => `${frame.color} on ${frame.background}: ${contrastRatio(frame.color, frame.background).toFixed(2)}:1`),
    `frames of the enabled Get code button below ${TEXT_CONTRAST}:1`,
  ).toEqual([]);
});
