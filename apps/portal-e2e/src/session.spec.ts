import type { Page } from '@playwright/test';
import { expect, test, testedOnceIn, type ProgramUnderTest } from './fixtures.ts';
import { goInApp, pageNow, portalSessionKeys, rgbOf, storedSession, walkClock, walkClockTo } from './support/browser.ts';
import { accounts, expectAt, homeAfterSignIn, loginScreen, pathOf, signIn } from './support/signIn.ts';

/**
 * The session and its token on a fake clock (access-and-identity §4 Session and token, §9; the
 * idle warning at least 60 s before sign-out, WCAG 2.2.1). Playwright's clock drives the page:
 * the token lifecycle's 60 s checks, the mock's token expiry (MSW handlers run in the page and read
 * its Date) and the 30 s of the expired message.
 *
 * Timeline of an idle patient (mock tokens live 240 s, checks every 60 s, renewal when ≤ 2 min
 * are left and the patient interacted within 5 min): the token is renewed at about +2 and +4 min
 * (the sign-in counts as interaction), then at about +6 min the patient has been idle for more
 * than 5 min with 2 min left: the warning. Sign-out at the token's expiry, about +8 min.
 */
testedOnceIn('LUMA');
const START = new Date('2026-03-02T14:00:00Z');
const MINUTE = 60_000;

