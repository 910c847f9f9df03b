import { useCallback, type ReactNode } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { GlobalMessageProvider } from '@portal/design-system';
import { LeaveSiteGuard } from '@portal/feature-shell';
import { ProgramProvider, type ProgramConfig } from '@portal/program-config';
import { SessionProvider, type SessionEndReason, type SessionStatus, type SessionStore } from '@portal/session';
import { AnalyticsPageViews } from './analytics/AnalyticsPageViews.tsx';
import { PortalRoutes } from './routes.tsx';
import { loginPathFor } from './session/returnUrl.ts';

/**
 * Where the patient goes when the session ends (the table in libs/session/src/store.ts):
 * expiry -> /login (with the message); a 401 -> /login with its message and, from a signed-in
 * page, that page as the return URL; logout, another tab's logout and a 202 -> /.
 */
export function sessionEndPath(reason: SessionEndReason, ended: SessionStatus, location: { pathname: string; search: string }): string {
  switch (reason) {
    case 'expired':
      return '/login';
    case 'unauthorized':
      return ended === 'authenticated' ? loginPathFor(location.pathname, location.search) : '/login';
    default:
      return '/';
  }
}

/** Connects the session to navigation. */
export function SessionWithNavigation({ program, store, children }: { program: ProgramConfig; store?: SessionStore; children: ReactNode }) {
  const navigate = useNavigate();
  // The page the session ended on: read when it ends (BrowserRouter keeps it in window.location).
  const onEnd = useCallback(
    (reason: SessionEndReason, ended: SessionStatus) => navigate(sessionEndPath(reason, ended, window.location), { replace: true }),
    [navigate],
  );
  return (
    <SessionProvider baseUrl={program.baseUrl} apiTimeoutMs={__PORTAL_API_TIMEOUT_MS__} onEnd={onEnd} {...(store ? { store } : {})}>
      {children}
    </SessionProvider>
  );
}

/** The browser's router. Navigations are urgent updates, not transitions: when a session ends, the
 * app's move to / or /login lands in the same render as the session change, so a protected page's
 * guard never gets to send the patient to /login?returnUrl=… in between. */
export function BrowserPortalRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;
}

/**
 * The whole portal. `Router` is the browser's (main.tsx) or, when public pages are prerendered at
 * build time, a static one at a given path (prerender.tsx), with a session store that holds nothing.
 */
export function App({
  program,
  Router = BrowserPortalRouter,
  store,
}: {
  program: ProgramConfig;
  Router?: (props: { children: ReactNode }) => ReactNode;
  store?: SessionStore;
}) {
  return (
    <ProgramProvider program={program}>
      <GlobalMessageProvider>
        <LeaveSiteGuard />
        <Router>
          <AnalyticsPageViews program={program} />
          <SessionWithNavigation program={program} {...(store ? { store } : {})}>
            <PortalRoutes program={program} />
          </SessionWithNavigation>
        </Router>
      </GlobalMessageProvider>
    </ProgramProvider>
  );
}
