/**
 * The installable portal and its service worker, on the production build over real HTTP: the
 * portal's worker lives in production builds only (a mock build's scope is the mock's).
 * Why: docs/decisions/0027-the-portal-is-installable-in-the-tabs-language.md and
 * docs/decisions/0028-the-service-worker-is-production-only-and-honest-offline.md.
 *
 *  - Chromium reports the programme installable (no installability error over CDP), with a web
 *    app manifest in the tab's language and icons of the declared sizes.
 *  - A page opened with no network shows the offline page, in the programme's words and the tab's
 *    language, instead of the browser's error; the public pages that need no API come from the device.
 *  - While signed in and after the session ends, Cache Storage holds exactly the public shell and
 *    the hashed files, byte for byte as built (so nothing of the patient), and there is no IndexedDB.
 *  - An update installs beside the running worker and takes over at the next page, with no reload
 *    and nothing typed lost.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '@portal/testing/chromium';
import { expect, test, type ProgramUnderTest } from '../fixtures.ts';
import { HUB_PATIENT_VALUES } from '../support/patientData.ts';
import { documentTitle, expectAt, loginScreen, signIn } from '../support/signIn.ts';
import { serveBuild } from '../support/staticHost.ts';
import { addFaults, resetSandbox } from './sandbox.ts';
import { currentLane } from './lanes.ts';

/** This worker's build (lanes.ts). */
const BUILD = resolve(import.meta.dirname, '../../../../dist', currentLane().outDir);
/** The test's own host of the same build (the update test deploys a new worker on it). */
const UPDATE_HOST_PORT = 4645;

/** The public shell the worker keeps on the device: pages that hold nothing of a patient, the offline page, the manifests. */
const PUBLIC_SHELL = ['/', '/privacy-policy', '/hipaa-practices', '/terms-of-use', '/language-assistance', '/offline.html', '/offline.js', '/manifest.en.webmanifest', '/manifest.es.webmanifest'];
const fileOf = (path: string) => (path === '/' ? 'index.html' : /\.\w+$/.test(path) ? path.slice(1) : `${path.slice(1)}/index.html`);

test.beforeEach(async () => {
  await resetSandbox();
});

/** Waits until the page's registration has an activated worker (the boot script registers it once the app has started). */
async function workerActivated(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    if (worker.state === 'activated') return;
    await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
  });
}

const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Every entry of every cache of the origin: its URL (no revision parameter), its body's hash, and its text. */
async function cacheStorage(page: Page): Promise<Array<{ cache: string; path: string; sha256: string; text: string }>> {
  const entries = await page.evaluate(async () => {
    const found: Array<{ cache: string; url: string; bytes: number[] }> = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        // The worker drops a written-over entry before it fetches the file again, so an entry listed
        // a moment ago can be gone when it is read: it is no longer in the cache, and not counted.
        const response = await cache.match(request);
        if (response) found.push({ cache: name, url: request.url, bytes: [...new Uint8Array(await response.arrayBuffer())] });
      }
    }
    return found;
  });
  return entries.map(({ cache, url, bytes }) => {
    const body = Buffer.from(bytes);
    const address = new URL(url);
    address.searchParams.delete('__WB_REVISION__');
    return { cache, path: `${address.origin === new URL(page.url()).origin ? '' : address.origin}${address.pathname}${address.search}`, sha256: sha256(body), text: body.toString('utf8') };
  });
}

/** What the build holds for the public shell and every hashed file: path → the file's hash and text. */
function builtShell(): Map<string, { sha256: string; text: string }> {
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
  const read = (file: string) => {
    const bytes = readFileSync(file);
    return { sha256: sha256(bytes), text: bytes.toString('utf8') };
  };
  const files = new Map(PUBLIC_SHELL.map((path) => [path, read(join(BUILD, fileOf(path)))]));
  for (const file of walk(join(BUILD, 'assets'))) files.set(`/${relative(BUILD, file)}`, read(file));
  return files;
}

/**
 * Cache Storage is exactly the built shell, and holds no value of the patient nor the token; no
 * IndexedDB at all. `refilling`: after a logout, a host that sends `Clear-Site-Data` on /logout has
 * emptied it and removed the worker; the landing page the patient then lands on registers the worker
 * again, which is precaching the shell anew: any part of the shell, and nothing else, may be there.
 */
