import { expect, test, testedOncePer } from './fixtures.ts';

testedOncePer();

// spec: prescription-experience §2: the page scrolls to the top on each route change.
test.use({ viewport: { width: 320, height: 480 } });

test('a route change scrolls the new page to the top', async ({ page, visit, baseURL }) => {
  await visit('/');

  // The pages behind the footer links are short placeholders for now; a short page is at the top
  // whatever the app does. Keeping <body> (outside the React root, untouched by navigation) three
  // screens tall makes the new page scrollable, so scrollY 0 can only come from the portal.
  await page.evaluate(() => {
    document.body.style.minHeight = '300vh';
  });

  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use', exact: true });
  await footerLink.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);

  await footerLink.click();
  await expect(page).toHaveURL(`${baseURL}/terms-of-use`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Use');

  const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(scrollable, 'the new page is taller than the viewport, so it could have stayed scrolled').toBeGreaterThan(100);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
