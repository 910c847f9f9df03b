#!/usr/bin/env node
/**
 * `npm run browsers`: the smoke journey (journey.ts) in Firefox ESR and in WebKitGTK, at phone width
 * (390×844), against the BUILT portal (run tools/scripts/build-all.mjs first), in one programme per
 * combination of the flags the journey reads (journey.ts `JOURNEY_FLAGS`), the first by code: what
 * differs between two programmes with the same combination is their copy and theme, which the visual
 * check and the e2e suite check in every programme. `--programs=` walks exactly the ones named.
 *
 *  - Each programme's dist/<CODE> is served by `vite preview` as apps/portal-e2e/playwright.config.ts
 *    does (same env pins), on the strict port 4510 + its index in the sorted programs/ list.
 *  - BISP's production build against the contract sandbox too, the only build with the portal's own
 *    service worker (a mock build's scope belongs to the mock's worker). Its journey installs the
 *    worker first and loads pages through it (journey.ts `installedWorker`); it is named `BISP+sw`,
 *    and runs whenever BISP is in programs/ or named (`--no-worker` leaves it out). Each browser has a
 *    sandbox lane (src/real-http/lanes.ts `browserLane`) to itself: Firefox dist/BISP-sandbox-2 on
 *    4508 with its sandbox on 4652, WebKit dist/BISP-sandbox-3 on 4509 with its sandbox on 4653, since
 *    the journey registers a patient in the sandbox's state, and npm test runs the real-HTTP tests,
 *    which reset theirs, at the same time.
 *  - The two browsers run side by side (each leaves most of a core idle while it waits on a page);
 *    each browser's journeys one after the other.
 *  - Firefox: /usr/bin/firefox, headless, WebDriver BiDi through puppeteer-core (firefox.ts).
 *  - WebKit: /usr/bin/WebKitWebDriver under `xvfb-run -a` (port 4519), driven by WebdriverIO, with the
 *    toolbar-less window webkit-window.py (webkit.ts).
 *  - One fresh browser per journey; one line per journey, `PASS|FAIL <browser> <CODE> (<s> s)`, then
 *    `N passed, N failed`; exit 1 on any failure. A browser that is not installed fails its journeys
 *    (it is never skipped silently); Debian packages: firefox-esr, webkit2gtk-driver, xvfb, xauth,
 *    python3-gi, gir1.2-webkit2-4.1.
 *
 * Options: --browsers=firefox,webkit (default: both)  --programs=BISP,LUMA (default: one per flag
 * combination); --no-worker (no BISP+sw
 * journey); --verbose prints every checkpoint passed.
 *
 * The journey reads the programme's copy through loadProgram (TypeScript with a parameter property,
 * which Node's default type stripping refuses), so this script runs itself again with
 * --experimental-transform-types when started without it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPreview } from '../src/support/preview.mjs';
import { browserLane } from '../src/real-http/lanes.ts';

if (process.features.typescript !== 'transform') {
  const again = spawnSync(
    process.execPath,
    ['--experimental-transform-types', '--disable-warning=ExperimentalWarning', fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exit(again.status ?? 1);
}

const { JourneyPage } = await import('./driver.ts');
const { journey, loadProgramme, JOURNEY_FLAGS } = await import('./journey.ts');
const { testedProgrammeFor } = await import('@portal/testing/programUnderTest');
const { launchFirefox, FIREFOX_PATH } = await import('./firefox.ts');
const { launchWebKit, SYSTEM_PYTHON, WEBKIT_DRIVER_PATH } = await import('./webkit.ts');

const root = join(import.meta.dirname, '../../..');
const FIRST_PORT = 4510;
const WEBKIT_DRIVER_PORT = 4519;
/** The programme of the production build with the service worker. */
const WORKER_CODE = 'BISP';
/** Per browser (in `browsers` order), where its production build with the service worker is served. */
const WORKER_PORTS = [4508, 4509];
/** A browser's production build, the sandbox it was built to call (tools/scripts/build-all.mjs) and where it is served. */
const workerBuild = (browserIndex) => {
  const { outDir, sandboxPort, sandboxOrigin } = browserLane(browserIndex);
  return { outDir, sandboxPort, sandboxOrigin, port: WORKER_PORTS[browserIndex] };
};
/** The header every control call of the sandbox needs (libs/api-mocks/src/sandbox/checks.ts). */
const SANDBOX_CONTROL_HEADERS = { 'X-Sandbox-Control': '1' };
const PHONE = { width: 390, height: 844 };
/** Any one wait of the journey (an element, an address, a render). */
const WAIT_MS = 10_000;
/** A whole journey, browser start included: past this it fails and its browser is closed. */
const JOURNEY_LIMIT_MS = 120_000;

const option = (name) => {
  const arg = process.argv.find((value) => value.startsWith(`--${name}=`));
  return arg ? arg.slice(name.length + 3).split(',').filter(Boolean) : null;
};

