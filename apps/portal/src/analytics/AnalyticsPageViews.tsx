import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useCopy, type ProgramConfig } from '@portal/program-config';
import { documentKind } from '../documentBoundary.ts';
import { routesFor } from '../routeTable.ts';
import { analyticsPlan, pageViewFor, type KnownRoute, type PageView } from './pageView.ts';

let send: ((view: PageView) => void) | null = null;

/** The keys of the tab's sessionStorage (none when storage is refused). */
function storedKeys(): string[] {
  try {
    return Object.keys(window.sessionStorage);
  } catch {
    return [];
  }
}
let pending: PageView | null = null;

/**
 * Sends a page view on each route change once the scripts are loaded; the view of the page the
 * patient is on when they load is sent then. Nothing loads in mock mode, on a local host, in a
 * personal document or in a tab that holds anything of a patient (`analyticsPlan`).
 */
export function AnalyticsPageViews({ program }: { program: ProgramConfig }) {
  const { pathname } = useLocation();
  const { copy } = useCopy();
  const routes = useMemo<KnownRoute[]>(
    () => routesFor(program).map((route) => ({ path: route.path, title: route.title === 'landing' ? copy.landing.title : copy.pages[route.title] })),
    [program, copy],
  );

  useEffect(() => {
    const plan = analyticsPlan(program.analytics, {
      hostname: window.location.hostname,
      mock: program.baseUrl === '',
      document: documentKind(),
      storedKeys: storedKeys(),
    });
    if (!plan || send) return;
    // After the first render, off the landing page's critical path.
    const timer = window.setTimeout(() => {
      void import('./loader.ts').then(({ startAnalytics }) => {
        if (send) return;
        send = startAnalytics(plan);
        if (pending) send(pending);
        pending = null;
      });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [program]);

  useEffect(() => {
    const view = pageViewFor({ pathname, origin: window.location.origin, routes, programCode: program.code, notFoundTitle: copy.notFound.title });
    if (send) send(view);
    else pending = view;
  }, [pathname, routes, program.code, copy]);

  return null;
}
