import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GlobalMessageProvider } from '@portal/design-system';
import { ProgramProvider } from '@portal/program-config';
import { createSessionStore, type SessionEndReason } from '@portal/session';
import { program } from 'virtual:portal-program';
import { BrowserPortalRouter, SessionWithNavigation } from './App.tsx';
import { PortalRoutes } from './routes.tsx';

/**
 * A session can end before the app has rendered: the profile call a reloaded signed-in page sends
 * from its boot script (docs/decisions/0057-the-boot-script-asks-for-a-signed-in-pages-profile.md)
 * may be answered 401 or 202 while the app's code is still arriving. The app's first render then
 * meets two movers: the protected page's guard, which sends an anonymous tab to sign in, and the
 * session's end, acted on once the app listens. Whatever their order, the tab lands once, where
 * that end leads.
 */
function openAfterAnEnd(path: string, reason: Exclude<SessionEndReason, 'loggedOutElsewhere'>) {
  window.history.replaceState(null, '', path);
  const store = createSessionStore({ channel: null });
  store.authenticate({ token: 'token-1', expiresAt: Date.now() + 240_000, signedInAt: Date.now() });
  // Heard by nobody yet: the app has not rendered.
  store.end(reason);
  render(
    <ProgramProvider program={program}>
      <GlobalMessageProvider>
        <BrowserPortalRouter>
          <SessionWithNavigation program={program} store={store}>
            <PortalRoutes program={program} />
          </SessionWithNavigation>
        </BrowserPortalRouter>
      </GlobalMessageProvider>
    </ProgramProvider>,
  );
}

const address = () => `${window.location.pathname}${window.location.search}`;

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('a session that ended before the app rendered', () => {
  it.each(['/profile', '/pharmacy/RX-1003?from=card'])('a 401 on %s: sign-in, coming back to that page, its address wrapped once', async (path) => {
    openAfterAnEnd(path, 'unauthorized');
    expect(await screen.findByText(program.copy.errors.sessionEnded)).toBeVisible();
    expect(address()).toBe(`/login?returnUrl=${encodeURIComponent(path)}`);
  });

  it('a 202: the landing page', async () => {
    openAfterAnEnd('/profile', 'redirectHome');
    expect(await screen.findByRole('link', { name: program.copy.landing.enter })).toBeVisible();
    expect(address()).toBe('/');
  });
});
