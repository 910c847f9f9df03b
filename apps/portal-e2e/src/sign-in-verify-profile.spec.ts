import type { Page } from '@playwright/test';
import { expect, test, testedOnceIn, type ProgramUnderTest } from './fixtures.ts';
import {
  accounts,
  expectAt,
  fillVerifyProfile,
  phonePlaceholder,
  signIn,
  tick,
  validProfile,
  verifyProfileScreen,
  type Channel,
} from './support/signIn.ts';

/**
 * Verify Profile (access-and-identity §2 Verify Profile screen, §5 validation and Verify Profile
 * messages, §8 registration mismatch) for a patient who is not registered (demo account 0101).
 */
testedOnceIn('LUMA');
async function openVerifyProfile(page: Page, program: ProgramUnderTest, channel: Channel = 'phone') {
  await signIn(page, program, { account: accounts.newPatient, channel });
  await expect(page).toHaveURL(/\/verification$/);
  const form = verifyProfileScreen(page, program.copy);
  await expect(form.heading).toBeVisible();
  return form;
}

/** The field's error, read as a screen reader gets it: the control's accessible description. */
function expectError(field: ReturnType<Page['getByRole']>, message: string) {
  return expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

test.describe('Verify Profile', () => {
  test('submitting it empty shows every message of §5 under its field', async ({ page, program, checkA11y }) => {
    // Signed in by e-mail: the phone field is empty and enabled, so its message shows too.
    const form = await openVerifyProfile(page, program, 'email');
    const v = program.copy.validation;
    await expect(form.phone).toHaveAttribute('placeholder', phonePlaceholder(program));
    await form.submit.click();

    const messages = [v.firstNameRequired, v.lastNameRequired, v.dobRequired, v.zipRequired, v.phoneRequired, v.residentOfUSA, v.agreeToTerms];
    for (const message of messages) await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expectError(form.firstName, v.firstNameRequired);
    await expectError(form.lastName, v.lastNameRequired);
    await expectError(form.zip, v.zipRequired);
    await expectError(form.phone, v.phoneRequired);
    await expectError(form.resident, v.residentOfUSA);
    await expectError(form.terms, v.agreeToTerms);
    await expect(form.firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/verification$/);
    await checkA11y('Verify Profile with every error shown');

    // A message goes when its field is corrected.
    await form.firstName.fill('Jordan');
    await expect(page.getByText(v.firstNameRequired, { exact: true })).toHaveCount(0);
    await expect(page.getByText(v.lastNameRequired, { exact: true })).toBeVisible();
  });

  test('a date of birth in the future: Cannot be a future date', async ({ page, program }) => {
    const form = await openVerifyProfile(page, program);
    const nextYear = String(new Date().getFullYear() + 1);
    await fillVerifyProfile(page, program, { ...validProfile, month: '01', day: '15', year: nextYear });
    await form.submit.click();

    await expect(page.getByText(program.copy.validation.dobFuture, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/verification$/);
  });

  test('a patient under 18 is refused', async ({ page, program }) => {
    const form = await openVerifyProfile(page, program);
    // 17 years and a few months ago.
    const birth = new Date();
    birth.setFullYear(birth.getFullYear() - 17);
    birth.setMonth(birth.getMonth() - 3);
    await fillVerifyProfile(page, program, {
      ...validProfile,
      month: String(birth.getMonth() + 1).padStart(2, '0'),
      day: '01',
      year: String(birth.getFullYear()),
    });
    const registration = page.waitForRequest((request) => request.url().includes('/registration'), { timeout: 1_500 }).catch(() => null);
    await form.submit.click();

    await expect(page.getByText(program.copy.validation.dobMinor, { exact: true })).toBeVisible();
    expect(await registration, 'no registration call for a minor').toBeNull();
    await expect(page).toHaveURL(/\/verification$/);
  });

  test('an impossible date and a bad ZIP code have their messages', async ({ page, program }) => {
    const form = await openVerifyProfile(page, program);
    await fillVerifyProfile(page, program, { ...validProfile, month: '13', day: '40', year: '1980', zip: '123' });
    await form.submit.click();

    await expect(page.getByText(program.copy.validation.dobInvalid, { exact: true })).toBeVisible();
    await expect(page.getByText(program.copy.validation.postalCodeInvalid, { exact: true })).toBeVisible();
  });

  test('last name Mismatch: the registration-mismatch message, and the form keeps what was typed', async ({ page, program, checkA11y }) => {
    const form = await openVerifyProfile(page, program);
    await fillVerifyProfile(page, program, { ...validProfile, lastName: 'Mismatch' });
    await form.submit.click();

    const message = program.copy.accessErrors.registrationMismatch;
    await expect(page.getByRole('alert').filter({ hasText: message })).toHaveText(message);
    await expect(page).toHaveURL(/\/verification$/);
    await expect(form.firstName).toHaveValue(validProfile.firstName);
    await expect(form.lastName).toHaveValue('Mismatch');
    await expect(form.year).toHaveValue(validProfile.year);
    await expect(form.zip).toHaveValue(validProfile.zip);
    await expect(form.resident).toBeChecked();
    await expect(form.terms).toBeChecked();
    await checkA11y('Verify Profile with the registration-mismatch message');
  });

  test('the terms link opens the Terms of Use; closing it returns focus and the page works again', async ({ page, program, checkA11y }) => {
    const form = await openVerifyProfile(page, program);
    await form.termsLink.click();

    const dialog = page.getByRole('dialog', { name: program.copy.verification.termsTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: program.copy.verification.termsTitle })).toBeVisible();
    await checkA11y('Verify Profile with the Terms of Use open');
    // The page behind is hidden from assistive technology while the dialog is open.
    await expect(form.heading).toHaveCount(0);

    await dialog.getByRole('button', { name: program.copy.common.close }).click();
    await expect(dialog).toHaveCount(0);
    await expect(form.termsLink).toBeFocused();
    // The link did not tick the box.
    await expect(form.terms).not.toBeChecked();

    // Escape closes it too, and focus comes back again.
    await form.termsLink.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(form.termsLink).toBeFocused();

    // Nothing is left over the page: fields take clicks and typing, the box ticks.
    await form.firstName.click();
    await page.keyboard.type('Jordan');
    await expect(form.firstName).toHaveValue('Jordan');
    await tick(form.terms);
    await expect(page.locator('body')).not.toHaveAttribute('style', /pointer-events:\s*none/);
  });

  test('the fields carry autocomplete tokens', async ({ page, program }) => {
    const form = await openVerifyProfile(page, program);
    await expect(form.firstName).toHaveAttribute('autocomplete', 'given-name');
    await expect(form.lastName).toHaveAttribute('autocomplete', 'family-name');
    await expect(form.month).toHaveAttribute('autocomplete', 'bday-month');
    await expect(form.day).toHaveAttribute('autocomplete', 'bday-day');
    await expect(form.year).toHaveAttribute('autocomplete', 'bday-year');
    await expect(form.zip).toHaveAttribute('autocomplete', 'postal-code');
    await expect(form.phone).toHaveAttribute('autocomplete', /^tel/);
  });

  test('a reload on /verification keeps the patient there, and registration still works', async ({ page, program, baseURL }) => {
    await openVerifyProfile(page, program);
    await page.reload();

    const form = verifyProfileScreen(page, program.copy);
    await expect(form.heading).toBeVisible();
    await expect(page).toHaveURL(/\/verification$/);
    await expect(form.phone).toBeDisabled();

    await fillVerifyProfile(page, program);
    await form.submit.click();
    await expectAt(page, baseURL, '/onboarding');
  });
});
