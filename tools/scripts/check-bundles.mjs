#!/usr/bin/env node
/**
 * Checks the built BISP portal (run tools/scripts/build-all.mjs first):
 *
 *  1. budget    the landing page's initial JS and CSS (entry chunk + its static imports, recursively;
 *               dynamic imports such as the mock worker chunk are not loaded up front), gzip level 9,
 *               within PORTAL_BUDGET_JS_KB (default 100) and PORTAL_BUDGET_CSS_KB (default 15).
 *               Measured on dist/BISP; dist/BISP-production is measured and held to the same limits.
 *  2. no-mock   dist/BISP-production has no mockServiceWorker.js and no file contains a mock marker.
 *  3. mock      dist/BISP (mock mode) has the worker script and a mock chunk holding every marker,
 *               so check 2 cannot pass merely because a marker is misspelt.
 *  4. served    no built folder (dist/<CODE>, dist/BISP-production) serves a build manifest or any
 *               other dot-folder: the manifest lists source paths. The build keeps it in
 *               dist/.manifests/ instead.
 *
 * Env: PORTAL_BUDGET_JS_KB, PORTAL_BUDGET_CSS_KB (limits), PORTAL_DIST_DIR (default dist/).
 * Prints PASS/FAIL per check, ends with "<n> passed, <m> failed", exits 1 if any failed.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
// PORTAL_DIST_DIR lets a test run the checks on a doctored copy of dist/ (to prove they can fail).
const dist = process.env.PORTAL_DIST_DIR ? resolve(process.env.PORTAL_DIST_DIR) : join(root, 'dist');
const MOCK_DIR = join(dist, 'BISP');
const PRODUCTION_DIR = join(dist, 'BISP-production');

const kb = (name, fallback) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${name} must be a positive number of KB (got "${raw}")`);
    process.exit(2);
  }
  return value;
};
const LIMITS = { js: kb('PORTAL_BUDGET_JS_KB', 100) * 1024, css: kb('PORTAL_BUDGET_CSS_KB', 15) * 1024 };

/**
 * Strings that only mock code carries. Every one is verified present in the mock build (check 3).
 *  - mockServiceWorker: the worker script's URL (msw's default and our start options)
 *  - setupWorker:       msw's browser entry (its error message names it)
 *  - [MSW]:             msw's console prefix
 *  - x-msw-intention:   msw's passthrough header
 *  - 123456:            the demo OTP the mock accepts (libs/api-mocks/src/scenarios.ts)
 *  - portal-mock.:      the prefix of the mock's own sessionStorage keys
 */
const MOCK_MARKERS = ['mockServiceWorker', 'setupWorker', '[MSW]', 'x-msw-intention', '123456', 'portal-mock.'];

const results = [];
const record = (name, problems, detail = []) => {
  const passed = problems.length === 0;
  results.push(passed);
  console.log(`${passed ? 'PASS' : 'FAIL'} ${name}`);
  for (const line of detail) console.log(`     ${line}`);
  for (const problem of problems) console.log(`     ✖ ${problem}`);
  console.log('');
};

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;
const fmt = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The build moves its manifest out of the served folder: dist/.manifests/<folder>.json. */
function readManifest(dir) {
  const path = join(dirname(dir), '.manifests', `${basename(dir)}.json`);
  if (!existsSync(path)) throw new Error(`${relative(root, path)} is missing: build first (node tools/scripts/build-all.mjs)`);
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** The landing page's initial files: entry chunks plus static imports, recursively, and their CSS. */
function initialFiles(manifest) {
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
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length === 0) throw new Error('manifest has no entry chunk');
  for (const key of entries) visit(key);
  return { js: [...js], css: [...css] };
}

function measure(dir) {
  const files = initialFiles(readManifest(dir));
  const sizes = (list) =>
    list.map((file) => {
      const buffer = readFileSync(join(dir, file));
      return { file, raw: buffer.length, gzip: gzipSize(buffer) };
    });
  const js = sizes(files.js);
  const css = sizes(files.css);
  const total = (rows) => rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), { raw: 0, gzip: 0 });
  return { js, css, jsTotal: total(js), cssTotal: total(css) };
}

function table(label, m) {
  const rows = [
    ...m.js.map((row) => ['js', row.file, row.raw, row.gzip]),
    ...m.css.map((row) => ['css', row.file, row.raw, row.gzip]),
  ];
  const width = Math.max(30, ...rows.map((row) => row[1].length));
  const line = (kind, file, raw, gzip) => `${kind.padEnd(4)}${file.padEnd(width + 2)}${raw.padStart(12)}${gzip.padStart(12)}`;
  return [
    `${label}`,
    line('', 'file', 'raw', 'gzip -9'),
    ...rows.map(([kind, file, raw, gzip]) => line(kind, file, fmt(raw), fmt(gzip))),
    line('JS', 'total initial JS', fmt(m.jsTotal.raw), fmt(m.jsTotal.gzip)) + `   limit ${fmt(LIMITS.js)}`,
    line('CSS', 'total initial CSS', fmt(m.cssTotal.raw), fmt(m.cssTotal.gzip)) + `   limit ${fmt(LIMITS.css)}`,
  ];
}

