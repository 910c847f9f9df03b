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
export type PageKey =
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
  | 'hipaaPractices';

export interface PortalRoute {
  path: string;
  layout: LayoutKind;
  /** Key of the page title in copy.pages (or landing). */
  title: keyof Copy['pages'] | 'landing';
  page: PageKey;
  feature?: FeatureName;
  /** A page of the public layout that still needs a signed-in patient (the wizard). */
  signedIn?: boolean;
}

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

export const routeTable: readonly PortalRoute[] = [
  { path: '/', layout: 'public', title: 'landing', page: 'landing' },
  { path: '/login', layout: 'public', title: 'login', page: 'login' },
  { path: '/login-error', layout: 'public', title: 'loginError', page: 'loginError' },
  { path: '/verification', layout: 'public', title: 'verification', page: 'verification' },
  { path: '/logout', layout: 'public', title: 'logout', page: 'logout' },
  // Public, not authenticated: sign-in ends here when the profile can't be fetched, before the
  // patient counts as signed in (access-and-identity §4 Profile fetch failure).
  { path: '/profile-error', layout: 'public', title: 'profileError', page: 'profileError' },
  { path: '/onboarding', layout: 'authenticated', title: 'onboarding', page: 'onboarding' },
  { path: '/prescriptions', layout: 'authenticated', title: 'prescriptions', page: 'prescriptions' },
  { path: '/pharmacy/:prescriptionId', layout: 'authenticated', title: 'pharmacy', page: 'pharmacy' },
  { path: '/pharmacy-instructions/:pharmacy', layout: 'authenticated', title: 'pharmacyInstructions', page: 'pharmacyInstructions' },
  { path: '/profile', layout: 'authenticated', title: 'profile', page: 'profile' },
  { path: '/contact-us', layout: 'authenticated', title: 'contactUs', page: 'contactUs' },
  { path: '/payment', layout: 'authenticated', title: 'payment', page: 'payment', feature: 'payment' },
  { path: '/fill-history', layout: 'authenticated', title: 'fillHistory', page: 'fillHistory', feature: 'payment' },
  {
    path: '/update-shipping-address',
    layout: 'authenticated',
    title: 'updateShippingAddress',
    page: 'updateShippingAddress',
    feature: 'updateShippingAddress',
  },
  { path: '/privacy-policy', layout: 'informational', title: 'privacyPolicy', page: 'privacyPolicy' },
  { path: '/hipaa-practices', layout: 'informational', title: 'hipaaPractices', page: 'hipaaPractices' },
  { path: '/terms-of-use', layout: 'informational', title: 'termsOfUse', page: 'termsOfUse' },
  // §6: the wizard's routes are in the public layout; they act for the signed-in patient.
  ...missingInformationSteps.map(
    ([step, title]): PortalRoute => ({
      path: `/missing-information-${step}`,
      layout: 'public',
      title,
      page: step === 'success' ? 'missingInformationSuccess' : step === 'interim' ? 'missingInformationInterim' : 'missingInformation',
      feature: 'missingInformation',
      signedIn: true,
    }),
  ),
];

/**
 * The pages shown in a public document: one that never holds personal data, the only kind where
 * the programme's tags may load (docs/decisions/0025-tags-load-only-in-public-documents.md): the landing
 * page and the legal pages (and not found, in 404.html). Every other page is shown in the personal
 * document (app.html, the sign-in page), which allows no tag host.
 */
export const PUBLIC_DOCUMENT_PATHS: readonly string[] = ['/', '/privacy-policy', '/hipaa-practices', '/terms-of-use'];

/** The routes this programme registers. */
export function routesFor(program: Pick<ProgramConfig, 'features'>): PortalRoute[] {
  return routeTable.filter((route) => !route.feature || isFeatureEnabled(program, route.feature));
}