async function expectOnlyTheShellStored(page: Page, token: string, when: string, { refilling = false } = {}): Promise<void> {
  const cached = await cacheStorage(page);
  const built = builtShell();
  const paths = cached.map((entry) => entry.path).sort();
  if (refilling) expect(paths.filter((path) => !built.has(path)), `${when}: cached addresses outside the shell`).toEqual([]);
  else expect(paths, `${when}: the cached addresses`).toEqual([...built.keys()].sort());
  expect(cached.filter((entry) => built.get(entry.path)?.sha256 !== entry.sha256).map((entry) => entry.path), `${when}: cached bodies that differ from the build`).toEqual([]);
  // A value the built file has itself is the build's (the programme's phone, (555) 555-0150, shares "555) 555" with the patient's).
  const secrets = [...HUB_PATIENT_VALUES, token];
  const leaks = cached.flatMap((entry) =>
    secrets.filter((secret) => entry.text.includes(secret) && !built.get(entry.path)?.text.includes(secret)).map((secret) => `${entry.path} holds "${secret.slice(0, 12)}"`),
  );
  expect(leaks, `${when}: the patient's values or the token in a cache`).toEqual([]);
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name)), `${when}: IndexedDB`).toEqual([]);
}

function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1'), 'a PNG file').toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

async function manifestOf(cdp: CDPSession): Promise<{ url: string; errors: unknown[]; data: Record<string, unknown> }> {
  const { url, errors, data } = await cdp.send('Page.getAppManifest');
  return { url, errors, data: JSON.parse(data ?? '{}') as Record<string, unknown> };
}

test('the programme is installable, with a manifest in the tab\'s language and icons drawn at their sizes', async ({ program, baseURL }, testInfo) => {
  // Chromium offers no installation in an incognito window, which a Playwright context is: a
  // browser profile of its own, as a patient's browser has.
  const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), { ...chromiumLaunchOptions, headless: true, baseURL: baseURL!, locale: 'en-US' });
  try {
    await installable(context.pages()[0] ?? (await context.newPage()), program, baseURL!);
  } finally {
    await context.close();
  }
});

async function installable(page: Page, program: ProgramUnderTest, baseURL: string): Promise<void> {
  await page.goto('/');
  await workerActivated(page);
  const cdp = await page.context().newCDPSession(page);
  expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);

  const english = await manifestOf(cdp);
  expect(english.errors).toEqual([]);
  expect(english.url).toBe(`${baseURL}/manifest.en.webmanifest`);
  expect(english.data).toMatchObject({
    name: program.file.displayName,
    short_name: program.file.shortName,
    description: program.t(program.copy.landing.intro),
    lang: 'en',
    start_url: '/',
    display: 'standalone',
    theme_color: program.theme.color.background.brand,
    background_color: program.theme.color.background.body,
  });
  expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(program.theme.color.background.brand);
  const icons = english.data.icons as Array<{ src: string; sizes: string; purpose: string; type: string }>;
  expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of icons) {
    const response = await page.request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
    const [width] = icon.sizes.split('x').map(Number);
    expect(pngSize(await response.body()), icon.src).toEqual({ width, height: width });
  }

  // The patient switches to Spanish: an install now names the portal in Spanish.
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect.poll(async () => (await manifestOf(cdp)).data.lang).toBe('es');
  const spanish = await manifestOf(cdp);
  expect(spanish.errors).toEqual([]);
  expect(spanish.data.description).toBe(program.in('es').t(program.in('es').copy.landing.intro));
  expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
}

async function expectOfflinePage(page: Page, program: ProgramUnderTest, language: 'en' | 'es'): Promise<void> {
  const words = program.in(language);
  const { offline } = words.copy;
  await expect(page.getByRole('heading', { level: 1, name: words.t(offline.title) })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page).toHaveTitle(documentTitle(words, offline.title));
  await expect(page.getByText(words.t(offline.body), { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: words.phone(program.file.contacts.programPhone) })).toHaveAttribute('href', `tel:+1${program.file.contacts.programPhone}`);
}

test('a page opened with no network: the offline page in the programme\'s words and the tab\'s language; the public pages from the device', async ({ page, context, program, checkA11y, baseURL }) => {
  await page.goto('/');
  await workerActivated(page);
  await context.setOffline(true);

  await page.goto('/prescriptions');
  await expectOfflinePage(page, program, 'en');
  await checkA11y('offline page');

  // The tab's language is Spanish: the same page in Spanish.
  await page.evaluate(() => sessionStorage.setItem('portal.language', 'es'));
  await page.goto('/profile');
  await expectOfflinePage(page, program, 'es');
  await checkA11y('offline page in Spanish');
  await page.evaluate(() => sessionStorage.removeItem('portal.language'));

  // The sign-in page needs the API: offline, it is the offline page too.
  await page.goto('/login');
  await expectOfflinePage(page, program, 'en');

  // A legal page needs no API: it comes whole from the device, with its code.
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: program.legal.privacyPolicy.title })).toBeVisible();
  await expect(page).toHaveTitle(documentTitle(program, program.copy.pages.privacyPolicy));
  // So does the notice of free language assistance, which the offline page's footer links too.
  await page.goto('/language-assistance');
  await expect(page.getByRole('heading', { level: 1, name: program.copy.languageAssistance.title })).toBeVisible();

  // Back online, "Try again" opens the page the patient asked for.
  await page.goto('/prescriptions');
  await expectOfflinePage(page, program, 'en');
  await context.setOffline(false);
  await page.getByRole('link', { name: program.copy.offline.retry }).click();
  // Not signed in: the guard sends the patient to sign in, with this page to come back to.
  await expect(page).toHaveURL(`${baseURL}/login?returnUrl=%2Fprescriptions`);
  await expect(loginScreen(page, program.copy).heading).toBeVisible();
});