const programs = readdirSync(join(root, 'programs'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const namedPrograms = option('programs');
const everyProgramme = namedPrograms ? [] : programs.map((code) => loadProgramme(code));
/** For each programme, the one that walks its combination of the journey's flags. */
const walkedAs = new Map(everyProgramme.map((program) => [program.code, testedProgrammeFor(program, JOURNEY_FLAGS, everyProgramme)]));
const chosenPrograms = namedPrograms ?? programs.filter((code) => walkedAs.get(code) === code);
const verbose = process.argv.includes('--verbose');

const hasGi = () => spawnSync(SYSTEM_PYTHON, ['-c', "import gi; gi.require_version('Gtk', '3.0'); gi.require_version('WebKit2', '4.1'); from gi.repository import WebKit2"], { stdio: 'ignore' }).status === 0;

const browsers = [
  {
    name: 'firefox',
    missing: () => (existsSync(FIREFOX_PATH) ? null : `${FIREFOX_PATH} is missing (apt-get install firefox-esr)`),
    launch: () => launchFirefox(PHONE),
  },
  {
    name: 'webkit',
    missing: () => {
      if (!existsSync(WEBKIT_DRIVER_PATH)) return `${WEBKIT_DRIVER_PATH} is missing (apt-get install webkit2gtk-driver)`;
      if (!existsSync('/usr/bin/xvfb-run') || !existsSync('/usr/bin/xauth')) return 'xvfb-run or xauth is missing (apt-get install xvfb xauth)';
      if (!hasGi()) return `${SYSTEM_PYTHON} cannot load WebKit2 4.1 through GObject (apt-get install python3-gi gir1.2-webkit2-4.1)`;
      return null;
    },
    launch: () => launchWebKit({ ...PHONE, driverPort: WEBKIT_DRIVER_PORT }),
  },
];
const chosenBrowsers = option('browsers') ?? browsers.map((browser) => browser.name);

for (const code of chosenPrograms) {
  if (!programs.includes(code)) {
    console.error(`No programme ${code} in programs/ (there are: ${programs.join(', ')})`);
    process.exit(2);
  }
}
for (const name of chosenBrowsers) {
  if (!browsers.some((browser) => browser.name === name)) {
    console.error(`No browser ${name} (there are: ${browsers.map((browser) => browser.name).join(', ')})`);
    process.exit(2);
  }
}

const notWalked = programs.filter((code) => walkedAs.has(code) && walkedAs.get(code) !== code);
if (notWalked.length) {
  console.log(`Walked once per value of ${JOURNEY_FLAGS.join(' and ')}: ${notWalked.map((code) => `${code} as ${walkedAs.get(code)}`).join(', ')} (--programs= walks them too)`);
}

const lanes = browsers.map((browser, index) => ({ browser, worker: workerBuild(index) })).filter(({ browser }) => chosenBrowsers.includes(browser.name));
// The production build's journey is BISP's own, whichever programme walks BISP's flags.
const withWorker = (namedPrograms ?? programs).includes(WORKER_CODE) && !process.argv.includes('--no-worker');

/** What a browser's journeys run against: every chosen programme's mock build, and BISP's production build with its worker (its lane's). */
const targetsOf = (worker) => [
  ...chosenPrograms.map((code) => ({ code, label: code, outDir: code, origin: null, worker: null })),
  ...(withWorker ? [{ code: WORKER_CODE, label: `${WORKER_CODE}+sw`, outDir: worker.outDir, origin: `http://127.0.0.1:${worker.port}`, worker }] : []),
];
const journeyCount = lanes.reduce((sum, lane) => sum + targetsOf(lane.worker).length, 0);

const missingBuilds = [...new Set(lanes.flatMap((lane) => targetsOf(lane.worker).map((target) => target.outDir)))].filter((outDir) => !existsSync(join(root, 'dist', outDir, 'index.html')));
if (missingBuilds.length) {
  console.error(
    `No build for ${missingBuilds.map((code) => `dist/${code}`).join(', ')}. The journeys run against the built portal: ` +
      'run `node tools/scripts/build-all.mjs` first.',
  );
  console.log(`0 passed, ${journeyCount} failed`);
  process.exit(1);
}

// ------------------------------------------------------------------------------------------
// The built portal of each programme, served as the e2e suite serves it.

const servers = [];
const killGroup = (child) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
const stopServers = () => servers.forEach(killGroup);
process.on('exit', stopServers);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServers();
    process.exit(130);
  });
}

/** A mock build (`worker` null) or a lane's production build, served; resolves to its origin. */
async function serve({ code, outDir, worker }) {
  return startPreview({
    label: outDir,
    config: 'apps/portal/vite.config.ts',
    port: worker ? worker.port : FIRST_PORT + programs.indexOf(code),
    // Pin every switch the Vite config reads, so a caller's shell cannot point preview elsewhere.
    // The CSP is sent report-only: WebKitGTK's WebDriver runs its own scripts under the page's
    // policy (an enforced `script-src 'self'` refuses them); Chromium's e2e enforces the policy.
    env: { ...process.env, PORTAL_PROGRAM: code, PORTAL_OUT_DIR: outDir, PORTAL_API_BASE_URL: worker ? worker.sandboxOrigin : '', PORTAL_PREVIEW_CSP: 'report-only' },
    onChild: (child) => servers.push(child),
  });
}

