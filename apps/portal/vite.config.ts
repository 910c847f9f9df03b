import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { formatHeadersFile, headersForPath, hostingHeaderRules, parseHeadersFile, type HostingHeadersInput } from './build/hostingHeaders.ts';
import { fileForPath, prerenderPublicPages, SPA_FALLBACK_FILE, withoutPagePolicy } from './build/prerender.ts';
import { apiOriginOf, portalPreset, settingsFromEnv, workspaceRoot, type PortalBuildSettings } from './build/preset.ts';
import { installableWebApp, SERVICE_WORKER_FILE } from './build/pwa.ts';
import { loadProgram } from '@portal/program-config/load';

/** Where the build manifests go: beside the served folders, never inside one. */
export const MANIFEST_DIR = resolve(workspaceRoot, 'dist/.manifests');

/**
 * The bundle checks read Vite's manifest (which chunks the landing page loads), but it lists source
 * paths and has no business on the web server: it is moved from `<outDir>/.vite/manifest.json` to
 * `dist/.manifests/<outDir name>.json` once the bundle is written.
 */
function manifestOutsideServedFolder(outDir: string): Plugin {
  let isSsrBuild = false;
  let written = false;
  return {
    name: 'portal-manifest-outside-served-folder',
    apply: 'build',
    configResolved(config) {
      isSsrBuild = Boolean(config.build.ssr);
    },
    writeBundle() {
      written = true;
    },
    closeBundle() {
      // The prerenderer's Node build (apps/portal/build/prerender.ts) writes no manifest. A build that
      // failed wrote none either (closeBundle runs anyway): its own error is the one to show.
      if (isSsrBuild || !written) return;
      mkdirSync(MANIFEST_DIR, { recursive: true });
      renameSync(resolve(outDir, '.vite/manifest.json'), resolve(MANIFEST_DIR, `${basename(outDir)}.json`));
      rmSync(resolve(outDir, '.vite'), { recursive: true, force: true });
    },
  };
}

/** What the hosting headers depend on: the API's origin, and whether the programme's tags may load (never in mock mode). */
function hostingInput(settings: PortalBuildSettings): HostingHeadersInput {
  const { analytics } = loadProgram(settings.programDir, workspaceRoot).file;
  return { apiOrigin: apiOriginOf(settings), analytics: !settings.mock && Boolean(analytics?.tagManagerId || analytics?.productionTagManagerId || analytics?.analyticsId) };
}

/**
 * The hosting headers (apps/portal/build/hostingHeaders.ts): written into the build as `_headers`, and
 * sent by `vite preview` from that same file, so every end-to-end run is served as a host would.
 */
function hostingHeaders(hosting: HostingHeadersInput, outDir: string): Plugin {
  return {
    name: 'portal-hosting-headers',
    generateBundle() {
      // The landing page's rules; the prerenderer rewrites the file with every page it writes.
      this.emitFile({ type: 'asset', fileName: '_headers', source: formatHeadersFile(hostingHeaderRules(hosting)) });
      // The SPA fallback in the same hosts' format: a path with no file gets the app's shell.
      this.emitFile({ type: 'asset', fileName: '_redirects', source: `/*  /${SPA_FALLBACK_FILE}  200\n` });
    },
    configurePreviewServer(server) {
      const file = resolve(outDir, '_headers');
      if (!existsSync(file)) return;
      const rules = parseHeadersFile(readFileSync(file, 'utf8'));
      // PORTAL_PREVIEW_CSP=report-only: the policy is sent, reported, not enforced. Only the
      // cross-browser journeys ask for it: WebKitGTK's WebDriver evaluates every script it is sent
      // under the page's policy, so an enforced `script-src 'self'` refuses the driver itself.
      // The policy is enforced everywhere else (Chromium e2e, csp.spec.ts, real HTTP).
      const reportOnly = process.env.PORTAL_PREVIEW_CSP === 'report-only';
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://preview.invalid').pathname;
        for (const [name, value] of Object.entries(headersForPath(rules, path))) {
          response.setHeader(name === 'Content-Security-Policy' && reportOnly ? 'Content-Security-Policy-Report-Only' : name, value);
        }
        const reading = request.method === 'GET' || request.method === 'HEAD';
        // As a static host answers: a prerendered page from its own file (/login → login/index.html),
        // any other page path (the SPA fallback of the build's `_redirects`) with the app's shell,
        // never with the landing page's HTML.
        let served = path;
        if (reading && !/\.[a-z0-9]+$/i.test(path)) {
          const page = fileForPath(path);
          served = `/${existsSync(resolve(outDir, page)) ? page : SPA_FALLBACK_FILE}`;
          request.url = served;
        }
        // A page's own <meta> policy is always enforced (a <meta> cannot report only): in this
        // mode it is left out, and the header's policy stands for it.
        const file = resolve(outDir, `.${served}`);
        if (reportOnly && reading && served.endsWith('.html') && existsSync(file)) {
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.end(request.method === 'HEAD' ? undefined : withoutPagePolicy(readFileSync(file, 'utf8')));
          return;
        }
        next();
      });
    },
  };
}

