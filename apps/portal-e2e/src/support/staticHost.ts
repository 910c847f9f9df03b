/**
 * A static host for one built folder, answering as the hosting contract says (docs/production-and-
 * hosting.md: a page path from its own file, any other from the SPA fallback, the headers of the
 * build's `_headers`), reading every file at each request. `vite preview` indexes the folder once
 * when it starts; a test that deploys a new version of a file while a page is open (the service
 * worker's update) needs a host that serves what is on disk now, or what the test says it is.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { headersForPath, parseHeadersFile } from '@portal/portal/build/hosting-headers';
import { fileForPath, NOT_FOUND_FILE, SPA_FALLBACK_FILE } from '@portal/portal/build/prerender';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

export interface StaticHost {
  origin: string;
  /** From now on, `path` is answered with `body` instead of its file (a new deploy of that file). */
  deploy(path: string, body: string): void;
  close(): Promise<void>;
}

export async function serveBuild(dir: string, port: number): Promise<StaticHost> {
  const rules = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'));
  const deployed = new Map<string, string>();
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://host.invalid').pathname;
    let file = extname(path) ? path.slice(1) : fileForPath(path);
    if (!extname(path) && !existsSync(join(dir, file))) file = SPA_FALLBACK_FILE;
    let full = normalize(join(dir, file));
    let status = 200;
    if (!full.startsWith(dir + sep) || !existsSync(full) || !statSync(full).isFile()) {
      full = join(dir, NOT_FOUND_FILE);
      status = 404;
    }
    const body = deployed.get(path) ?? readFileSync(full);
    response.writeHead(status, { ...headersForPath(rules, path), 'Content-Type': TYPES[extname(full)] ?? 'application/octet-stream' });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    deploy: (path, body) => void deployed.set(path, body),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
