import { expect, test, testedOncePer } from './fixtures.ts';

testedOncePer();

// spec: prescription-experience §2 Landing screen, Layout (footer), §1 (medical information line).
test.describe('landing page', () => {
  test('shows the welcome, an ENTER link, two disclaimers and the footer', async ({ page, visit, program }) => {
    await visit('/');

    await expect(page.getByRole('heading', { level: 1 })).toContainText(program.t(program.copy.landing.welcome));
    await expect(page.getByText(program.t(program.copy.landing.verifyPrompt))).toBeVisible();

    const enter = page.getByRole('link', { name: 'ENTER', exact: true });
    await expect(enter).toBeVisible();
    await expect(enter).toHaveAttribute('href', '/login');

    // Two disclaimers; one gives the medical-information line, formatted 1 (555) 555-01xx.
    const disclaimers = page.getByRole('complementary', { name: program.copy.landing.disclaimersLabel });
    await expect(disclaimers.locator('p')).toHaveCount(2);
    await expect(disclaimers.getByText(program.copy.landing.disclaimerAdverseEvents)).toBeVisible();
    const medical = disclaimers.getByText(program.phone(program.file.contacts.medicalInformationPhone));
    await expect(medical).toBeVisible();
    await expect(medical).toContainText(/1 \(555\) 555-01\d\d/);

    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['HIPAA Practices', '/hipaa-practices'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Use', '/terms-of-use'],
      ['Language assistance', '/language-assistance'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer).toContainText(`© 2025 ${program.file.contacts.serviceProvider}`);
  });

  test('ENTER leads to /login and changes the document title', async ({ page, visit, baseURL }) => {
    await visit('/');
    const landingTitle = await page.title();
    expect(landingTitle).not.toBe('');

    await page.getByRole('link', { name: 'ENTER', exact: true }).click();

    await expect(page).toHaveURL(`${baseURL}/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your account' })).toBeVisible();
    await expect(page).toHaveTitle(/Verify your account/);
    expect(await page.title()).not.toBe(landingTitle);
  });
});
