import { expect, test } from '../fixtures.ts';
import { accounts, codeScreen, expectAt, loginScreen, requestCode, submitCode } from '../support/signIn.ts';

/**
 * A programme exactly as `npm run new-program` makes it, built in mock mode and served (see
 * playwright.generator-smoke.config.ts and tools/scripts/generator-smoke.mjs): a patient finds it
 * under its name and signs in by phone with the demo code, up to the page the demo hub patient
 * lands on. The name is the one the generator was given, not read back from what it wrote, so a
 * generator that writes the wrong name fails here. Every page state is checked for accessibility
 * by the fixtures, as in every other e2e spec.
 */
const displayName = process.env.GENERATOR_SMOKE_NAME ?? '';
/** The brand colour the generator was given (`--brand`), as #rrggbb. */
const brand = process.env.GENERATOR_SMOKE_BRAND ?? '';
const asRgb = (hex: string) => `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;
/** A page title ends with the programme's name: "Welcome | Smoke Test Care". */
const titledWithName = new RegExp(`\\| ${displayName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

test(`a generated programme: landing, sign-in by phone, one-time code, home`, async ({ page, visit, program, baseURL, checkA11y }) => {
  expect(displayName, 'GENERATOR_SMOKE_NAME: the name the generator was given').not.toBe('');

  // The landing page, under the programme's own name: heading, title, logo and footer.
  await visit('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to ${displayName}`);
  await expect(page).toHaveTitle(titledWithName);
  const logo = page.getByRole('banner').getByRole('img', { name: `${displayName} home` });
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), 'the logo has loaded').toBe(true);
  // The footer names the legal entity, a marked placeholder until the programme sets its own.
  await expect(page.getByRole('contentinfo')).toContainText(`© ${program.file.copyrightYear} ${program.file.contacts.serviceProvider}`);
  // The public header wears the brand colour the generator was given: the theme derived from it.
  expect(brand, 'GENERATOR_SMOKE_BRAND: the colour the generator was given').toMatch(/^#[0-9a-f]{6}$/);
  await expect(page.getByRole('banner')).toHaveCSS('background-color', asRgb(brand));

  await page.getByRole('link', { name: 'ENTER', exact: true }).click();
  await expectAt(page, baseURL, '/login');
  await expect(loginScreen(page, program.copy).heading).toHaveText(program.copy.signIn.title);

  // Every feature is off in a new programme, US_only_phone too: the phone is typed international.
  await requestCode(page, program, 'phone', accounts.hubPatient);
  await expect(codeScreen(page, program.copy).heading).toHaveText(program.copy.signIn.codeTitle);
  await checkA11y('the code step');

  // The registered hub patient goes home: My Prescriptions (missingInformation is off).
  await submitCode(page, program);
  await expectAt(page, baseURL, '/prescriptions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(program.copy.pages.prescriptions);
  await expect(page).toHaveTitle(titledWithName);
});
