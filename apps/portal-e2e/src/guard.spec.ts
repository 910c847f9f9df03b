import { expect, test, testedOncePer } from './fixtures.ts';

testedOncePer();

// spec: access-and-identity §4 / prescription-experience §2: an anonymous visitor of a protected page
// lands on /login with the original path and query in returnUrl, URL-encoded.
test('an anonymous visit to /prescriptions?tab=x goes to /login with an encoded returnUrl', async ({ page, visit, baseURL }) => {
  await visit('/prescriptions?tab=x');

  const expected = '/login?returnUrl=%2Fprescriptions%3Ftab%3Dx';
  await expect(page).toHaveURL(`${baseURL}${expected}`);
  const url = new URL(page.url());
  expect(`${url.pathname}${url.search}`).toBe(expected);
  expect(url.searchParams.get('returnUrl')).toBe('/prescriptions?tab=x');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify your account');
});
