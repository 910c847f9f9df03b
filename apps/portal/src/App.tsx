import { useCallback, type ReactNode } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { GlobalMessageProvider } from '@portal/design-system';
import { LeaveSiteGuard } from '@portal/feature-shell';
import { ProgramProvider, type ProgramConfig } from '@portal/program-config';
import { SessionProvider, type SessionEndReason, type SessionStore } from '@portal/session';
import { PortalRoutes } from './routes.tsx';

/** Connects the session to navigation: expiry -> /login (with the message), logout -> /, 202 -> /. */
export function SessionWithNavigation({ program, store, children }: { program: ProgramConfig; store?: SessionStore; children: ReactNode }) {
  const navigate = useNavigate();
  const onEnd = useCallback((reason: SessionEndReason) => navigate(reason === 'expired' ? '/login' : '/', { replace: true }), [navigate]);
  const home = useCallback(() => navigate('/', { replace: true }), [navigate]);
  return (
    <SessionProvider baseUrl={program.baseUrl} onEnd={onEnd} onRedirectHome={home} {...(store ? { store } : {})}>
      {children}
    </SessionProvider>
  );
}

export function App({ program }: { program: ProgramConfig }) {
  return (
    <ProgramProvider program={program}>
      <GlobalMessageProvider>
        <LeaveSiteGuard />
        {/* Navigations are urgent updates, not transitions: when a session ends, the app's move to
            / or /login lands in the same render as the session change, so a protected page's guard
            never gets to send the patient to /login?returnUrl=… in between. */}
        <BrowserRouter useTransitions={false}>
          <SessionWithNavigation program={program}>
            <PortalRoutes program={program} />
          </SessionWithNavigation>
        </BrowserRouter>
      </GlobalMessageProvider>
    </ProgramProvider>
  );
}