async function signInOnFakeClock(page: Page, program: ProgramUnderTest, visit: (path: string) => Promise<void>, baseURL: string | undefined) {
  await page.clock.install({ time: START });
  await visit('/login');
  await signIn(page, program, { account: accounts.hubPatient, from: '' });
  await expectAt(page, baseURL, homeAfterSignIn(program));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

function idleDialog(page: Page, program: ProgramUnderTest) {
  return page.getByRole('dialog', { name: program.copy.session.idleTitle });
}

/** Walks the clock (5 s steps) until the idle warning shows; returns how long before the token's expiry it showed. */
async function waitForIdleWarning(page: Page, program: ProgramUnderTest): Promise<{ shownAt: number; expiresAt: number }> {
  const dialog = idleDialog(page, program);
  await walkClock(page, 12 * MINUTE, { stopWhen: () => dialog.isVisible() });
  await expect(dialog).toBeVisible();
  const shownAt = await pageNow(page);
  const session = await storedSession(page);
  expect(session?.status).toBe('authenticated');
  return { shownAt, expiresAt: session!.expiresAt! };
}

test.describe('session on a fake clock', () => {
  // Minutes of fake time walked in steps, each giving the page real time to catch up.
  test.describe.configure({ timeout: 120_000 });

  test('an idle patient is warned at least 60 s ahead, then signed out with the expired message for 30 s', async ({ page, visit, program, baseURL, checkA11y }) => {
    await signInOnFakeClock(page, program, visit, baseURL);
    const home = homeAfterSignIn(program);

    const { shownAt, expiresAt } = await waitForIdleWarning(page, program);
    // WCAG 2.2.1: warned with at least 60 s to go (measured at the end of the 5 s step that showed it).
    expect(expiresAt - shownAt).toBeGreaterThanOrEqual(60_000);
    test.info().annotations.push({ type: 'idle warning', description: `shown ${Math.round((expiresAt - shownAt) / 1000)} s before the token's expiry` });
    const dialog = idleDialog(page, program);
    await expect(dialog.getByRole('button', { name: program.copy.session.staySignedIn }).last()).toBeVisible();
    // "For your security you will be signed out in {seconds} seconds.", counting down.
    const countdown = new RegExp(program.copy.session.idleBody.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{seconds}', '(\\d+)'));
    await expect(dialog).toHaveAccessibleDescription(countdown);
    const secondsShown = Number(countdown.exec((await dialog.textContent()) ?? '')?.[1]);
    expect(secondsShown).toBeGreaterThanOrEqual(60);
    await checkA11y('idle warning dialog open');

    // Nothing happens until shortly before the expiry instant (the clock also runs on in real time)...
    await walkClockTo(page, expiresAt - 8_000, {
      afterStep: async () => {
        await expectAt(page, baseURL, home);
        await expect(dialog).toBeVisible();
      },
    });
    // ...and at it, the patient is signed out to /login, the page kept as the return URL.
    await walkClock(page, 20_000, { stepMs: 2_000, stopWhen: async () => new URL(page.url()).pathname === '/login' });
    await expect(page).toHaveURL(`${new URL(page.url()).origin}/login?returnUrl=${encodeURIComponent(home)}`);
    test.info().annotations.push({ type: 'signed out to', description: pathOf(page) });
    expect(await pageNow(page)).toBeGreaterThanOrEqual(expiresAt);
    await expect(dialog).toHaveCount(0);

    const login = loginScreen(page, program.copy);
    const expired = program.copy.errors.sessionExpired;
    const banner = page.getByRole('alert').filter({ hasText: expired });
    await expect(banner).toHaveText(expired);
    // In red: the theme's critical text colour.
    await expect(banner.getByText(expired, { exact: true })).toHaveCSS('color', rgbOf(program.theme.color.foreground.critical));
    await expect(login.heading).toBeVisible();
    const session = await storedSession(page);
    expect(session?.status).toBe('anonymous');
    expect(session?.token).toBeNull();
    await checkA11y('login with the session-expired message');

    // The message stays 30 s from the expiry, then goes.
    expect(session?.endNotice?.reason).toBe('expired');
    const expiredAt = session!.endNotice!.at;
    await walkClockTo(page, expiredAt + 26_000);
    await expect(banner).toHaveText(expired);
    await walkClockTo(page, expiredAt + 32_000);
    await expect(page.getByText(expired)).toHaveCount(0);
    // Nothing of the session is left; the page the patient was on is kept for the tab's next
    // sign-in (a path names a page, not a patient: docs/decisions/0022-a-return-url-is-kept-for-the-tab.md).
    expect(await portalSessionKeys(page)).toEqual(['portal.returnUrl']);
    expect(await page.evaluate(() => window.sessionStorage.getItem('portal.returnUrl'))).toBe(home);
  });

  test('signed out idle on /profile, the patient signs in again and is back on /profile', async ({ page, visit, program, baseURL }) => {
    await signInOnFakeClock(page, program, visit, baseURL);
    await goInApp(page, '/profile');
    await expectAt(page, baseURL, '/profile');
    await expect(page.getByRole('heading', { level: 1, name: program.copy.pages.profile })).toBeVisible();
    await walkClock(page, 12 * MINUTE, { stopWhen: async () => new URL(page.url()).pathname === '/login' });
    await expect(page).toHaveURL(`${new URL(page.url()).origin}/login?returnUrl=${encodeURIComponent('/profile')}`);
    await expect(page.getByRole('alert').filter({ hasText: program.copy.errors.sessionExpired })).toBeVisible();
    await signIn(page, program, { account: accounts.hubPatient, from: '' });
    await expectAt(page, baseURL, '/profile');
  });

  test('"Stay signed in" keeps the patient signed in', async ({ page, visit, program, baseURL }) => {
    await signInOnFakeClock(page, program, visit, baseURL);
    const home = homeAfterSignIn(program);
    const { expiresAt } = await waitForIdleWarning(page, program);
    const dialog = idleDialog(page, program);

    const renewed = page.waitForResponse((response) => response.url().includes('/accesstoken'));
    await dialog.getByRole('button', { name: program.copy.session.staySignedIn }).last().click();
    expect((await renewed).ok()).toBe(true);
    await expect(dialog).toHaveCount(0);
    await expect.poll(async () => (await storedSession(page))?.expiresAt).toBeGreaterThan(expiresAt);

    // Well past the old expiry: still signed in, on the same page.
    await walkClockTo(page, expiresAt + 90_000, {
      afterStep: async () => {
        await expectAt(page, baseURL, home);
      },
    });
    expect((await storedSession(page))?.status).toBe('authenticated');
  });

  test('an active patient is never signed out over 10 minutes, and no token shows in a URL', async ({ page, context, visit, program, baseURL }) => {
    const urls: string[] = [];
    context.on('request', (request) => urls.push(request.url()));
    const tokenHeaders: string[] = [];
    context.on('request', (request) => {
      const token = request.headers()['jwttoken'];
      if (token) tokenHeaders.push(token);
    });

    await signInOnFakeClock(page, program, visit, baseURL);
    const home = homeAfterSignIn(program);
    const first = await storedSession(page);
    const dialog = idleDialog(page, program);
    let turn = 0;

    let lastInteraction = await pageNow(page);
    await walkClockTo(page, START.getTime() + 10 * MINUTE, {
      stepMs: 10_000,
      afterStep: async () => {
        await expect(dialog).toHaveCount(0);
        await expectAt(page, baseURL, home);
        // Every 30 s or so of fake time the patient does something: a key, a scroll, a click.
        const now = await pageNow(page);
        if (now - lastInteraction < 30_000) return;
        lastInteraction = now;
        turn += 1;
        // A click on the footer's edge: it does nothing but count as interaction.
        if (turn % 3 === 0) await page.getByRole('contentinfo').click({ position: { x: 2, y: 2 } });
        else if (turn % 3 === 1) await page.keyboard.press('Shift');
        else await page.mouse.wheel(0, 40);
      },
    });

    const last = await storedSession(page);
    expect(last?.status).toBe('authenticated');
    expect(last?.token).not.toBe(first?.token);
    expect(last!.expiresAt!).toBeGreaterThan(START.getTime() + 10 * MINUTE);

    // Tokens travel in the jwttoken header, never in a URL.
    const tokens = new Set([first?.token, last?.token, ...tokenHeaders].filter((token): token is string => Boolean(token)));
    expect(tokens.size).toBeGreaterThan(1);
    for (const url of urls) {
      for (const token of tokens) expect(url, 'a URL with a token in it').not.toContain(token);
      expect(url).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
    }
  });
});
