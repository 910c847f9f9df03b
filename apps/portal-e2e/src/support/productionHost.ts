import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import type { Route } from '@playwright/test';
import { getResponse } from 'msw';
import { handlers } from '@portal/api-mocks';
import { headersForPath, parseHeadersFile } from '@portal/portal/build/hosting-headers';
import { fileForPath, SPA_FALLBACK_FILE } from '@portal/portal/build/prerender';

/**
 * The production build of BISP (dist/BISP-production, made by tools/scripts/build-all.mjs: a real
 * API base URL, no mock code) answered inside the browser context: the portal on BISP's production
 * host with the build's own hosting headers, the API by the mock's handlers. Nothing leaves the
 * machine. A spec that serves it so blocks service workers (`PRODUCTION_HOST_OPTIONS`): the build's
 * worker would fetch pages itself, past the context's routes, find no such host and answer with the
 * offline page. The worker has its own spec against a real server (real-http/pwa.spec.ts).
 */
const root = resolve(import.meta.dirname, '../../../..');
const PRODUCTION_DIST = join(root, 'dist/BISP-production');
/** programs/BISP/program.json analytics.productionHost, and the API base URL of the production build. */
export const PRODUCTION_HOST = 'https://portal.bisp.example';
export const PRODUCTION_API = 'https://api.example.test';
/** `test.use(...)` of a spec that serves the production build here. */
export const PRODUCTION_HOST_OPTIONS = { serviceWorkers: 'block' } as const;

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2', '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.ico': 'image/x-icon' };
const cors = { 'access-control-allow-origin': PRODUCTION_HOST, 'access-control-allow-headers': 'content-type, jwttoken, idempotency-key, cache-control', 'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS' };

export function productionBuildExists(): boolean {
  return existsSync(join(PRODUCTION_DIST, 'index.html'));
}

/**
 * As a static host answers (docs/production-and-hosting.md "Which file answers which path"): a
 * file of the build, a prerendered page from its own file (/login → login/index.html), any other
 * page path with the SPA fallback (app.html); with the hosting headers of the request's path.
 */
export async function servePortal(route: Route): Promise<void> {
  const { pathname } = new URL(route.request().url());
  const file = join(PRODUCTION_DIST, decodeURIComponent(pathname));
  const page = join(PRODUCTION_DIST, fileForPath(decodeURIComponent(pathname)));
  const inBuild = (candidate: string) => candidate.startsWith(`${PRODUCTION_DIST}/`) && existsSync(candidate);
  const path = extname(pathname) !== '' && inBuild(file) ? file : inBuild(page) ? page : join(PRODUCTION_DIST, SPA_FALLBACK_FILE);
  const hosting = headersForPath(parseHeadersFile(readFileSync(join(PRODUCTION_DIST, '_headers'), 'utf8')), pathname);
  await route.fulfill({ status: 200, headers: hosting, contentType: types[extname(path)] ?? 'application/octet-stream', body: readFileSync(path) });
}

/** The API call answered by the mock mode's handlers, with CORS for the production host. */
export async function answerApi(route: Route): Promise<void> {
  const request = route.request();
  if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
  const body = request.postData();
  const response = await getResponse(handlers, new Request(request.url(), { method: request.method(), headers: await request.allHeaders(), ...(body ? { body } : {}) }));
  if (!response) return route.fulfill({ status: 404, headers: cors, body: '' });
  return route.fulfill({ status: response.status, headers: { ...Object.fromEntries(response.headers), ...cors }, body: Buffer.from(await response.arrayBuffer()) });
}
