import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GlobalMessageProvider } from '@portal/design-system';
import { ProgramProvider, type ProgramConfig } from '@portal/program-config';
import { program as bisp } from 'virtual:portal-program';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { PortalRoutes } from './routes.tsx';
import { needsSignIn, PUBLIC_DOCUMENT_PATHS, routesFor, routeTable } from './routeTable.ts';
import { createSessionStore } from '@portal/session';
import { SessionWithNavigation } from './App.tsx';
import { routes } from '@portal/routes';

function withFlags(flags: Partial<Record<keyof ProgramConfig['features'], boolean>>): ProgramConfig {
  const features = { ...bisp.features };
  for (const [flag, enabled] of Object.entries(flags)) features[flag as keyof typeof features] = { enabled: enabled! };
  return { ...bisp, features };
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

// The pages these tests wait for are loaded on demand. Their first import is Vitest transforming a
// feature's whole module graph, seconds on a busy machine, which no patient waits for: it happens
// here, before any test, so a test's wait is for the page to render, not for the transform.
beforeAll(() => Promise.all([import('@portal/feature-access/pages'), import('@portal/feature-profile')]));

function renderAt(path: string, program: ProgramConfig = bisp, status: 'anonymous' | 'authenticated' = 'anonymous') {
  const store = createSessionStore({ channel: null });
  if (status === 'authenticated') {
    store.authenticate({ token: 'token', expiresAt: Date.now() + 240_000, signedInAt: Date.now() });
  }
  return render(
    <ProgramProvider program={program}>
      <GlobalMessageProvider>
        <MemoryRouter initialEntries={[path]}>
          <SessionWithNavigation program={program} store={store}>
            <PortalRoutes program={program} />
            <Where />
          </SessionWithNavigation>
        </MemoryRouter>
      </GlobalMessageProvider>
    </ProgramProvider>,
  );
}

describe('route table', () => {
  it('holds every route of both specs', () => {
    expect(routeTable.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/', '/login', '/login-error', '/verification', '/logout', '/onboarding', '/prescriptions', '/pharmacy/:prescriptionId',
        '/pharmacy-instructions/:pharmacy', '/profile', '/profile-error', '/contact-us', '/payment', '/fill-history',
        '/update-shipping-address', '/privacy-policy', '/hipaa-practices', '/terms-of-use', '/language-assistance', '/missing-information-start',
        '/missing-information-address', '/missing-information-phone', '/missing-information-email', '/missing-information-insurance',
        '/missing-information-gender', '/missing-information-review', '/missing-information-success', '/missing-information-interim',
      ]),
    );
  });

  it('registers each address of @portal/routes once, and no other: the one place a path is written', () => {
    const registered = routeTable.map((route) => route.path);
    expect([...registered].sort()).toEqual(Object.values(routes).sort());
    expect(new Set(registered).size).toBe(registered.length);
  });

  it('the pages of a public document (the tags may load there) are the landing page, the legal pages and the language-assistance notice, nothing that needs a patient', () => {
    const publicRoutes = routeTable.filter((route) => PUBLIC_DOCUMENT_PATHS.includes(route.path));
    expect(publicRoutes.map((route) => route.page).sort()).toEqual(['hipaaPractices', 'landing', 'languageAssistance', 'privacyPolicy', 'termsOfUse']);
    expect(publicRoutes.every((route) => !needsSignIn(route) && !route.feature)).toBe(true);
    expect(publicRoutes).toHaveLength(PUBLIC_DOCUMENT_PATHS.length);
  });

  it("titles each page by a key of copy.pages: the page's own name, unless the route names another (the wizard's steps)", () => {
    for (const route of routeTable) expect(route.title === 'landing' || route.title in bisp.copy.pages, route.path).toBe(true);
    expect(routeTable.find((route) => route.path === '/language-assistance')).toMatchObject({ page: 'languageAssistance', title: 'languageAssistance' });
    expect(routeTable.find((route) => route.path === '/missing-information-review')).toMatchObject({ page: 'missingInformation', title: 'missingInformationReview' });
  });

  it('registers a flagged route only when its feature is on', () => {
    const paths = (program: ProgramConfig) => routesFor(program).map((route) => route.path);
    expect(paths(withFlags({ payment: false }))).not.toContain('/payment');
    expect(paths(withFlags({ payment: false }))).not.toContain('/fill-history');
    expect(paths(withFlags({ payment: true }))).toContain('/fill-history');
    expect(paths(withFlags({ missingInformation: false })).some((path) => path.startsWith('/missing-information'))).toBe(false);
    expect(paths(withFlags({ missingInformation: true })).filter((path) => path.startsWith('/missing-information'))).toHaveLength(9);
    expect(paths(withFlags({ updateShippingAddress: false }))).not.toContain('/update-shipping-address');
  });
});

