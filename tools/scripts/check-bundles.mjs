#!/usr/bin/env node
/**
 * Checks the built portal (run tools/scripts/build-all.mjs first):
 *
 *  1. budget    for every programme's build and BISP's production build, gzip level 9: the landing
 *               page's initial JS and CSS (entry chunk + its static imports, recursively; dynamic
 *               imports such as the mock worker chunk are not loaded up front) within
 *               PORTAL_BUDGET_JS_KB (default 85) and PORTAL_BUDGET_CSS_KB (15); each on-demand
 *               chunk's own file within PORTAL_BUDGET_ROUTE_KB (25; not the mock worker's chunk);
 *               each prerendered page, HTML with its inline CSS, within PORTAL_BUDGET_HTML_KB (14).
 *  1b. budget-fires  each limit, lowered below what was measured, is reported (the check can fail).
 *  2. no-mock   dist/BISP-production has no mockServiceWorker.js and no file contains a mock marker.
 *  3. mock      dist/BISP (mock mode) has the worker script and a mock chunk holding every marker,
 *               so check 2 cannot pass merely because a marker is misspelt.
 *  4. served    no built folder (dist/<CODE>, dist/BISP-production) serves a build manifest or any
 *               other dot-folder: the manifest lists source paths. The build keeps it in
 *               dist/.manifests/ instead.
 *  5. first-render  in dist/BISP-production, no file My Prescriptions' first render needs (the
 *               entry and the page's chunk, with their static imports) holds XState; the payment
 *               page's do (so the marker finds it).
 *
 * Env: PORTAL_BUDGET_JS_KB, PORTAL_BUDGET_CSS_KB (limits), PORTAL_DIST_DIR (default dist/).
 * Prints PASS/FAIL per check, ends with "<n> passed, <m> failed", exits 1 if any failed.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_BUDGET_KB, entryKeys, measure, readManifest, staticClosure, walk } from './bundleMeasure.mjs';

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
const LIMITS = {
  // The landing page's JS (docs/decisions/0007-the-landing-pages-js-keeps-to-its-budget.md): 84.9 KB when this limit was set.
  js: kb('PORTAL_BUDGET_JS_KB', DEFAULT_BUDGET_KB.js) * 1024,
  css: kb('PORTAL_BUDGET_CSS_KB', DEFAULT_BUDGET_KB.css) * 1024,
  route: kb('PORTAL_BUDGET_ROUTE_KB', DEFAULT_BUDGET_KB.route) * 1024,
  html: kb('PORTAL_BUDGET_HTML_KB', DEFAULT_BUDGET_KB.html) * 1024,
};
/** Every programme in mock mode, and the production build of BISP. */
const BUDGET_DIRS = [
  ...readdirSync(join(root, 'programs'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(dist, entry.name))
    .sort(),
  PRODUCTION_DIR,
];

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

/**
 * XState's own event for an actor's start, a string its minified code keeps. My Prescriptions'
 * largest paint waits for every file its first render needs (docs/decisions/0057); the page reads
 * which payments are under way without the pay-session machine (libs/machines paySession/keys.ts).
 */
const XSTATE_MARKER = 'xstate.init';

const results = [];
const record = (name, problems, detail = []) => {
  const passed = problems.length === 0;
  results.push(passed);
  console.log(`${passed ? 'PASS' : 'FAIL'} ${name}`);
  for (const line of detail) console.log(`     ${line}`);
  for (const problem of problems) console.log(`     ✖ ${problem}`);
  console.log('');
};

const fmt = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

/** What exceeds a limit (pure: the self-check below runs it with lowered limits). */
export function overBudget(name, m, limits) {
  const problems = [];
  if (m.jsTotal.gzip > limits.js) problems.push(`${name}: initial JS ${fmt(m.jsTotal.gzip)} gzip exceeds ${fmt(limits.js)} by ${fmt(m.jsTotal.gzip - limits.js)}`);
  if (m.cssTotal.gzip > limits.css) problems.push(`${name}: initial CSS ${fmt(m.cssTotal.gzip)} gzip exceeds ${fmt(limits.css)} by ${fmt(m.cssTotal.gzip - limits.css)}`);
  for (const route of m.routes) if (route.gzip > limits.route) problems.push(`${name}: chunk ${route.file} (${route.src}) ${fmt(route.gzip)} gzip exceeds ${fmt(limits.route)}`);
  for (const page of m.pages) if (page.gzip > limits.html) problems.push(`${name}: ${page.file} (HTML + inline CSS) ${fmt(page.gzip)} gzip exceeds ${fmt(limits.html)}`);
  if (m.pages.length === 0) problems.push(`${name}: no prerendered page found`);
  return problems;
}

function table(label, m) {
  const rows = [
    ...m.js.map((row) => ['js', row.file, row.gzip, '']),
    ['JS', 'initial JS (landing page)', m.jsTotal.gzip, LIMITS.js],
    ...m.css.map((row) => ['css', row.file, row.gzip, '']),
    ['CSS', 'initial CSS', m.cssTotal.gzip, LIMITS.css],
    ...m.routes.map((row) => ['chunk', `${row.file} (${row.src})`, row.gzip, LIMITS.route]),
    ...m.pages.map((row) => ['html', `${row.file} (HTML + inline CSS)`, row.gzip, LIMITS.html]),
  ];
  const width = Math.max(30, ...rows.map((row) => row[1].length));
  const line = (kind, file, gzip, limit) => `${kind.padEnd(6)}${file.padEnd(width + 2)}${gzip.padStart(11)}${limit.padStart(11)}`;
  return [label, line('', 'file', 'gzip -9', 'limit'), ...rows.map(([kind, file, gzip, limit]) => line(kind, file, fmt(gzip), limit === '' ? '' : fmt(limit)))];
}

// 1. Budgets, for every built programme
const measured = [];
{
  const problems = [];
  const detail = [
    `limits (gzip -9): landing initial JS ≤ ${fmt(LIMITS.js)}, initial CSS ≤ ${fmt(LIMITS.css)}, each on-demand chunk ≤ ${fmt(LIMITS.route)}, each prerendered page (HTML + inline CSS) ≤ ${fmt(LIMITS.html)}`,
    '(PORTAL_BUDGET_JS_KB / _CSS_KB / _ROUTE_KB / _HTML_KB)',
    '',
  ];
  for (const dir of BUDGET_DIRS) {
    const name = relative(root, dir) || dir;
    try {
      const m = measure(dir);
      measured.push({ name, m });
      detail.push(...table(name, m), '');
      problems.push(...overBudget(name, m, LIMITS));
    } catch (error) {
      problems.push(`${name}: ${error.message}`);
    }
  }
  record(`budget: ${BUDGET_DIRS.map((dir) => relative(root, dir)).join(', ')}`, problems, detail);
}

// 1b. The budgets can fail: each limit, lowered to 1 byte below what was measured, is reported.
{
  const problems = [];
  const detail = [];
  for (const { name, m } of measured) {
    const lowered = {
      js: { ...LIMITS, js: m.jsTotal.gzip - 1 },
      css: { ...LIMITS, css: m.cssTotal.gzip - 1 },
      route: { ...LIMITS, route: Math.max(...m.routes.map((route) => route.gzip)) - 1 },
      html: { ...LIMITS, html: Math.max(...m.pages.map((page) => page.gzip)) - 1 },
    };
    for (const [kind, limits] of Object.entries(lowered)) {
      const reported = overBudget(name, m, limits).length > overBudget(name, m, LIMITS).length;
      if (!reported) problems.push(`${name}: the ${kind} limit lowered below the measured size was not reported`);
    }
    detail.push(`${name}: each of the 4 limits, lowered below its measured size, fails the budget`);
  }
  if (measured.length === 0) problems.push('nothing was measured');
  record('budget-fires: a lowered limit fails the budget', problems, detail);
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

// 5. My Prescriptions' first render loads no state machine
{
  const problems = [];
  const detail = [];
  try {
    const manifest = readManifest(PRODUCTION_DIR);
    /** The files a page's first render needs: the entry and the page's chunk, with their static imports. */
    const firstRender = (source) => {
      const key = Object.keys(manifest).find((name) => name.endsWith(source));
      if (!key) throw new Error(`dist/BISP-production's manifest has no chunk for ${source}`);
      return staticClosure(manifest, [...entryKeys(manifest), key]).js;
    };
    const holdingXState = (files) => files.filter((file) => readFileSync(join(PRODUCTION_DIR, file), 'utf8').includes(XSTATE_MARKER));
    const prescriptions = firstRender('libs/features/prescriptions/src/index.ts');
    const payment = firstRender('libs/features/payment/src/index.ts');
    detail.push(`My Prescriptions: ${prescriptions.length} files before its first render`);
    for (const file of holdingXState(prescriptions)) problems.push(`${file} carries XState into My Prescriptions' first render`);
    // The payment page starts the pay session, so XState is among its files: the marker finds it.
    if (holdingXState(payment).length === 0) problems.push(`no file of the payment page holds ${JSON.stringify(XSTATE_MARKER)}: fix the marker`);
  } catch (error) {
    problems.push(error.message);
  }
  record("first-render: My Prescriptions' first render loads no state machine (XState comes with the session's runtime, later)", problems, detail);
}

const passed = results.filter(Boolean).length;
const failed = results.length - passed;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
