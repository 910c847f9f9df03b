#!/usr/bin/env node
/**
 * `npm run bench`: Lighthouse mobile on the built BISP portal in mock mode, beside a
 * React hello-world control built by the same Vite (tools/bench/control), in one interleaved run.
 *
 *  1. Builds BISP in mock mode into dist/BISP-bench (PORTAL_MOCK_DELAY_MS=0 by default: the mock
 *     answers with no artificial delay, so the figures are the front end's own; BENCH_MOCK_DELAY_MS
 *     sets another) and the control into dist/bench/control. dist/BISP, which the e2e suite uses
 *     with the mock's 1 s delay, is left alone.
 *  2. Serves each with `vite preview` (which gzips text answers, so Lighthouse's transfer sizes are
 *     gzip sizes) on 127.0.0.1:4700 (BISP) and 4701 (control); BISP with the hosting headers
 *     (CSP enforced) as the e2e suite serves it.
 *  3. Runs i = 1..5: the control's `/`, then BISP's `/`, `/login` and `/prescriptions`, each in a
 *     fresh headless Debian Chromium (/usr/bin/chromium, or CHROME_PATH) driven by puppeteer-core,
 *     one Chromium at a time. Lighthouse 13 defaults: mobile form factor and screen, simulated
 *     throttling (Lantern: 150 ms RTT, 1.6 Mbps, 4× CPU), storage reset before each navigation;
 *     the performance category only; no error reporting (nothing leaves the machine).
 *     `/prescriptions` is a Lighthouse user flow: the patient signs in on the page (landing →
 *     ENTER → phone (555) 555-0100 → code 123456 → My Prescriptions), then the flow measures a
 *     cold navigation to /prescriptions. The session lives in sessionStorage, which Lighthouse's
 *     storage reset keeps (it clears the HTTP cache, the service worker and Cache Storage), so the
 *     page loads cold and signed in, the mock worker registering again as on any first load.
 *  4. Prints one table of medians (route, JS/CSS/HTML transfer bytes, performance score, LCP, TBT,
 *     CLS, LCP ratio to the control), whether each target of the issue is met (never a failing
 *     exit: times are noisy), and writes dist/bench/bench.json and dist/bench/bench.md.
 *
 * Options: --runs=<n> (default 5), --no-build (reuse dist/BISP-bench and dist/bench/control),
 * --routes=<id,id> (only those rows, e.g. `--routes="/prescriptions prod"`; the control always runs,
 * every ratio is to it).
 * Exit code: 0 when every measurement ran, 1 when one failed (a broken run, not a missed target).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse, { startFlow } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startSandbox } from '@portal/api-mocks/sandbox';
import { startPreview } from '../../apps/portal-e2e/src/support/preview.mjs';

const root = join(import.meta.dirname, '../..');
const vite = join(root, 'node_modules/vite/bin/vite.js');
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const BISP_PORT = 4700;
const CONTROL_PORT = 4701;
const SANDBOX_PORT = 4702;
const PRODUCTION_PORT = 4703;
const BISP_OUT_DIR = 'BISP-bench';
/** BISP's production build, its API the contract sandbox (tools/scripts/sandbox.mjs) on SANDBOX_PORT. */
const PRODUCTION_OUT_DIR = 'BISP-bench-production';
const OUT = join(root, 'dist/bench');
const CONTROL_CONFIG = join(root, 'tools/bench/control/vite.config.mjs');

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Number(option('runs') ?? 5);
const BUILD = !process.argv.includes('--no-build');
const MOCK_DELAY_MS = process.env.BENCH_MOCK_DELAY_MS ?? '0';
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('--runs must be a whole number ≥ 1');
  process.exit(2);
}
if (!existsSync(CHROME_PATH)) {
  console.error(`No Chromium at ${CHROME_PATH} (apt-get install chromium, or set CHROME_PATH)`);
  process.exit(2);
}

/** docs/demo-accounts.md and the programme's copy (libs/program-config/src/copy/en.ts). */
const HUB_PATIENT_PHONE = '5555550100';
const DEMO_CODE = '123456';
const COPY = {
  enter: 'ENTER',
  phoneLabel: 'Mobile phone number',
  getCode: 'Get code',
  firstCodeBox: 'Verification code, digit 1 of 6',
  submitCode: 'Submit code',
  prescriptionsTitle: 'My Prescriptions',
};

