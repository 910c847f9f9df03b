/**
 * Which built file answers which address: the prerenderer writes them, the service worker precaches
 * them, the hosting rules and the test hosts serve them. Its own module so that those read one rule
 * without importing each other.
 */

/** The signed-in app's shell: any address no prerendered page answers. */
export const SPA_FALLBACK_FILE = 'app.html';
export const NOT_FOUND_FILE = '404.html';

/** The file that answers `path`: `/` → index.html, `/login` → login/index.html. */
export function fileForPath(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}/index.html`;
}
