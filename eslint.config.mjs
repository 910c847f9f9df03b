import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layers of ARCHITECTURE.md, enforced by Nx's module-boundary rule on the tags in each
 * project.json. tools/scripts/check-lint-rules.mjs lints deliberately bad fixtures to prove the
 * rules fire (a rule set that never fires checks nothing).
 */
export const dependencyConstraints = [
  // The app may start the mock worker (lazily, mock builds only); the bundle check proves a
  // production build holds none of it.
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:state', 'type:ui', 'type:domain', 'type:config', 'type:program', 'type:util', 'type:mock'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:state', 'type:ui', 'type:domain', 'type:config', 'type:util'] },
  // The session (store, provider, token lifecycle) is what every feature shares: one layer below them.
  { sourceTag: 'type:state', onlyDependOnLibsWithTags: ['type:ui', 'type:domain', 'type:config', 'type:util'] },
  { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:util', 'type:domain'] },
  { sourceTag: 'type:config', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:program', onlyDependOnLibsWithTags: ['type:config', 'type:ui', 'type:util'] },
  { sourceTag: 'type:mock', onlyDependOnLibsWithTags: ['type:domain', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:domain', 'type:config', 'type:util', 'type:mock', 'type:testing'] },
  // The programme studio (apps/studio), shown in Storybook: the build's own checks, tokens and the design system's theme.
  { sourceTag: 'type:studio', onlyDependOnLibsWithTags: ['type:config', 'type:ui', 'type:util'] },
  // Test helpers (libs/testing): what a test needs to render a page signed in, with the mock.
  { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:state', 'type:ui', 'type:domain', 'type:config', 'type:util', 'type:mock'] },
];

/**
 * Tests and stories sit in their project and keep its layer: a rule's test may not reach up to a
 * layer the rule may not use. Beyond their layer they may use the test helpers, the mock and the
 * programme's words (to hold a message to the spec's text), which product code of the project may
 * not (the bundle check proves a production build holds no mock).
 */
export const testDependencyConstraints = dependencyConstraints.map(({ sourceTag, onlyDependOnLibsWithTags }) => ({
  sourceTag,
  onlyDependOnLibsWithTags: [...new Set([...onlyDependOnLibsWithTags, 'type:testing', 'type:mock', 'type:config'])],
}));

/** Server text rendered as HTML (every file). */
const serverHtml = { selector: "MemberExpression[property.name='innerHTML']", message: 'Render server text as text, never as HTML.' };

/**
 * A length or colour written into a feature's styles cannot follow the programme's theme: spacing
 * comes from the theme's scale (`space`, `spaceBetween`), sizes and widths from the design system's
 * named ones (`size`, `measure`, `borderWidth`, `fontSize`), colours from `vars`
 * (docs/decisions/0074-the-design-system-lays-out-every-page.md).
 */
const themedValue = "Feature styles take lengths and colours from @portal/design-system/theme (space, spaceBetween, size, measure, borderWidth, fontSize, vars): a literal cannot follow the programme's theme.";
const LITERAL_LENGTH = '/[0-9](px|rem|em|pt|vh|vw|ch)([^a-zA-Z0-9]|$)/';
const LITERAL_COLOUR = '/#[0-9a-fA-F]{3,8}([^0-9a-zA-Z]|$)|(rgba?|hsla?|hwb|lab|lch|oklab|oklch)[(]|^(white|black|red|green|blue|gr[ae]y|orange|yellow|purple|pink)$/';
const literalInFeatureStyles = [
  { selector: `Literal[value=${LITERAL_LENGTH}]`, message: themedValue },
  { selector: `TemplateElement[value.raw=${LITERAL_LENGTH}]`, message: themedValue },
  { selector: `Literal[value=${LITERAL_COLOUR}]`, message: themedValue },
  { selector: `TemplateElement[value.raw=${LITERAL_COLOUR}]`, message: themedValue },
];

/** Files that test or show a project rather than ship in it. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'apps/portal-e2e/**'];

/** react-router's own pieces that bring route prefetching and form code (docs/decisions/0007-the-landing-pages-js-keeps-to-its-budget.md). */
const heavyRouterImports = {
  name: 'react-router',
  importNames: ['Link', 'NavLink', 'Form', 'useSearchParams', 'useSubmit', 'useFetcher', 'useFormAction'],
  message: "Use Link from '@portal/design-system' and new URLSearchParams(useLocation().search): react-router's own bring route prefetching and form code into the landing page.",
};
/** Classic zod in browser code: about 25 KB gzip more on the sign-in page and every signed-in page. */
const classicZodImport = {
  name: 'zod',
  message: "Browser code uses zod/mini through `z` from libs/api/src/zod.ts: classic zod ships whole (about 25 KB gzip) to the sign-in page and every signed-in page.",
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', 'dist/**', '.nx/**', '.tmp/**', 'storybook-static/**', '**/public-mock/**', '**/__fixtures__/**', '.stryker-tmp/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: dependencyConstraints,
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // Patient data must never reach persistent storage.
      'no-restricted-properties': [
        'error',
        { object: 'localStorage', message: 'Health data and tokens never go to localStorage; use sessionStorage through the session machine.' },
        { object: 'window', property: 'localStorage', message: 'Health data and tokens never go to localStorage.' },
      ],
      'no-restricted-syntax': ['error', serverHtml],
      // react-router's framework-mode pieces bring their code into the landing page's JS (docs/decisions/
      // 0007-the-landing-pages-js-keeps-to-its-budget.md): the portal's own Link, and the location's search, do the same job.
      // Classic zod ships whole to the browser: its schemas are built with zod/mini (docs/decisions/
      // 0010-the-apis-schemas-are-zod-mini.md).
      'no-restricted-imports': ['error', { paths: [heavyRouterImports, classicZodImport] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: '19.3' } },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      ...reactHooks.configs.recommended.rules,
      'react/no-danger': 'error',
      'react/jsx-key': 'error',
      'react/jsx-no-target-blank': 'error',
      'react/no-unescaped-entities': 'off',
    },
  },
  {
    // A feature's styles are laid out on the theme: no literal length or colour.
    files: ['libs/features/**/*.css.ts'],
    rules: { 'no-restricted-syntax': ['error', serverHtml, ...literalInFeatureStyles] },
  },
  {
    files: TEST_FILES,
    rules: {
      // The end-to-end suite serves the built app as a static host would, with the app's own
      // reading of its hosting headers and prerendered files (apps/portal/package.json exports).
      '@nx/enforce-module-boundaries': ['error', { enforceBuildableLibDependency: false, allow: ['@portal/portal/build/*'], depConstraints: testDependencyConstraints }],
    },
  },
  {
    files: ['tools/**', '**/vite.config.ts', '*.config.{ts,mjs}', '**/playwright*.ts', '.storybook/**'],
    rules: {
      // Workspace scripts and build configs sit outside the layers; they may import any project to run or build it.
      '@nx/enforce-module-boundaries': 'off',
    },
  },
  {
    // Classic zod where it never reaches a patient's browser: tests, tools and configs, the programme
    // config's build-time validation (the app gets plain data) and its reference table (the scripts and
    // the programme studio in Storybook), and the contract sandbox's Node server.
    files: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'apps/portal-e2e/**', 'tools/**', '**/vite.config.ts', '*.config.{ts,mjs}', '.storybook/**', 'libs/program-config/src/{schema,load,reference}.ts', 'libs/api-mocks/src/sandbox/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [heavyRouterImports] }],
    },
  },
  {
    // The programme studio keeps a designer's draft (a programme folder: no patient's data) in the
    // browser, on Storybook's origin, never a portal's (docs/decisions/0067-the-studio-keeps-its-draft-in-the-browser.md).
    files: ['apps/studio/keep.ts', 'apps/studio/Studio.tsx', 'apps/studio/Studio.test.tsx'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // The workspace scripts sit outside every project, where the boundary rule cannot see them: they
    // too read a library through its package name and entry points, never its files.
    files: ['tools/**', '.storybook/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [heavyRouterImports],
          patterns: [{ group: ['**/libs/*/src/**', '**/libs/features/*/src/**'], message: 'Import a library by its package name and the entry points its package.json exports, never its files.' }],
        },
      ],
    },
  },
);
