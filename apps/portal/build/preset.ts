/**
 * The one Vite preset shared by the portal app, Vitest and Storybook: React, vanilla-extract, the
 * chosen programme (validated at config time), and the build-time switches. Libraries are consumed
 * as source through their workspace packages, so there is no per-library build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { HtmlTagDescriptor, PluginOption, UserConfig } from 'vite';
import { DEFAULT_TIMEOUT_MS as DEFAULT_API_TIMEOUT_MS } from '@portal/api/client';
import { languagesOf } from '@portal/program-config/languages';
import { apiBaseUrlProblem } from '@portal/program-config/api-base-url';
import { inEnvironment } from '@portal/program-config/environments';
import { loadProgram, programConfigIn, type LoadedProgram } from '@portal/program-config/load';
import { describeProductionProblems, productionProblemsOf } from '@portal/program-config/production';
import { pureReactRouterDefinitions } from './pureDefinitions.ts';

/** This folder: the generated modules import the typed code beside this file by its absolute path. */
const BUILD_DIR = fileURLToPath(new URL('.', import.meta.url));
export const workspaceRoot = resolve(BUILD_DIR, '../../..');

export const PROGRAM_MODULE_ID = 'virtual:portal-program';
/** What the app imports as `virtual:portal-program`: typed code around the data below. */
const PROGRAM_MODULE_FILE = resolve(BUILD_DIR, 'programModule.ts');
/** The programme's data (programModule.ts imports it), written from the programme folder. */
const PROGRAM_DATA_MODULE_ID = 'virtual:portal-program-data';
const RESOLVED_PROGRAM_DATA_MODULE_ID = `\0${PROGRAM_DATA_MODULE_ID}`;
/** programModule.ts's `loadProgramTexts`: programTexts.ts's in the portal's browser build, which splits the texts; a no-op elsewhere. */
const PROGRAM_TEXTS_LOADER_ID = 'virtual:portal-program-texts-loader';
const RESOLVED_WHOLE_TEXTS_LOADER_ID = `\0${PROGRAM_TEXTS_LOADER_ID}`;
const PROGRAM_TEXTS_FILE = resolve(BUILD_DIR, 'programTexts.ts');
const PROGRAM_DRUG_LOGOS_FILE = resolve(BUILD_DIR, 'programDrugLogos.ts');
/** The texts the first page does not need (docs/decisions/0006-the-first-script-carries-only-the-first-pages-words.md): see `INITIAL_COPY_SECTIONS`. */
export const PROGRAM_TEXTS_MODULE_ID = 'virtual:portal-program-texts';
const RESOLVED_PROGRAM_TEXTS_MODULE_ID = `\0${PROGRAM_TEXTS_MODULE_ID}`;
/**
 * Storybook's: every programme folder in every language, as the app reads it (assets aside), so the
 * toolbar's programme switches its names, copy, contacts and feature flags, not only its theme.
 */
export const STORYBOOK_PROGRAMMES_MODULE_ID = 'virtual:portal-programmes';
const RESOLVED_STORYBOOK_PROGRAMMES_MODULE_ID = `\0${STORYBOOK_PROGRAMMES_MODULE_ID}`;
/** `virtual:portal-program-language/es`: a language's whole copy and the programme's values in it, fetched on switch. */
export const PROGRAM_LANGUAGE_MODULE_ID = 'virtual:portal-program-language/';
const RESOLVED_PROGRAM_LANGUAGE_MODULE_ID = `\0${PROGRAM_LANGUAGE_MODULE_ID}`;

/**
 * The copy sections the portal's first script carries: those of the landing page, the layouts and
 * the error screens (the leave-site modal's come with the first page that can hold an external link). Page
 * titles are not among them: a page loaded on demand sets its title once it has arrived. Every other section, and the legal texts, load with the first page that needs them
 * (apps/portal/src/chunks.ts `loadChunk` waits for them; so does the session's runtime, through
 * App.tsx `runtimeReady`), so the landing page does not download the whole portal's wording.
 */
export const INITIAL_COPY_SECTIONS = ['common', 'landing', 'footer', 'notFound', 'routerError', 'chunkError', 'globalMessage'] as const;

