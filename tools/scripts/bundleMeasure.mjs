/**
 * What the budgets measure in a built folder (dist/<CODE>), gzip level 9: the landing page's initial
 * JS and CSS (entry chunks and their static imports, recursively), each on-demand chunk, and each
 * prerendered page with its inline CSS. Shared by the bundles gate (check-bundles.mjs) and the
 * programme scorecard (program-check.mjs), so both read the same numbers against the same limits.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The limits, in KB gzip (the bundles gate lets PORTAL_BUDGET_*_KB lower them to prove it fires). */
export const DEFAULT_BUDGET_KB = { js: 85, css: 15, route: 25, html: 14 };

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

export function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * The build moves its manifest out of the served folder: dist/.manifests/<folder>.json, beside the
 * folder for a build in dist/, in the workspace's dist/ for one written elsewhere (PORTAL_OUT_DIR).
 */
export function readManifest(dir) {
  const name = `${basename(dir)}.json`;
  const beside = join(dirname(dir), '.manifests', name);
  const path = existsSync(beside) ? beside : join(root, 'dist', '.manifests', name);
  if (!existsSync(path)) throw new Error(`${relative(root, beside)} is missing: build first (node tools/scripts/build-all.mjs, or npx nx build <CODE>)`);
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * The files `keys` (manifest keys) load up front: their chunks and their static imports,
 * recursively, and the CSS of each; dynamic imports are left out (they load on demand).
 */
export function staticClosure(manifest, keys) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk "${key}"`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js: [...js], css: [...css] };
}

/** The entry chunks' keys. */
export function entryKeys(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new Error('manifest has no entry chunk');
  return entries;
}

/** The landing page's initial files: entry chunks plus static imports, recursively, and their CSS. */
function initialFiles(manifest) {
  return staticClosure(manifest, entryKeys(manifest));
}

/** The gzip size of a built file. */
export const gzipOf = (dir, file) => gzipSize(readFileSync(join(dir, file)));

/** The page files the build prerendered (apps/portal/build/prerender.ts): index.html, login/index.html, …, 404.html. */
function prerenderedPages(dir) {
  return walk(dir)
    .map((path) => relative(dir, path).split(/[\\/]/).join('/'))
    .filter((file) => (file === 'index.html' || file.endsWith('/index.html') || file === '404.html') && readFileSync(join(dir, file), 'utf8').includes('data-prerendered='));
}

/**
 * Everything the budgets look at in one built folder: the landing page's initial JS and CSS, each
 * on-demand chunk's own file (the mock worker's chunk is no route: it is left out), and each
 * prerendered page's HTML with its inline CSS.
 */
export function measure(dir) {
  const manifest = readManifest(dir);
  const files = initialFiles(manifest);
  const sizes = (list) => list.map((file) => ({ file, raw: readFileSync(join(dir, file)).length, gzip: gzipOf(dir, file) }));
  const js = sizes(files.js);
  const css = sizes(files.css);
  const total = (rows) => rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), { raw: 0, gzip: 0 });
  const routes = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && !/api-mocks/.test(chunk.src ?? key))
    .map(([key, chunk]) => ({ file: chunk.file, src: (chunk.src ?? key).replace(/^(\.\.\/)+/, ''), gzip: gzipOf(dir, chunk.file) }))
    .sort((a, b) => b.gzip - a.gzip);
  const pages = prerenderedPages(dir).map((file) => ({ file, gzip: gzipOf(dir, file) }));
  return { js, css, jsTotal: total(js), cssTotal: total(css), routes, pages };
}

