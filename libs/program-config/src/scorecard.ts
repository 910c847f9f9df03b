/**
 * The rows of the programme scorecard that need no file system: from parsed files and the problems
 * the rules found. `npm run program:check` (programCheck.ts, which reads the folder and measures the
 * build) and the programme studio (which shows the table of a draft as it is edited) print the same
 * rows from here. Erasable TypeScript only: Node runs it as is.
 */
import type { CheckedProgram } from './check.ts';
import type { ProductionProblem } from './placeholders.ts';
import { contrastPairs, findContrastProblems, formatRatio, pairRatio, type ThemeTokens } from '@portal/tokens';

export type Status = 'pass' | 'fail' | 'todo';

export interface ScoreRow {
  check: string;
  status: Status;
  /** What was measured, one line each. */
  detail: string[];
}

/** Count the strings of a copy overrides object (sections nested), `$` keys aside. */
function countStrings(value: unknown): number {
  if (typeof value === 'string') return 1;
  if (!value || typeof value !== 'object') return 0;
  return Object.entries(value).reduce((sum, [key, child]) => (key.startsWith('$') ? sum : sum + countStrings(child)), 0);
}

const VALID = 'program.json, theme.json, copy and translation files valid: schemas, every token of its type, no unknown key, logos exist and draw no <text>';

/** `problems`: each file's problems, in the order the rules found them; none is a pass. */
export function configurationRow(problems: { file: string; problems: { path: string; message: string }[] }[]): ScoreRow {
  if (problems.length === 0) return { check: 'configuration', status: 'pass', detail: [VALID] };
  return { check: 'configuration', status: 'fail', detail: problems.flatMap(({ file, problems: each }) => [`${file}:`, ...each.map((problem) => `${problem.path}: ${problem.message}`)]) };
}

export function contrastRow(theme: ThemeTokens): ScoreRow {
  const problems = findContrastProblems(theme);
  const ratios = contrastPairs.map((pair) => ({
    pair,
    ratio: pairRatio(theme, pair),
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

/** `overrides`: each language's copy overrides file (absent: none). */
export function copyRow(checked: CheckedProgram, overrides: Record<string, unknown>): ScoreRow {
  const others = Object.keys(checked.translations);
  const count = (language: string) => countStrings(overrides[language]);
  return {
    check: 'copy',
    status: 'pass',
    detail: [
      ['en', ...others].map((language) => `${count(language)} override${count(language) === 1 ? '' : 's'} in ${language}`).join(', '),
      `every English override translated in ${others.join(', ')}, with the same {placeholders}; the texts the specs fix unchanged`,
    ],
  };
}

export function placeholdersRow(problems: ProductionProblem[], production: boolean): ScoreRow {
  return {
    check: 'placeholders',
    status: problems.length === 0 ? 'pass' : production ? 'fail' : 'todo',
    detail: problems.length
      ? [`${problems.length} value${problems.length === 1 ? '' : 's'} to set before a production build:`, ...problems.map((problem) => `${problem.file}: ${problem.key} ${problem.message}`)]
      : ['no generator placeholder, no phone, analytics id or production host of another programme'],
  };
}

/** `images`: the logos and drug marks, as shown (a path). */
export function logosRow(images: string[]): ScoreRow {
  const raster = images.filter((image) => !image.toLowerCase().endsWith('.svg'));
  return {
    check: 'logos',
    status: 'pass',
    detail: [
      `${images.length} images: ${images.join(', ')}`,
      raster.length ? `${raster.length} raster image(s): SVG scales without blur` : 'all SVG, words outlined (no <text>)',
    ],
  };
}

export function flagsRow(checked: CheckedProgram): ScoreRow {
  const { features, checkoutHosts } = checked.file;
  const problems: string[] = [];
  if (features.payment.enabled && !checkoutHosts?.length) problems.push('payment is on but checkoutHosts is empty: no checkout page would ever be followed');
  const notes = features.patientDemographics.enabled ? ['patientDemographics: accepted, not read by the portal yet (it changes nothing a patient sees)'] : [];
  return {
    check: 'flags',
    status: problems.length ? 'fail' : 'pass',
    detail: [Object.entries(features).map(([name, flag]) => `${name} ${flag.enabled ? 'on' : 'off'}`).join(', '), ...problems, ...notes],
  };
}