export interface PortalBuildSettings {
  /** Programme code, e.g. BISP; its folder is programs/<code> unless `programDir` is given. */
  program: string;
  programDir: string;
  /** Overrides the programme's baseUrl (production builds); empty = mock mode. */
  apiBaseUrl: string;
  /** The programme's deployment built for (PORTAL_ENVIRONMENT, program.json `environments`); undefined: the top-level values. */
  environment: string | undefined;
  mock: boolean;
  mockDelayMs: number;
  /** The API client's timeout per call (PORTAL_API_TIMEOUT_MS, default 30000). */
  apiTimeoutMs: number;
}

/** The API's origin when it is not the portal's: production builds (the CSP's connect-src, app.html's preconnect); null in mock mode, whose API answers in the page. */
export function apiOriginOf(settings: PortalBuildSettings): string | null {
  return settings.mock ? null : new URL(settings.apiBaseUrl).origin;
}

/** Build settings from the environment: PORTAL_PROGRAM, PORTAL_PROGRAM_DIR, PORTAL_ENVIRONMENT, PORTAL_API_BASE_URL,
 * PORTAL_MOCK_DELAY_MS, PORTAL_API_TIMEOUT_MS. */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): PortalBuildSettings {
  const program = env.PORTAL_PROGRAM || 'BISP';
  const programDir = env.PORTAL_PROGRAM_DIR ? resolve(env.PORTAL_PROGRAM_DIR) : resolve(workspaceRoot, 'programs', program);
  const environment = env.PORTAL_ENVIRONMENT || undefined;
  const file = inEnvironment(loadProgram(programDir, workspaceRoot).file, environment);
  const apiBaseUrl = env.PORTAL_API_BASE_URL ?? file.baseUrl;
  // https, or http on a loopback host (the contract sandbox); the programme file is held to the same rule.
  const problem = apiBaseUrlProblem(apiBaseUrl);
  if (problem) throw new Error(`PORTAL_API_BASE_URL ${problem}`);
  // A production build carries no generator placeholder and no value that names another programme.
  if (apiBaseUrl !== '') {
    const problems = productionProblemsOf(programDir, workspaceRoot);
    if (problems.length > 0) throw new Error(describeProductionProblems(program, problems));
  }
  const delay = Number(env.PORTAL_MOCK_DELAY_MS ?? 1000);
  // A test build against the sandbox shortens it, so a call that never answers fails in seconds.
  const timeout = Number(env.PORTAL_API_TIMEOUT_MS ?? DEFAULT_API_TIMEOUT_MS);
  return {
    program,
    programDir,
    apiBaseUrl,
    environment,
    mock: apiBaseUrl === '',
    mockDelayMs: Number.isFinite(delay) ? delay : 1000,
    apiTimeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_API_TIMEOUT_MS,
  };
}

/** The programme as the build sees it: validated, with the chosen environment's values in place. */
function programFor(settings: PortalBuildSettings): LoadedProgram {
  const loaded = loadProgram(settings.programDir, workspaceRoot);
  return { ...loaded, file: inEnvironment(loaded.file, settings.environment) };
}

/**
 * A programme's brand faces: `programs/<CODE>/fonts.css` (optional) holds its @font-face rules,
 * with files that ship in the build; no font host is asked at run time. The WOFF2 files it names.
 */
export function programFontFiles(programDir: string): { css: string | null; woff2: string[] } {
  const css = resolve(programDir, 'fonts.css');
  if (!existsSync(css)) return { css: null, woff2: [] };
  const names = [...readFileSync(css, 'utf8').matchAll(/url\(\s*['"]?([^'")]+\.woff2)['"]?\s*\)/g)].map((match) => basename(match[1]!, '.woff2'));
  return { css, woff2: names };
}

/**
 * `virtual:portal-program` exports the validated programme (`program`) with its asset URLs, and
 * its theme class. Only this programme's theme CSS and assets end up in the build.
 */
