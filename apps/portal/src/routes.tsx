import { lazy, Suspense, useEffect, useMemo, useRef, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { LoadingOverlay, MAIN_CONTENT_ID } from '@portal/design-system';
import { LandingPage } from '@portal/feature-access';
import { useCopy, type ProgramConfig } from '@portal/program-config';
import { loadChunk } from './chunks.ts';
import { AuthenticatedLayout, InformationalLayout, PublicLayout } from './layouts/Layouts.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { PageTitle } from './pages/PageTitle.tsx';
import { PlaceholderPage } from './pages/PlaceholderPage.tsx';
import { RouterErrorBoundary } from './pages/RouterErrorBoundary.tsx';
import { routesFor, type LayoutKind, type PortalRoute } from './routeTable.ts';
import { RequireAuth } from './session/RequireAuth.tsx';

/** Pages that run machines load on demand, so the landing page stays within its budget. */
const accessPage = (name: 'LoginPage' | 'VerifyProfilePage' | 'LoginErrorPage' | 'ProfileErrorPage' | 'LogoutPage') =>
  lazy(() => loadChunk(() => import('@portal/feature-access/pages')).then((module) => ({ default: module[name] as ComponentType })));

const legalPage = (name: 'termsOfUse' | 'privacyPolicy' | 'hipaaPractices') =>
  lazy(() => loadChunk(() => import('@portal/feature-legal')).then(({ LegalDocumentView }) => ({ default: () => <LegalDocumentView name={name} /> })));

const lazyPages = {
  login: accessPage('LoginPage'),
  verification: accessPage('VerifyProfilePage'),
  loginError: accessPage('LoginErrorPage'),
  profileError: accessPage('ProfileErrorPage'),
  logout: accessPage('LogoutPage'),
  onboarding: lazy(() => loadChunk(() => import('@portal/feature-onboarding')).then((module) => ({ default: module.OnboardingPage }))),
  prescriptions: lazy(() => loadChunk(() => import('@portal/feature-prescriptions')).then((module) => ({ default: module.PrescriptionsPage }))),
  missingInformation: lazy(() => loadChunk(() => import('@portal/feature-missing-information')).then((module) => ({ default: module.MissingInformationPage }))),
  missingInformationSuccess: lazy(() => loadChunk(() => import('@portal/feature-missing-information')).then((module) => ({ default: module.MissingInformationSuccessPage }))),
  missingInformationInterim: lazy(() => loadChunk(() => import('@portal/feature-missing-information')).then((module) => ({ default: module.MissingInformationInterimPage }))),
  profile: lazy(() => loadChunk(() => import('@portal/feature-profile')).then((module) => ({ default: module.ProfilePage }))),
  contactUs: lazy(() => loadChunk(() => import('@portal/feature-profile')).then((module) => ({ default: module.ContactUsPage }))),
  updateShippingAddress: lazy(() => loadChunk(() => import('@portal/feature-profile')).then((module) => ({ default: module.UpdateShippingAddressPage }))),
  payment: lazy(() => loadChunk(() => import('@portal/feature-payment')).then((module) => ({ default: module.PaymentPage }))),
  pharmacy: lazy(() => loadChunk(() => import('@portal/feature-pharmacy')).then((module) => ({ default: module.PharmacyPage }))),
  pharmacyInstructions: lazy(() => loadChunk(() => import('@portal/feature-pharmacy')).then((module) => ({ default: module.PharmacyInstructionsPage }))),
  fillHistory: lazy(() => loadChunk(() => import('@portal/feature-fill-history')).then((module) => ({ default: module.FillHistoryPage }))),
  // The legal texts are long and load with their page (prerendered, so they still show at once).
  termsOfUse: legalPage('termsOfUse'),
  privacyPolicy: legalPage('privacyPolicy'),
  hipaaPractices: legalPage('hipaaPractices'),
} as const;

/**
 * A page loaded on demand. Its own error boundary keeps the layout (header, menu, footer) around a
 * page that failed: "Loading chunk failed" when its code could not be downloaded (chunks.ts).
 */
function LazyPage({ page }: { page: keyof typeof lazyPages }) {
  const { copy } = useCopy();
  const { pathname } = useLocation();
  const Page = lazyPages[page];
  return (
    <RouterErrorBoundary title={copy.routerError.title} chunkCopy={copy.chunkError} resetKey={pathname}>
      <Suspense fallback={<LoadingOverlay label={copy.common.loading} />}>
        <Page />
      </Suspense>
    </RouterErrorBoundary>
  );
}

function RoutePage({ route }: { route: PortalRoute }) {
  const { copy } = useCopy();
  const title = route.title === 'landing' ? copy.landing.title : copy.pages[route.title];
  switch (route.page) {
    case 'landing':
      return (
        <>
          <PageTitle title={title} />
          <LandingPage />
        </>
      );
    case 'placeholder':
      return (
        <>
          <PageTitle title={title} />
          <PlaceholderPage title={title} />
        </>
      );
    case 'login':
    case 'verification':
    case 'loginError':
    case 'profileError':
    case 'logout':
    case 'onboarding':
    case 'prescriptions':
    case 'missingInformation':
    case 'missingInformationSuccess':
    case 'missingInformationInterim':
    case 'profile':
    case 'contactUs':
    case 'updateShippingAddress':
    case 'payment':
    case 'pharmacy':
    case 'pharmacyInstructions':
    case 'fillHistory':
    case 'termsOfUse':
    case 'privacyPolicy':
    case 'hipaaPractices':
      return (
        <>
          <PageTitle title={title} />
          <LazyPage page={route.page} />
        </>
      );
    default:
      return route.page satisfies never;
  }
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

export function PortalRoutes({ program }: { program: ProgramConfig }) {
  const { copy } = useCopy();
  const { pathname } = useLocation();
  const routes = useMemo(() => routesFor(program), [program]);
  const byLayout = (layout: LayoutKind) =>
    routes
      .filter((route) => route.layout === layout)
      .map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={
            route.signedIn ? (
              <RequireAuth>
                <RoutePage route={route} />
              </RequireAuth>
            ) : (
              <RoutePage route={route} />
            )
          }
        />
      ));

  return (
    <>
      <RouteChangeEffects />
      <RouterErrorBoundary title={copy.routerError.title} chunkCopy={copy.chunkError} resetKey={pathname}>
        <Routes>
          <Route element={layoutElements.public}>
            {byLayout('public')}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route element={layoutElements.informational}>{byLayout('informational')}</Route>
          <Route element={layoutElements.authenticated}>{byLayout('authenticated')}</Route>
        </Routes>
      </RouterErrorBoundary>
    </>
  );
}
