import { expect, test } from './fixtures.ts';

// spec: prescription-experience §2: the page scrolls to the top on each route change.
test.use({ viewport: { width: 320, height: 480 } });

test('a route change scrolls the new page to the top', async ({ page, visit, checkA11y, baseURL }) => {
  await visit('/');

  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use', exact: true });
  await footerLink.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);

  await footerLink.click();
  await expect(page).toHaveURL(`${baseURL}/terms-of-use`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Use');

  // Only meaningful if the new page could stay scrolled: it must be taller than the viewport.
  const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(scrollable, 'the new page should be taller than the viewport').toBeGreaterThan(100);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await checkA11y('after route change');
});