function programPlugin(settings: PortalBuildSettings, { splitTexts }: { splitTexts: boolean }): PluginOption {
  const fonts = programFontFiles(settings.programDir);
  let base = '/';
  // Only the portal's browser build splits its texts; Node (the prerenderer), tests and
  // Storybook get every text at once.
  let split = false;
  return {
    name: 'portal-program',
    configResolved(config) {
      base = config.base;
      split = splitTexts && config.command === 'build' && !config.build.ssr;
    },
    // The programme's faces are preloaded by the landing page (fonts.css names only faces it shows),
    // so the heading swaps early or not at all. The build knows the hashed file names.
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle || fonts.woff2.length === 0) return undefined;
        const tags: HtmlTagDescriptor[] = [];
        for (const output of Object.values(context.bundle)) {
          if (output.type !== 'asset' || !output.fileName.endsWith('.woff2')) continue;
          const names = output.names.map((name) => basename(name, '.woff2'));
          if (!names.some((name) => fonts.woff2.includes(name))) continue;
          const href = `${base}${output.fileName}`;
          tags.push({ tag: 'link', attrs: { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' });
        }
        return tags;
      },
    },
    resolveId(id) {
      if (id === PROGRAM_MODULE_ID) return PROGRAM_MODULE_FILE;
      if (id === PROGRAM_DATA_MODULE_ID) return RESOLVED_PROGRAM_DATA_MODULE_ID;
      if (id === PROGRAM_TEXTS_LOADER_ID) return split ? PROGRAM_TEXTS_FILE : RESOLVED_WHOLE_TEXTS_LOADER_ID;
      if (id === STORYBOOK_PROGRAMMES_MODULE_ID) return RESOLVED_STORYBOOK_PROGRAMMES_MODULE_ID;
      if (id.startsWith(PROGRAM_LANGUAGE_MODULE_ID)) return `\0${id}`;
      return id === PROGRAM_TEXTS_MODULE_ID ? RESOLVED_PROGRAM_TEXTS_MODULE_ID : undefined;
    },
    load(id) {
      if (id === RESOLVED_WHOLE_TEXTS_LOADER_ID) return `export { noTextsToLoad as loadProgramTexts } from ${JSON.stringify(PROGRAM_TEXTS_FILE)};`;
      if (id === RESOLVED_STORYBOOK_PROGRAMMES_MODULE_ID) return `export const programmes = ${JSON.stringify(everyProgrammeInEveryLanguage(this))};`;
      if (id.startsWith(RESOLVED_PROGRAM_LANGUAGE_MODULE_ID)) {
        const language = id.slice(RESOLVED_PROGRAM_LANGUAGE_MODULE_ID.length) as keyof LoadedProgram['translations'];
        const translation = programFor(settings).translations[language];
        if (!translation) throw new Error(`The portal has no language "${language}"`);
        return Object.entries(translation)
          .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
          .join('\n');
      }
      if (id === RESOLVED_PROGRAM_TEXTS_MODULE_ID) {
        const { copy, legal, file, assetFiles } = programFor(settings);
        const rest = Object.fromEntries(Object.entries(copy).filter(([section]) => !(INITIAL_COPY_SECTIONS as readonly string[]).includes(section)));
        const { drugCatalogue, checkoutHosts, receiptHosts, pharmacyLinks, carriers, languageAssistance } = file;
        return [
          ...drugLogoImports(assetFiles.drugLogos),
          `export const copy = ${JSON.stringify(rest)};`,
          `export const legal = ${JSON.stringify(legal)};`,
          `export const program = ${JSON.stringify({ drugCatalogue, checkoutHosts, receiptHosts, pharmacyLinks, carriers, languageAssistance })};`,
          drugLogosCall('program', assetFiles.drugLogos.length),
        ].join('\n');
      }
      if (id !== RESOLVED_PROGRAM_DATA_MODULE_ID) return undefined;
      // Re-validate on every load so a dev-server edit to the programme folder is checked too.
      const loaded = programFor(settings);
      for (const file of ['program.json', 'theme.json', 'copy.en.json', 'legal.en.json', ...Object.keys(loaded.translations).flatMap((language) => [`copy.${language}.json`, `program.${language}.json`])]) {
        const path = resolve(settings.programDir, file);
        if (existsSync(path)) this.addWatchFile(path);
      }
      const { file, copy, legal, assetFiles } = loaded;
      const imports = [
        `import logo from ${JSON.stringify(assetFiles.logo + '?url')};`,
        `import logoOnDark from ${JSON.stringify(assetFiles.logoOnDark + '?url')};`,
        `export { themeClass } from ${JSON.stringify(resolve(settings.programDir, 'theme.css.ts'))};`,
        ...(fonts.css ? [`import ${JSON.stringify(fonts.css)};`] : []),
      ];
      // The home-screen name is the web app manifest's alone (apps/portal/build/pwa.ts): no page reads it.
      // The logos' paths give way to their URLs (below).
      const { $schema: _schema, shortName: _shortName, assets: _assetPaths, environments: _environments, ...data } = file;
      const initialCopy = split ? Object.fromEntries(Object.entries(copy).filter(([section]) => (INITIAL_COPY_SECTIONS as readonly string[]).includes(section))) : copy;
      // The split build leaves out what only signed-in pages read (the drug catalogue and its logos,
      // the checkout and receipt hosts, the pharmacy links, the carriers) and the languages of the
      // language-assistance notice: they come with the rest of the texts.
      const { drugCatalogue: _drugs, checkoutHosts: _hosts, receiptHosts: _receipts, pharmacyLinks: _links, carriers: _carriers, languageAssistance: _languages, ...landingData } = data;
      const program = {
        ...(split ? { ...landingData, drugCatalogue: [] } : data),
        language: 'en',
        baseUrl: settings.apiBaseUrl,
        copy: initialCopy,
        legal: split ? {} : legal,
      };
      // Each other language's module, loaded on switch (programModule.ts loadLanguage); the split
      // build's rest of the texts, on demand (programTexts.ts).
      const languageModules = Object.keys(loaded.translations).map((language) => `${language}: () => import(${JSON.stringify(PROGRAM_LANGUAGE_MODULE_ID + language)})`);
      return [
        ...imports,
        ...(split ? [] : drugLogoImports(assetFiles.drugLogos)),
        // The logos' URLs: the bundler gives them to the imports above.
        `export const program = { ...${JSON.stringify(program)}, assets: { logo, logoOnDark } };`,
        ...(split ? [] : [drugLogosCall('program', assetFiles.drugLogos.length)]),
        `export const languageModules = { ${languageModules.join(', ')} };`,
      ].join('\n');
    },
  };
}

