/**
 * The build-time renderer of the public pages (docs/decisions/0001-public-pages-are-prerendered-and-hydrated.md): the same App,
 * routes and components as the browser, at one path, with a static router and a session store that
 * holds nothing, so no signed-in state can reach the HTML. `apps/portal/build/prerender.ts` builds this
 * module for Node after the browser build, calls `renderPath` for each of `PRERENDERED_PAGES`,
 * and writes each page into the build; main.tsx hydrates it.
 *
 * `prerenderToNodeStream` waits for every Suspense boundary, so a page the browser loads on demand
 * (the sign-in page) is in the HTML whole.
 */
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { loadLanguage, program, themeClass } from 'virtual:portal-program';
import { LoadingOverlay, portalRoot } from '@portal/design-system';
import { languagesOf } from '@portal/program-config/languages';
import { formatCopy, programCopyValues, ProgramProvider } from '@portal/program-config';
import { createSessionStore } from '@portal/session';
import { profileUrl } from '@portal/session/prefetch';
import { App } from './App.tsx';
import { PUBLIC_DOCUMENT_PATHS, routesFor } from './routeTable.ts';
import { signedInPathPattern } from './signedInPaths.ts';
import { OfflinePage } from './pages/OfflinePage.tsx';

/**
 * The public pages rendered to HTML at build time, each written to `<path>/index.html`; they show
 * nothing of a patient. Each names the source of the module it loads on demand (routes.tsx), which
 * the page preloads so that hydration needs no further round trip; the build fails when that
 * source is not in its manifest. Each is a public document (routeTable.ts `PUBLIC_DOCUMENT_PATHS`)
 * but the sign-in page, where the personal document starts (docs/decisions/
 * 0025-tags-load-only-in-public-documents.md).
 */
export const PRERENDERED_PAGES: ReadonlyArray<{ path: string; pageModule?: string; publicDocument: boolean }> = [
  { path: '/' },
  { path: '/login', pageModule: 'libs/features/access/src/pages.ts' },
  { path: '/privacy-policy', pageModule: 'libs/features/legal/src/index.ts' },
  { path: '/hipaa-practices', pageModule: 'libs/features/legal/src/index.ts' },
  { path: '/terms-of-use', pageModule: 'libs/features/legal/src/index.ts' },
  { path: '/language-assistance', pageModule: 'libs/features/legal/src/index.ts' },
].map((page) => ({ ...page, publicDocument: PUBLIC_DOCUMENT_PATHS.includes(page.path) }));

/**
 * The pages of this programme the SPA fallback (`app.html`, the personal document) answers: every
 * route with no page file of its own. A public document's page is always prerendered: served by the
 * fallback, it would lose its document.
 */
export const SPA_FALLBACK_ROUTES: readonly string[] = routesFor(program)
  .filter((route) => !PRERENDERED_PAGES.some((page) => page.path === route.path))
  .map((route) => {
    if (PUBLIC_DOCUMENT_PATHS.includes(route.path)) throw new Error(`${route.path} is a public document's page: add it to PRERENDERED_PAGES`);
    return route.path;
  });

/**
 * What the SPA fallback (`app.html`) preloads with the entry. Every path it answers is a signed-in
 * page (the public ones are prerendered, unknown ones get 404.html), so every such load needs the
 * signed-in header's menu and the leave-site guard (chunks.ts), and the programme's remaining
 * texts (added by the prerenderer): fetched beside the entry instead of after it has run. Not the
 * session's runtime: it waits for the first page (SessionProvider.tsx), whose code and data come first.
 */
export const SPA_FALLBACK_MODULES: readonly string[] = [
  'src/layouts/AuthMenu.tsx',
  'libs/features/shell/src/leaveSite/LeaveSiteGuard.tsx',
  // main.tsx asks for the patient's profile with it before the first render.
  'libs/session/src/prefetch.ts',
  // In mock mode that call waits for the mock, which main.tsx starts at once in a signed-in tab.
  ...(__PORTAL_MOCK__ ? ['libs/api-mocks/src/browser.ts'] : []),
];

/**
 * What the SPA fallback's boot script needs to start a signed-in tab (apps/portal/build/boot.ts):
 * the paths where main.tsx would ask for the profile (signedInPaths.ts), on which the page's code is
 * fetched at once, and the profile's URL, which it asks for itself. No URL in mock mode, whose
 * answers come from a worker that starts with the app.
 */
export const SPA_FALLBACK_PROFILE: { url: string | null; paths: string } = {
  url: __PORTAL_MOCK__ ? null : profileUrl(program.baseUrl),
  paths: signedInPathPattern(program),
};

/**
 * What the SPA fallback shows until the app has rendered: the loading overlay the app shows while
 * a page's code is on its way, in the programme's theme (its CSS is inlined with it), so a patient
 * opening a signed-in page on a weak network sees it loading from the HTML on, never a blank
 * screen. It is in the programme's first language (the HTML's); main.tsx replaces it at the first
 * render.
 */
export async function renderAppShell(): Promise<string> {
  return renderElement(<LoadingOverlay label={program.copy.common.loading} />);
}

/**
 * The offline page (`offline.html`, production builds: apps/portal/build/pwa.ts), in every language of the
 * programme, English first, each with its document title.
 */
export async function renderOfflinePage(): Promise<Array<{ language: string; title: string; html: string }>> {
  return Promise.all(
    languagesOf(program).map(async (language) => {
      const translated = await loadLanguage(language);
      const title = formatCopy('{title} | {programName}', { ...programCopyValues(translated), title: translated.copy.offline.title });
      const html = await renderElement(
        <ProgramProvider program={translated}>
          <OfflinePage />
        </ProgramProvider>,
      );
      return { language, title, html };
    }),
  );
}

/** The not-found page is rendered at a path no route matches, and written to `404.html`. */
export const NOT_FOUND_PRERENDER_PATH = '/404';

/** The classes main.tsx puts on <html> (the theme, and the root of Radix portals). */
export const htmlClass = `${themeClass} ${portalRoot}`;

/** A Storage that never holds anything: the build has no patient. */
const emptyStorage: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => undefined,
};

async function renderElement(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, { onError: (error) => void errors.push(error) });
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  if (errors.length > 0) throw new Error(errors.map(String).join('; '));
  return html;
}

export async function renderPath(path: string): Promise<string> {
  const store = createSessionStore({ storage: emptyStorage, channel: null });
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  try {
    return await renderElement(
      <StrictMode>
        <App program={program} Router={Router} store={store} />
      </StrictMode>,
    );
  } catch (error) {
    throw new Error(`Prerendering ${path} failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    store.dispose();
  }
}
