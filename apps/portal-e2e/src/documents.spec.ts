import type { Page } from '@playwright/test';
import { expect, test, testedOncePer } from './fixtures.ts';
import { appRunning, pageSettled } from './support/browser.ts';
import { homeAfterSignIn, signIn } from './support/signIn.ts';

testedOncePer();

/**
 * Two kinds of document (docs/decisions/0025-tags-load-only-in-public-documents.md): the public ones (the
 * landing page, the legal pages), where the programme's tags may load, and the personal one (the
 * sign-in page and app.html, every other page). A step from one kind to the other is a full
 * document load, whichever way and however it is taken (a link, the sign-out), so what one loaded
 * never runs in the other; between pages of one kind the app routes inside the document. Each
 * document names its kind on <html data-document>. (That the tags load only in public documents,
 * on the production build: analytics-leak.spec.ts.)
 */

/** Marks the document on screen; a full load starts a new one, without the mark. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => void ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
}
async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}
async function documentKind(page: Page): Promise<string | null> {
  return page.evaluate(() => document.documentElement.getAttribute('data-document'));
}
/** Waits for a document of `kind`: after a step from the other kind, the new one, not the page it replaces. */
async function documentOf(page: Page, kind: 'public' | 'personal'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-document', kind);
}

test('the landing and legal pages share a public document; sign-in starts a personal one, and leaving it another public one', async ({ page, program, baseURL }) => {
  const footer = page.getByRole('contentinfo');
  const logo = page.getByRole('link', { name: program.t(program.copy.common.logoAlt) });
  await page.goto('/');
  await appRunning(page);
  expect(await documentKind(page)).toBe('public');
  await markDocument(page);

  await footer.getByRole('link', { name: program.copy.footer.privacyPolicy }).click();
  await expect(page).toHaveURL(`${baseURL}/privacy-policy`);
  await pageSettled(page);
  await logo.click();
  await expect(page).toHaveURL(`${baseURL}/`);
  expect(await sameDocument(page), 'landing → legal page → landing, inside one document').toBe(true);

  await page.getByRole('link', { name: program.copy.landing.enter }).click();
  await expect(page).toHaveURL(`${baseURL}/login`);
  await documentOf(page, 'personal');
  await appRunning(page);
  expect(await sameDocument(page), 'the step into sign-in is a full load').toBe(false);

  await markDocument(page);
  await logo.click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await documentOf(page, 'public');
  await appRunning(page);
  expect(await sameDocument(page), 'back from sign-in to the landing page is a full load').toBe(false);
});

test('signed in: the signed-in pages share the personal document; a legal page and the sign-out load a public one', async ({ page, program, baseURL }) => {
  // Whether a legal page ever gave way to the loading overlay (its prerendered text is on screen from the start).
  await page.addInitScript((label) => {
    if (!window.location.pathname.startsWith('/terms-of-use')) return;
    new MutationObserver(() => {
      if ([...document.querySelectorAll('[role="status"]')].some((element) => element.textContent?.includes(label))) {
        (window as unknown as { __overlaySeen?: boolean }).__overlaySeen = true;
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, program.copy.common.loading);
  await signIn(page, program);
  await expect(page).toHaveURL(`${baseURL}${homeAfterSignIn(program)}`);
  await pageSettled(page);
  expect(await documentKind(page)).toBe('personal');
  await markDocument(page);

  // The logo goes to My Prescriptions: another signed-in page, same document.
  const logo = page.getByRole('link', { name: program.t(program.copy.common.logoAlt) });
  await logo.click();
  await expect(page).toHaveURL(`${baseURL}/prescriptions`);
  await pageSettled(page);
  expect(await sameDocument(page)).toBe(true);

  await page.getByRole('contentinfo').getByRole('link', { name: program.copy.footer.termsOfUse }).click();
  await expect(page).toHaveURL(`${baseURL}/terms-of-use`);
  await documentOf(page, 'public');
  await pageSettled(page);
  expect(await sameDocument(page), 'a signed-in page → a legal page is a full load').toBe(false);

  // The legal page's way back into the app (the logo, for a signed-in patient), once the app has
  // rendered the page for this tab: its text stayed on screen meanwhile, never the loading overlay.
  await expect(logo).toHaveAttribute('href', '/prescriptions');
  await appRunning(page);
  expect(await page.evaluate(() => (window as unknown as { __overlaySeen?: boolean }).__overlaySeen ?? false)).toBe(false);
  await markDocument(page);
  await logo.click();
  await expect(page).toHaveURL(`${baseURL}/prescriptions`);
  await documentOf(page, 'personal');
  await pageSettled(page);
  expect(await sameDocument(page), 'a legal page → a signed-in page is a full load').toBe(false);

  // Signing out leaves for the landing page in a new document, which still says so.
  await markDocument(page);
  await page.getByRole('button', { name: program.copy.menu.open }).click();
  await page.getByRole('dialog').getByRole('link', { name: program.copy.menu.logout }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await documentOf(page, 'public');
  await expect(page.getByRole('status').filter({ hasText: program.copy.session.signedOut })).toBeVisible();
  expect(await sameDocument(page), 'the sign-out → the landing page is a full load').toBe(false);
});

test('an unknown address is shown by the personal document; its Home link loads the landing page\'s', async ({ page, program, baseURL }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(program.copy.notFound.title);
  await appRunning(page);
  expect(await documentKind(page)).toBe('personal');
  await markDocument(page);
  await page.getByRole('main').getByRole('link', { name: program.copy.notFound.home, exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await documentOf(page, 'public');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(program.t(program.copy.landing.welcome));
  expect(await sameDocument(page)).toBe(false);
});