// 1. Budget
{
  const problems = [];
  const detail = [`limits: JS ≤ ${fmt(LIMITS.js)} gzip, CSS ≤ ${fmt(LIMITS.css)} gzip (PORTAL_BUDGET_JS_KB / PORTAL_BUDGET_CSS_KB)`, ''];
  for (const dir of [MOCK_DIR, PRODUCTION_DIR]) {
    const name = relative(root, dir) || dir;
    try {
      const m = measure(dir);
      detail.push(...table(name, m), '');
      if (m.jsTotal.gzip > LIMITS.js) problems.push(`${name}: initial JS ${fmt(m.jsTotal.gzip)} gzip exceeds ${fmt(LIMITS.js)} by ${fmt(m.jsTotal.gzip - LIMITS.js)}`);
      if (m.cssTotal.gzip > LIMITS.css) problems.push(`${name}: initial CSS ${fmt(m.cssTotal.gzip)} gzip exceeds ${fmt(LIMITS.css)} by ${fmt(m.cssTotal.gzip - LIMITS.css)}`);
    } catch (error) {
      problems.push(`${name}: ${error.message}`);
    }
  }
  record('budget: landing page initial JS/CSS (gzip -9) of dist/BISP and dist/BISP-production', problems, detail);
}

/** Which markers occur in which files of `dir`. */
function findMarkers(dir) {
  const hits = [];
  for (const path of walk(dir)) {
    const content = readFileSync(path);
    for (const marker of MOCK_MARKERS) if (content.includes(marker)) hits.push({ file: relative(dir, path), marker });
  }
  return hits;
}

// 2. No mock code in the production build
{
  const problems = [];
  const detail = [`markers: ${MOCK_MARKERS.map((m) => JSON.stringify(m)).join(', ')}`];
  if (!existsSync(join(PRODUCTION_DIR, 'index.html'))) {
    problems.push(`${relative(root, PRODUCTION_DIR)} is not built (node tools/scripts/build-all.mjs)`);
  } else {
    const files = walk(PRODUCTION_DIR);
    detail.push(`scanned ${files.length} files in ${relative(root, PRODUCTION_DIR)}`);
    if (existsSync(join(PRODUCTION_DIR, 'mockServiceWorker.js'))) problems.push('mockServiceWorker.js is present');
    for (const { file, marker } of findMarkers(PRODUCTION_DIR)) problems.push(`${file} contains ${JSON.stringify(marker)}`);
  }
  record('no-mock: dist/BISP-production carries no mock worker or mock code', problems, detail);
}

// 3. The mock build does carry the mock (so check 2 can fail)
{
  const problems = [];
  const detail = [];
  try {
    if (!existsSync(join(MOCK_DIR, 'mockServiceWorker.js'))) problems.push('dist/BISP/mockServiceWorker.js is missing');
    const manifest = readManifest(MOCK_DIR);
    const entries = Object.values(manifest).filter((chunk) => chunk.isEntry);
    const mockChunks = entries
      .flatMap((chunk) => chunk.dynamicImports ?? [])
      .map((key) => manifest[key])
      .filter((chunk) => chunk && /api-mocks/.test(chunk.src ?? ''));
    if (mockChunks.length === 0) problems.push('the entry has no dynamic import of the api-mocks chunk');
    for (const chunk of mockChunks) {
      const content = readFileSync(join(MOCK_DIR, chunk.file));
      const missing = MOCK_MARKERS.filter((marker) => !content.includes(marker));
      detail.push(`mock chunk ${chunk.file} (${chunk.src}): ${MOCK_MARKERS.length - missing.length}/${MOCK_MARKERS.length} markers`);
      for (const marker of missing) problems.push(`marker ${JSON.stringify(marker)} is not in ${chunk.file}: fix the marker list`);
    }
  } catch (error) {
    problems.push(error.message);
  }
  record('mock: dist/BISP has the worker script and a mock chunk with every marker', problems, detail);
}

// 4. Nothing but the site in the served folders
{
  const problems = [];
  const detail = [];
  const served = readdirSync(dist, { withFileTypes: true }).filter((entry) => entry.isDirectory() && existsSync(join(dist, entry.name, 'index.html')));
  for (const entry of served) {
    const dir = join(dist, entry.name);
    const files = walk(dir).map((path) => relative(dir, path));
    detail.push(`${relative(root, dir)}: ${files.length} files`);
    for (const file of files) {
      if (file.split(/[\\/]/).some((part) => part.startsWith('.'))) problems.push(`${relative(root, dir)}/${file} would be served`);
    }
  }
  if (served.length === 0) problems.push(`no built folder in ${relative(root, dist) || dist}`);
  record('served: no build manifest or dot-folder in any served folder', problems, detail);
}

const passed = results.filter(Boolean).length;
const failed = results.length - passed;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