/**
 * Builds the portal for one programme: PORTAL_PROGRAM=BISP (default) or another folder under
 * programs/. Output: dist/<CODE>/. See README "Run another programme".
 */
export default defineConfig(() => {
  const settings = settingsFromEnv();
  const preset = portalPreset(settings, { splitTexts: true });
  const outDir = resolve(workspaceRoot, 'dist', process.env.PORTAL_OUT_DIR ?? settings.program);
  const hosting = hostingInput(settings);
  return {
    ...preset,
    plugins: [
      ...(preset.plugins ?? []),
      manifestOutsideServedFolder(outDir),
      hostingHeaders(hosting, outDir),
      prerenderPublicPages({
        configFile: fileURLToPath(import.meta.url),
        entry: resolve(workspaceRoot, 'apps/portal/src/prerender.tsx'),
        outDir,
        manifestFile: () => resolve(MANIFEST_DIR, `${basename(outDir)}.json`),
        hosting,
        // The portal's worker in production builds only: in mock mode the mock's worker holds the scope.
        serviceWorker: settings.mock ? null : `/${SERVICE_WORKER_FILE}`,
      }),
      installableWebApp(settings, outDir),
    ],
    resolve: {
      ...preset.resolve,
      // Only the mock reaches tldts, through MSW's cookie jar: the default rule instead of the
      // Public Suffix List (apps/portal/build/mockPublicSuffix.ts), 110 KB gzip off the mock's chunk.
      alias: { tldts: resolve(workspaceRoot, 'apps/portal/build/mockPublicSuffix.ts') },
    },
    root: resolve(workspaceRoot, 'apps/portal'),
    // The mock service worker script is only copied into mock-mode builds.
    publicDir: settings.mock ? resolve(workspaceRoot, 'apps/portal/public-mock') : (false as const),
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      sourcemap: false,
      // Every browser the portal is tested in (Chromium, Firefox ESR, WebKit) preloads modules itself.
      modulePreload: { polyfill: false },
      // A programme's images (logos, drug marks) stay files: inlined, a drug mark that only
      // signed-in pages show would ride in the landing page's script as a data URL.
      // The programme's folder, wherever it is (PORTAL_PROGRAM_DIR: the generator smoke test's is not under programs/).
      assetsInlineLimit: (file: string) => (file.startsWith(`${settings.programDir}/`) ? false : undefined),
      // Everything the landing page loads before its first render goes into one chunk. Left to
      // itself, the bundler puts React and the JSX runtime (shared with the on-demand pages) in a
      // second initial chunk, though the entry always loads them first: one more request on the
      // critical path and 0.55 KB gzip more than the same code in one file. Code reached only
      // through `import()` stays on demand: the `$initial` tag is static reachability from an entry.
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'portal', tags: ['$initial' as const] }] } } },
    },
    server: { strictPort: true },
    preview: { strictPort: true },
  };
});
