/**
 * The signed-in journey of BISP over real HTTP: the production build (no mock code) calls the
 * contract sandbox cross-origin, with CORS, for every screen a hub patient reaches, then logs out.
 */
import { expect, test } from '../fixtures.ts';
import { expectAt, signIn } from '../support/signIn.ts';
import { resetSandbox, SANDBOX_ORIGIN } from './sandbox.ts';
import { watchPage } from './watch.ts';

test.beforeEach(async () => {
  await resetSandbox();
});

test('sign-in, every signed-in screen and logout, each call answered by the sandbox', async ({ page, program, baseURL, checkA11y }) => {
  const watch = watchPage(page);
  const copy = program.copy;
  const main = page.locator('main#main-content');

  await signIn(page, program);
  await expectAt(page, baseURL, '/prescriptions');
  await expect(page.getByRole('heading', { level: 1, name: copy.pages.prescriptions })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  // The hub patient's pharmacy screen, by the link its prescription card offers.
  const setUp = page.getByRole('article').getByRole('link', { name: new RegExp(`^(${copy.prescriptions.setUpPharmacy}|${copy.prescriptions.changePharmacy})`) }).first();
  const pharmacyPath = await setUp.getAttribute('href');
  // Named by the prescription's id, never by the drug's NDC (docs/decisions/0052-the-address-and-the-opener-reveal-nothing.md).
  expect(pharmacyPath).toMatch(/^\/pharmacy\/RX-\d+$/);
  await checkA11y('prescriptions over real HTTP');

  const screens: { path: string; title: string; ready?: () => Promise<void> }[] = [
    { path: '/profile', title: copy.pages.profile, ready: () => expect(page.getByRole('region', { name: copy.profile.personalInformation })).toBeVisible() },
    { path: '/contact-us', title: copy.pages.contactUs },
    { path: '/payment', title: copy.pages.payment, ready: () => expect(page.getByRole('button', { name: copy.payment.makePayment })).toBeVisible() },
    { path: '/fill-history', title: copy.fillHistory.title, ready: () => expect(page.getByRole('button', { name: '10/05/2026' })).toBeVisible() },
    { path: pharmacyPath!, title: copy.pharmacy.title, ready: () => expect(page.getByRole('radiogroup', { name: copy.pharmacy.chooseLabel })).toBeVisible() },
    { path: '/update-shipping-address', title: copy.pages.updateShippingAddress, ready: () => expect(page.getByRole('textbox', { name: copy.missingInformation.address1 })).not.toHaveValue('') },
  ];
  for (const screen of screens) {
    // A full page load: the session comes back from the tab's storage and the screen fetches again.
    await page.goto(screen.path);
    await expectAt(page, baseURL, screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
    await screen.ready?.();
    await expect(main).not.toBeEmpty();
    // Live regions stand empty until something goes wrong.
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  }

  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('portal.session') ?? '{}').token as string);
  const profileWith = (jwttoken: string) => fetch(`${SANDBOX_ORIGIN}/api/pwa/exp/v1/patient/profile`, { headers: { jwttoken, Accept: 'application/json' } });
  expect((await profileWith(token)).status, 'the token before logout').toBe(200);
  await page.getByRole('button', { name: copy.menu.open }).click();
  await page.getByRole('dialog').getByRole('button', { name: copy.menu.logout }).or(page.getByRole('dialog').getByRole('link', { name: copy.menu.logout })).click();
  await expectAt(page, baseURL, '/');
  // Logout revoked the token on the server (docs/decisions/0051-a-session-ends-on-the-server-too.md):
  // whoever still holds it gets a 401.
  await expect.poll(async () => (await profileWith(token)).status, 'the token after logout').toBe(401);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?returnUrl=/);

  expect(watch.pageErrors, 'page errors and unhandled rejections').toEqual([]);
  expect(watch.unexpectedConsoleErrors(), 'console errors').toEqual([]);
  expect(watch.apiRequests.length).toBeGreaterThan(8);
  expect(watch.misdirected(), `API requests not sent to ${SANDBOX_ORIGIN}`).toEqual([]);
});