/** The issue's targets. */
const TARGETS = { score: 98, cls: 0.02, tbtMs: 100, lcpRatioPrerendered: 1, lcpRatioPrescriptions: 1.3 };

const LIGHTHOUSE_FLAGS = {
  onlyCategories: ['performance'],
  output: 'json',
  logLevel: 'error',
  // Lighthouse's defaults, written out: mobile, simulated throttling.
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
  enableErrorReporting: false,
};

// ------------------------------------------------------------------------------------------
// Processes: every server and browser started here is ended on the way out, also on failure.

const servers = [];
const sandboxes = [];
const browsers = new Set();
const killGroup = (child) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
const cleanUp = () => {
  for (const browser of browsers) {
    try {
      browser.process()?.kill('SIGKILL');
    } catch {
      // already gone
    }
  }
  servers.forEach(killGroup);
  for (const sandbox of sandboxes.splice(0)) void sandbox.close();
};
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

function run(label, args, env) {
  console.log(`▶ ${label}`);
  const t0 = performance.now();
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
  console.log(`✔ ${label} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

// A build must not inherit a production switch from the caller's shell.
const { PORTAL_API_BASE_URL: _base, PORTAL_OUT_DIR: _out, PORTAL_PROGRAM: _program, PORTAL_API_TIMEOUT_MS: _timeout, PORTAL_MOCK_DELAY_MS: _delay, ...cleanEnv } = process.env;
const bispEnv = { ...cleanEnv, PORTAL_PROGRAM: 'BISP', PORTAL_OUT_DIR: BISP_OUT_DIR, PORTAL_API_BASE_URL: '', PORTAL_MOCK_DELAY_MS: MOCK_DELAY_MS };
const productionEnv = { ...cleanEnv, PORTAL_PROGRAM: 'BISP', PORTAL_OUT_DIR: PRODUCTION_OUT_DIR, PORTAL_API_BASE_URL: `http://127.0.0.1:${SANDBOX_PORT}` };

if (BUILD) {
  run(`build BISP (mock mode, mock delay ${MOCK_DELAY_MS} ms) → dist/${BISP_OUT_DIR}`, [vite, 'build', '--config', 'apps/portal/vite.config.ts', '--logLevel', 'warn'], bispEnv);
  run(`build BISP (production, API: the contract sandbox on ${SANDBOX_PORT}) → dist/${PRODUCTION_OUT_DIR}`, [vite, 'build', '--config', 'apps/portal/vite.config.ts', '--logLevel', 'warn'], productionEnv);
  run('build the control → dist/bench/control', [vite, 'build', '--config', CONTROL_CONFIG], cleanEnv);
}
for (const dir of [join(root, 'dist', BISP_OUT_DIR), join(root, 'dist', PRODUCTION_OUT_DIR), join(OUT, 'control')]) {
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`No build in ${relative(root, dir)}: run without --no-build`);
    process.exit(1);
  }
}

function serve(label, config, port, env) {
  return startPreview({ label, config, port, env, onChild: (child) => servers.push(child) });
}

// ------------------------------------------------------------------------------------------
// Measurements.

async function withBrowser(body) {
  const browser = await puppeteer.launch({
    executablePath: CHROME_PATH,
    headless: true,
    defaultViewport: null,
    // Root in a container has no sandbox; the rest keeps Chromium from calling home.
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--no-first-run', '--disable-sync', '--disable-component-update', '--disable-domain-reliability', '--metrics-recording-only'],
  });
  browsers.add(browser);
  try {
    const page = await browser.newPage();
    return await body(page);
  } finally {
    await browser.close().catch(() => browser.process()?.kill('SIGKILL'));
    browsers.delete(browser);
  }
}

const ARIA = (name) => `::-p-aria(${name})`;

