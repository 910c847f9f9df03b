import type { Copy, FeatureName, ProgramConfig } from '@portal/program-config';
import { isFeatureEnabled } from '@portal/program-config';

/**
 * The full route table of both specs (access-and-identity §2, prescription-experience §2) as data.
 * Routes of a disabled feature are not registered at all, so they fall through to "Page not found".
 * The addresses are written out here as in `@portal/routes` (routes.test.tsx holds the two equal,
 * each address once): the landing page's script carries this table, and the names table of
 * `@portal/routes` beside it would cost about 0.1 KB gzip its budget does not have (decision 0007).
 */
export type LayoutKind = 'public' | 'authenticated' | 'informational';

/** Which page renders the route. */
type PageKey =
  | 'landing'
  | 'login'
  | 'loginError'
  | 'verification'
  | 'logout'
  | 'profileError'
  | 'onboarding'
  | 'prescriptions'
  | 'missingInformation'
  | 'missingInformationSuccess'
  | 'missingInformationInterim'
  | 'profile'
  | 'contactUs'
  | 'updateShippingAddress'
  | 'payment'
  | 'pharmacy'
  | 'pharmacyInstructions'
  | 'fillHistory'
  | 'termsOfUse'
  | 'privacyPolicy'
  | 'hipaaPractices'
  | 'languageAssistance';

/** Key of a page title in copy.pages (or landing). */
type TitleKey = keyof Copy['pages'] | 'landing';

export interface PortalRoute {
  path: string;
  layout: LayoutKind;
  /** Key of the page title in copy.pages (or landing). */
  title: TitleKey;
  page: PageKey;
  feature?: FeatureName;
  /** A page of the public layout that still needs a signed-in patient (the wizard). */
  signedIn?: boolean;
}

/**
 * A route as the table writes it: a page is titled by the key of copy.pages that is its own name,
 * so only a route whose page has another title (each of the wizard's steps) names it
 * (routes.test.tsx holds every title to a key of copy.pages).
 */
type RouteEntry = Omit<PortalRoute, 'title'> & { title?: TitleKey };

/** Whether a page needs a signed-in patient (RequireAuth guards it): every page of the authenticated layout, and the public ones marked `signedIn`. */
export function needsSignIn(route: PortalRoute): boolean {
  return route.layout === 'authenticated' || route.signedIn === true;
}

const missingInformationSteps = [
  ['start', 'missingInformationStart'],
  ['address', 'missingInformationAddress'],
  ['phone', 'missingInformationPhone'],
  ['email', 'missingInformationEmail'],
  ['insurance', 'missingInformationInsurance'],
  ['gender', 'missingInformationGender'],
  ['review', 'missingInformationReview'],
  ['success', 'missingInformationSuccess'],
  ['interim', 'missingInformationInterim'],
] as const;

const routeEntries: readonly RouteEntry[] = [
  { path: '/', layout: 'public', page: 'landing' },
  { path: '/login', layout: 'public', page: 'login' },
  { path: '/login-error', layout: 'public', page: 'loginError' },
  { path: '/verification', layout: 'public', page: 'verification' },
  { path: '/logout', layout: 'public', page: 'logout' },
  // Public, not authenticated: sign-in ends here when the profile can't be fetched, before the
  // patient counts as signed in (access-and-identity §4 Profile fetch failure).
  { path: '/profile-error', layout: 'public', page: 'profileError' },
  { path: '/onboarding', layout: 'authenticated', page: 'onboarding' },
  { path: '/prescriptions', layout: 'authenticated', page: 'prescriptions' },
  { path: '/pharmacy/:prescriptionId', layout: 'authenticated', page: 'pharmacy' },
  { path: '/pharmacy-instructions/:pharmacy', layout: 'authenticated', page: 'pharmacyInstructions' },
  { path: '/profile', layout: 'authenticated', page: 'profile' },
  { path: '/contact-us', layout: 'authenticated', page: 'contactUs' },
  { path: '/payment', layout: 'authenticated', page: 'payment', feature: 'payment' },
  { path: '/fill-history', layout: 'authenticated', page: 'fillHistory', feature: 'payment' },
  {
    path: '/update-shipping-address',
    layout: 'authenticated',
    page: 'updateShippingAddress',
    feature: 'updateShippingAddress',
  },
  // The informational pages are the footer's links, in this order (Layouts.tsx): the spec's three
  // (prescription-experience §2 Layout), then the notice of free language assistance (Section 1557).
  { path: '/hipaa-practices', layout: 'informational', page: 'hipaaPractices' },
  { path: '/privacy-policy', layout: 'informational', page: 'privacyPolicy' },
  { path: '/terms-of-use', layout: 'informational', page: 'termsOfUse' },
  { path: '/language-assistance', layout: 'informational', page: 'languageAssistance' },
  // §6: the wizard's routes are in the public layout; they act for the signed-in patient.
  ...missingInformationSteps.map(
    ([step, title]): RouteEntry => ({
      path: `/missing-information-${step}`,
      layout: 'public',
      title,
      page: step === 'success' ? 'missingInformationSuccess' : step === 'interim' ? 'missingInformationInterim' : 'missingInformation',
      feature: 'missingInformation',
      signedIn: true,
    }),
  ),
];

// Written without the titles that are the page's own name: the landing page's first script carries this table.
export const routeTable: readonly PortalRoute[] = routeEntries.map((route) => ({ title: route.page as TitleKey, ...route }) as PortalRoute);

/**
 * The informational pages (the legal texts and the language-assistance notice), in the table's
 * order: the footer links each of them (Layouts.tsx), and each is a public document.
 */
export const informationalRoutes: readonly PortalRoute[] = routeTable.filter((route) => route.layout === 'informational');

/**
 * The pages shown in a public document: one that never holds personal data, the only kind where
 * the programme's tags may load (docs/decisions/0025-tags-load-only-in-public-documents.md): the landing
 * page, the legal pages and the language-assistance notice (and not found, in 404.html). Every other page is shown in the personal
 * document (app.html, the sign-in page), which allows no tag host.
 */
export const PUBLIC_DOCUMENT_PATHS: readonly string[] = ['/', ...informationalRoutes.map((route) => route.path)];

/** The routes this programme registers. */
export function routesFor(program: Pick<ProgramConfig, 'features'>): PortalRoute[] {
  return routeTable.filter((route) => !route.feature || isFeatureEnabled(program, route.feature));
}
