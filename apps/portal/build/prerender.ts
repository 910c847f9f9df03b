/**
 * Prerendered public pages (docs/decisions/0001-public-pages-are-prerendered-and-hydrated.md). After the browser build, this
 * plugin builds `apps/portal/src/prerender.tsx` for Node with the same configuration, renders each
 * public path with React's server renderer, and writes the pages into the build:
 *
 *   /                     index.html             (the landing page)
 *   /login                login/index.html       (and likewise each of PRERENDERED_PAGES)
 *   unknown, host 404s    404.html               (the not-found page)
 *   every other path      app.html               (the SPA fallback: the app's shell, no page, the
 *                                                loading overlay until the app renders; it preloads
 *                                                the signed-in shell, SPA_FALLBACK_MODULES)
 *   (production builds)   offline.html           (the service worker's answer to a page opened with no
 *                                                network, in every language, and offline.js; no app
 *                                                code: apps/portal/build/pwa.ts)
 *
 * Each page carries its title, `<html class>` (the programme's theme) and its CSS inline: the CSS
 * the entry loads, plus the CSS of every on-demand chunk whose classes the page's HTML uses (so the
 * sign-in page is styled before its chunk arrives); the stylesheet links go, so no CSS blocks the
 * first paint. Its code is fetched after the first paint (boot.ts): the entry, its static imports
 * and the on-demand chunks the page uses, preloaded together. The root element names the
 * path it was rendered at (`data-prerendered`), which main.tsx hydrates only when it is the
 * patient's path and the tab holds no session; otherwise it renders afresh.
 *
 * Each page is one of two kinds of document (docs/decisions/0025-tags-load-only-in-public-documents.md),
 * named on `<html data-document>`: public (the landing page, the legal pages, 404.html), where the
 * programme's tags may load, or personal (the sign-in page, app.html), where none may. The plugin
 * then writes `_headers` (hostingHeaders.ts) with each document's paths under its own policy.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin } from 'vite';
import { bootElement, type BootProfile } from './boot.ts';
import { fileForPath, NOT_FOUND_FILE, SPA_FALLBACK_FILE } from './hostedFiles.ts';
import { cloudFrontFunction, nginxServer } from './deployRecipes.ts';
import { contentSecurityPolicy, formatHeadersFile, hostingHeaderRules, type DocumentKind, type HostingHeadersInput } from './hostingHeaders.ts';
import { OFFLINE_PAGE_FILE, OFFLINE_SCRIPT_FILE, offlineLanguageScript } from './pwa.ts';

export { fileForPath, NOT_FOUND_FILE, SPA_FALLBACK_FILE } from './hostedFiles.ts';
export const PRERENDER_MARK = 'data-prerendered';

interface PrerenderModule {
  renderPath(path: string): Promise<string>;
  htmlClass: string;
  PRERENDERED_PAGES: ReadonlyArray<{ path: string; pageModule?: string; publicDocument: boolean }>;
  NOT_FOUND_PRERENDER_PATH: string;
  SPA_FALLBACK_MODULES: readonly string[];
  SPA_FALLBACK_ROUTES: readonly string[];
  SPA_FALLBACK_PROFILE: BootProfile | null;
  renderAppShell(): Promise<string>;
  renderOfflinePage(): Promise<Array<{ language: string; title: string; html: string }>>;
}

/** The attribute of `<html>` that names the document's kind (apps/portal/src/documentBoundary.ts reads it). */
export const DOCUMENT_KIND_ATTRIBUTE = 'data-document';

/** Class names a stylesheet's selectors use (vanilla-extract's hashed names and any other). */
export function selectorClasses(css: string): Set<string> {
  const classes = new Set<string>();
  // Selectors only: drop declarations (a url() or a number like .5rem is no class).
  const selectors = css.replace(/\{[^{}]*\}/g, '{}');
  for (const match of selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(match[1]!);
  return classes;
}

/** Class names the HTML uses. */
export function htmlClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** The files the entry loads up front (its chunk, static imports, their CSS). */
function initialFiles(manifest: Manifest): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return { js, css };
}

/** An on-demand chunk with its static imports (JS and CSS), recursively. */
function chunkClosure(manifest: Manifest, key: string): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    js.push(chunk.file);
    css.push(...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { js, css };
}

