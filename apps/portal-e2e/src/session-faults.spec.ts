import { paths } from '@portal/api/paths';
import { expect, test, testedOnceIn } from './fixtures.ts';
import { mockFaults, pageNow, storedSession, walkClock } from './support/browser.ts';
import { accounts, expectAt, fillVerifyProfile, homeAfterSignIn, loginScreen, signIn, validProfile, verifyProfileScreen } from './support/signIn.ts';

/**
 * What the session does when the server answers an authenticated call with something other than
 * success (access-and-identity §4, §7, §8): a failed renewal says so and keeps the patient
 * where they are; a 401 ends the session (to /login, with the page to come back to, nothing typed
 * lost); a 202 goes home signed out; a body without what the spec says it carries is an error.
 * Faults are injected into the mock per call (libs/api-mocks/src/faults.ts).
 */
testedOnceIn('BISP');
const MINUTE = 60_000;

test.describe('token renewal fails (500)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the patient reads the §8 message on the page they are on, stays signed in, and the next check renews', async ({ page, visit, program, baseURL, checkA11y }) => {
    await page.clock.install({ time: new Date('2026-03-02T14:00:00Z') });
    await visit('/login');
    await signIn(page, program, { account: accounts.hubPatient, from: '' });
    const home = homeAfterSignIn(program);
    await expectAt(page, baseURL, home);
    await mockFaults(page, [{ path: paths.accessToken, status: 500, body: { errorDescription: 'Token service unavailable' }, times: 1 }]);
    const before = await storedSession(page);

    // The first renewal is due at the check with 2 min left: it fails.
    const message = page.getByRole('alert').filter({ hasText: program.copy.errors.tokenRenewal });
    await walkClock(page, 3 * MINUTE, { stopWhen: () => message.isVisible() });
    await expect(message).toBeVisible();
    await expect(message).toContainText(program.copy.session.renewalRetry);
    await expectAt(page, baseURL, home);
    expect((await storedSession(page))?.token, 'the old token is kept').toBe(before?.token);
    await checkA11y('renewal failure message');

    // The next check, with the token still valid, tries again and succeeds: a new token, same page.
    await walkClock(page, 75_000, { stopWhen: async () => (await storedSession(page))?.token !== before?.token });
    const after = await storedSession(page);
    expect(after?.status).toBe('authenticated');
    expect(after?.token).not.toBe(before?.token);
    expect(after!.expiresAt!).toBeGreaterThan(await pageNow(page));
    await expectAt(page, baseURL, home);
  });
});

test.describe('a 401 on an authenticated call ends the session', () => {
  test('on a signed-in page: to /login with the message, and back to that page after signing in again', async ({ page, visit, program, baseURL }) => {
    await visit('/login');
    await signIn(page, program, { account: accounts.hubPatient, from: '' });
    const home = homeAfterSignIn(program);
    await expectAt(page, baseURL, home);

    await mockFaults(page, [{ path: paths.profile, status: 401, body: { errorDescription: 'Unauthorized' }, times: 1 }]);
    await page.goto('/prescriptions'); // a new page load: the profile is fetched again

    await expectAt(page, baseURL, `/login?returnUrl=${encodeURIComponent('/prescriptions')}`);
    await expect(page.getByRole('alert').filter({ hasText: program.copy.errors.sessionEnded })).toBeVisible();
    expect(await storedSession(page)).toMatchObject({ status: 'anonymous', token: null });

    await signIn(page, program, { account: accounts.hubPatient, from: '' });
    await expectAt(page, baseURL, '/prescriptions');
    await expect(page.getByRole('heading', { level: 1, name: program.copy.prescriptions.title })).toBeVisible();
  });

  test('on Verify Profile: to /login, and what the patient typed comes back when the same person signs in again', async ({ page, visit, program, baseURL }) => {
    await visit('/login');
    await signIn(page, program, { account: accounts.newPatient, from: '' });
    await expectAt(page, baseURL, '/verification');
    const form = verifyProfileScreen(page, program.copy);
    await fillVerifyProfile(page, program);
    await mockFaults(page, [{ path: paths.registration, status: 401, body: { errorDescription: 'Unauthorized' }, times: 1 }]);
    await form.submit.click();

    await expectAt(page, baseURL, '/login');
    await expect(page.getByRole('alert').filter({ hasText: program.copy.errors.sessionEnded })).toBeVisible();

    await signIn(page, program, { account: accounts.newPatient, from: '' });
    await expectAt(page, baseURL, '/verification');
    await expect(form.firstName).toHaveValue(validProfile.firstName);
    await expect(form.lastName).toHaveValue(validProfile.lastName);
    await expect(form.month).toHaveValue(validProfile.month);
    await expect(form.day).toHaveValue(validProfile.day);
    await expect(form.year).toHaveValue(validProfile.year);
    await expect(form.zip).toHaveValue(validProfile.zip);
    await expect(form.terms).toBeChecked();
    // (That a draft comes back to its owner only is a unit test: libs/session/src/drafts.test.ts.)
  });
});

test('a 202 on an authenticated call goes home signed out, where the landing page offers the way back in', async ({ page, visit, program, baseURL }) => {
  await visit('/login');
  await signIn(page, program, { account: accounts.hubPatient, from: '' });
  await expectAt(page, baseURL, homeAfterSignIn(program));

  await mockFaults(page, [{ path: paths.profile, status: 202, times: 1 }]);
  await page.goto('/prescriptions');

  await expectAt(page, baseURL, '/');
  expect(await storedSession(page)).toBeNull();
  await page.getByRole('link', { name: program.copy.landing.enter }).click();
  await expect(loginScreen(page, program.copy).heading).toBeVisible();
});

test('a profile answered with {} is an error the patient can retry, not "no prescriptions"', async ({ page, visit, program, baseURL }) => {
  await visit('/login');
  await signIn(page, program, { account: accounts.hubPatient, from: '' });
  await expectAt(page, baseURL, homeAfterSignIn(program));

  await mockFaults(page, [{ path: paths.profile, status: 200, body: {}, times: 1 }]);
  await page.goto('/prescriptions');

  await expect(page.getByText(program.copy.errors.invalidResponse)).toBeVisible();
  await expect(page.getByText(program.copy.prescriptions.empty)).toHaveCount(0);
  await page.getByRole('button', { name: program.copy.failure.reload }).click();
  await expect(page.getByRole('heading', { level: 1, name: program.copy.prescriptions.title })).toBeVisible();
  await expect(page.getByText(program.copy.errors.invalidResponse)).toHaveCount(0);
});
