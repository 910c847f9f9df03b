import type { Page } from '@playwright/test';
import { featureNames } from '@portal/program-config/features';
import { keptTree } from '@portal/testing/a11yTree';
import { expect, oncePer, test, type ProgramUnderTest } from './fixtures.ts';
import { appRunning, goInApp } from './support/browser.ts';
import { accounts, expectAt, fillCopy, requestCode, signIn, startSignedIn } from './support/signIn.ts';

/**
 * The accessibility tree of every screen of each programme, against a committed snapshot
 * (apps/portal-e2e/src/__a11y-tree__/<CODE>/<screen>.txt): landmarks, headings, controls, images and
 * live regions with their roles, names and states (libs/testing/src/a11yTree.ts). A lost label, a
 * duplicated name or a changed role fails here; a deliberate change is an update of the snapshot:
 *
 *   npx playwright test -c apps/portal-e2e/playwright.config.ts a11y-tree --update-snapshots
 *
 * and the diff of the .txt files goes into the commit. Data comes from the demo accounts.
 *
 * The signed-out walk runs in every programme: its pages are prerendered from the programme's own
 * copy, and no story shows them. The signed-in screens are the same code in every programme; which
 * of them exist, and what they hold, follows the flags. So they are walked once per combination of
 * flags (`oncePer`), in the first programme that has it; every programme's screens are still shown
 * in its own copy, theme and both languages by the visual check's stories, with both engines.
 *
 * Each screen also meets every accessibility check of the fixture (`checkA11y`: both engines,
 * names that can be told apart, reflow) as the built programme serves it: the pages no story
 * shows (the landing page, the legal pages, language assistance, not found) are checked here in
 * every programme.
 */
async function expectTree(page: Page, settle: () => Promise<void>, checkA11y: (label?: string) => Promise<void>, screen: string): Promise<void> {
  await settle();
  expect.soft(keptTree(await page.locator('body').ariaSnapshot()), `accessibility tree of ${screen}`).toMatchSnapshot(`${screen}.txt`);
  await checkA11y(screen);
}

test('signed out: landing, sign-in steps, errors, legal pages, language assistance, not found', async ({ page, program, settle, checkA11y }) => {
  const screens: [string, string][] = [
    ['landing', '/'],
    ['login', '/login'],
    ['login-error', '/login-error'],
    ['profile-error', '/profile-error'],
    ['privacy-policy', '/privacy-policy'],
    ['hipaa-practices', '/hipaa-practices'],
    ['terms-of-use', '/terms-of-use'],
    ['language-assistance', '/language-assistance'],
    ['not-found', '/no-such-page'],
  ];
  for (const [screen, path] of screens) {
    await page.goto(path);
    await expectTree(page, settle, checkA11y, screen);
  }
  await page.goto('/login');
  await appRunning(page);
  await requestCode(page, program, 'phone', accounts.hubPatient);
  await expectTree(page, settle, checkA11y, 'login-code');
});

test('Verify Profile', oncePer(...featureNames), async ({ page, program, settle, checkA11y, baseURL }) => {
  await signIn(page, program, { account: accounts.newPatient });
  await expectAt(page, baseURL, '/verification');
  await expectTree(page, settle, checkA11y, 'verification');
});

/** The signed-in screens this programme has (its flags decide which exist). */
function signedInScreens(program: ProgramUnderTest): [string, string][] {
  return [
    ['prescriptions', '/prescriptions'],
    ['onboarding', '/onboarding'],
    ['profile', '/profile'],
    ['contact-us', '/contact-us'],
    // A pharmacy page with a current pharmacy to change (Transferred to Amazon) where payment is on,
    // else the first card's, which asks for a pharmacy.
    ['pharmacy', program.feature('payment') ? '/pharmacy/RX-1003' : '/pharmacy/RX-1001'],
    ...(program.feature('payment') ? ([['payment', '/payment'], ['fill-history', '/fill-history']] as [string, string][]) : []),
    ...(program.feature('updateShippingAddress') ? ([['update-shipping-address', '/update-shipping-address']] as [string, string][]) : []),
  ];
}

test('signed in: every page, and the menu open', oncePer(...featureNames), async ({ page, program, settle, checkA11y, baseURL }) => {
  await startSignedIn(page, baseURL);
  // The menu button comes with its own chunk once the patient's data is in (spec §2), maybe after
  // the page: wait for it, as a patient would see it, before the first tree (the layout keeps it).
  await expect(page.getByRole('button', { name: program.copy.menu.open })).toBeVisible();
  for (const [screen, path] of signedInScreens(program)) {
    // In-app navigation keeps the session's profile; a reload would fetch it again (also fine).
    await goInApp(page, path);
    await expectAt(page, baseURL, path);
    await expectTree(page, settle, checkA11y, screen);
  }
  await goInApp(page, '/prescriptions');
  await page.getByRole('button', { name: program.copy.menu.open }).click();
  await expect(page.getByRole('dialog', { name: fillCopy(program.copy.menu.welcome, { name: 'Alex' }) })).toBeVisible();
  await expectTree(page, settle, checkA11y, 'menu-open');
});

test('the missing-information wizard: start, each step (the insurance step in error too) and review', oncePer('missingInformation'), async ({ page, program, settle, checkA11y, baseURL }) => {
  test.skip(!program.feature('missingInformation'), 'the wizard exists only where missingInformation is on');
  const text = program.copy.missingInformation;
  await signIn(page, program, { account: accounts.missingInformation, channel: 'email' });
  await expectAt(page, baseURL, '/missing-information-start');
  await expectTree(page, settle, checkA11y, 'missing-information-start');
  // Each step by deep link (any step in the list opens), then the insurance step's errors.
  for (const step of ['address', 'phone', 'email', 'gender', 'insurance']) {
    await page.goto(`/missing-information-${step}`);
    await expectAt(page, baseURL, `/missing-information-${step}`);
    await expectTree(page, settle, checkA11y, `missing-information-${step}`);
  }
  await page.getByRole('button', { name: text.next, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: text.errorSummary })).toBeVisible();
  await expectTree(page, settle, checkA11y, 'missing-information-insurance-errors');
  await page.getByRole('radio', { name: text.no, exact: true }).check();
  await page.goto('/missing-information-review');
  await expectTree(page, settle, checkA11y, 'missing-information-review');
});

test('the missing-information interim page', oncePer('missingInformation'), async ({ page, program, settle, checkA11y, baseURL }) => {
  test.skip(!program.feature('missingInformation'), 'the wizard exists only where missingInformation is on');
  await signIn(page, program, { account: accounts.interim, channel: 'email' });
  await expectAt(page, baseURL, '/missing-information-interim');
  await expectTree(page, settle, checkA11y, 'missing-information-interim');
});
