/**
 * An installable portal that is honest offline (docs/decisions/0027-the-portal-is-installable-in-the-tabs-language.md,
 * docs/decisions/0028-the-service-worker-is-production-only-and-honest-offline.md).
 *
 * Every build (mock and production):
 *  - one web app manifest per language, `/manifest.<language>.webmanifest`: the programme's name and
 *    short name, colours from its theme (`color.background.brand`, `color.background.body`), icons
 *    drawn from its logo at build time (192 and 512 px, and a 512 px maskable one, hashed files in
 *    /assets/), start URL `/`, standalone display, `lang` and the description (the landing page's
 *    intro) in that language. The pages link the English one (their HTML is English) with a
 *    `theme-color`; the app points the link at the tab's language (App.tsx).
 *
 * Production builds only (a mock build's scope belongs to the mock's own worker):
 *  - the service worker, `/sw.js` (apps/portal/src/serviceWorker/worker.ts, Workbox's precaching),
 *    built after the pages are written with the precache list compiled in: the public shell (the
 *    landing and legal pages, the offline page and its script, the manifests) and every hashed file;
 *  - the offline page, `/offline.html`, written by the prerenderer (apps/portal/build/prerender.ts) with
 *    `offline.js`, which shows it in the tab's language.
 *  The hosting headers (apps/portal/build/hostingHeaders.ts) give these files the personal policy and
 *  `Cache-Control: no-cache`: their names have no hash, so an update is seen.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { build, type Plugin } from 'vite';
import { formatCopy } from '@portal/program-config/format';
import { loadProgram, type LoadedProgram } from '@portal/program-config/load';
import { routes } from '@portal/routes';
import { classicScript } from './classicScript.ts';
import { fileForPath } from './hostedFiles.ts';
import { workspaceRoot, type PortalBuildSettings } from './preset.ts';

export const SERVICE_WORKER_FILE = 'sw.js';
export const OFFLINE_PAGE_FILE = 'offline.html';
export const OFFLINE_SCRIPT_FILE = 'offline.js';
/** The pages shown offline as they are, from the precache: they hold nothing of a patient and need no API. */
const OFFLINE_READABLE_PATHS = [routes.landing, routes.privacyPolicy, routes.hipaaPractices, routes.termsOfUse, routes.languageAssistance] as const;
/** The tab's language choice in sessionStorage (apps/portal/src/language.ts LANGUAGE_STORAGE_KEY; pwa.test.ts keeps them equal). */
export const LANGUAGE_STORAGE_KEY = 'portal.language';
const WORKER_ENTRY = resolve(workspaceRoot, 'apps/portal/src/serviceWorker/worker.ts');

function manifestFile(language: string): string {
  return `manifest.${language}.webmanifest`;
}

export interface IconFile {
  size: number;
  purpose: 'any' | 'maskable';
  /** The file's URL in the build, e.g. `/assets/icon-512-maskable-abc.png`. */
  src: string;
}

/** The languages the programme is written in: English first. */
function programLanguages(program: LoadedProgram): string[] {
  return ['en', ...Object.keys(program.translations)];
}

/** `short_name`: the programme's own, else its display name when short enough to show whole, else its code. */
export function shortNameOf(program: LoadedProgram): string {
  return program.file.shortName ?? (program.file.displayName.length <= 12 ? program.file.displayName : program.file.code);
}

/** The web app manifest of one language. */
export function webAppManifest(program: LoadedProgram, language: string, icons: readonly IconFile[], base = '/'): Record<string, unknown> {
  const copy = language === 'en' ? program.copy : program.translations[language as keyof LoadedProgram['translations']]?.copy;
  if (!copy) throw new Error(`The programme has no copy in "${language}"`);
  const description = formatCopy(copy.landing.intro, { programName: program.file.displayName });
  if (/\{\w+\}/.test(description)) throw new Error(`The manifest's description (landing.intro, ${language}) has a placeholder the manifest cannot fill: ${description}`);
  return {
    // One app whatever the language of the manifest that installed it.
    id: base,
    name: program.file.displayName,
    short_name: shortNameOf(program),
    description,
    lang: language,
    dir: 'ltr',
    start_url: base,
    scope: base,
    display: 'standalone',
    theme_color: program.theme.color.background.brand,
    background_color: program.theme.color.background.body,
    icons: icons.map(({ src, size, purpose }) => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose })),
  };
}

const LOGO_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', webp: 'image/webp', jpg: 'image/jpeg' };

/**
 * A square icon as SVG: the logo for dark backgrounds (the public header's) centred on the brand
 * colour. An `any` icon gives the logo 80 % of the width or height; a maskable one keeps the
 * logo's corners inside the safe zone every launcher shows (a circle of 40 % of the size around
 * the centre), with a small margin.
 */
