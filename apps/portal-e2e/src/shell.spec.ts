import type { Locator, Page } from '@playwright/test';
import { expect, test, type ProgramUnderTest, testedOncePer } from './fixtures.ts';
import { expectAt, fillCopy, homeAfterSignIn, startSignedIn } from './support/signIn.ts';

/**
 * The signed-in shell on each programme: the slide-out menu and the leave-site modal.
 * spec: prescription-experience §2 (Slide-out menu, Modals, global behaviours). Texts come from the
 * programme's copy; the hub demo patient (555) 555-0100 is Alex.
 */

const FIRST_NAME = 'Alex';

/** The hub patient, signed in, on the page a sign-in leads to; returns its path. */
async function signInAsHubPatient(page: Page, program: ProgramUnderTest, baseURL: string | undefined) {
  const home = homeAfterSignIn(program);
  await startSignedIn(page, baseURL, { at: home });
  return home;
}

function shell(page: Page, program: ProgramUnderTest) {
  const copy = program.copy.menu;
  const menu = page.getByRole('dialog', { name: fillCopy(copy.welcome, { name: FIRST_NAME }) });
  return {
    // While the modal menu is open, the page behind it (header included) is hidden from AT.
    menuButton: page.getByRole('button', { name: copy.open, includeHidden: true }),
    menu,
    items: menu.getByRole('navigation', { name: copy.label }).getByRole('link'),
    close: menu.getByRole('button', { name: copy.close }),
  };
}

/**
 * spec §2: Payment shows only with the payment feature and a prescription with payment info; Fill
 * History only with the payment feature and a possible pharmacy containing healthdyne. LUMA has the
 * feature off; the hub patient (a payment due, a HealthDyne pharmacy) shows both on BISP.
 */
function expectedItems(program: ProgramUnderTest): string[] {
  const copy = program.copy.menu;
  const payment = program.file.features.payment.enabled ? [copy.payment, copy.fillHistory] : [];
  return [copy.prescriptions, ...payment, copy.tutorial, copy.profile, copy.contactUs, copy.logout];
}

const pathOfItem = {
  '/prescriptions': 'prescriptions',
  '/onboarding': 'tutorial',
} as const;

async function focusIsIn(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.contains(document.activeElement));
}

async function expectPageClickable(page: Page) {
  expect(await page.evaluate(() => getComputedStyle(document.body).pointerEvents)).not.toBe('none');
  expect(await page.evaluate(() => document.body.hasAttribute('data-scroll-locked'))).toBe(false);
}

