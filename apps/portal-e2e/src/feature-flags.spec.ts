import { expect, test, type FeatureName } from './fixtures.ts';

/**
 * spec: prescription-experience §2 Route table: a route of a feature that is off is not registered
 * and shows "Page not found"; when on, authenticated routes send an anonymous visitor to /login
 * with a returnUrl, and the public missing-information routes show their page.
 */
const gated: { path: string; feature: FeatureName; layout: 'authenticated' | 'public'; title: string }[] = [
  { path: '/payment', feature: 'payment', layout: 'authenticated', title: 'Payment' },
  { path: '/fill-history', feature: 'payment', layout: 'authenticated', title: 'Fill History' },
  { path: '/update-shipping-address', feature: 'updateShippingAddress', layout: 'authenticated', title: 'Update Shipping Address' },
  ...(
    [
      ['start', 'We need a few more details'],
      ['address', 'Address'],
      ['phone', 'Mobile phone'],
      ['email', 'E-mail'],
      ['insurance', 'Insurance'],
      ['gender', 'Gender'],
      ['review', 'Review your details'],
      ['success', 'Thank you'],
      ['interim', 'We are reviewing your details'],
    ] as const
  ).map(([step, title]) => ({
    path: `/missing-information-${step}`,
    feature: 'missingInformation' as const,
    layout: 'public' as const,
    title,
  })),
];

test.describe('feature-flag routes', () => {
  for (const route of gated) {
    test(`${route.path} follows the ${route.feature} flag`, async ({ page, visit, program, baseURL }) => {
      const enabled = program.feature(route.feature);
      test.info().annotations.push({ type: 'flag', description: `${route.feature}=${enabled ? 'on' : 'off'} in ${program.code}` });

      await visit(route.path);
      const heading = page.getByRole('heading', { level: 1 });

      if (!enabled) {
        await expect(page).toHaveURL(`${baseURL}${route.path}`);
        await expect(heading).toHaveText('Page not found');
        return;
      }

      await expect(heading).not.toHaveText('Page not found');
      if (route.layout === 'authenticated') {
        await expect(page).toHaveURL(`${baseURL}/login?returnUrl=${encodeURIComponent(route.path)}`);
        await expect(heading).toHaveText('Verify your account');
      } else {
        await expect(page).toHaveURL(`${baseURL}${route.path}`);
        await expect(heading).toHaveText(route.title);
      }
    });
  }
});
