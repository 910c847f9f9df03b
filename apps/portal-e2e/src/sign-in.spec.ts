import { expect, test, testedOnceIn, testedOncePer } from './fixtures.ts';
import {
  accounts,
  codeScreen,
  enterAddress,
  expectAt,
  fillVerifyProfile,
  homeAfterSignIn,
  loginScreen,
  phonePlaceholder,
  requestCode,
  shownPhone,
  signIn,
  submitCode,
  verifyProfileScreen,
  type Channel,
} from './support/signIn.ts';

/**
 * Every demo account (docs/demo-accounts.md) on each programme (Playwright project), by phone in one and by
 * e-mail in the other: the routing depends on the programme's features, the channel does not, so
 * each account is signed in once per programme and each channel is covered.
 * spec: access-and-identity §2 (screens), §4 (sign-in routing, missing-information routing, profile
 * fetch failure), §8 (error catalogue). Every text comes from the programme's copy.
 */
const channels: Channel[] = ['phone', 'email'];
/** LUMA's phone field is international, BISP's US-only: phone sign-in runs where it differs most. */
const channelProgramme: Record<Channel, string> = { phone: 'LUMA', email: 'BISP' };

test.describe('the login step', () => {
  testedOncePer('US_only_phone');
  test('the phone input follows US_only_phone; Get code waits for a valid phone or e-mail', async ({ page, visit, program, checkA11y }) => {
    await visit('/login');
    const login = loginScreen(page, program.copy);
    // The example and the hint agree with each other and with what the input accepts.
    await expect(login.phone).toHaveAttribute('placeholder', phonePlaceholder(program));
    await expect(login.phone).toHaveAccessibleDescription(program.feature('US_only_phone') ? program.copy.signIn.phoneHintUs : program.copy.signIn.phoneHintInternational);
    await expect(login.getCode).toHaveAttribute('aria-disabled', 'true');

    // The ten digits alone: masked (555) 555-0100 with US-only on; with it off the input forces a
    // leading +, and +5555550100 is no valid number (§5), so the patient types the country code.
    await login.phone.pressSequentially('5555550100');
    if (program.feature('US_only_phone')) {
      await expect(login.phone).toHaveValue('(555) 555-0100');
      await expect(login.getCode).not.toHaveAttribute('aria-disabled', 'true');
    } else {
      await expect(login.phone).toHaveValue('+5555550100');
      await expect(login.getCode).toHaveAttribute('aria-disabled', 'true');
      await login.phone.fill('');
      await login.phone.pressSequentially('1 555 555 0100');
      await expect(login.phone).toHaveValue('+1 555 555 0100');
      await expect(login.getCode).not.toHaveAttribute('aria-disabled', 'true');
    }

    // An e-mail address instead: the phone input is disabled while one is set (§2).
    await login.useEmail.click();
    await login.email.fill('not-an-address');
    await expect(login.phone).toBeDisabled();
    await expect(login.getCode).toHaveAttribute('aria-disabled', 'true');
    await login.email.blur();
    await expect(page.getByText(program.copy.validation.emailInvalid, { exact: true })).toBeVisible();
    await checkA11y('login in e-mail mode with an invalid address');
    await login.email.fill(accounts.hubPatient.email);
    await expect(login.getCode).not.toHaveAttribute('aria-disabled', 'true');
  });
});