test('signed in and after the session ends: Cache Storage is the public shell and the hashed files as built, and there is no IndexedDB', async ({ page, program, baseURL }) => {
  test.slow();
  await signIn(page, program);
  await expectAt(page, baseURL, '/prescriptions');
  await workerActivated(page);
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('portal.session') ?? '{}').token as string);
  expect(token).toBeTruthy();

  // Full page loads, each through the worker: the pages and their calls pass it by.
  for (const path of ['/prescriptions', '/profile', '/payment', '/fill-history']) {
    await page.goto(path);
    await expectAt(page, baseURL, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL), `${path} is loaded through the worker`).toBe(`${baseURL}/sw.js`);
  }
  await expect(page.getByRole('button', { name: '10/05/2026' })).toBeVisible();
  await expectOnlyTheShellStored(page, token, 'signed in');

  // The server ends the session (a 401 to the profile call).
  await addFaults({ path: '/api/pwa/exp/v1/patient/profile', method: 'GET', fault: '401', times: 1 });
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fprofile$/);
  await expectOnlyTheShellStored(page, token, 'after a 401');

  // Signing in again returns to the page the session ended on.
  await signIn(page, program, { from: '' });
  await expectAt(page, baseURL, '/profile');
  await page.goto('/logout');
  await expectAt(page, baseURL, '/');
  await expectOnlyTheShellStored(page, token, 'after logout', { refilling: true });
});

/**
 * A tag manager's container on a public page (a second tab, not signed in), played by a stand-in
 * with the rights any script of the page has: it writes its own code over every entry of every
 * cache of the origin (the JS after the build's, an inline script into the HTML). The code it
 * plants would keep the token and whatever page it runs on in localStorage, the one storage
 * every tab of the origin shares, and mark the page.
 */
async function plantCodeInEveryCache(publicTab: Page): Promise<number> {
  return publicTab.evaluate(async () => {
    const planted = `;(function(){try{localStorage.setItem('planted',location.pathname+' '+(sessionStorage.getItem('portal.session')||''));window.__planted=true}catch(e){}})();`;
    let rewritten = 0;
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const answer = (await cache.match(request))!;
        const type = answer.headers.get('content-type') ?? '';
        const text = await answer.text();
        const body = type.includes('javascript') ? `${text}\n${planted}` : type.includes('html') ? text.replace('</head>', `<script>${planted}</script></head>`) : null;
        if (body === null) continue;
        await cache.put(request, new Response(body, { status: answer.status, headers: answer.headers }));
        rewritten += 1;
      }
    }
    return rewritten;
  });
}

// eslint-disable-next-line no-restricted-properties -- reads what the planted code would have stolen, never writes
const plantedRan = (page: Page) => page.evaluate(() => ({ marked: (window as { __planted?: boolean }).__planted ?? false, kept: localStorage.getItem('planted') }));

