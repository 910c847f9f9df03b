import { expect, test, testedOnceIn } from './fixtures.ts';
import { accounts, expectAt, homeAfterSignIn, signIn } from './support/signIn.ts';

/**
 * The post-login target (access-and-identity §4: "the decoded query value is kept as the post-login
 * target"; only a same-origin path is followed). A hostile returnUrl must never take the
 * patient off the portal: not by navigation, not by a request, not by running script.
 */
testedOnceIn('BISP');
const hostile = ['//evil.example', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example', '/\t/evil.example', 'https:evil.example'].map(
  (raw) => ({ raw, query: encodeURIComponent(raw) }),
);
/**
 * Query values as a link would carry them, unencoded: each starts with one "/" and normalises to
 * `//evil.example`. Before the fix they signed in to the router's "External navigation is not
 * allowed" page. (Every other spelling is a unit test of safeReturnPath.)
 */
const normalisingToAnotherHost = ['/.//evil.example', '/./%2F/evil.example'].map((raw) => ({ raw, query: raw }));

test.describe('returnUrl', () => {
  for (const { raw, query } of [...hostile, ...normalisingToAnotherHost]) {
    test(`a hostile returnUrl ${JSON.stringify(raw)} is ignored: the patient stays on the portal`, async ({ page, visit, program, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      const offsite: string[] = [];
      const dialogs: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).origin !== origin) offsite.push(request.url());
      });
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && new URL(frame.url()).origin !== origin) offsite.push(frame.url());
      });
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });

      await visit(`/login?returnUrl=${query}`);
      await signIn(page, program, { account: accounts.hubPatient, from: '' });

      await expectAt(page, baseURL, homeAfterSignIn(program));
      // The portal's own page, with its header and footer: not an error screen.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(new URL(page.url()).origin).toBe(origin);
      expect(offsite, 'requests or navigations off the portal').toEqual([]);
      expect(dialogs, 'script run from the returnUrl').toEqual([]);
    });
  }

  test('a same-origin returnUrl is honoured: /contact-us', async ({ page, visit, program, baseURL }) => {
    await visit(`/login?returnUrl=${encodeURIComponent('/contact-us')}`);
    await signIn(page, program, { account: accounts.hubPatient, from: '' });

    await expectAt(page, baseURL, '/contact-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(program.copy.pages.contactUs);
  });

  test('returnUrl=/logout is never followed: the patient lands home signed in, not signed out again at once', async ({ page, visit, program, baseURL }) => {
    await visit(`/login?returnUrl=${encodeURIComponent('/logout')}`);
    await signIn(page, program, { account: accounts.hubPatient, from: '' });

    await expectAt(page, baseURL, homeAfterSignIn(program));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Still signed in a moment later: nothing went on to /logout.
    await page.waitForTimeout(500);
    await expectAt(page, baseURL, homeAfterSignIn(program));
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('portal.session') ?? 'null')?.status)).toBe('authenticated');
  });

  test('a protected page visited signed out is where the patient lands after sign-in, with its query', async ({ page, visit, program, baseURL }) => {
    await visit('/contact-us?topic=refill');
    await expectAt(page, baseURL, `/login?returnUrl=${encodeURIComponent('/contact-us?topic=refill')}`);

    await signIn(page, program, { account: accounts.hubPatient, channel: 'email', from: '' });
    await expectAt(page, baseURL, '/contact-us?topic=refill');
  });
});
