import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { PUBLIC_DOCUMENT_PATHS } from './routeTable.ts';

/**
 * The kind of the document this page is (docs/decisions/0025-tags-load-only-in-public-documents.md): the
 * build writes it on `<html data-document>` of every page (apps/portal/build/prerender.ts). A public
 * document (the landing page, the legal pages, 404.html) never holds personal data and may load
 * the programme's tags; a personal one (the sign-in page, app.html) allows no tag host. Absent on
 * a page the build did not write (the dev server, unit tests): no boundary there.
 */
export type DocumentKind = 'public' | 'personal';

export function documentKind(): DocumentKind | undefined {
  return document.documentElement.dataset.document as DocumentKind | undefined;
}

/**
 * The browser's history, where a navigation to a page of the other kind of document is a full
 * document load, never client-side routing, so what a public document loaded (a tag) never lives on
 * into sign-in or a signed-in page. Links and programmatic navigations alike go through here.
 *
 *  - From a public document the browser simply loads the address: no `pushState`, so a tag that
 *    watches the history never sees the step, and nothing of the next page is rendered under it.
 *  - From a personal document (which has no tag to hide the step from) the app navigates as
 *    usual and the page then reloads at the new entry, so its history state comes along: "You have
 *    signed out." (SignedOutNotice) is shown by the landing page that the sign-out loads. It
 *    reloads only if the address is still a public page once the code that navigated has run.
 */
export function createDocumentHistory(kind: DocumentKind | undefined = documentKind()): ReturnType<typeof createBrowserHistory> {
  const history = createBrowserHistory({ v5Compat: true });
  if (kind) {
    for (const method of ['push', 'replace'] as const) {
      const navigate = history[method];
      history[method] = (to, state) => {
        const url = history.createURL(to);
        if (PUBLIC_DOCUMENT_PATHS.includes(url.pathname) === (kind === 'public')) navigate(to, state);
        else if (kind === 'public') window.location[method === 'push' ? 'assign' : 'replace'](url);
        else {
          // The router is told as usual: a session that ends moves the app to / in the same render,
          // so a protected page's guard never sends the patient to /login in between.
          navigate(to, state);
          // Once the code that navigated has run to its end (a microtask: still before anything
          // else can see the new address): a sign-in that ends its session (to /) and at once moves
          // on to its error page (/login-error) stays in this document.
          queueMicrotask(() => {
            if (PUBLIC_DOCUMENT_PATHS.includes(window.location.pathname)) window.location.reload();
          });
        }
      };
    }
  }
  return history;
}
