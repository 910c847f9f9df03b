import { expect, test, testedOncePer } from './fixtures.ts';

testedOncePer();

// A keyboard user reaches the skip link first, then the logo, then ENTER, and can enter with Enter.
test('Tab order on the landing page: skip link, logo, the language switch, ENTER; Enter opens /login', async ({ page, visit, program, baseURL }) => {
  await visit('/');

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();

  await page.keyboard.press('Tab');
  const logo = page.getByRole('banner').getByRole('link', { name: program.t(program.copy.common.logoAlt) });
  await expect(logo).toBeFocused();
  await expect(logo).toHaveAttribute('href', '/');

  await page.keyboard.press('Tab');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Español', exact: true })).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'ENTER', exact: true })).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${baseURL}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify your account');
});
