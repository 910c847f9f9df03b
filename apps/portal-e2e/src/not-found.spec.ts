import { expect, test, testedOncePer } from './fixtures.ts';

testedOncePer();

// spec: prescription-experience §2 Other screens: Not-found.
test('an unknown path shows the not-found page with a Home link to /', async ({ page, visit, program, baseURL }) => {
  await visit('/no-such-page');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByText('We could not find the page you requested. Please check your link and try again.')).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);

  const home = page.getByRole('main').getByRole('link', { name: 'Home', exact: true });
  await expect(home).toHaveAttribute('href', '/');
  await home.click();

  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(program.t(program.copy.landing.welcome));
});
