import { expect, test, type FeatureName, oncePer } from './fixtures.ts';

/**
 * spec: prescription-experience §2 Route table: a route of a feature that is off is not registered
 * and shows "Page not found"; when on, its routes send an anonymous visitor to /login with a
 * returnUrl: the missing-information routes too (public layout, but they act for a signed-in patient).
 *
 * Here, one address per flag, in the built programme: the flag as the build carries it reaches the
 * router. Every flagged address, both ways, is a unit test of the route table
 * (apps/portal/src/routes.test.tsx).
 */
const gated: { path: string; feature: FeatureName }[] = [
  { path: '/payment', feature: 'payment' },
  { path: '/update-shipping-address', feature: 'updateShippingAddress' },
  { path: '/missing-information-start', feature: 'missingInformation' },
];

test.describe('feature-flag routes', () => {
  for (const route of gated) {
    test(`${route.path} follows the ${route.feature} flag`, oncePer(route.feature), async ({ page, visit, program, baseURL }) => {
      const enabled = program.feature(route.feature);
      test.info().annotations.push({ type: 'flag', description: `${route.feature}=${enabled ? 'on' : 'off'} in ${program.code}` });

      await visit(route.path);
      const heading = page.getByRole('heading', { level: 1 });

      if (!enabled) {
        await expect(page).toHaveURL(`${baseURL}${route.path}`);
        await expect(heading).toHaveText(program.copy.notFound.title);
        return;
      }

      await expect(page).toHaveURL(`${baseURL}/login?returnUrl=${encodeURIComponent(route.path)}`);
      await expect(heading).toHaveText(program.copy.signIn.title);
    });
  }
});
