/**
 * What analytics may receive, decided here and nowhere else, so no health data
 * reaches it. A page view carries the route PATTERN (`/pharmacy/:prescriptionId`, never the real path),
 * the page's title from copy and the programme code. Never a query string, a hash, an id, or
 * anything the patient entered or the server returned. No other event exists.
 */
import { matchPath } from 'react-router';
import type { DocumentKind } from '../documentBoundary.ts';
import { LANGUAGE_STORAGE_KEY } from '../language.ts';

/** The only event sent. */
export interface PageView {
  event: 'page_view';
  /** The route pattern of the page, e.g. `/pharmacy/:prescriptionId`; `(not found)` for an unknown path. */
  page_path: string;
  /** The origin plus the pattern: the analytics tag would otherwise read the real address itself. */
  page_location: string;
  /** The page's title as the copy writes it (never a value of the patient). */
  page_title: string;
  program_code: string;
}

export const NOT_FOUND_PATTERN = '(not found)';

export interface KnownRoute {
  path: string;
  /** The page's title from copy. */
  title: string;
}

/** The pattern of the route that renders `pathname` (search and hash are never looked at). */
export function routePatternOf(pathname: string, routes: readonly KnownRoute[]): KnownRoute | null {
  return routes.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null) ?? null;
}

export function pageViewFor({
  pathname,
  origin,
  routes,
  programCode,
  notFoundTitle,
}: {
  pathname: string;
  origin: string;
  routes: readonly KnownRoute[];
  programCode: string;
  notFoundTitle: string;
}): PageView {
  const route = routePatternOf(pathname, routes);
  const pattern = route?.path ?? NOT_FOUND_PATTERN;
  return {
    event: 'page_view',
    page_path: pattern,
    page_location: `${origin}${route ? pattern : '/'}`,
    page_title: route?.title ?? notFoundTitle,
    program_code: programCode,
  };
}

/** Local, private and `.local` hosts never load analytics (spec §7: skipped on local or private hosts). */
export function isLocalOrPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === '' || host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal')) return true;
  if (host.includes(':')) return host === '::1' || /^(fc|fd|fe80:)/.test(host);
  const ipv4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!ipv4) return false;
  const [a, b] = [Number(ipv4[1]), Number(ipv4[2])];
  return a === 10 || a === 127 || a === 0 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127);
}

export interface AnalyticsSettings {
  tagManagerId?: string;
  productionTagManagerId?: string;
  analyticsId?: string;
  productionHost?: string;
}

export interface AnalyticsPlan {
  tagManagerId: string | null;
  analyticsId: string | null;
}

/**
 * What a tab may keep in storage and still count as holding nothing of a patient: the language it
 * chose. A session, a sign-in under way (the phone), a return address (a page's path, which can
 * name a drug) or a draft is another key.
 */
const PATIENT_FREE_STORAGE_KEYS: readonly string[] = [LANGUAGE_STORAGE_KEY];

/**
 * Which scripts load, if any (spec §7, access-and-identity §7): none in mock mode (no base URL)
 * or on a local or private host; the production container on the programme's production host,
 * the other container on any other public host (a staging site). And only in a document that
 * never holds personal data (docs/decisions/0025-tags-load-only-in-public-documents.md): a public
 * document (the landing page, a legal page, not found) in a tab whose storage holds nothing of a
 * patient, since a tag runs with the page's own rights and reads its storage as the portal does.
 */
export function analyticsPlan(
  settings: AnalyticsSettings | undefined,
  { hostname, mock, document, storedKeys }: { hostname: string; mock: boolean; document: DocumentKind | undefined; storedKeys: readonly string[] },
): AnalyticsPlan | null {
  if (!settings || mock || isLocalOrPrivateHost(hostname)) return null;
  if (document !== 'public' || storedKeys.some((key) => !PATIENT_FREE_STORAGE_KEYS.includes(key))) return null;
  const production = settings.productionHost !== undefined && hostname.toLowerCase() === settings.productionHost.toLowerCase();
  const tagManagerId = (production ? settings.productionTagManagerId : settings.tagManagerId) ?? null;
  const analyticsId = settings.analyticsId ?? null;
  return tagManagerId || analyticsId ? { tagManagerId, analyticsId } : null;
}