export function iconSvg({ logo, logoType, logoWidth, logoHeight, size, background, purpose }: { logo: Buffer; logoType: string; logoWidth: number; logoHeight: number; size: number; background: string; purpose: 'any' | 'maskable' }): string {
  const aspect = logoWidth / logoHeight;
  let width: number;
  let height: number;
  if (purpose === 'maskable') {
    const diameter = 0.76 * size;
    width = (diameter * aspect) / Math.sqrt(aspect * aspect + 1);
    height = diameter / Math.sqrt(aspect * aspect + 1);
  } else {
    const box = 0.8 * size;
    width = aspect >= 1 ? box : box * aspect;
    height = aspect >= 1 ? box / aspect : box;
  }
  const round = (value: number) => Math.round(value * 100) / 100;
  const href = `data:${logoType};base64,${logo.toString('base64')}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="${background}"/>` +
    `<image x="${round((size - width) / 2)}" y="${round((size - height) / 2)}" width="${round(width)}" height="${round(height)}" href="${href}"/>` +
    '</svg>'
  );
}

/** The logo's own size (an SVG's, a bitmap's pixels), as the renderer reads it. */
function logoSize(href: string): { width: number; height: number } {
  const box = new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="10000" height="10000"><image href="${href}"/></svg>`).getBBox();
  if (!box || box.width <= 0 || box.height <= 0) throw new Error('The logo could not be read to draw the app icons');
  return { width: box.width, height: box.height };
}

/** The icons' PNG files: 192 and 512 px, and a 512 px maskable one. */
export function renderIcons(program: LoadedProgram): Array<{ size: number; purpose: 'any' | 'maskable'; png: Buffer }> {
  const path = program.assetFiles.logoOnDark;
  const logoType = LOGO_TYPES[path.slice(path.lastIndexOf('.') + 1).toLowerCase()];
  if (!logoType) throw new Error(`${path}: no icon can be drawn from this kind of file`);
  const logo = readFileSync(path);
  const { width: logoWidth, height: logoHeight } = logoSize(`data:${logoType};base64,${logo.toString('base64')}`);
  const background = program.theme.color.background.brand;
  const icons = [
    { size: 192, purpose: 'any' as const },
    { size: 512, purpose: 'any' as const },
    { size: 512, purpose: 'maskable' as const },
  ];
  return icons.map(({ size, purpose }) => ({
    size,
    purpose,
    // No system fonts: a logo's words are outlines (docs/adding-a-programme.md "Add a logo").
    png: new Resvg(iconSvg({ logo, logoType, logoWidth, logoHeight, size, background, purpose }), { font: { loadSystemFonts: false } }).render().asPng(),
  }));
}

/**
 * The script of the offline page: the tab's language as the portal chooses it (apps/portal/src/
 * language.ts: the patient's choice for the tab, else the browser's first language when the portal
 * has it, else English); a language other than English replaces the page's content with its
 * `<template id="offline-<language>">`. "Try again" gets the address the page is shown at (the
 * page the patient asked for), which the built file cannot know.
 */
export function offlineLanguageScript(): string {
  return classicScript(offlineLanguage, LANGUAGE_STORAGE_KEY);
}

/** What offline.js does (see offlineLanguageScript), in the page. */
function offlineLanguage(storageKey: string): void {
  function known(language: string | null): language is string {
    return language === 'en' || Boolean(language && document.getElementById('offline-' + language));
  }
  let language: string | null = null;
  try {
    language = sessionStorage.getItem(storageKey);
  } catch {
    // Storage refused: the browser's language decides.
  }
  if (!known(language)) {
    const browser = ((navigator.languages && navigator.languages[0]) || navigator.language || '').toLowerCase().split('-')[0] as string;
    language = known(browser) ? browser : 'en';
  }
  const template = document.getElementById('offline-' + language) as HTMLTemplateElement | null;
  if (template) {
    (document.getElementById('root') as HTMLElement).replaceChildren(template.content.cloneNode(true));
    document.documentElement.lang = language;
    document.title = template.getAttribute('data-title') as string;
  }
  document.querySelectorAll<HTMLAnchorElement>('[data-offline-retry]').forEach(function (link) {
    link.href = location.href;
  });
}

function revision(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
}

/**
 * The file's bytes as a subresource integrity value (`sha256-<base64>`). The worker checks every
 * precached answer against it before serving it, so bytes a page's script wrote into Cache Storage
 * never run (docs/decisions/0049-only-the-builds-bytes-run-on-the-portals-origin.md).
 */
function integrityOf(file: string): string {
  return `sha256-${createHash('sha256').update(readFileSync(file)).digest('base64')}`;
}

export interface PrecacheEntry {
  url: string;
  /** The content's hash for an unhashed name (a page, a manifest); null where the name is its own revision. */
  revision: string | null;
  integrity: string;
}

/**
 * What the service worker precaches: the public shell (pages that need no API, the offline page
 * and its script, the manifests), each with its content's hash as revision, and every hashed file
 * under assets/ as it is; each with the integrity the worker holds its cached bytes to. Nothing else of the build: not the SPA fallback (a signed-in page's
 * shell), not the sign-in page, not 404.html.
 */
export function precacheEntries(outDir: string, languages: readonly string[], base = '/'): PrecacheEntry[] {
  const shell: Array<{ url: string; file: string }> = [
    ...OFFLINE_READABLE_PATHS.map((path) => ({ url: `${base}${path.slice(1)}`, file: fileForPath(path) })),
    { url: `${base}${OFFLINE_PAGE_FILE}`, file: OFFLINE_PAGE_FILE },
    { url: `${base}${OFFLINE_SCRIPT_FILE}`, file: OFFLINE_SCRIPT_FILE },
    ...languages.map((language) => ({ url: `${base}${manifestFile(language)}`, file: manifestFile(language) })),
  ];
  const entries: PrecacheEntry[] = [];
  for (const { url, file } of shell) {
    const path = join(outDir, file);
    if (!existsSync(path)) throw new Error(`service worker: ${file} is not in the build, so it cannot be precached`);
    entries.push({ url, revision: revision(path), integrity: integrityOf(path) });
  }
  const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
  // A hashed name changes with the content: the URL is its own revision.
  for (const file of walk(join(outDir, 'assets')).sort()) entries.push({ url: `${base}${relative(outDir, file).split('\\').join('/')}`, revision: null, integrity: integrityOf(file) });
  return entries;
}

/** Bundles the worker (Workbox included) as one classic script, with the precache list compiled in. */
async function buildWorker(entries: ReturnType<typeof precacheEntries>, base: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    root: workspaceRoot,
    publicDir: false,
    mode: 'production',
    define: {
      // Workbox's development logging goes.
      'process.env.NODE_ENV': JSON.stringify('production'),
      __PORTAL_PRECACHE__: JSON.stringify(entries),
      __PORTAL_OFFLINE_PAGE__: JSON.stringify(`${base}${OFFLINE_PAGE_FILE}`),
      __PORTAL_OFFLINE_SCRIPT__: JSON.stringify(`${base}${OFFLINE_SCRIPT_FILE}`),
      __PORTAL_OFFLINE_READABLE__: JSON.stringify(OFFLINE_READABLE_PATHS.map((path) => `${base}${path.slice(1)}`)),
    },
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      emptyOutDir: false,
      copyPublicDir: false,
      // A classic script: every browser the portal supports runs it (module workers are newer).
      lib: { entry: WORKER_ENTRY, formats: ['iife'], name: 'portalServiceWorker', fileName: () => SERVICE_WORKER_FILE },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((entry) => ('output' in entry ? entry.output : []));
  const chunk = outputs.find((output) => output.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('service worker: the bundler wrote no script');
  // The list is most of the worker's bytes, and `define` writes it in wherever the source names it.
  const integrity = entries[0]?.integrity;
  if (integrity) {
    const copies = (chunk.code.split(integrity).length - 1) / entries.filter((entry) => entry.integrity === integrity).length;
    if (copies !== 1) throw new Error(`service worker: the precache list is compiled in ${copies} times; read __PORTAL_PRECACHE__ once in the worker`);
  }
  return chunk.code;
}

/** The manifests, icons and links (every build), and the service worker (production builds). See the file's comment. */
export function installableWebApp(settings: PortalBuildSettings, outDir: string): Plugin {
  let base = '/';
  let isSsrBuild = false;
  let written = false;
  let languages: string[] = ['en'];
  return {
    name: 'portal-installable-web-app',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      isSsrBuild = Boolean(config.build.ssr);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return undefined;
        const { theme } = loadProgram(settings.programDir, workspaceRoot);
        return [
          { tag: 'link', attrs: { rel: 'manifest', href: `${base}${manifestFile('en')}` }, injectTo: 'head' },
          { tag: 'meta', attrs: { name: 'theme-color', content: theme.color.background.brand }, injectTo: 'head' },
        ];
      },
    },
    generateBundle() {
      if (isSsrBuild) return;
      const program = loadProgram(settings.programDir, workspaceRoot);
      languages = programLanguages(program);
      const icons: IconFile[] = renderIcons(program).map(({ size, purpose, png }) => {
        const reference = this.emitFile({ type: 'asset', name: `icon-${size}${purpose === 'maskable' ? '-maskable' : ''}.png`, source: png });
        return { size, purpose, src: `${base}${this.getFileName(reference)}` };
      });
      for (const language of languages) {
        this.emitFile({ type: 'asset', fileName: manifestFile(language), source: `${JSON.stringify(webAppManifest(program, language, icons, base), null, 2)}\n` });
      }
    },
    writeBundle() {
      written = true;
    },
    closeBundle: {
      // After the prerenderer (apps/portal/build/prerender.ts) has written the pages the worker precaches.
      order: 'post',
      sequential: true,
      async handler() {
        if (isSsrBuild || !written) return;
        if (!settings.mock) writeFileSync(join(outDir, SERVICE_WORKER_FILE), await buildWorker(precacheEntries(outDir, languages, base), base));
      },
    },
  };
}