for (const channel of channels) {
  test.describe(`sign-in by ${channel}`, () => {
    testedOnceIn(channelProgramme[channel]);
    test(`${accounts.hubPatient.phone} / ${accounts.hubPatient.email}: a registered hub patient goes home`, async ({ page, visit, program, baseURL }) => {
      await visit('/login');
      await signIn(page, program, { account: accounts.hubPatient, channel, from: '' });

      const home = homeAfterSignIn(program);
      await expectAt(page, baseURL, home);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home === '/prescriptions' ? program.copy.pages.prescriptions : program.copy.pages.onboarding);
    });

    test(`${accounts.newPatient.phone} / ${accounts.newPatient.email}: not registered, Verify Profile, then onboarding`, async ({ page, visit, program, baseURL, checkA11y }) => {
      await visit('/login');
      await signIn(page, program, { account: accounts.newPatient, channel, from: '' });

      await expectAt(page, baseURL, '/verification');
      const form = verifyProfileScreen(page, program.copy);
      await expect(form.heading).toBeVisible();
      await expect(page.getByText(program.copy.verification.intro)).toBeVisible();
      if (channel === 'phone') {
        // §2: the phone from sign-in seeds the field, disabled because it is valid.
        await expect(form.phone).toHaveValue(shownPhone(program, accounts.newPatient.phone));
        await expect(form.phone).toBeDisabled();
      } else {
        await expect(form.phone).toHaveValue('');
        await expect(form.phone).toBeEnabled();
        await expect(form.phone).toHaveAttribute('placeholder', phonePlaceholder(program));
      }
      await checkA11y('Verify Profile');

      await fillVerifyProfile(page, program);
      await form.submit.click();

      await expectAt(page, baseURL, '/onboarding');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(program.copy.pages.onboarding);
    });

    test(`${accounts.multipleProfiles.phone} / ${accounts.multipleProfiles.email}: multiple profiles go to /login-error`, async ({ page, visit, program, baseURL }) => {
      await visit('/login');
      await signIn(page, program, { account: accounts.multipleProfiles, channel, from: '' });

      await expectAt(page, baseURL, '/login-error');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(program.copy.loginError.title);
      await expect(page.getByText(program.t(program.copy.loginError.body))).toBeVisible();
      await expect(page.getByRole('link', { name: program.copy.loginError.back })).toHaveAttribute('href', '/login');
      // §4: the token is not kept.
      expect(await page.evaluate(() => sessionStorage.getItem('portal.session'))).toBeNull();
    });

    test(`${accounts.missingInformation.phone} / ${accounts.missingInformation.email}: missing information active, primary insurance not saved`, async ({ page, visit, program, baseURL }) => {
      await visit('/login');
      await signIn(page, program, { account: accounts.missingInformation, channel, from: '' });

      if (program.feature('missingInformation')) {
        await expectAt(page, baseURL, '/missing-information-start');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(program.copy.pages.missingInformationStart);
      } else {
        await expectAt(page, baseURL, '/prescriptions');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(program.copy.pages.prescriptions);
      }
    });

    test(`${accounts.noInsuranceGroup.phone} / ${accounts.noInsuranceGroup.email}: missing information active with no insurance group: the wizard, for what it asks`, async ({ page, visit, program, baseURL }) => {
      await visit('/login');
      await signIn(page, program, { account: accounts.noInsuranceGroup, channel, from: '' });

      if (program.feature('missingInformation')) {
        // No primary group is no saved primary group (§4): the wizard opens, for address and phone.
        await expectAt(page, baseURL, '/missing-information-start');
        await expect(page.locator('main').getByRole('listitem')).toHaveText([program.copy.missingInformation.stepAddress, program.copy.missingInformation.stepPhone]);
      } else {
        await expectAt(page, baseURL, '/prescriptions');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(program.copy.pages.prescriptions);
      }
    });

    test(`${accounts.secondaryInsuranceUnsaved.phone} / ${accounts.secondaryInsuranceUnsaved.email}: open task, the secondary insurance not saved: not the interim page`, async ({ page, visit, program, baseURL }) => {
      await visit('/login');
      await signIn(page, program, { account: accounts.secondaryInsuranceUnsaved, channel, from: '' });

      // "We have your insurance details" would not be true: §4's "Otherwise", the usual home.
      await expectAt(page, baseURL, homeAfterSignIn(program));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(program.feature('missingInformation') ? program.copy.pages.onboarding : program.copy.pages.prescriptions);
    });

    test(`${accounts.interim.phone} / ${accounts.interim.email}: open task with insurance saved`, async ({ page, visit, program, baseURL }) => {
      await visit('/login');
      await signIn(page, program, { account: accounts.interim, channel, from: '' });

      if (program.feature('missingInformation')) {
        await expectAt(page, baseURL, '/missing-information-interim');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(program.copy.pages.missingInformationInterim);
      } else {
        await expectAt(page, baseURL, '/prescriptions');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(program.copy.pages.prescriptions);
      }
    });

    test(`${accounts.rateLimited.phone} / ${accounts.rateLimited.email}: the code send is rate limited`, async ({ page, visit, program, baseURL, checkA11y }) => {
      await visit('/login');
      const login = loginScreen(page, program.copy);
      await enterAddress(page, program, channel, accounts.rateLimited);
      await login.getCode.click();

      await expect(login.error(program.copy.accessErrors.maxAttempts)).toHaveText(program.copy.accessErrors.maxAttempts);
      await expectAt(page, baseURL, '/login');
      await expect(login.heading).toBeVisible();
      await expect(codeScreen(page, program.copy).heading).toHaveCount(0);
      // What the patient typed stays.
      if (channel === 'phone') await expect(login.phone).toHaveValue(shownPhone(program, accounts.rateLimited.phone));
      else await expect(login.email).toHaveValue(accounts.rateLimited.email);
      await checkA11y('login with the maximum-attempts message');
    });

    test(`${accounts.profileError.phone} / ${accounts.profileError.email}: the profile fetch fails`, async ({ page, visit, program, baseURL }) => {
      await visit('/login');
      await signIn(page, program, { account: accounts.profileError, channel, from: '' });

      await expectAt(page, baseURL, '/profile-error');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(program.copy.failure.title);
      await expect(page.getByText(program.copy.errors.profileFetch, { exact: true })).toBeVisible();
      await expect(page.getByText(program.copy.failure.body, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: program.copy.failure.reload })).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem('portal.session'))).toBeNull();
    });

    test(`${accounts.notFound.phone} / ${accounts.notFound.email}: not in the records`, async ({ page, visit, program, baseURL, checkA11y }) => {
      await visit('/login');
      const login = loginScreen(page, program.copy);
      await enterAddress(page, program, channel, accounts.notFound);
      await login.getCode.click();

      const message = channel === 'phone' ? program.copy.accessErrors.phoneNotFound : program.copy.accessErrors.emailNotFound;
      await expect(login.error(message)).toHaveText(message);
      await expectAt(page, baseURL, '/login');
      if (channel === 'phone') await expect(login.phone).toHaveValue(shownPhone(program, accounts.notFound.phone));
      else await expect(login.email).toHaveValue(accounts.notFound.email);
      await checkA11y('login with the not-found message');
    });

    test(`any other ${channel}: a non-hub, non-registered patient goes to Verify Profile`, async ({ page, visit, program, baseURL }) => {
      await visit('/login');
      await requestCode(page, program, channel, accounts.other);
      await submitCode(page, program);

      await expectAt(page, baseURL, '/verification');
      const form = verifyProfileScreen(page, program.copy);
      await expect(form.heading).toBeVisible();
      if (channel === 'phone') {
        await expect(form.phone).toHaveValue(shownPhone(program, accounts.other.phone));
        await expect(form.phone).toBeDisabled();
      }
    });
  });
}
