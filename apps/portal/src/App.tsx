import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter, useLocation, useNavigate } from 'react-router';
import { GlobalMessageProvider } from '@portal/design-system';
import type { Language } from '@portal/formats';
import { LanguageChoiceProvider, ProgramProvider, type ProgramConfig } from '@portal/program-config';
import { SessionProvider, type SessionEndReason, type SessionStatus, type SessionStore } from '@portal/session';
import { loadLanguage, loadProgramTexts } from 'virtual:portal-program';
import { loadLeaveSiteGuard } from './chunks.ts';
import { createDocumentHistory, documentKind } from './documentBoundary.ts';
import { rememberLanguage } from './language.ts';
import { PortalRoutes } from './routes.tsx';
import type { SignedOutState } from './layouts/SignedOutNotice.tsx';
import { loginPathFor } from './session/returnUrl.ts';

/**
 * Where the patient goes when the session ends (the table in libs/session/src/store.ts):
 * the absolute lifetime -> /login (with its message); idle expiry or a 401 -> /login with its
 * message and, from a signed-in page, that page as the return URL (as a reload past the expiry
 * gets from the guard), so a patient who signs in again is back where they were; logout, another
 * tab's logout and a 202 -> /.
 */
export function sessionEndPath(reason: SessionEndReason, ended: SessionStatus, location: { pathname: string; search: string }): string {
  switch (reason) {
    case 'lifetime':
      return '/login';
    case 'expired':
    case 'unauthorized':
      // The page's address as it is: the sign-in applies the return rule when it reads it
      // (safeReturnPath: never the wizard's end pages), which here would add to the first script.
      return ended === 'authenticated' ? loginPathFor(location.pathname, location.search) : '/login';
    default:
      return '/';
  }
}


/**
 * A patient who signed out (here or in another tab) is told so where they land: the history entry
 * carries it (`SignedOutNotice` in the public layout), so it is gone on the next navigation. An end
 * the patient did not ask for says its own words on /login, or nothing (a 202).
 */
export function signedOutState(reason: SessionEndReason): SignedOutState | null {
  return reason === 'logout' || reason === 'loggedOutElsewhere' ? { signedOut: true } : null;
}

/** Connects the session to navigation. */
export function SessionWithNavigation({ program, store, children }: { program: ProgramConfig; store?: SessionStore; children: ReactNode }) {
  const navigate = useNavigate();
  // The page the session ended on: read when it ends (BrowserRouter keeps it in window.location).
  const onEnd = useCallback(
    (reason: SessionEndReason, ended: SessionStatus) =>
      navigate(sessionEndPath(reason, ended, window.location), { replace: true, state: signedOutState(reason) }),
    [navigate],
  );
  return (
    <SessionProvider
      baseUrl={program.baseUrl}
      apiTimeoutMs={__PORTAL_API_TIMEOUT_MS__}
      sessionSettings={program.session}
      onEnd={onEnd}
      runtimeReady={loadProgramTexts}
      {...(store ? { store } : {})}
    >
      {children}
    </SessionProvider>
  );
}

/**
 * Page views for the programme's analytics, when it has any: the code loads after the first render,
 * only in a public document (documentBoundary.ts) and never in mock mode (a build-time constant), so
 * it costs the landing page nothing and a personal document never downloads it. Analytics that
 * cannot load are simply absent; the patient is not told.
 */
function Analytics({ program }: { program: ProgramConfig }) {
  const [PageViews, setPageViews] = useState<ComponentType<{ program: ProgramConfig }> | null>(null);
  useEffect(() => {
    if (!program.analytics || documentKind() !== 'public') return undefined;
    let current = true;
    // Page views carry page titles: the programme's texts the landing page does not carry.
    Promise.all([import('./analytics/AnalyticsPageViews.tsx'), loadProgramTexts()]).then(
      ([module]) => current && setPageViews(() => module.AnalyticsPageViews),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [program]);
  return PageViews ? <PageViews program={program} /> : null;
}

/**
 * The leave-site guard, mounted once its code has arrived (chunks.ts `loadLeaveSiteGuard`). A first
 * attempt that fails is tried again on the next navigation, which is also when a page loaded on
 * demand (waiting for the same code) could bring an external link.
 */
function LeaveSiteGuardWhenLoaded() {
  const [Guard, setGuard] = useState<ComponentType | null>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    if (Guard) return;
    loadLeaveSiteGuard().then(
      (module) => setGuard(() => module.LeaveSiteGuard),
      () => undefined,
    );
  }, [Guard, pathname]);
  return Guard ? <Guard /> : null;
}

