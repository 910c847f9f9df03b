import { expect, oncePer, test, testedOnceIn } from './fixtures.ts';
import { goInApp } from './support/browser.ts';
import { expectAt, startSignedIn } from './support/signIn.ts';

/**
 * prescription-experience §2 Profile, Shipping address update, Contact Us; §5 shipping address rule
 * and display formats; §7 PUT address and POST consentPreferences; §8 their failure texts.
 * The hub demo patient ((555) 555-0100); (555) 555-0111 cannot save preferences (docs/demo-accounts.md).
 */

// Each test is a whole journey over several screens, each checked for accessibility and reflow.
test.beforeEach(() => test.slow());

// The programme's own numbers and hours on Contact Us are its copy, checked in its stories.
test('profile in display formats, preferences saved and kept, Contact Us tap-to-call', oncePer('updateShippingAddress'), async ({ page, program, baseURL, checkA11y }) => {
  const text = program.copy.profile;
  await startSignedIn(page, baseURL);
  await goInApp(page, '/profile');
  await expect(page.getByRole('heading', { level: 1, name: program.copy.pages.profile })).toBeVisible();
  const personal = page.getByRole('region', { name: text.personalInformation });
  const value = (term: string) => personal.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  await expect(value(text.fullName)).toHaveText('Alex Rivera');
  await expect(value(text.dob)).toHaveText('04/12/1961');
  await expect(value(text.mobile)).toHaveText('1 (555) 555-0100');
  await expect(value(text.email)).toHaveText('hub.patient@example.com');
  await expect(value(text.primaryAddress)).toContainText('100 Example Street, Apt 4');
  await expect(value(text.primaryAddress)).toContainText('Springfield, IL 62701');
  await expect(value(text.shippingAddress)).toContainText('100 Example Street, Apt 4');
  await expect(personal.getByRole('link', { name: text.editShippingAddress })).toHaveCount(program.feature('updateShippingAddress') ? 1 : 0);
  await checkA11y('profile');

  // Preferences: explicit save, pending, then the outcome; the choice survives a fresh load.
  const preferences = page.getByRole('region', { name: program.copy.preferences.title });
  const sms = preferences.getByRole('checkbox', { name: program.copy.preferences.sms });
  const email = preferences.getByRole('checkbox', { name: program.copy.preferences.email });
  await expect(sms).toBeChecked();
  await expect(email).not.toBeChecked();
  await email.press('Space');
  await expect(preferences.getByText(program.copy.preferences.unsaved)).toBeVisible();
  await preferences.getByRole('button', { name: program.copy.preferences.save }).press('Enter');
  await expect(preferences.getByRole('status')).toContainText(program.copy.preferences.savedHeader);
  await checkA11y('preferences saved');
  await page.reload();
  await expect(page.getByRole('region', { name: program.copy.preferences.title }).getByRole('checkbox', { name: program.copy.preferences.email })).toBeChecked();

  await goInApp(page, '/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: program.copy.pages.contactUs })).toBeVisible();
  const phone = program.file.contacts.programPhone;
  const call = page.getByRole('main').getByRole('link', { name: `1 (${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` });
  await expect(call).toHaveAttribute('href', `tel:+1${phone}`);
  const hours = program.file.contacts.contactUsHours ?? program.file.contacts.programHours;
  await expect(page.getByRole('main').getByText(hours, { exact: false })).toBeVisible();
  await checkA11y('contact us');
});

test('shipping address: refused entries kept, then saved and shown; a foreign returnUrl goes to /profile', async ({ page, program, baseURL, checkA11y }) => {
  test.skip(!program.feature('updateShippingAddress'), 'the updateShippingAddress feature is off in this programme');
  const labels = program.copy.missingInformation;
  await startSignedIn(page, baseURL);
  await goInApp(page, '/update-shipping-address?returnUrl=//evil.example');
  const street = page.getByRole('textbox', { name: labels.address1 });
  const street2 = page.getByRole('textbox', { name: labels.address2 });
  // The server's one street line, split at its first comma as the wizard splits it.
  await expect(street).toHaveValue('100 Example Street');
  await expect(street2).toHaveValue('Apt 4');
  await expect(page.getByRole('combobox', { name: labels.state })).toHaveValue('IL');
  await expect(page.getByText('United States', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: program.copy.shippingAddress.cancel })).toHaveAttribute('href', '/profile');

  // Validation with the wizard's messages, then the server's refusal (ZIP 00000) with every entry kept.
  const city = page.getByRole('textbox', { name: labels.city });
  const zip = page.getByRole('textbox', { name: labels.zip });
  await city.fill('');
  await page.getByRole('button', { name: program.copy.shippingAddress.save }).click();
  await expect(page.getByText(program.copy.validation.cityRequired)).toBeVisible();
  await expect(city).toBeFocused();
  await checkA11y('address form invalid');
  await street.fill('42 Harbor Lane');
  await street2.fill('');
  await city.fill('Portland');
  await page.getByRole('combobox', { name: labels.state }).selectOption('OR');
  await zip.fill('00000');
  await page.getByRole('button', { name: program.copy.shippingAddress.save }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid address. Please check the format and enter a valid address.' })).toBeVisible();
  await expect(street).toHaveValue('42 Harbor Lane');
  await expect(city).toHaveValue('Portland');
  await expect(zip).toHaveValue('00000');
  await checkA11y('address refused');

  await zip.fill('97201');
  await page.getByRole('button', { name: program.copy.shippingAddress.save }).click();
  await expectAt(page, baseURL, '/profile');
  await expect(page.getByText(program.copy.shippingAddress.successHeader)).toBeVisible();
  const shipping = page.getByRole('region', { name: program.copy.profile.personalInformation }).locator('dt', { hasText: program.copy.profile.shippingAddress }).locator('xpath=following-sibling::dd[1]');
  await expect(shipping).toContainText('42 Harbor Lane');
  await expect(shipping).toContainText('Portland, OR 97201');
  await checkA11y('address saved');
  // The mock keeps it for the tab's session: a fresh load shows it too.
  await page.reload();
  await expect(shipping).toContainText('42 Harbor Lane');

  // /payment shows the refreshed address at once, and its edit link returns there.
  if (!program.feature('payment')) return;
  await goInApp(page, '/payment');
  const onPayment = page.getByRole('region', { name: program.copy.payment.shippingAddress });
  await expect(onPayment.locator('address')).toHaveText(/42 Harbor Lane\s*Portland, OR 97201/);
  await onPayment.getByRole('link', { name: program.copy.payment.editShippingAddress }).click();
  // The way back names the payment the page showed (the first due, PAY-1001), to come back to it.
  await expectAt(page, baseURL, `/update-shipping-address?returnUrl=${encodeURIComponent('/payment?payment=PAY-1001')}`);
  await expect(street).toHaveValue('42 Harbor Lane');
  await street.fill('7 Pier Road');
  await page.getByRole('button', { name: program.copy.shippingAddress.save }).click();
  await expectAt(page, baseURL, '/payment?payment=PAY-1001');
  await expect(page.getByText(program.copy.shippingAddress.successHeader)).toBeVisible();
  await expect(onPayment.locator('address')).toHaveText(/7 Pier Road\s*Portland, OR 97201/);
});

test.describe('preferences that cannot be saved', () => {
  testedOnceIn('BISP');
  test('the §8 text, and the previous choice back on screen', async ({ page, program, baseURL, checkA11y }) => {
    await startSignedIn(page, baseURL, { account: { name: 'preferences fail', phone: '5555550111', email: 'preferences.error@example.com' } });
    await goInApp(page, '/profile');
    const preferences = page.getByRole('region', { name: program.copy.preferences.title });
    // E-mail added (neither channel at all would first ask for a confirmation).
    const email = preferences.getByRole('checkbox', { name: program.copy.preferences.email });
    await expect(email).not.toBeChecked();
    await email.press('Space');
    await expect(email).toBeChecked();
    await preferences.getByRole('button', { name: program.copy.preferences.save }).click();
    await expect(preferences.getByRole('alert')).toHaveText('An error occurred while updating your communication preferences.  Please try again.');
    await expect(email).not.toBeChecked();
    await checkA11y('preferences failed');
  });
});

