import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { paths } from '@portal/api/paths';
import { expect, runAxe, test, testedOnceIn, type ProgramUnderTest } from './fixtures.ts';
import { appRunning, localStorageEntries, portalSessionKeys, storedSession } from './support/browser.ts';
import { accounts, expectAt, homeAfterSignIn, signIn } from './support/signIn.ts';

/**
 * Logout (access-and-identity §2 /logout, §4 "Logout clears state and goes to /": logout
 * in one tab signs out the portal's other tabs, logout clears everything the portal stored) and
 * where patient data may live: sessionStorage only, never localStorage, never a URL.
 */
testedOnceIn('LUMA');
test.describe('logout', () => {
  test('/logout clears every portal.* key, leaves to / saying "You have signed out.", and nothing ever goes to localStorage or a URL', async ({ page, context, visit, program, baseURL, checkA11y }) => {
    const urls: string[] = [];
    context.on('request', (request) => urls.push(request.url()));
    page.on('framenavigated', (frame) => urls.push(frame.url()));

    await visit('/login');
    expect(await localStorageEntries(context)).toEqual([]);
    await signIn(page, program, { account: accounts.hubPatient, from: '' });
    await expectAt(page, baseURL, homeAfterSignIn(program));

    const session = await storedSession(page);
    expect(session?.status).toBe('authenticated');
    const token = session!.token!;
    expect(token).toBeTruthy();
    expect(await portalSessionKeys(page)).toContain('portal.session');
    expect(await localStorageEntries(context)).toEqual([]);

    await page.goto('/logout');
    await expectAt(page, baseURL, '/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(program.t(program.copy.landing.welcome));
    // Said where the patient lands, in a polite live region, and gone on the next navigation.
    const signedOut = page.getByRole('status').filter({ hasText: program.copy.session.signedOut });
    await expect(signedOut).toBeVisible();
    await expect(signedOut).toHaveAttribute('aria-live', 'polite');
    await checkA11y('landing after logout');
    expect(await portalSessionKeys(page)).toEqual([]);
    expect(await localStorageEntries(context)).toEqual([]);
    await page.getByRole('link', { name: program.copy.landing.enter }).click();
    await expectAt(page, baseURL, '/login');
    await expect(page.getByText(program.copy.session.signedOut)).toHaveCount(0);

    // Signed out for real: a protected page asks to sign in again.
    await page.goto('/prescriptions');
    await expect(page).toHaveURL(`${baseURL}/login?returnUrl=${encodeURIComponent('/prescriptions')}`);

    for (const url of urls) expect(url, 'a URL with the token in it').not.toContain(token);
  });

  /**
   * The token's revocation (docs/decisions/0051-a-session-ends-on-the-server-too.md): every
   * POST of the optional revoke call, with the token it carried. The mock has no such call yet: its
   * answer (404) must change nothing.
   */
  function revocations(context: BrowserContext): Array<string | undefined> {
    const sent: Array<string | undefined> = [];
    context.on('request', (request) => {
      // The page's own request; the mock's service worker passing it on to the network is the same call.
      if (request.serviceWorker()) return;
      if (request.method() === 'POST' && new URL(request.url()).pathname === paths.revokeToken) sent.push(request.headers().jwttoken);
    });
    return sent;
  }

  test('the menu\'s Logout retires the token on the server before its page load, and signs out all the same when the API has no such call', async ({ page, context, visit, program, baseURL }) => {
    const sent = revocations(context);
    await visit('/login');
    await signIn(page, program, { account: accounts.hubPatient, from: '' });
    await expectAt(page, baseURL, homeAfterSignIn(program));
    const token = (await storedSession(page))!.token!;

    await page.getByRole('button', { name: program.copy.menu.open }).click();
    await page.getByRole('dialog').getByRole('link', { name: program.copy.menu.logout }).click();
    await expectAt(page, baseURL, '/');
    await expect(page.getByRole('status').filter({ hasText: program.copy.session.signedOut })).toBeVisible();
    await expect.poll(() => sent).toEqual([token]);
    expect(await portalSessionKeys(page)).toEqual([]);
  });

  /** Signs in, opens a second tab of the portal from the first, and logs out in one of them. */
  async function twoTabsThenLogout(page: Page, program: ProgramUnderTest, baseURL: string | undefined, testInfo: TestInfo, from: 'first' | 'second') {
    await page.goto('/login');
    await appRunning(page);
    await signIn(page, program, { account: accounts.hubPatient, from: '' });
    const home = homeAfterSignIn(program);
    await expectAt(page, baseURL, home);

    // A second tab of the portal, opened from the first: it starts with a copy of its sessionStorage.
    const [second] = await Promise.all([page.waitForEvent('popup'), page.evaluate((path) => void window.open(path, '_blank'), home)]);
    await second.waitForLoadState();
    await expect(second).toHaveURL(`${baseURL}${home}`);
    await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await storedSession(second))?.status).toBe('authenticated');
    await runAxe(second, testInfo, `second tab ${home}`, program.copy);

    const token = (await storedSession(page))?.token ?? null;
    const [leaving, staying] = from === 'first' ? [page, second] : [second, page];
    await leaving.goto('/logout');
    await expect(leaving).toHaveURL(`${baseURL}/`);
    return { home, staying, token };
  }

  for (const from of ['first', 'second'] as const) {
    test(`logout in the ${from} tab signs the other tab out within a few seconds`, async ({ page, program, baseURL }, testInfo) => {
      const { home, staying } = await twoTabsThenLogout(page, program, baseURL, testInfo, from);

      // The other tab leaves the protected page by itself, without a reload, and is signed out.
      await expect(staying).not.toHaveURL(`${baseURL}${home}`, { timeout: 3_000 });
      await expect(staying.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await portalSessionKeys(staying)).toEqual([]);
      expect(await storedSession(staying)).toBeNull();
      if (staying !== page) await runAxe(staying, testInfo, `other tab after logout (${new URL(staying.url()).pathname})`, program.copy);
    });
  }

  test('the other tab lands on / after a logout elsewhere (§4: logout goes to /), saying so, and retires its own token', async ({ page, context, program, baseURL }, testInfo) => {
    const sent = revocations(context);
    const { staying, token } = await twoTabsThenLogout(page, program, baseURL, testInfo, 'second');
    await expect(staying).toHaveURL(`${baseURL}/`);
    await expect(staying.getByRole('status').filter({ hasText: program.copy.session.signedOut })).toBeVisible();
    // The leaving tab typed /logout (no page of its own to send it from): the staying tab retired the token it held.
    await expect.poll(() => sent).toEqual([token]);
  });
});