export interface PageAssembly {
  html: string;
  inlinedCss: string[];
  preloadedJs: string[];
}

/**
 * One page: the built index.html with the rendered app in its root, the title moved to <head>,
 * the CSS inline, and the page's on-demand chunks preloaded. `rendered` is React's output (React
 * 19 puts the page's <title> first).
 */
export function assemblePage({
  template,
  rendered,
  path,
  htmlClass,
  manifest,
  readAsset,
  pageModules = [],
  base = '/',
  preconnect = null,
  document,
  csp = null,
  boot = true,
  worker = null,
  profile = null,
}: {
  template: string;
  /** Which kind of document the page is: written on `<html>` (DOCUMENT_KIND_ATTRIBUTE). */
  document: DocumentKind;
  /**
   * The page's own policy, as a `<meta>` first in `<head>`: for a page a host also answers at paths
   * no `_headers` rule can name (app.html for any unknown path, 404.html), so it runs under its
   * document's policy whatever the address.
   */
  csp?: string | null;
  rendered: string;
  path: string | null;
  /**
   * An origin the page calls as soon as its code runs (the SPA fallback: the API, whose first call,
   * the profile, needs a CORS preflight): the connection is opened while the code downloads.
   */
  preconnect?: string | null;
  /** The sources of the modules the page loads on demand at once (PRERENDERED_PAGES, SPA_FALLBACK_MODULES). */
  pageModules?: readonly string[] | undefined;
  htmlClass: string;
  manifest: Manifest;
  readAsset: (file: string) => string;
  base?: string;
  /** false: the page loads none of the app's code (the offline page). */
  boot?: boolean;
  /** The service worker the boot script registers (production builds). */
  worker?: string | null;
  /** The profile call the boot script starts in a signed-in tab (the SPA fallback of a build with an API). */
  profile?: BootProfile | null;
}): PageAssembly {
  const initial = initialFiles(manifest);
  const used = htmlClasses(rendered);
  // The CSS: the entry's, plus every other stylesheet of the build whose classes the page uses.
  const css = [...initial.css];
  const allCss = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))];
  for (const file of allCss) if (!css.includes(file) && [...selectorClasses(readAsset(file))].some((name) => used.has(name))) css.push(file);
  // The page's own code (a page loaded on demand), with the programme's remaining texts, which
  // such a page waits for (chunks.ts loadChunk): preloaded, so hydration needs no extra round trip.
  const preloadedJs: string[] = [];
  if (pageModules.length > 0) {
    const keys = Object.keys(manifest);
    const pageKeys = pageModules.map((pageModule) => {
      const pageKey = keys.find((key) => key.endsWith(pageModule));
      if (!pageKey) throw new Error(`prerender: no chunk of ${pageModule} in the build manifest`);
      return pageKey;
    });
    for (const key of [...pageKeys, ...keys.filter((name) => name.includes('portal-program-texts'))]) {
      for (const file of chunkClosure(manifest, key).js) if (!initial.js.has(file) && !preloadedJs.includes(file)) preloadedJs.push(file);
    }
  }

  let title = '';
  const body = rendered.replace(/<title>([\s\S]*?)<\/title>/, (_all, text: string) => {
    title = text;
    return '';
  });
  let html = template;
  if (title) html = html.replace(/<title>[\s\S]*?<\/title>/, `<title>${title}</title>`);
  html = html.replace(/<html([^>]*)>/, (_all, attributes: string) => `<html${attributes} class="${htmlClass}" ${DOCUMENT_KIND_ATTRIBUTE}="${document}">`);
  // After the charset (which must come early), before any script or style it governs.
  if (csp) {
    const withPolicy = html.replace(/<meta charset="[^"]*"\s*\/?>/i, (charset) => `${charset}<meta http-equiv="Content-Security-Policy" content="${csp}">`);
    if (withPolicy === html) throw new Error('prerender: the built index.html has no <meta charset> to put the page\'s policy after');
    html = withPolicy;
  }
  // The stylesheets become one inline <style>: nothing blocks the first paint.
  for (const file of initial.css) html = html.replace(new RegExp(`\\s*<link rel="stylesheet"[^>]*href="${escapeRegExp(base + file)}"[^>]*>`), '');
  const style = css.map((file) => readAsset(file)).join('\n');
  const pagePreloads = preloadedJs.map((file) => `${base}${file}`);
  // Every page paints first, then fetches its code (boot.ts): the module script and the
  // modulepreload links become the boot script's data, in the same order. The SPA fallback's paint
  // is the loading overlay, the prerendered pages' the page itself.
  let entry = '';
  const preload: string[] = [];
  html = html.replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_all, src: string) => {
    entry = src;
    return '';
  });
  html = html.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_all, href: string) => {
    preload.push(href);
    return '';
  });
  if (!entry) throw new Error('prerender: the built index.html has no module script to boot');
  const warm = preconnect ? `<link rel="preconnect" href="${preconnect}" crossorigin>` : '';
  const code = boot ? bootElement({ entry, preload: [...preload, ...pagePreloads], worker, profile }) : '';
  html = html.replace('</head>', `<style>${style}</style>${warm}${code}</head>`);
  const mark = path === null ? '' : ` ${PRERENDER_MARK}="${path}"`;
  html = html.replace('<div id="root"></div>', `<div id="root"${mark}>${body}</div>`);
  return { html, inlinedCss: css, preloadedJs };
}