/** Landing → ENTER → phone → Get code → the code → Submit code → My Prescriptions (BISP has no tutorial first). */
async function signIn(page, origin) {
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  await page.locator(ARIA(`${COPY.enter}[role="link"]`)).click();
  await page.waitForFunction(() => location.pathname === '/login', { timeout: 15_000 });
  await page.locator(ARIA(`${COPY.phoneLabel}[role="textbox"]`)).click();
  await page.keyboard.type(HUB_PATIENT_PHONE);
  await page.locator(ARIA(`${COPY.getCode}[role="button"]`)).click();
  await page.locator(ARIA(`${COPY.firstCodeBox}[role="textbox"]`)).click();
  await page.keyboard.type(DEMO_CODE);
  await page.locator(ARIA(`${COPY.submitCode}[role="button"]`)).click();
  await page.waitForFunction(() => location.pathname === '/prescriptions', { timeout: 15_000 });
  await page.locator(ARIA(`${COPY.prescriptionsTitle}[role="heading"]`)).wait();
  const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('portal.session') ?? 'null')?.status ?? null);
  if (session !== 'authenticated') throw new Error(`after sign-in the session is ${session}, not authenticated`);
}

async function measureNavigation(url) {
  return withBrowser(async (page) => {
    const result = await lighthouse(url, LIGHTHOUSE_FLAGS, undefined, page);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  });
}

async function measurePrescriptions(origin) {
  return withBrowser(async (page) => {
    const flow = await startFlow(page, { name: 'BISP: sign in, then /prescriptions', flags: LIGHTHOUSE_FLAGS });
    await signIn(page, origin);
    // The flow's first navigation: storage reset (HTTP cache, service worker, Cache Storage);
    // sessionStorage, where the session lives, is kept.
    await flow.navigate(`${origin}/prescriptions`, { name: 'My Prescriptions, cold, signed in' });
    const path = await page.evaluate(() => location.pathname);
    const heading = await page.evaluate(() => document.querySelector('h1')?.textContent ?? null);
    if (path !== '/prescriptions' || heading !== COPY.prescriptionsTitle) {
      throw new Error(`the measured load of /prescriptions ended on ${path} with the heading ${JSON.stringify(heading)}: the session did not survive`);
    }
    const flowResult = await flow.createFlowResult();
    return flowResult.steps.at(-1).lhr;
  });
}

/** The mock mode's own chunk (MSW, handlers, demo data), from the build manifest (apps/portal/vite.config.ts moves it to dist/.manifests). */
const MOCK_CHUNK = (() => {
  const manifest = join(root, 'dist/.manifests', `${BISP_OUT_DIR}.json`);
  if (!existsSync(manifest)) return null;
  const entry = Object.entries(JSON.parse(readFileSync(manifest, 'utf8'))).find(([source]) => source.endsWith('libs/api-mocks/src/browser.ts'));
  return entry ? `/${entry[1].file}` : null;
})();

const gzipped = new Map();
const isFile = (path) => existsSync(path) && statSync(path).isFile();
/**
 * The gzip size (zlib's default level, as vite preview sends it) of the built file a URL of `dir`
 * serves, as a host answers (docs/production-and-hosting.md "Which file answers which path"): the file itself, a
 * prerendered page's `<path>/index.html`, else the SPA fallback `app.html`.
 */
function gzipSizeOf(dir, url) {
  const { pathname } = new URL(url);
  let file = join(dir, decodeURIComponent(pathname));
  if (!isFile(file)) {
    const page = join(dir, decodeURIComponent(pathname).replace(/^\/+|\/+$/g, ''), 'index.html');
    file = isFile(page) ? page : join(dir, 'app.html');
  }
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(file)).length);
  return gzipped.get(file);
}

/**
 * Bytes by kind (JS = Script, CSS = Stylesheet, HTML = Document), from Lighthouse's network records
 * (network-requests audit), each URL once. `transfer*`: what the records say went over the wire;
 * once the mock service worker controls the page, the files it passes through show a transfer of
 * 0 there, so the table's figures are `gzip*`: each requested file of the build, gzipped.
 */