/** programs/<CODE> → language → the programme as the app reads it; each folder watched, so an edit shows at once. */
function everyProgrammeInEveryLanguage(context: { addWatchFile(path: string): void }): Record<string, Record<string, unknown>> {
  const programsDir = resolve(workspaceRoot, 'programs');
  return Object.fromEntries(
    readdirSync(programsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(resolve(programsDir, entry.name, 'program.json')))
      .map((entry) => {
        const dir = resolve(programsDir, entry.name);
        for (const file of readdirSync(dir)) if (file.endsWith('.json')) context.addWatchFile(resolve(dir, file));
        const loaded = loadProgram(dir, workspaceRoot);
        return [entry.name, Object.fromEntries(languagesOf(loaded.file).map((language) => [language, programConfigIn(loaded, language)]))];
      }),
  );
}

/** The imports of each drug's logo URL, as drugLogo0, drugLogo1, …, and of what puts them in (drugLogosCall). */
function drugLogoImports(paths: readonly string[]): string[] {
  return [`import { withDrugLogos } from ${JSON.stringify(PROGRAM_DRUG_LOGOS_FILE)};`, ...paths.map((path, index) => `import drugLogo${index} from ${JSON.stringify(path + '?url')};`)];
}

/** The call that puts those URLs into `<name>.drugCatalogue` (programDrugLogos.ts). */
function drugLogosCall(name: string, count: number): string {
  return `withDrugLogos(${name}, [${Array.from({ length: count }, (_, index) => `drugLogo${index}`).join(', ')}]);`;
}

export function portalPreset(settings: PortalBuildSettings = settingsFromEnv(), { splitTexts = false }: { splitTexts?: boolean } = {}): UserConfig {
  return {
    plugins: [react(), vanillaExtractPlugin(), programPlugin(settings, { splitTexts }), pureReactRouterDefinitions()],
    define: {
      // Statically known, so a production build drops the mock branch and its chunk entirely.
      __PORTAL_MOCK__: JSON.stringify(settings.mock),
      __PORTAL_MOCK_DELAY_MS__: JSON.stringify(settings.mockDelayMs),
      __PORTAL_API_TIMEOUT_MS__: JSON.stringify(settings.apiTimeoutMs),
    },
    optimizeDeps: {
      include: ['@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/sprinkles/createRuntimeSprinkles'],
    },
    envPrefix: 'PORTAL_PUBLIC_',
  };
}