test.describe('slide-out menu', () => {
  testedOncePer('payment');
  test('opens with the mouse: "Welcome Alex", the items in order, the current page marked; Escape closes and focus returns', async ({ page, program, baseURL, checkA11y }) => {
    const home = await signInAsHubPatient(page, program, baseURL);
    const { menuButton, menu, items } = shell(page, program);

    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menu).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(menuButton).toHaveAttribute('aria-controls', (await menu.getAttribute('id'))!);
    await expect(menu.getByRole('heading', { name: fillCopy(program.copy.menu.welcome, { name: FIRST_NAME }) })).toBeVisible();
    await expect(items).toHaveText(expectedItems(program));
    await expect(menu.getByRole('separator')).toHaveCount(1);
    await expect(menu.locator('[aria-current="page"]')).toHaveText(program.copy.menu[pathOfItem[home as keyof typeof pathOfItem]]);
    // §2 Modals: the page does not scroll behind the menu.
    expect(await page.evaluate(() => document.body.hasAttribute('data-scroll-locked') || getComputedStyle(document.body).overflow === 'hidden')).toBe(true);
    await checkA11y('menu open');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expectPageClickable(page);
    await checkA11y('menu closed');

    // The page is clickable again: the button toggles the menu open, the close button shuts it.
    await menuButton.click();
    await expect(menu).toBeVisible();
    await shell(page, program).close.click();
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expectPageClickable(page);
  });

  test('works from the keyboard: Tab reaches the button, Enter opens, Tab stays inside, an item navigates and closes', async ({ page, program, baseURL, settle, checkA11y }) => {
    await signInAsHubPatient(page, program, baseURL);
    const { menuButton, menu, items } = shell(page, program);

    // From the top of a freshly loaded signed-in page: skip link, logo, the language switch, then the menu button.
    await page.reload();
    await settle();
    // spec §2: the menu is not rendered until the patient's data has loaded (after a reload it is
    // fetched again), so wait for the button before counting Tab stops.
    await expect(menuButton).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: program.copy.common.skipToContent })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('link', { name: program.t(program.copy.common.logoAlt) })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Español', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    expect(await focusIsIn(menu)).toBe(true);

    // Tab focus is trapped (spec §2): a full round and more never leaves the menu.
    const stops = (await items.count()) + 3;
    for (let press = 0; press < stops; press += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsIn(menu)).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsIn(menu)).toBe(true);
    await checkA11y('menu open from the keyboard');

    await items.filter({ hasText: program.copy.menu.profile }).focus();
    await page.keyboard.press('Enter');
    await expectAt(page, baseURL, '/profile');
    await expect(menu).toBeHidden();
    await expectPageClickable(page);

    // Space toggles it open on the new page, where Profile is the current item; Escape closes.
    await menuButton.focus();
    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    await expect(menu.locator('[aria-current="page"]')).toHaveText(program.copy.menu.profile);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('Logout signs the patient out', async ({ page, program, baseURL }) => {
    await signInAsHubPatient(page, program, baseURL);
    const { menuButton, menu, items } = shell(page, program);
    await menuButton.click();
    await items.filter({ hasText: program.copy.menu.logout }).click();

    await expectAt(page, baseURL, '/');
    await expect(menu).toBeHidden();
    await expect(menuButton).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('portal.session'))).toBeNull();
    await expectPageClickable(page);

    // Signed out: a protected page sends the patient to /login.
    await page.goto('/prescriptions');
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe('leave-site modal', () => {
  testedOncePer();
  const EXTERNAL = 'https://example.org/leaving-test';
  const LINK_TEXT = 'External test link';

  /** There may be no external link in the UI yet: put one into the page, as any feature would render it. */
  async function addExternalLink(page: Page): Promise<Locator> {
    await page.evaluate(
      ([href, text]) => {
        const link = document.createElement('a');
        link.href = href!;
        link.textContent = text!;
        link.id = 'external-test-link';
        document.querySelector('main')!.prepend(link);
      },
      [EXTERNAL, LINK_TEXT],
    );
    return page.locator('#external-test-link');
  }

  test('a click on an external link asks first; Continue opens it in a new tab; close returns to the page', async ({ page, context, program, baseURL, checkA11y }) => {
    // No real network: the external site is answered locally.
    await context.route('https://example.org/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Example</title><h1>Example site</h1></html>' }),
    );
    await signInAsHubPatient(page, program, baseURL);
    const link = await addExternalLink(page);
    const modal = page.getByRole('dialog', { name: fillCopy(program.copy.leaveSite.title, { host: 'example.org' }) });
    const here = page.url();

    await link.click();
    await expect(modal).toBeVisible();
    await expect(modal).toHaveText(new RegExp(program.copy.leaveSite.body.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    expect(page.url()).toBe(here);
    await checkA11y('leave-site modal');

    const popupOpened = context.waitForEvent('page');
    await modal.getByRole('button', { name: program.copy.leaveSite.continue }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(popup.url()).toBe(EXTERNAL);
    await expect(popup.getByRole('heading', { name: 'Example site' })).toBeVisible();
    // noopener: the external page gets no handle on the portal.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();

    await expect(modal).toBeHidden();
    expect(page.url()).toBe(here);
    await expect(link).toBeFocused();
    await expectPageClickable(page);

    // Again, and this time close without leaving.
    await link.click();
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: program.copy.common.close }).click();
    await expect(modal).toBeHidden();
    await expect(link).toBeFocused();
    await expectPageClickable(page);
    expect(context.pages()).toHaveLength(1);

    // Clickable: the menu opens after the modal closed.
    const { menuButton, menu } = shell(page, program);
    await menuButton.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await checkA11y('after the leave-site modal');
  });

  test('Enter on the link, a Ctrl-click and a middle click go through the modal too', async ({ page, context, program, baseURL }) => {
    await context.route('https://example.org/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Example</title>' }));
    await signInAsHubPatient(page, program, baseURL);
    const link = await addExternalLink(page);
    const modal = page.getByRole('dialog', { name: fillCopy(program.copy.leaveSite.title, { host: 'example.org' }) });

    await link.focus();
    await page.keyboard.press('Enter');
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(link).toBeFocused();

    await link.click({ modifiers: ['ControlOrMeta'] });
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    await link.click({ button: 'middle' });
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    // None of them opened a tab behind the patient's back.
    expect(context.pages()).toHaveLength(1);
    await expectPageClickable(page);
  });
});