function bytesOf(lhr, dir) {
  const all = lhr.audits['network-requests']?.details?.items ?? [];
  const seen = new Set();
  const items = all.filter((item) => !seen.has(item.url) && seen.add(item.url));
  const own = (item) => item.url.startsWith('http://127.0.0.1:');
  const sum = (types, size) => items.filter((item) => types.includes(item.resourceType)).reduce((total, item) => total + (size(item) ?? 0), 0);
  const transfer = (item) => item.transferSize;
  const decoded = (item) => item.resourceSize;
  const gzip = (item) => (own(item) ? gzipSizeOf(dir, item.url) : 0);
  return {
    gzipJs: sum(['Script'], gzip),
    gzipCss: sum(['Stylesheet'], gzip),
    gzipHtml: sum(['Document'], gzip),
    gzipMockJs: items.filter((item) => own(item) && new URL(item.url).pathname === MOCK_CHUNK).reduce((total, item) => total + gzip(item), 0),
    transferJs: sum(['Script'], transfer),
    transferCss: sum(['Stylesheet'], transfer),
    transferHtml: sum(['Document'], transfer),
    transferTotal: items.reduce((total, item) => total + (item.transferSize ?? 0), 0),
    decodedJs: sum(['Script'], decoded),
    decodedCss: sum(['Stylesheet'], decoded),
    decodedHtml: sum(['Document'], decoded),
    requests: all.length,
    urls: items.map((item) => `${item.resourceType ?? '?'} ${new URL(item.url).pathname} ${item.transferSize ?? 0}/${item.resourceSize ?? 0}`),
  };
}

function lcpElement(lhr) {
  const details = lhr.audits['largest-contentful-paint-element']?.details ?? lhr.audits['lcp-breakdown-insight']?.details;
  const find = (value) => {
    if (!value || typeof value !== 'object') return null;
    if (value.type === 'node' && value.snippet) return value.snippet;
    for (const child of Object.values(value)) {
      const found = find(child);
      if (found) return found;
    }
    return null;
  };
  return find(details);
}

