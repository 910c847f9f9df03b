/**
 * The programme scorecard (`npm run program:check [CODE] [--production]`): for one programme, or
 * each, every rule a programme must meet, in one table, each row with what was measured. The build
 * already refuses most of these one at a time; the scorecard shows them together, with figures, so
 * an engineer sees how far a new programme is from shipping. `npm test` runs it for every programme.
 *
 *   configuration  program.json, theme.json, copy, legal and translation files valid (schemas, unknown
 *                  keys, logos exist and draw no <text>)
 *   contrast       every pair the components use meets WCAG AA; the lowest ratio
 *   copy           overrides in each language; every English override translated (same {placeholders})
 *   placeholders   generator placeholders and values copied from another programme (to do; a failure
 *                  with --production, as the production build refuses them)
 *   logos          the logos and drug marks named, their format
 *   flags          each feature flag, and the combinations that cannot work (payment on with no
 *                  checkout host)
 *   landing JS     the built landing page's initial JS and CSS and each prerendered page against the
 *                  budgets (to do until the programme is built)
 */
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
// @ts-expect-error: a plain ES module without types (shared with check-bundles.mjs).
import { DEFAULT_BUDGET_KB, measure } from './bundleMeasure.mjs';
import { loadProgram, ProgramConfigError, type LoadedProgram } from '../../libs/program-config/src/load.ts';
import { productionProblemsOf } from '../../libs/program-config/src/production.ts';
import { contrastPairs, contrastRatio, findContrastProblems, formatRatio, colorToken } from '../../libs/tokens/src/index.ts';

export type Status = 'pass' | 'fail' | 'todo';

export interface ScoreRow {
  check: string;
  status: Status;
  /** What was measured, one line each. */
  detail: string[];
}

