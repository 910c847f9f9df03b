/**
 * The programme scorecard (`npm run program:check [CODE] [--production]`): for one programme, or
 * each, every rule a programme must meet, in one table, each row with what was measured. The build
 * already refuses most of these one at a time; the scorecard shows them together, with figures, so
 * an engineer sees how far a new programme is from shipping. `npm test` runs it for every programme.
 *
 *   configuration  program.json, theme.json, copy, legal and translation files valid (schemas, token types, unknown
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
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
// @ts-expect-error: a plain ES module without types (shared with check-bundles.mjs).
import { DEFAULT_BUDGET_KB, measure } from './bundleMeasure.mjs';
import { loadProgram, ProgramConfigError, type LoadedProgram } from '@portal/program-config/load';
import { portFolderProblems, portTableProblems, PORTS_FILE, readPortTable } from '@portal/program-config/ports';
import { productionProblemsOf } from '@portal/program-config/production';
import { configurationRow, contrastRow, copyRow, flagsRow, logosRow, placeholdersRow, type ScoreRow, type Status } from '@portal/program-config/scorecard';

export type { ScoreRow,  } from '@portal/program-config/scorecard';

interface Measured {
  jsTotal: { gzip: number };
  cssTotal: { gzip: number };
  pages: { file: string; gzip: number }[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

function loaded(dir: string, root: string): { row: ScoreRow; loaded: LoadedProgram | null } {
  try {
    return { loaded: loadProgram(dir, root), row: configurationRow([]) };
  } catch (error) {
    if (!(error instanceof ProgramConfigError)) return { loaded: null, row: { check: 'configuration', status: 'fail', detail: [(error as Error).message] } };
    return { loaded: null, row: configurationRow([{ file: error.file, problems: error.problems }]) };
  }
}

/** Each language's copy overrides file, parsed (absent: none). */
function overridesOf(program: LoadedProgram, dir: string): Record<string, unknown> {
  return Object.fromEntries(
    ['en', ...Object.keys(program.translations)].map((language) => {
      const path = join(dir, `copy.${language}.json`);
      return [language, existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined];
    }),
  );
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
  const { row, loaded: program } = loaded(dir, root);
  const placeholders = placeholdersRow(productionProblemsOf(dir, root), production);
  if (!program) return [row, placeholders];
  const images = [program.assetFiles.logo, program.assetFiles.logoOnDark, ...program.assetFiles.drugLogos].map((file) => relative(root, file));
  return [row, contrastRow(program.theme), copyRow(program, overridesOf(program, dir)), placeholders, logosRow(images), flagsRow(program), landingRow(code, builtDir)];
}

/** The folders of `<root>/programs` that hold a programme. */
function programFolders(root: string): string[] {
  const programs = join(root, 'programs');
  return readdirSync(programs, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(programs, entry.name, 'program.json')))
    .map((entry) => entry.name)
    .sort();
}

/** What belongs to no one programme: the port table against the folders. */
export function workspaceScorecard(root: string): ScoreRow[] {
  let table;
  try {
    table = readPortTable(root);
  } catch (error) {
    return [{ check: 'ports', status: 'fail', detail: [`${PORTS_FILE}: ${(error as Error).message}`] }];
  }
  const problems = [...portTableProblems(table), ...portFolderProblems(table, programFolders(root))];
  return [
    {
      check: 'ports',
      status: problems.length ? 'fail' : 'pass',
      detail: problems.length ? problems : [`${PORTS_FILE}: one port from 4200 to 4299 per programme folder, none twice, none for a folder that is gone`],
    },
  ];
}

const mark: Record<Status, string> = { pass: 'PASS', fail: 'FAIL', todo: 'TO DO' };

/** The table as printed: one block per check. */
export function renderScorecard(code: string, rows: ScoreRow[], title = `Programme ${code}`): string {
  return [title, ...rows.flatMap((row) => [`  ${mark[row.status].padEnd(5)}  ${code} ${row.check}`, ...row.detail.map((line) => `         ${line}`)])].join('\n');
}