function metricsOf(lhr, dir) {
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    score: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    siMs: numeric('speed-index'),
    lcpElement: lcpElement(lhr),
    bytes: bytesOf(lhr, dir),
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent ?? null,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// ------------------------------------------------------------------------------------------

const allRoutes = [
  { id: 'control /', app: 'control', path: '/', how: 'navigation' },
  { id: '/', app: 'BISP', path: '/', how: 'navigation' },
  { id: '/login', app: 'BISP', path: '/login', how: 'navigation' },
  { id: '/prescriptions', app: 'BISP', path: '/prescriptions', how: 'user flow: signed in, then a cold navigation' },
  // What a patient downloads: no mock; the API is the contract sandbox over HTTP.
  { id: '/prescriptions prod', app: 'BISP-production', path: '/prescriptions', how: 'user flow as above, production build, API: the contract sandbox over HTTP' },
];
const chosen = option('routes')?.split(',').map((id) => id.trim());
const unknown = (chosen ?? []).filter((id) => !allRoutes.some((route) => route.id === id));
if (unknown.length > 0) {
  console.error(`--routes: no route ${unknown.map((id) => `"${id}"`).join(', ')} (there are ${allRoutes.map((route) => `"${route.id}"`).join(', ')})`);
  process.exit(2);
}
const routes = allRoutes.filter((route) => route.app === 'control' || !chosen || chosen.includes(route.id));
const dirOf = { control: join(OUT, 'control'), BISP: join(root, 'dist', BISP_OUT_DIR), 'BISP-production': join(root, 'dist', PRODUCTION_OUT_DIR) };

const started = new Date();
const samples = Object.fromEntries(routes.map((route) => [route.id, []]));
const failures = [];

try {
  const bispOrigin = await serve('BISP', 'apps/portal/vite.config.ts', BISP_PORT, bispEnv);
  const controlOrigin = await serve('the control', CONTROL_CONFIG, CONTROL_PORT, cleanEnv);
  // The contract sandbox (the demo API over real HTTP, as `npm run sandbox` serves it), in this process.
  const sandbox = await startSandbox({ port: SANDBOX_PORT, allowedOrigins: [`http://127.0.0.1:${PRODUCTION_PORT}`], delayMs: 0 });
  sandboxes.push(sandbox);
  const productionOrigin = await serve('BISP (production)', 'apps/portal/vite.config.ts', PRODUCTION_PORT, productionEnv);
  const originOf = { control: controlOrigin, BISP: bispOrigin, 'BISP-production': productionOrigin };
  console.log(`Serving BISP on ${bispOrigin}, its production build on ${productionOrigin} (API: the sandbox on ${SANDBOX_PORT}), the control on ${controlOrigin}; ${RUNS} interleaved runs, one Chromium at a time (${CHROME_PATH})`);

  for (let index = 1; index <= RUNS; index += 1) {
    for (const route of routes) {
      const origin = originOf[route.app];
      const t0 = performance.now();
      try {
        const lhr = route.path === '/prescriptions' ? await measurePrescriptions(origin) : await measureNavigation(`${origin}${route.path}`);
        const metrics = metricsOf(lhr, dirOf[route.app]);
        mkdirSync(join(OUT, 'lhr'), { recursive: true });
        writeFileSync(join(OUT, 'lhr', `run${index}-${route.app}${route.path.replaceAll('/', '_')}.json`), JSON.stringify(lhr));
        if (metrics.runtimeError) throw new Error(metrics.runtimeError);
        samples[route.id].push(metrics);
        console.log(
          `  run ${index}/${RUNS} ${route.id.padEnd(19)} score ${String(metrics.score).padStart(3)}  LCP ${Math.round(metrics.lcpMs)} ms  TBT ${Math.round(metrics.tbtMs)} ms  CLS ${metrics.cls.toFixed(3)}  (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
        );
      } catch (error) {
        failures.push({ run: index, route: route.id, error: String(error?.message ?? error) });
        console.error(`  run ${index}/${RUNS} ${route.id}: FAILED: ${error?.message ?? error}`);
      }
    }
  }
} finally {
  cleanUp();
}

// ------------------------------------------------------------------------------------------
// Medians, targets, report.

const summary = routes.map((route) => {
  const runs = samples[route.id];
  const pick = (field) => median(runs.map((run) => run[field]));
  const bytes = (field) => median(runs.map((run) => run.bytes[field]));
  return {
    route: route.id,
    path: route.path,
    app: route.app,
    measuredAs: route.how,
    runs: runs.length,
    jsGzipBytes: bytes('gzipJs'),
    cssGzipBytes: bytes('gzipCss'),
    htmlGzipBytes: bytes('gzipHtml'),
    mockJsGzipBytes: bytes('gzipMockJs'),
    jsTransferBytes: bytes('transferJs'),
    cssTransferBytes: bytes('transferCss'),
    htmlTransferBytes: bytes('transferHtml'),
    jsDecodedBytes: bytes('decodedJs'),
    cssDecodedBytes: bytes('decodedCss'),
    htmlDecodedBytes: bytes('decodedHtml'),
    score: pick('score'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    siMs: pick('siMs'),
    lcpElements: [...new Set(runs.map((run) => run.lcpElement).filter(Boolean))],
  };
});
const controlLcp = summary[0].lcpMs;
for (const row of summary) row.lcpRatio = controlLcp && row.lcpMs !== null ? row.lcpMs / controlLcp : null;

const targets = [];
for (const row of summary.filter((row) => row.app !== 'control')) {
  const ratioLimit = row.path === '/prescriptions' ? TARGETS.lcpRatioPrescriptions : TARGETS.lcpRatioPrerendered;
  targets.push(
    { route: row.route, target: `performance ≥ ${TARGETS.score}`, value: row.score, met: row.score !== null && row.score >= TARGETS.score },
    { route: row.route, target: `CLS ≤ ${TARGETS.cls}`, value: row.cls, met: row.cls !== null && row.cls <= TARGETS.cls },
    { route: row.route, target: `TBT ≤ ${TARGETS.tbtMs} ms`, value: row.tbtMs, met: row.tbtMs !== null && row.tbtMs <= TARGETS.tbtMs },
    { route: row.route, target: `LCP ≤ ${ratioLimit}× the control's`, value: row.lcpRatio, met: row.lcpRatio !== null && row.lcpRatio <= ratioLimit },
  );
}

const fmt = {
  bytes: (value) => (value === null ? '–' : value.toLocaleString('en-US')),
  ms: (value) => (value === null ? '–' : `${Math.round(value)}`),
  cls: (value) => (value === null ? '–' : value.toFixed(3)),
  ratio: (value) => (value === null ? '–' : `${value.toFixed(2)}×`),
  score: (value) => (value === null ? '–' : String(value)),
};
const header = ['route', 'JS B gzip', 'CSS B gzip', 'HTML B gzip', 'perf', 'LCP ms', 'TBT ms', 'CLS', 'LCP / control'];
const rows = summary.map((row) => [row.route, fmt.bytes(row.jsGzipBytes), fmt.bytes(row.cssGzipBytes), fmt.bytes(row.htmlGzipBytes), fmt.score(row.score), fmt.ms(row.lcpMs), fmt.ms(row.tbtMs), fmt.cls(row.cls), fmt.ratio(row.lcpRatio)]);
const numericColumn = (index) => index > 0;
const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index].length)));
const line = (cells) => cells.map((cell, index) => (numericColumn(index) ? cell.padStart(widths[index]) : cell.padEnd(widths[index]))).join('  ');