interface Measured {
  jsTotal: { gzip: number };
  cssTotal: { gzip: number };
  pages: { file: string; gzip: number }[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

/** Count the strings of a copy overrides object (sections nested), `$` keys aside. */
function countStrings(value: unknown): number {
  if (typeof value === 'string') return 1;
  if (!value || typeof value !== 'object') return 0;
  return Object.entries(value).reduce((sum, [key, child]) => (key.startsWith('$') ? sum : sum + countStrings(child)), 0);
}

function configurationRow(dir: string, root: string): { row: ScoreRow; loaded: LoadedProgram | null } {
  try {
    const loaded = loadProgram(dir, root);
    return { loaded, row: { check: 'configuration', status: 'pass', detail: ['program.json, theme.json, copy and translation files valid: schemas, no unknown key, logos exist and draw no <text>'] } };
  } catch (error) {
    const detail =
      error instanceof ProgramConfigError
        ? [`${error.file}:`, ...error.problems.map((problem) => `${problem.path}: ${problem.message}`)]
        : [(error as Error).message];
    return { loaded: null, row: { check: 'configuration', status: 'fail', detail } };
  }
}

function contrastRow(loaded: LoadedProgram): ScoreRow {
  const problems = findContrastProblems(loaded.theme);
  const ratios = contrastPairs.map((pair) => ({
    pair,
    ratio: contrastRatio(colorToken(loaded.theme, pair.foreground), colorToken(loaded.theme, pair.background), pair.over ? colorToken(loaded.theme, pair.over) : undefined),
  }));
  const lowestText = ratios.filter(({ pair }) => pair.use === 'text').sort((a, b) => a.ratio - b.ratio)[0];
  const lowestUi = ratios.filter(({ pair }) => pair.use !== 'text').sort((a, b) => a.ratio - b.ratio)[0];
  return {
    check: 'contrast',
    status: problems.length ? 'fail' : 'pass',
    detail: [
      `${contrastPairs.length - problems.length} of ${contrastPairs.length} pairs meet WCAG AA`,
      ...(lowestText ? [`lowest text pair ${formatRatio(lowestText.ratio)} (4.5:1 needed): ${lowestText.pair.usedFor}`] : []),
      ...(lowestUi ? [`lowest UI pair ${formatRatio(lowestUi.ratio)} (3:1 needed): ${lowestUi.pair.usedFor}`] : []),
      ...problems.map((problem) => `${problem.path}: ${problem.message}`),
    ],
  };
}

function copyRow(loaded: LoadedProgram, dir: string): ScoreRow {
  const overrides = (language: string) => {
    const path = join(dir, `copy.${language}.json`);
    return existsSync(path) ? countStrings(JSON.parse(readFileSync(path, 'utf8'))) : 0;
  };
  const languages = ['en', ...Object.keys(loaded.translations)];
  return {
    check: 'copy',
    status: 'pass',
    detail: [
      languages.map((language) => `${overrides(language)} override${overrides(language) === 1 ? '' : 's'} in ${language}`).join(', '),
      `every English override translated in ${Object.keys(loaded.translations).join(', ')}, with the same {placeholders}; the texts the specs fix unchanged`,
    ],
  };
}

function placeholdersRow(dir: string, root: string, production: boolean): ScoreRow {
  const problems = productionProblemsOf(dir, root);
  return {
    check: 'placeholders',
    status: problems.length === 0 ? 'pass' : production ? 'fail' : 'todo',
    detail: problems.length
      ? [`${problems.length} value${problems.length === 1 ? '' : 's'} to set before a production build:`, ...problems.map((problem) => `${problem.file}: ${problem.key} ${problem.message}`)]
      : ['no generator placeholder, no phone, analytics id or production host of another programme'],
  };
}

function logosRow(loaded: LoadedProgram, root: string): ScoreRow {
  const files = [loaded.assetFiles.logo, loaded.assetFiles.logoOnDark, ...loaded.assetFiles.drugLogos];
  const raster = files.filter((file) => extname(file) !== '.svg');
  return {
    check: 'logos',
    status: 'pass',
    detail: [
      `${files.length} images: ${files.map((file) => relative(root, file)).join(', ')}`,
      raster.length ? `${raster.length} raster image(s): SVG scales without blur` : 'all SVG, words outlined (no <text>)',
    ],
  };
}

function flagsRow(loaded: LoadedProgram): ScoreRow {
  const { features, checkoutHosts } = loaded.file;
  const problems: string[] = [];
  if (features.payment.enabled && !checkoutHosts?.length) problems.push('payment is on but checkoutHosts is empty: no checkout page would ever be followed');
  const notes = features.patientDemographics.enabled ? ['patientDemographics: accepted, not read by the portal yet (it changes nothing a patient sees)'] : [];
  return {
    check: 'flags',
    status: problems.length ? 'fail' : 'pass',
    detail: [Object.entries(features).map(([name, flag]) => `${name} ${flag.enabled ? 'on' : 'off'}`).join(', '), ...problems, ...notes],
  };
}

function landingRow(code: string, built: string): ScoreRow {
  if (!existsSync(join(built, 'index.html'))) return { check: 'landing JS', status: 'todo', detail: [`not built: npx nx build ${code}`] };
  const measured = measure(built) as Measured;
  const limits = { js: DEFAULT_BUDGET_KB.js * 1024, css: DEFAULT_BUDGET_KB.css * 1024, html: DEFAULT_BUDGET_KB.html * 1024 };
  const over = [
    ...(measured.jsTotal.gzip > limits.js ? [`initial JS over ${kb(limits.js)}`] : []),
    ...(measured.cssTotal.gzip > limits.css ? [`initial CSS over ${kb(limits.css)}`] : []),
    ...measured.pages.filter((page) => page.gzip > limits.html).map((page) => `${page.file} over ${kb(limits.html)}`),
  ];
  const largestPage = [...measured.pages].sort((a, b) => b.gzip - a.gzip)[0];
  return {
    check: 'landing JS',
    status: over.length ? 'fail' : 'pass',
    detail: [
      `initial JS ${kb(measured.jsTotal.gzip)} of ${kb(limits.js)}, CSS ${kb(measured.cssTotal.gzip)} of ${kb(limits.css)} (gzip, ${relative(process.cwd(), built) || built})`,
      ...(largestPage ? [`largest prerendered page ${largestPage.file} ${kb(largestPage.gzip)} of ${kb(limits.html)}`] : []),
      ...over,
    ],
  };
}

/** The scorecard of the programme in `dir` (programs/<CODE> unless given). */
export function programScorecard(
  code: string,
  root: string,
  { dir = join(root, 'programs', code), production = false, distDir = join(root, 'dist'), builtDir = join(distDir, code) } = {},
): ScoreRow[] {
  const { row, loaded } = configurationRow(dir, root);
  if (!loaded) return [row, placeholdersRow(dir, root, production)];
  return [row, contrastRow(loaded), copyRow(loaded, dir), placeholdersRow(dir, root, production), logosRow(loaded, root), flagsRow(loaded), landingRow(code, builtDir)];
}

const mark: Record<Status, string> = { pass: 'PASS', fail: 'FAIL', todo: 'TO DO' };

/** The table as printed: one block per check. */
export function renderScorecard(code: string, rows: ScoreRow[]): string {
  return [`Programme ${code}`, ...rows.flatMap((row) => [`  ${mark[row.status].padEnd(5)}  ${code} ${row.check}`, ...row.detail.map((line) => `         ${line}`)])].join('\n');
}