/** The page's own `<meta>` policy (`assemblePage` `csp`). */
const PAGE_POLICY = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/;

/** `html` without its own policy: for a server that sends the policy report-only (vite.config.ts). */
export function withoutPagePolicy(html: string): string {
  return html.replace(PAGE_POLICY, '');
}

/**
 * The offline page: the first language's page (English) as the document, with no app code, and
 * each other language's page in a `<template id="offline-<language>">` (inert: no duplicate ids or
 * landmarks) that offline.js swaps in for a tab in that language.
 */
export function offlinePage({
  template,
  pages,
  htmlClass,
  manifest,
  readAsset,
  base = '/',
}: {
  template: string;
  pages: ReadonlyArray<{ language: string; title: string; html: string }>;
  htmlClass: string;
  manifest: Manifest;
  readAsset: (file: string) => string;
  base?: string;
}): string {
  const [first, ...others] = pages;
  if (!first) throw new Error('prerender: no offline page was rendered');
  const rendered = `<title>${escapeHtml(first.title)}</title>${first.html}`;
  const { html } = assemblePage({ template, rendered, path: null, htmlClass, manifest, readAsset, base, boot: false, document: 'personal' });
  const templates = others.map(({ language, title, html: page }) => `<template id="offline-${language}" data-title="${escapeHtml(title)}">${page}</template>`).join('');
  return html.replace('</body>', `${templates}<script src="${base}${OFFLINE_SCRIPT_FILE}"></script></body>`);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The Vite plugin: after the browser build, prerender into `outDir` (see the file's comment). */
export function prerenderPublicPages({
  configFile,
  entry,
  outDir,
  manifestFile,
  hosting,
  serviceWorker = null,
}: {
  configFile: string;
  entry: string;
  outDir: string;
  manifestFile: () => string;
  /** The API's origin when it is not the portal's (production builds; mock builds answer in the page), and whether the tags load. */
  hosting: HostingHeadersInput;
  /** The service worker's URL (production builds): every page registers it, and the offline page is written for it. */
  serviceWorker?: string | null;
}): Plugin {
  let isSsrBuild = false;
  let written = false;
  let base = '/';
  return {
    name: 'portal-prerender-public-pages',
    apply: 'build',
    configResolved(config) {
      isSsrBuild = Boolean(config.build.ssr);
      base = config.base;
    },
    writeBundle() {
      written = true;
    },
    closeBundle: {
      // After the manifest has moved (manifestOutsideServedFolder).
      order: 'post',
      sequential: true,
      async handler() {
        // closeBundle runs after a failed build too: nothing to prerender, and its error stands.
        if (isSsrBuild || !written) return;
        const ssrOutDir = resolve(dirname(outDir), '.prerender', outDir.split(/[\\/]/).pop()!);
        await build({
          configFile,
          logLevel: 'warn',
          build: { ssr: entry, outDir: ssrOutDir, emptyOutDir: true, manifest: false, copyPublicDir: false, rollupOptions: { output: { entryFileNames: 'prerender.js' } } },
          ssr: { noExternal: [/^@portal\//] },
        });
        const module = (await import(pathToFileURL(join(ssrOutDir, 'prerender.js')).href)) as PrerenderModule;
        const manifest = JSON.parse(readFileSync(manifestFile(), 'utf8')) as Manifest;
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const readAsset = (file: string) => readFileSync(join(outDir, file), 'utf8');
        const write = (file: string, html: string) => {
          mkdirSync(dirname(join(outDir, file)), { recursive: true });
          writeFileSync(join(outDir, file), html);
        };
        // The SPA fallback: the app's shell, themed and styled, with no page in it: it shows the
        // loading overlay until the app renders. It is the personal document: every page it
        // answers is one a patient may see signed in.
        // A signed-in page's first call goes to the API at once (its boot script, then main.tsx):
        // its connection opens with the HTML.
        const meta = (kind: DocumentKind) => contentSecurityPolicy(hosting, kind, { meta: true });
        write(
          SPA_FALLBACK_FILE,
          assemblePage({ template, rendered: await module.renderAppShell(), path: null, htmlClass: module.htmlClass, manifest, readAsset, pageModules: module.SPA_FALLBACK_MODULES, base, preconnect: hosting.apiOrigin, document: 'personal', csp: meta('personal'), worker: serviceWorker, profile: module.SPA_FALLBACK_PROFILE }).html,
        );
        for (const { path, pageModule, publicDocument } of module.PRERENDERED_PAGES) {
          const rendered = await module.renderPath(path);
          write(fileForPath(path), assemblePage({ template, rendered, path, htmlClass: module.htmlClass, manifest, readAsset, pageModules: pageModule ? [pageModule] : [], base, document: publicDocument ? 'public' : 'personal', worker: serviceWorker }).html);
        }
        // The not-found page holds nothing of a patient: a public document, for hosts that answer
        // unknown paths with it (the build's own fallback answers them with app.html).
        const notFound = await module.renderPath(module.NOT_FOUND_PRERENDER_PATH);
        write(NOT_FOUND_FILE, assemblePage({ template, rendered: notFound, path: '*', htmlClass: module.htmlClass, manifest, readAsset, base, document: 'public', csp: meta('public'), worker: serviceWorker }).html);
        // The offline page holds nothing of a patient, but it stands in for any page, a signed-in one
        // too: the personal policy, which names no tag host.
        if (serviceWorker) {
          write(OFFLINE_PAGE_FILE, offlinePage({ template, pages: await module.renderOfflinePage(), htmlClass: module.htmlClass, manifest, readAsset, base }));
          write(OFFLINE_SCRIPT_FILE, offlineLanguageScript());
        }
        // Each document's paths with its own policy; every page written is revalidated on each load.
        const pages = module.PRERENDERED_PAGES.map((page) => ({ file: fileForPath(page.path), publicDocument: page.publicDocument }));
        const documents = {
          public: [...pages.filter((page) => page.publicDocument).map((page) => page.file), NOT_FOUND_FILE],
          personal: [...pages.filter((page) => !page.publicDocument).map((page) => page.file), SPA_FALLBACK_FILE, ...(serviceWorker ? [OFFLINE_PAGE_FILE] : [])],
          personalRoutes: module.SPA_FALLBACK_ROUTES,
          // The service worker is written after this (apps/portal/build/pwa.ts), under a name known now.
          otherFiles: [
            ...readdirSync(outDir, { withFileTypes: true })
              .filter((entry) => entry.isFile() && !entry.name.startsWith('_') && ![SPA_FALLBACK_FILE, NOT_FOUND_FILE, OFFLINE_PAGE_FILE, 'index.html'].includes(entry.name))
              .map((entry) => entry.name),
            ...(serviceWorker ? [serviceWorker.replace(/^\/+/, '')] : []),
          ],
        };
        const rules = hostingHeaderRules(hosting, documents);
        writeFileSync(join(outDir, '_headers'), formatHeadersFile(rules));
        // The same contract for nginx and CloudFront, beside the site (never published with it).
        const deployDir = join(outDir, '..', 'deploy', basename(outDir));
        mkdirSync(deployDir, { recursive: true });
        writeFileSync(join(deployDir, 'nginx.conf'), nginxServer(rules));
        writeFileSync(join(deployDir, 'cloudfront-function.js'), cloudFrontFunction(rules, documents));
        if (!process.env.PORTAL_KEEP_PRERENDER) rmSync(ssrOutDir, { recursive: true, force: true });
      },
    },
  };
}