describe('portal routes', () => {
  it('shows the landing page with ENTER leading to /login', async () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to BISP Patient Support' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'ENTER' }));
    expect(screen.getByTestId('where').textContent).toBe('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your account' })).toBeVisible();
  });

  it('shows "Page not found" with a Home link for an unknown path', async () => {
    renderAt('/no-such-page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByText('We could not find the page you requested. Please check your link and try again.')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByTestId('where').textContent).toBe('/');
    await expectNoSeriousAxeViolations();
  });

  it('shows "Page not found" for the route of a disabled feature, and the page when enabled', () => {
    renderAt('/missing-information-start', withFlags({ missingInformation: false }));
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  // spec: prescription-experience §2 Route table. Every flagged address, both ways: the end-to-end
  // suite opens one address per flag in each built programme (feature-flags.spec.ts).
  const flagged: [string, keyof ProgramConfig['features']][] = [
    ['/payment', 'payment'],
    ['/fill-history', 'payment'],
    ['/update-shipping-address', 'updateShippingAddress'],
    ...['start', 'address', 'phone', 'email', 'insurance', 'gender', 'review', 'success', 'interim'].map(
      (step) => [`/missing-information-${step}`, 'missingInformation'] as [string, keyof ProgramConfig['features']],
    ),
  ];
  it.each(flagged)('%s follows the %s flag: "Page not found" when off; when on, an anonymous visitor goes to /login with it as the return URL', (path, flag) => {
    const off = renderAt(path, withFlags({ [flag]: false }));
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByTestId('where').textContent).toBe(path);
    off.unmount();
    renderAt(path, withFlags({ [flag]: true }));
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe(`/login?returnUrl=${encodeURIComponent(path)}`);
  });

  it('a missing-information route exists when its feature is on, in the public layout, for a signed-in patient', () => {
    renderAt('/missing-information-address', withFlags({ missingInformation: true }), 'authenticated');
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/missing-information-address');
    // The public header: no menu.
    expect(screen.queryByRole('button', { name: /menu/i })).toBeNull();
  });

  it('sends an anonymous visitor of a missing-information route to /login with it as the return URL', () => {
    renderAt('/missing-information-review', withFlags({ missingInformation: true }));
    expect(screen.getByTestId('where').textContent).toBe('/login?returnUrl=%2Fmissing-information-review');
  });

  it('sends an anonymous visitor of a protected page to /login with the encoded return URL', () => {
    renderAt('/prescriptions?tab=x');
    expect(screen.getByTestId('where').textContent).toBe('/login?returnUrl=%2Fprescriptions%3Ftab%3Dx');
  });

  it('needsSignIn names exactly the pages that send an anonymous visitor to /login (main.tsx starts a signed-in tab\'s first page by it)', () => {
    const every = withFlags(Object.fromEntries(Object.keys(bisp.features).map((flag) => [flag, true])));
    const signedIn: string[] = [];
    for (const route of routesFor(every)) {
      const path = route.path.replace(/:\w+/g, 'x');
      const { unmount } = renderAt(path, every);
      const sentToLogin = screen.getByTestId('where').textContent!.startsWith('/login?returnUrl=');
      expect(needsSignIn(route), `${route.path}: sent to /login`).toBe(sentToLogin);
      if (sentToLogin) signedIn.push(route.path);
      unmount();
    }
    expect(signedIn).toContain('/prescriptions');
    expect(signedIn).toContain('/missing-information-review');
    expect(signedIn).not.toContain('/login');
  });

  it('lets a signed-in patient see a protected page in the white header layout', async () => {
    renderAt('/contact-us', bisp, 'authenticated');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'BISP Patient Support home' }).getAttribute('href')).toBe('/prescriptions');
  });

  it.each([
    ['anonymous', '/'],
    ['authenticated', '/prescriptions'],
  ] as const)('the public logo of a %s visitor leads to %s', (status, target) => {
    renderAt('/terms-of-use', bisp, status);
    expect(screen.getByRole('link', { name: 'BISP Patient Support home' }).getAttribute('href')).toBe(target);
  });

  it('has the footer links and the copyright line on every layout', () => {
    renderAt('/privacy-policy');
    const footer = screen.getByRole('contentinfo');
    const links = [...footer.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['HIPAA Practices', '/hipaa-practices'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Use', '/terms-of-use'],
      ['Language assistance', '/language-assistance'],
    ]);
    expect(footer.textContent).toContain('© 2025 Patient Services Partner');
  });

  it('scrolls to the top on every route change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAt('/');
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'Terms of Use' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('shows the notice of free language assistance at /language-assistance, in the informational layout, with its title', async () => {
    renderAt('/language-assistance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Language assistance' })).toBeVisible();
    expect(screen.getByRole('list', { name: bisp.copy.languageAssistance.listLabel })).toBeVisible();
    expect(document.querySelector('title')?.textContent).toBe('Language assistance | BISP Patient Support');
    await expectNoSeriousAxeViolations();
  });

  it('sets a document title per page', () => {
    renderAt('/no-such-page');
    expect(document.querySelector('title')?.textContent).toBe('Page not found | BISP Patient Support');
  });
});
