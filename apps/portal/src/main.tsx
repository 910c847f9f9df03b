import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadLanguage, program, themeClass } from 'virtual:portal-program';
import { portalRoot } from '@portal/design-system';
import { createSessionStore, keepReturnUrl, SESSION_STORAGE_KEY } from '@portal/session';
import { App } from './App.tsx';
import { shouldHydrate } from './hydration.ts';
import { initialLanguage } from './language.ts';
import { languagesOf } from '@portal/program-config/languages';
import { preloadPage, routeAt } from './routes.tsx';
import { needsSignIn } from './routeTable.ts';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('Failed to find the root element');

  // Radix portals render outside the app's tree, so the theme class goes on <html> (a prerendered
  // page has it already).
  document.documentElement.classList.add(themeClass, portalRoot);
  document.documentElement.lang = 'en';

  const hasSession = sessionStorage.getItem(SESSION_STORAGE_KEY) !== null;

  // Mock mode: the worker must answer before the first call, and starts with it: a page that calls
  // nothing (the landing page, the sign-in form until it is sent) never downloads the mock. A call
  // waits for the worker. A signed-in tab calls at once, so it starts the mock now, beside the
  // page's own code. __PORTAL_MOCK__ is a build-time constant; a production build drops this
  // branch and its chunk.
  if (__PORTAL_MOCK__) {
    const networkFetch = globalThis.fetch;
    let ready: Promise<void> | undefined;
    const startMock = () =>
      (ready ??= import('@portal/api-mocks/browser')
        .then(({ startMockWorker }) => startMockWorker({ delayMs: __PORTAL_MOCK_DELAY_MS__, paymentEnabled: program.features.payment.enabled, programPhone: program.contacts.programPhone }))
        .then(
          () => {
            globalThis.fetch = networkFetch;
          },
          (error: unknown) => {
            // The next call tries again (the call itself fails as a network error would).
            ready = undefined;
            throw error;
          },
        ));
    globalThis.fetch = (...args) => startMock().then(() => networkFetch(...args));
    if (hasSession) startMock().catch(() => undefined);
  }

  // The tab's session, made here rather than by the app so that a signed-in tab's first call can
  // start before the first render through the same store (a 401 ends the session the app shows).
  const store = createSessionStore();
  // A page opened signed out with ?returnUrl= keeps it as this tab's post-login target
  // (prescription-experience §2), so a sign-in that starts from here (ENTER, a link to /login) ends
  // there. A protected page's guard then sends its own path to /login, which replaces it.
  if (store.get().status === 'anonymous') keepReturnUrl(window.location.search, sessionStorage);
  // A tab opened on a signed-in page asks for that page's code and the patient's profile now,
  // beside the rest of the app's code, instead of one after the other once React has rendered the
  // page. Both go into what the page reads: the page's module and the profile cache.
  // A public page opened in a signed-in tab (a legal page: a document of its own, docs/decisions/
  // 0025-tags-load-only-in-public-documents.md) is rendered afresh too: its prerendered HTML stays on screen
  // until its code is here, instead of giving way to the loading overlay.
  const route = hasSession ? routeAt(window.location.pathname, program) : undefined;
  const pageCode = route ? preloadPage(route) : undefined;
  if (route && needsSignIn(route) && store.get().status === 'authenticated') {
    import('@portal/session/prefetch')
      .then(({ prefetchProfile }) => prefetchProfile(store, { baseUrl: program.baseUrl, timeoutMs: __PORTAL_API_TIMEOUT_MS__, revokeOnLogout: program.session.revokeOnLogout }))
      .catch(() => undefined);
  }

  // A public page prerendered at build time (apps/portal/build/prerender.ts) is hydrated where it is the
  // page this patient would see; anything else (a signed-in tab, another path) renders afresh.
  const hydrate = shouldHydrate({
    prerendered: container.dataset.prerendered,
    location: window.location,
    hasSession,
    program,
    historyState: (window.history.state as { usr?: unknown } | null)?.usr,
  });
  // The prerendered HTML is English: it is hydrated as it is and then turns to the patient's
  // language; a page rendered afresh waits for that language's texts, so it never shows English
  // first (it shows them if they cannot be fetched).
  const language = initialLanguage(sessionStorage, navigator.languages.length ? navigator.languages : [navigator.language], languagesOf(program));
  const first = hydrate || language === program.language ? program : await loadLanguage(language).catch(() => program);
  const app = (
    <StrictMode>
      <App program={first} language={language} store={store} />
    </StrictMode>
  );
  // Hydration runs as a transition: React adopts the prerendered page in slices of a few
  // milliseconds and lets the browser answer a tap or a scroll in between, instead of one long
  // task; the page is already on screen, so nothing waits for it. A page rendered
  // afresh is not: in a transition React holds back each Suspense reveal (its throttle), which made
  // a signed-in page appear later by a whole throttle per reveal.
  if (hydrate) startTransition(() => void hydrateRoot(container, app));
  else {
    // A signed-in tab renders once its page's code is here (the HTML shows the loading overlay
    // meanwhile, prerender.tsx renderAppShell): rendered earlier, the page would suspend, and React
    // would hold it back for 300 ms after its loading overlay showed even when the code arrived
    // sooner. A chunk that fails or takes 120 s still renders, as the page's load failure.
    await pageCode;
    createRoot(container).render(app);
  }
}

void start();
