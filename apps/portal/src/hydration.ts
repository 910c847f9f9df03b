import { matchPath } from 'react-router';
import type { ProgramConfig } from '@portal/program-config';
import { routesFor } from './routeTable.ts';

/**
 * Whether the page in the HTML is the one this tab would render (docs/decisions.md "Prerendered public
 * pages"). The build rendered it at `prerendered` ("*" for the not-found page) with no session and
 * no query; React may hydrate it only when the first render here is the same, else a mismatch
 * would keep server markup that is wrong for this patient.
 */
export function shouldHydrate({
  prerendered,
  location,
  hasSession,
  program,
}: {
  prerendered: string | undefined;
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  hasSession: boolean;
  program: Pick<ProgramConfig, 'features'>;
}): boolean {
  if (!prerendered || hasSession || location.search !== '' || location.hash !== '') return false;
  const pathname = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : location.pathname;
  if (prerendered === '*') return !routesFor(program).some((route) => matchPath(route.path, pathname));
  return pathname === prerendered;
}
