import { expect, test, testedOncePer } from './fixtures.ts';
import { appRunning } from './support/browser.ts';
import { accounts, expectAt, fillVerifyProfile, homeAfterSignIn, signIn, verifyProfileScreen } from './support/signIn.ts';

testedOncePer();

/**
 * The post-login target is kept for the tab (prescription-experience §2: "A returnUrl query
 * parameter, URL-decoded, is stored as the post-login return target"): a link to any page of the
 * portal with `?returnUrl=`, opened signed out, returns there after sign-in even when the patient
 * reaches /login another way (the landing page's ENTER). Both sign-in flows, in each programme
 * (their routing after sign-in differs: missing information, onboarding); the same-origin rule
 * holds as on /login (sign-in-return-url.spec.ts, libs/session/src/returnUrl.test.ts).
 */
const KEY = 'portal.returnUrl';

test.describe('a returnUrl on the page opened signed out', () => {
  test('a registered patient who goes on through ENTER lands on it; used, it is gone: the next sign-in goes home', async ({ page, program, baseURL }) => {
    await page.goto(`/?returnUrl=${encodeURIComponent('/contact-us?topic=refill')}`);
    await appRunning(page);
    await page.getByRole('link', { name: program.copy.landing.enter, exact: true }).click();
    await expectAt(page, baseURL, '/login');

    await signIn(page, program, { account: accounts.hubPatient, from: '' });
    await expectAt(page, baseURL, '/contact-us?topic=refill');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(program.copy.pages.contactUs);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), KEY)).toBeNull();

    await page.goto('/logout');
    await expectAt(page, baseURL, '/');
    await signIn(page, program, { account: accounts.hubPatient });
    await expectAt(page, baseURL, homeAfterSignIn(program));
  });

  test('a new patient who registers through Verify Profile lands on it instead of onboarding', async ({ page, program, baseURL }) => {
    await page.goto(`/privacy-policy?returnUrl=${encodeURIComponent('/profile')}`);
    await appRunning(page);
    // Back to the landing page by the header's logo, then ENTER: nothing on the way carries the query.
    await page.getByRole('banner').getByRole('link').first().click();
    await expectAt(page, baseURL, '/');
    await page.getByRole('link', { name: program.copy.landing.enter, exact: true }).click();

    await signIn(page, program, { account: accounts.newPatient, channel: 'email', from: '' });
    await expectAt(page, baseURL, '/verification');
    await fillVerifyProfile(page, program);
    await verifyProfileScreen(page, program.copy).submit.click();

    await expectAt(page, baseURL, '/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(program.copy.pages.profile);
  });

  test('a returnUrl to another host is never followed, nor kept', async ({ page, program, baseURL }) => {
    await page.goto(`/?returnUrl=${encodeURIComponent('//evil.example/prescriptions')}`);
    await appRunning(page);
    await page.getByRole('link', { name: program.copy.landing.enter, exact: true }).click();
    await signIn(page, program, { account: accounts.hubPatient, from: '' });
    await expectAt(page, baseURL, homeAfterSignIn(program));
    expect(await page.evaluate((key) => sessionStorage.getItem(key), KEY)).toBeNull();
  });
});
