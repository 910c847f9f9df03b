import { Suspense, useEffect, useMemo, useRef, type ComponentType } from 'react';
import { matchPath, useLocation, useRoutes, type RouteObject } from 'react-router';
import { LoadingOverlay, MAIN_CONTENT_ID } from '@portal/design-system';
import { LandingPage } from '@portal/feature-access';
import { useCopy, type Copy, type ProgramConfig } from '@portal/program-config';
import { loadChunk } from './chunks.ts';
import { AuthenticatedLayout, InformationalLayout, preloadAuthenticatedLayout, PublicLayout } from './layouts/Layouts.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { PageTitle } from './pages/PageTitle.tsx';
import { preloadable, type Preloadable } from './preloadable.tsx';
import { RouterErrorBoundary } from './pages/RouterErrorBoundary.tsx';
import { routesFor, type LayoutKind, type PortalRoute } from './routeTable.ts';
import { RequireAuth } from './session/RequireAuth.tsx';

type TitleKey = keyof Copy['pages'];

/** A page loaded on demand, with its title: both show once its code and the texts have arrived. */
function TitledPage({ title, Page }: { title: TitleKey; Page: ComponentType }) {
  const { copy } = useCopy();
  return (
    <>
      <PageTitle title={copy.pages[title]} />
      <Page />
    </>
  );
}

type OnDemandPage = Preloadable<{ title: TitleKey }>;

/**
 * Pages that run machines load on demand, so the landing page stays within its budget. Their
 * titles come with them: `loadChunk` brings the programme's texts that the landing page does not
 * carry (page titles among them) with the first such page. `preload` asks for the code early
 * (main.tsx, for the page a signed-in tab opens on; preloadable.tsx).
 */
function onDemand(load: () => Promise<ComponentType>): OnDemandPage {
  return preloadable(() => load().then((Page) => ({ title }: { title: TitleKey }) => <TitledPage title={title} Page={Page} />));
}

const accessPage = (name: 'LoginPage' | 'VerifyProfilePage' | 'LoginErrorPage' | 'ProfileErrorPage' | 'LogoutPage') =>
  onDemand(() => loadChunk(() => import('@portal/feature-access/pages')).then((module) => module[name] as ComponentType));

const informationalPage = (name: 'termsOfUse' | 'privacyPolicy' | 'hipaaPractices' | 'languageAssistance') =>
  onDemand(() => loadChunk(() => import('@portal/feature-legal')).then(({ InformationalPage }) => () => <InformationalPage name={name} />));

const lazyPages = {
  login: accessPage('LoginPage'),
  verification: accessPage('VerifyProfilePage'),
  loginError: accessPage('LoginErrorPage'),
  profileError: accessPage('ProfileErrorPage'),
  logout: accessPage('LogoutPage'),
  onboarding: onDemand(() => loadChunk(() => import('@portal/feature-onboarding')).then((module) => module.OnboardingPage)),
  prescriptions: onDemand(() => loadChunk(() => import('@portal/feature-prescriptions')).then((module) => module.PrescriptionsPage)),
  missingInformation: onDemand(() => loadChunk(() => import('@portal/feature-missing-information')).then((module) => module.MissingInformationPage)),
  missingInformationSuccess: onDemand(() => loadChunk(() => import('@portal/feature-missing-information')).then((module) => module.MissingInformationSuccessPage)),
  missingInformationInterim: onDemand(() => loadChunk(() => import('@portal/feature-missing-information')).then((module) => module.MissingInformationInterimPage)),
  profile: onDemand(() => loadChunk(() => import('@portal/feature-profile')).then((module) => module.ProfilePage)),
  contactUs: onDemand(() => loadChunk(() => import('@portal/feature-profile')).then((module) => module.ContactUsPage)),
  updateShippingAddress: onDemand(() => loadChunk(() => import('@portal/feature-profile')).then((module) => module.UpdateShippingAddressPage)),
  payment: onDemand(() => loadChunk(() => import('@portal/feature-payment')).then((module) => module.PaymentPage)),
  pharmacy: onDemand(() => loadChunk(() => import('@portal/feature-pharmacy')).then((module) => module.PharmacyPage)),
  pharmacyInstructions: onDemand(() => loadChunk(() => import('@portal/feature-pharmacy')).then((module) => module.PharmacyInstructionsPage)),
  fillHistory: onDemand(() => loadChunk(() => import('@portal/feature-fill-history')).then((module) => module.FillHistoryPage)),
  // The legal texts are long and load with their page (prerendered, so they still show at once);
  // so do the language-assistance notice's taglines.
  termsOfUse: informationalPage('termsOfUse'),
  privacyPolicy: informationalPage('privacyPolicy'),
  hipaaPractices: informationalPage('hipaaPractices'),
  languageAssistance: informationalPage('languageAssistance'),
} as const satisfies Record<string, OnDemandPage>;