const firstSample = Object.values(samples).flat()[0];
const environment = firstSample ? { lighthouse: firstSample.lighthouseVersion, chromium: firstSample.userAgent, benchmarkIndex: median(Object.values(samples).flat().map((run) => run.benchmarkIndex)) } : {};
const notes = [
  `Medians of ${RUNS} interleaved runs (each run: ${routes.map((route) => route.id).join(', ')}), ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
  `Lighthouse ${environment.lighthouse ?? '?'} defaults: mobile, simulated throttling (150 ms RTT, 1.6 Mbps, 4× CPU); performance category only; Chromium ${CHROME_PATH} headless (${environment.chromium ?? '?'}); Lighthouse's CPU benchmark index, median ${environment.benchmarkIndex ?? '?'}.`,
  `Bytes: every JS (Script), CSS (Stylesheet) and HTML (Document) URL in Lighthouse's network records for the load, each once, sized as its built file gzipped (zlib's default level, what vite preview sends for text files of 1 KB or more; headers not counted). Not the records' transfer sizes: once the mock service worker controls the page, the files it passes through show 0 there (both are in bench.json). The worker's own script is not in the page's records.`,
  `Of BISP's JS, the mock chunk (MSW, handlers, demo data: ${MOCK_CHUNK ?? '?'}) is ${fmt.bytes(summary[1]?.mockJsGzipBytes ?? null)} B gzip on the routes measured (main.tsx starts the mock worker with the first API call, and at once in a signed-in tab). A production build has no mock: "/prescriptions prod" is BISP's production build (dist/${PRODUCTION_OUT_DIR}, served with its hosting headers) calling the contract sandbox (tools/scripts/sandbox.mjs, the demo API over HTTP, no delay) on port ${SANDBOX_PORT}.`,
  `BISP: mock mode (dist/${BISP_OUT_DIR}), mock delay ${MOCK_DELAY_MS} ms (the default build waits 1000 ms per mock answer), served by vite preview with the hosting headers. Control: React hello-world by the same Vite (dist/bench/control).`,
  '/prescriptions: a Lighthouse user flow; the hub demo patient signs in on the page, then the flow measures a cold navigation (HTTP cache, service worker and Cache Storage cleared; the session kept in sessionStorage).',
  '/ and /login are prerendered (the HTML is the page; the code is fetched after the first paint); /prescriptions is rendered in the browser from app.html.',
];

const table = [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
console.log(`\n${table}\n`);
for (const target of targets) console.log(`  ${target.met ? 'met    ' : 'NOT met'}  ${target.route.padEnd(19)} ${target.target}`);
if (failures.length) console.log(`\n${failures.length} measurement(s) failed: ${failures.map((failure) => `run ${failure.run} ${failure.route}`).join(', ')}`);

mkdirSync(OUT, { recursive: true });
writeFileSync(join(OUT, 'bench.json'), `${JSON.stringify({ date: started.toISOString(), runs: RUNS, mockDelayMs: Number(MOCK_DELAY_MS), environment, targets: TARGETS, summary, targetResults: targets, samples, failures, notes }, null, 2)}\n`);
const markdownRow = (cells) => `| ${cells.join(' | ')} |`;
const markdown = [
  '# Benchmark (npm run bench)',
  '',
  markdownRow(header),
  markdownRow(header.map((_, index) => (numericColumn(index) ? '---:' : '---'))),
  ...rows.map(markdownRow),
  '',
  '| route | target | met |',
  '| --- | --- | --- |',
  ...targets.map((target) => markdownRow([target.route, target.target, target.met ? 'yes' : '**no**'])),
  '',
  ...notes.map((note) => `- ${note}`),
  ...(failures.length ? ['', `Failed measurements: ${failures.map((failure) => `run ${failure.run} ${failure.route} (${failure.error})`).join('; ')}`] : []),
  '',
].join('\n');
writeFileSync(join(OUT, 'bench.md'), markdown);
console.log(`\nWrote ${relative(root, join(OUT, 'bench.json'))} and ${relative(root, join(OUT, 'bench.md'))}`);
process.exit(failures.length ? 1 : 0);