/** The browser's router, on the history that keeps each kind of document apart (documentBoundary.ts).
 * Navigations are urgent updates, not transitions: when a session ends, the app's move to / or
 * /login lands in the same render as the session change, so a protected page's guard never gets to
 * send the patient to /login?returnUrl=… in between. */
export function BrowserPortalRouter({ children }: { children: ReactNode }) {
  const [history] = useState(createDocumentHistory);
  return (
    <HistoryRouter history={history} useTransitions={false}>
      {children}
    </HistoryRouter>
  );
}

/**
 * The programme in the patient's language. It starts as `initial` (English for a hydrated
 * prerendered page, whose HTML is English) and moves to `language` once that language's texts have
 * arrived; the switch asks for another. `<html lang>` follows; page titles follow through the copy.
 */
function useProgramInLanguage(initial: ProgramConfig, language: Language) {
  const [program, setProgram] = useState(initial);
  const [pending, setPending] = useState<Language | null>(null);
  // Only the latest request shows: a patient who presses the switch while the tab's first language
  // is still arriving gets what they pressed.
  const latest = useRef(0);
  const show = useCallback((next: Language, done: () => void = () => undefined) => {
    const request = ++latest.current;
    const settle = (translated?: ProgramConfig) => {
      if (request !== latest.current) return;
      // A transition: a page still being hydrated (its code on the way) keeps its prerendered HTML,
      // and what the patient typed there, until it hydrates; an urgent update would make React
      // throw that HTML away and render the page afresh, empty.
      if (translated) startTransition(() => setProgram(translated));
      done();
    };
    // Not downloaded (offline): the portal stays in its language and the switch can be pressed again.
    loadLanguage(next).then(settle, () => settle());
  }, []);
  const choose = useCallback(
    (next: Language) => {
      rememberLanguage(typeof sessionStorage === 'undefined' ? undefined : sessionStorage, next);
      setPending(next);
      show(next, () => setPending(null));
    },
    [show],
  );
  // The patient's language, when the page started in another (a hydrated English page).
  useEffect(() => {
    if (language !== initial.language) show(language);
  }, [show, initial.language, language]);
  useEffect(() => {
    document.documentElement.lang = program.language;
    // The web app manifest of the same language (apps/portal/build/pwa.ts): an install names the portal in it.
    document.querySelector('link[rel=manifest]')?.setAttribute('href', `/manifest.${program.language}.webmanifest`);
  }, [program.language]);
  return { program, choice: useMemo(() => ({ choose, pending }), [choose, pending]) };
}

/**
 * The whole portal. `Router` is the browser's (main.tsx) or, when public pages are prerendered at
 * build time, a static one at a given path (prerender.tsx), with a session store that holds nothing.
 */
export function App({
  program: initialProgram,
  language = initialProgram.language,
  Router = BrowserPortalRouter,
  store,
}: {
  program: ProgramConfig;
  /** The patient's language (main.tsx `initialLanguage`), when it is not yet `program`'s. */
  language?: Language;
  Router?: (props: { children: ReactNode }) => ReactNode;
  store?: SessionStore;
}) {
  const { program, choice } = useProgramInLanguage(initialProgram, language);
  return (
    <LanguageChoiceProvider value={choice}>
    <ProgramProvider program={program}>
      <GlobalMessageProvider>
        <Router>
          <LeaveSiteGuardWhenLoaded />
          {/* A build-time constant: a mock build carries no analytics code at all. */}
          {__PORTAL_MOCK__ ? null : <Analytics program={program} />}
          <SessionWithNavigation program={program} {...(store ? { store } : {})}>
            <PortalRoutes program={program} />
          </SessionWithNavigation>
        </Router>
      </GlobalMessageProvider>
    </ProgramProvider>
    </LanguageChoiceProvider>
  );
}