/** The contract sandbox a lane's production build calls, allowing only that build's origin; resolves once it answers. */
async function startSandbox({ sandboxPort, sandboxOrigin, port }) {
  const child = spawn(process.execPath, [join(root, 'tools/scripts/sandbox.mjs'), '--port', String(sandboxPort), '--origin', `http://127.0.0.1:${port}`], {
    cwd: root,
    env: { ...process.env, SANDBOX_DELAY_MS: '0' },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  servers.push(child);
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-2000)));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the sandbox on port ${sandboxPort} exited (${child.exitCode}): ${errors.trim()}`);
    if (await fetch(`${sandboxOrigin}/__sandbox/state`, { headers: SANDBOX_CONTROL_HEADERS, signal: AbortSignal.timeout(2_000) }).then((response) => response.ok, () => false)) return;
    if (Date.now() > deadline) throw new Error(`the sandbox did not answer on ${sandboxOrigin} within 30 s: ${errors.trim()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Demo state back to the start: the journey registers the unregistered demo patient. */
async function resetSandbox({ sandboxOrigin }) {
  const response = await fetch(`${sandboxOrigin}/__sandbox/reset`, { method: 'POST', headers: SANDBOX_CONTROL_HEADERS });
  if (!response.ok) throw new Error(`the sandbox's reset answered ${response.status}`);
}

// ------------------------------------------------------------------------------------------

/** The mock builds' origins, by programme code (both browsers use them). */
const mockOrigins = new Map();
try {
  await Promise.all([
    ...chosenPrograms.map(async (code) => mockOrigins.set(code, await serve({ code, outDir: code, worker: null }))),
    ...(withWorker ? lanes.flatMap(({ worker }) => [serve({ code: WORKER_CODE, outDir: worker.outDir, worker }), startSandbox(worker)]) : []),
  ]);
} catch (error) {
  console.error(error.message);
  console.log(`0 passed, ${journeyCount} failed`);
  process.exit(1);
}

let passed = 0;
let failed = 0;
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function runOne(browser, { code, origin, worker }) {
  const installedWorker = worker !== null;
  const program = loadProgramme(code);
  let adapter = null;
  let launching = null;
  let page = null;
  let timer;
  const limit = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the journey took longer than ${JOURNEY_LIMIT_MS / 1000} s`)), JOURNEY_LIMIT_MS);
  });
  const run = async () => {
    const launchedAt = Date.now();
    launching = browser.launch();
    adapter = await launching;
    if (verbose) console.log(`     browser started in ${seconds(launchedAt)}`);
    const started = Date.now();
    const log = verbose ? (line) => console.log(`     ${seconds(started).padStart(7)}  ${line}`) : undefined;
    if (worker) await resetSandbox(worker);
    page = new JourneyPage(adapter, { origin: origin ?? mockOrigins.get(code), loadingText: program.copy.common.loading, timeoutMs: WAIT_MS, width: PHONE.width, log });
    await journey(page, program, { installedWorker });
  };
  try {
    await Promise.race([run(), limit]);
    return null;
  } catch (error) {
    const lines = [`at step "${page?.step ?? 'browser start'}": ${error.message}`];
    const url = await adapter?.url().catch(() => null);
    if (url) lines.push(`page: ${url}`);
    if (page?.errors.length && !error.message.includes('the page reported')) lines.push('page errors:', ...page.errors.map((entry) => `  ${entry}`));
    const output = adapter?.output?.().trim();
    if (output) lines.push('browser output (last lines):', ...output.split('\n').slice(-15).map((line) => `  ${line}`));
    return lines;
  } finally {
    clearTimeout(timer);
    const closing = Date.now();
    if (adapter) await adapter.close().catch(() => undefined);
    else if (launching) {
      // The limit struck while the browser was starting: close it once it is up, so none is left behind.
      const late = launching.then((started) => started.close()).catch(() => undefined);
      await Promise.race([late, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    }
    if (verbose) console.log(`     browser closed in ${seconds(closing)}`);
  }
}

// A journey's lines are printed together once it ends, so the two browsers' lines never mix.
await Promise.all(
  lanes.map(async ({ browser, worker }) => {
    const missing = browser.missing();
    for (const target of targetsOf(worker)) {
      const started = Date.now();
      const problems = missing ? [missing] : await runOne(browser, target);
      const label = `${browser.name.padEnd(8)} ${target.label.padEnd(7)} (${seconds(started)})`;
      if (problems) {
        failed += 1;
        console.log([`FAIL ${label}`, ...problems.flatMap((problem) => problem.split('\n')).map((line) => `     ${line}`)].join('\n'));
      } else {
        passed += 1;
        console.log(`PASS ${label}`);
      }
    }
  }),
);

stopServers();
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
