/**
 * Knip: what the code holds that nothing uses, namely files, exports, exported types and
 * dependencies, and what it uses that package.json does not list. `npm test` runs it as the
 * `unused` gate; `npx knip` shows the same report.
 *
 * Knip follows imports from entry files. The entries below are the ones it cannot find alone:
 * files the build, the test runner or a script names by path, not by import.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  workspaces: {
    '.': {
      entry: [
        // The gates and tools npm test and the README run by path (tools/scripts/test-all.mjs).
        'tools/scripts/*.mjs',
        'tools/generators/*.mjs',
        // The bench's control app, built by tools/bench/bench.mjs with its own Vite config.
        'tools/bench/control/vite.config.mjs',
        'tools/bench/control/main.tsx',
        // Stryker's Vitest config and its plugin (the equivalent-mutant ignorer), which the Stryker
        // config tools/mutation/run.mjs writes names by path.
        'tools/mutation/vitest.config.ts',
        'tools/mutation/equivalent.mjs',
      ],
      ignoreDependencies: [
        // Imported by programs/LUMA/fonts.css, which Knip does not read.
        '@fontsource/fraunces',
        // Stryker plugins, named as strings in the Stryker config tools/mutation/run.mjs writes.
        '@stryker-mutator/typescript-checker',
        '@stryker-mutator/vitest-runner',
        // Run by path (node_modules/chromatic/dist/bin.cjs) from tools/scripts/chromatic.mjs.
        'chromatic',
      ],
    },
    'apps/portal': {
      entry: [
        // Vite modules the programme preset (build/preset.ts) names by path.
        'build/programModule.ts',
        'build/programTexts.ts',
        'build/programDrugLogos.ts',
        // Built for Node by vite.config.ts, and into /sw.js by build/pwa.ts.
        'src/prerender.tsx',
        'src/serviceWorker/worker.ts',
        // The mock's demo checkout page, served as a static file.
        'public-mock/*.js',
      ],
    },
    'apps/portal-e2e': {
      // The real-HTTP config names its reporter by path.
      entry: ['playwright.*.config.ts', 'visual/playwright.config.ts', 'browsers/*.mjs', 'src/real-http/matrixReporter.ts', 'src/**/*.spec.ts', 'visual/*.spec.ts'],
      // The configs are read as code, not run: playwright.config.ts refuses to load without the
      // programmes' builds, which a fresh clone has not made yet. Their specs are the entries above.
      playwright: false,
    },
    // A library's entries (its package.json exports) export only what something outside it imports:
    // a name exported and used by nobody is an API no one asked for, which widens what a change
    // must keep working and hides which modules are the library's own business.
    'libs/*': { includeEntryExports: true },
    'libs/features/*': { includeEntryExports: true },
    // The design system's barrel is its catalogue: every component Storybook shows is there for
    // the next feature to import, whether or not a page imports it yet.
    'libs/design-system': {},
    'apps/studio': {},
  },
  ignoreIssues: {
    // Unused exports left in the app's build preset: the mutation gate's stored results hold only
    // while the preset holds (tools/mutation/fingerprint.mjs), so removing them re-tests every
    // mutant of every rule library, about an hour on 2 cores. They go in a change of their own
    // that commits those results.
    'apps/portal/build/preset.ts': ['exports'],
  },
  ignore: [
    // What the lint-rules check (tools/scripts/check-lint-rules.mjs) lints to prove each rule fires.
    '**/__fixtures__/**',
    // Type declarations of the .mjs tools, read by the TypeScript that imports them.
    'tools/**/*.d.mts',
  ],
};

export default config;
