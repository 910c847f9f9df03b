import type { Page } from '@playwright/test';
import { expect, test, type ProgramUnderTest, testedOncePer } from './fixtures.ts';
import { appRunning } from './support/browser.ts';
import { accounts, documentTitle, fillCopy, homeAfterSignIn, requestCode, submitCode } from './support/signIn.ts';

testedOncePer();

/**
 * The portal in Spanish, on each programme. A browser whose language is Spanish gets
 * Spanish on its first visit; the switch in either header changes the language and the choice
 * holds for the tab, across a reload and across sign-in; `<html lang>` and the document title
 * follow. Axe (and the 320 px reflow check) runs on every state through the fixture.
 */
const FIRST_NAME = 'Alex';

async function expectLanguage(page: Page, language: 'en' | 'es') {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Signs the hub demo patient in from the sign-in page, in Spanish. */
async function signInInSpanish(page: Page, program: ProgramUnderTest) {
  const es = program.in('es');
  await page.goto('/login');
  await appRunning(page);
  await requestCode(page, es, 'phone', accounts.hubPatient);
  await submitCode(page, es);
  await expect(page).toHaveURL(new RegExp(`${homeAfterSignIn(program)}$`));
}

test.describe('a browser that reads Spanish', () => {
  test.use({ locale: 'es-US' });

  // The walk is three tests, one per stretch of the journey: as one (five axe checks, a sign-in, a
  // reload) it would need more than a test's time on a 2-core machine running two browsers.
  test('sees the portal in Spanish from the first page through sign-in to the tutorial', async ({ page, program, checkA11y }) => {
    const es = program.in('es');

    await page.goto('/');
    await appRunning(page);
    await expect(page.getByRole('heading', { level: 1, name: es.t(es.copy.landing.welcome) })).toBeVisible();
    await expectLanguage(page, 'es');
    await expect(page).toHaveTitle(documentTitle(es, es.copy.landing.title));
    // The switch names English in English, so a reader of either language finds it.
    const toEnglish = page.getByRole('button', { name: 'English', exact: true });
    await expect(toEnglish).toHaveAttribute('lang', 'en');
    await checkA11y('landing page in Spanish');

    // Sign-in, in Spanish, with the tutorial as the return URL (every programme reaches it).
    await page.getByRole('link', { name: es.copy.landing.enter }).click();
    await expect(page.getByRole('heading', { level: 1, name: es.copy.signIn.title })).toBeVisible();
    await page.goto(`/login?returnUrl=${encodeURIComponent('/onboarding')}`);
    await appRunning(page);
    await requestCode(page, es, 'phone', accounts.hubPatient);
    await submitCode(page, es);
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('region', { name: es.copy.onboarding.label })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: es.copy.onboarding.slide1Title })).toBeVisible();
    await expectLanguage(page, 'es');
    await expect(page).toHaveTitle(documentTitle(es, es.copy.pages.onboarding));
    await checkA11y('tutorial in Spanish');
  });

  test('sees My Prescriptions and the menu in Spanish', async ({ page, program, checkA11y }) => {
    const es = program.in('es');
    const en = program.in('en');
    await signInInSpanish(page, program);

    // My Prescriptions: the page, its timeline's fixed wording and its dates in Spanish.
    await page.goto('/prescriptions');
    await expect(page.getByRole('heading', { level: 1, name: es.copy.pages.prescriptions })).toBeVisible();
    await expect(page.getByText(es.copy.timeline.steps.insuranceCheck, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/\d+ de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}/).first()).toBeAttached();
    await expect(page.getByText(en.copy.timeline.steps.insuranceCheck, { exact: true })).toHaveCount(0);
    await checkA11y('My Prescriptions in Spanish');

    // The menu, in Spanish.
    await page.getByRole('button', { name: es.copy.menu.open }).click();
    const menu = page.getByRole('dialog', { name: fillCopy(es.copy.menu.welcome, { name: FIRST_NAME }) });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: es.copy.menu.profile })).toBeVisible();
    await checkA11y('menu in Spanish');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('goes back to English from the signed-in header with the keyboard, and a reload keeps English', async ({ page, program, checkA11y }) => {
    const en = program.in('en');
    await signInInSpanish(page, program);
    await page.goto('/prescriptions');
    await expect(page.getByRole('heading', { level: 1, name: program.in('es').copy.pages.prescriptions })).toBeVisible();

    // Back to English from the signed-in header, with the keyboard; the page stays where it is.
    await page.getByRole('button', { name: 'English', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: en.copy.pages.prescriptions })).toBeVisible();
    await expectLanguage(page, 'en');
    await expect(page).toHaveTitle(documentTitle(en, en.copy.pages.prescriptions));
    await expect(page.getByRole('button', { name: 'Español', exact: true })).toBeFocused();
    await checkA11y('My Prescriptions back in English');

    // The choice holds for the tab: a reload stays English although the browser reads Spanish.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: en.copy.pages.prescriptions })).toBeVisible();
    await expectLanguage(page, 'en');
  });
});

test('the switch turns an English page Spanish, the choice survives a reload, and legal texts stay English under a Spanish note', async ({ page, program, checkA11y }) => {
  const es = program.in('es');
  await page.goto('/');
  await appRunning(page);
  await expectLanguage(page, 'en');

  const toSpanish = page.getByRole('button', { name: 'Español', exact: true });
  await expect(toSpanish).toHaveAttribute('lang', 'es');
  await toSpanish.click();
  await expect(page.getByRole('heading', { level: 1, name: es.t(es.copy.landing.welcome) })).toBeVisible();
  await expectLanguage(page, 'es');
  await expect(page.getByRole('button', { name: 'English', exact: true })).toBeFocused();

  await page.reload();
  await appRunning(page);
  await expect(page.getByRole('heading', { level: 1, name: es.t(es.copy.landing.welcome) })).toBeVisible();
  await expectLanguage(page, 'es');

  // Terms of Use: the Spanish note, then the binding English text marked as English.
  await page.getByRole('link', { name: es.copy.footer.termsOfUse }).click();
  await expect(page.getByText(es.t(es.copy.legalNote.englishOnly))).toBeVisible();
  const document = page.locator('main [lang="en"]');
  await expect(document.getByRole('heading', { level: 1, name: program.legal.termsOfUse.title })).toBeVisible();
  await checkA11y('Terms of Use with the Spanish note');
});

test('a patient who chooses Spanish on the sign-in page is still in Spanish after signing in', async ({ page, program }) => {
  const es = program.in('es');
  await page.goto('/login');
  await appRunning(page);
  await page.getByRole('button', { name: 'Español', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: es.copy.signIn.title })).toBeVisible();
  await requestCode(page, es, 'phone', accounts.hubPatient);
  await submitCode(page, es);
  await expect(page).toHaveURL(new RegExp(`${homeAfterSignIn(program)}$`));
  await expectLanguage(page, 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeAfterSignIn(program) === '/onboarding' ? es.copy.pages.onboarding : es.copy.pages.prescriptions);
});
