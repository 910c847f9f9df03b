#!/usr/bin/env node
/**
 * A tiny static file server for a built Storybook (no dependencies, no directory listings).
 * Strict: a busy port is an error, never a silent move to another port.
 *   node tools/scripts/visual-serve.mjs [dir=dist/storybook] [port=6106]
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Resolves once listening; rejects (EADDRINUSE, ...) if the port cannot be taken. */
export function serveStatic({ dir, port, host = '127.0.0.1' }) {
  const root = resolve(dir);
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    let file = normalize(join(root, decodeURIComponent(pathname)));
    if (file !== root && !file.startsWith(root + sep)) {
      response.writeHead(403).end();
      return;
    }
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      const { size } = statSync(file);
      response.writeHead(200, {
        'content-type': types[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'content-length': size,
        'cache-control': 'no-store',
      });
      if (request.method === 'HEAD') response.end();
      else createReadStream(file).pipe(response);
    } catch {
      // Chromium asks for /favicon.ico on every page; a 404 there is console noise, not a finding.
      if (pathname === '/favicon.ico') {
        response.writeHead(204).end();
        return;
      }
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(`Not found: ${pathname}`);
    }
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen({ port, host, exclusive: true }, () => {
      server.off('error', reject);
      resolvePromise(server);
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dir = 'dist/storybook', port = '6106'] = process.argv.slice(2);
  serveStatic({ dir, port: Number(port) }).then(
    () => console.log(`Serving ${resolve(dir)} at http://127.0.0.1:${port}/`),
    (error) => {
      console.error(`Cannot serve on port ${port}: ${error.message}`);
      process.exit(1);
    },
  );
}