/** The route of the route table at `pathname`, if any. */
export function routeAt(pathname: string, program: ProgramConfig): PortalRoute | undefined {
  return routesFor(program).find((route) => matchPath(route.path, pathname));
}

/**
 * Starts loading the code a route shows on demand: its page and what its layout loads (the
 * signed-in header's menu). main.tsx asks for it for the page a signed-in tab opens on, beside the
 * entry's own work, and renders once it is here. Settles when the code has arrived or failed,
 * never rejects: the page shows a load failure itself when it renders (copy.chunkError,
 * chunks.ts).
 */
export function preloadPage(route: PortalRoute): Promise<void> {
  return Promise.all([
    route.layout === 'authenticated' ? preloadAuthenticatedLayout() : undefined,
    route.page === 'landing' ? undefined : lazyPages[route.page].preload().catch(() => undefined),
  ]).then(() => undefined);
}

/**
 * A page loaded on demand. Its own error boundary keeps the layout (header, menu, footer) around a
 * page that failed: "This page did not load" when its code could not be downloaded (chunks.ts).
 */
function LazyPage({ page, title }: { page: keyof typeof lazyPages; title: TitleKey }) {
  const { copy } = useCopy();
  const { pathname } = useLocation();
  const Page = lazyPages[page];
  return (
    <RouterErrorBoundary title={copy.routerError.title} chunkCopy={copy.chunkError} resetKey={pathname}>
      <Suspense
        fallback={
          // The tab keeps a title while the page's code is on its way ("Loading | <programme>"):
          // the page before took its own title away with it.
          <>
            <PageTitle title={copy.common.loading} />
            <LoadingOverlay label={copy.common.loading} />
          </>
        }
      >
        <Page title={title} />
      </Suspense>
    </RouterErrorBoundary>
  );
}

function RoutePage({ route }: { route: PortalRoute }) {
  const { copy } = useCopy();
  if (route.title === 'landing' || route.page === 'landing') {
    return (
      <>
        <PageTitle title={copy.landing.title} />
        <LandingPage />
      </>
    );
  }
  return <LazyPage page={route.page} title={route.title} />;
}

/**
 * spec: prescription-experience §2: the page scrolls to the top on each route change. Focus moves
 * to the main landmark too, so a screen-reader user starts reading the new page, not the old spot.
 */
function RouteChangeEffects() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}

const layoutElements: Record<LayoutKind, React.ReactElement> = {
  public: <PublicLayout />,
  informational: <InformationalLayout />,
  authenticated: (
    <RequireAuth>
      <AuthenticatedLayout />
    </RequireAuth>
  ),
};

/**
 * The route table as react-router's route objects: one pathless route per layout, the pages of
 * that layout inside it, and the not-found page under the public layout. (Objects rather than
 * `<Routes>` children: the same table, without the code that reads it out of JSX.)
 */
function portalRouteObjects(routes: readonly PortalRoute[]): RouteObject[] {
  const byLayout = (layout: LayoutKind): RouteObject[] =>
    routes
      .filter((route) => route.layout === layout)
      .map((route) => ({
        path: route.path,
        element: route.signedIn ? (
          <RequireAuth>
            <RoutePage route={route} />
          </RequireAuth>
        ) : (
          <RoutePage route={route} />
        ),
      }));
  return [
    { element: layoutElements.public, children: [...byLayout('public'), { path: '*', element: <NotFoundPage /> }] },
    { element: layoutElements.informational, children: byLayout('informational') },
    { element: layoutElements.authenticated, children: byLayout('authenticated') },
  ];
}

export function PortalRoutes({ program }: { program: ProgramConfig }) {
  const { copy } = useCopy();
  const { pathname } = useLocation();
  const routeObjects = useMemo(() => portalRouteObjects(routesFor(program)), [program]);
  const page = useRoutes(routeObjects);

  return (
    <>
      <RouteChangeEffects />
      <RouterErrorBoundary title={copy.routerError.title} chunkCopy={copy.chunkError} resetKey={pathname}>
        {page}
      </RouterErrorBoundary>
    </>
  );
}
