import { matchPath } from 'react-router';
import type { ProgramConfig } from '@portal/program-config';
import { routesFor } from './routeTable.ts';

/**
 * Whether the page in the HTML is the one this tab would render (docs/decisions/
 * 0001-public-pages-are-prerendered-and-hydrated.md). The build rendered it at `prerendered` ("*" for the not-found page) with no session and
 * no query; React may hydrate it only when the first render here is the same, else a mismatch
 * would keep server markup that is wrong for this patient.
 */
export function shouldHydrate({
  prerendered,
  location,
  hasSession,
  program,
  historyState = null,
}: {
  prerendered: string | undefined;
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  hasSession: boolean;
  program: Pick<ProgramConfig, 'features'>;
  /**
   * The state the app left on this history entry (react-router's `usr`): a page loaded by the sign-out
   * (documentBoundary.ts) says "You have signed out.", which the prerendered HTML does not.
   */
  historyState?: unknown;
}): boolean {
  if (!prerendered || hasSession || historyState != null || location.search !== '' || location.hash !== '') return false;
  const pathname = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : location.pathname;
  if (prerendered === '*') return !routesFor(program).some((route) => matchPath(route.path, pathname));
  return pathname === prerendered;
}