test('a tag on a public page writes its code over every cache: the signed-in pages and the sign-in page run only the build\'s bytes, and the cache is repaired', async ({ page, context, program, baseURL }) => {
  await signIn(page, program);
  await expectAt(page, baseURL, '/prescriptions');
  await workerActivated(page);
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('portal.session') ?? '{}').token as string);

  const publicTab = await context.newPage();
  await publicTab.goto('/');
  await workerActivated(publicTab);
  const built = builtShell();
  const scripts = [...built.keys()].filter((path) => path.endsWith('.js')).length;
  const rewritten = await plantCodeInEveryCache(publicTab);
  // The attack took: the origin's cache let the stand-in write over every script and page of the precache.
  expect(rewritten, 'entries the stand-in rewrote').toBeGreaterThanOrEqual(scripts);

  // The signed-in tab loads its page again, through the worker, and goes on to another page.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL), 'the page is loaded through the worker').toBe(`${baseURL}/sw.js`);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await plantedRan(page), 'planted code on the signed-in pages').toEqual({ marked: false, kept: null });

  // A new tab opens the sign-in page and the patient types a number: no planted code reads it.
  const signInTab = await context.newPage();
  await signInTab.goto('/login');
  await loginScreen(signInTab, program.copy).phone.pressSequentially('5555550100');
  expect(await plantedRan(signInTab), 'planted code on the sign-in page').toEqual({ marked: false, kept: null });

  // Online, each page load had the worker check what an offline visit needs, and fetch again what
  // was written over; offline, the landing page then comes from the precache as built.
  const shellAsBuilt = async () => {
    const digests = await publicTab.evaluate(async (shell) => {
      const found: Array<[string, string]> = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const path = new URL(request.url).pathname;
          const answer = shell.includes(path) ? await cache.match(request) : undefined;
          if (!answer) continue;
          const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await answer.arrayBuffer()));
          found.push([path, [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('')]);
        }
      }
      return found;
    }, PUBLIC_SHELL);
    return digests.filter(([path, digest]) => built.get(path)?.sha256 === digest).map(([path]) => path).sort();
  };
  await expect.poll(shellAsBuilt, 'the offline shell put back as built').toEqual([...PUBLIC_SHELL].sort());
  await context.setOffline(true);
  await publicTab.goto('/');
  await expect(publicTab.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await plantedRan(publicTab), 'planted code on the offline landing page').toEqual({ marked: false, kept: null });
  await context.setOffline(false);

  // What the pages loaded was fetched again and put back as built; nothing holds the token.
  const cached = await cacheStorage(page);
  const repaired = cached.filter((entry) => !entry.text.includes("localStorage.setItem('planted'"));
  expect(repaired.filter((entry) => built.get(entry.path)?.sha256 !== entry.sha256).map((entry) => entry.path), 'entries put back that differ from the build').toEqual([]);
  expect(repaired.length, 'entries repaired by the pages\' loads').toBeGreaterThan(PUBLIC_SHELL.length);
  expect(cached.filter((entry) => entry.text.includes(token)).map((entry) => entry.path), 'the token in a cache').toEqual([]);
});

test('an update installs beside the running worker and takes over at the next page: no reload, nothing typed lost', async ({ page, program }) => {
  const host = await serveBuild(BUILD, UPDATE_HOST_PORT);
  try {
    // The browser's own view of the worker versions: id → status (installing, installed, activated, redundant).
    const cdp = await page.context().newCDPSession(page);
    const versions = new Map<string, string>();
    cdp.on('ServiceWorker.workerVersionUpdated', (event) => event.versions.forEach((version) => versions.set(version.versionId, version.status)));
    await cdp.send('ServiceWorker.enable');
    const statuses = () => [...versions.values()].sort().join(', ');

    await page.goto(`${host.origin}/login`);
    await workerActivated(page);
    // A page the worker controls, as on any visit after the first.
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    await expect.poll(statuses).toBe('activated');
    const first = [...versions.keys()];
    const login = loginScreen(page, program.copy);
    await login.phone.pressSequentially('555555');
    await page.evaluate(() => {
      (window as { pageLoad?: string }).pageLoad = 'the same';
      navigator.serviceWorker.addEventListener('controllerchange', () => ((window as { controllerChanged?: boolean }).controllerChanged = true));
    });

    // A deploy: the worker script changes. The browser finds it at its next check (asked for here).
    host.deploy('/sw.js', `${readFileSync(join(BUILD, 'sw.js'), 'utf8')}\n/* the next deploy */\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await expect.poll(statuses).toBe('activated, installed');
    const next = [...versions.keys()].find((id) => !first.includes(id))!;

    // The patient goes on typing; the new worker waits: the page is neither reloaded nor taken over.
    await login.phone.pressSequentially('0100');
    await expect(login.phone).toHaveValue('(555) 555-0100');
    expect(await page.evaluate(() => (window as { pageLoad?: string }).pageLoad)).toBe('the same');
    expect(await page.evaluate(() => (window as { controllerChanged?: boolean }).controllerChanged ?? false)).toBe(false);
    expect(statuses()).toBe('activated, installed');
    expect(versions.get(next)).toBe('installed');

    // The next page: the new worker takes over, and the old one is gone.
    await page.goto(`${host.origin}/privacy-policy`);
    await expect.poll(() => versions.get(next)).toBe('activated');
    await expect.poll(statuses).toBe('activated, redundant');
    await expect(page.getByRole('heading', { level: 1, name: program.legal.privacyPolicy.title })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
  } finally {
    await host.close();
  }
});
