/**
 * The placeholders the generator writes wherever a value belongs to one programme, and the rule a
 * production build applies to them (production.ts reads the folders; the programme studio runs the
 * same rule on a draft). Pure: the files come in parsed.
 */
/** Ten digits, as the schema wants, that no real line has. */
export const PLACEHOLDER_PHONE = '0000000000';
/** Marks every other placeholder; hosts use the reserved `.invalid` top-level domain (RFC 2606). */
export const PLACEHOLDER = 'PLACEHOLDER';
export const PLACEHOLDER_HOST_SUFFIX = 'placeholder.invalid';

/** Keys whose value names one programme only (another programme holding the same value copied it). */
const OWN_VALUE_KEYS = [
  'contacts.programPhone',
  'contacts.medicalInformationPhone',
  'analytics.tagManagerId',
  'analytics.productionTagManagerId',
  'analytics.analyticsId',
  'analytics.productionHost',
] as const;

export interface ProductionProblem {
  /** The file, relative to the workspace root. */
  file: string;
  /** The key, dotted (`contacts.programPhone`, `checkoutHosts.0`). */
  key: string;
  message: string;
}

function isPlaceholder(value: string): boolean {
  return value === PLACEHOLDER_PHONE || value.toUpperCase().includes(PLACEHOLDER);
}

/** Every string of a JSON value with its dotted key; `$comment` keys are notes, not values. */
function leaves(value: unknown, key = ''): [string, string][] {
  if (typeof value === 'string') return [[key, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, key ? `${key}.${index}` : String(index)));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => (name.startsWith('$') ? [] : leaves(item, key ? `${key}.${name}` : name)));
  }
  return [];
}

export function valueAt(json: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), json);
}

export interface ProgramFiles {
  code: string;
  /** program.json, parsed. */
  program: unknown;
  programFile: string;
  /** program.<language>.json files, parsed, by file name. */
  translations: { file: string; json: unknown }[];
  /** The images program.json names (logos, drug marks), as text, with the key that names each; absent: not read. */
  images?: { key: string; file: string; text: string }[];
}

/** The keys of program.json that name an image of the folder. */
export function imageKeysOf(program: unknown): string[] {
  const drugs = valueAt(program, 'drugCatalogue');
  return ['assets.logo', 'assets.logoOnDark', ...(Array.isArray(drugs) ? drugs.map((_, index) => `drugCatalogue.${index}.logo`) : [])];
}

/** The problems of one programme against the others (pure: the files are already read). */
export function findProductionProblems(own: ProgramFiles, others: ProgramFiles[]): ProductionProblem[] {
  const problems: ProductionProblem[] = [];
  for (const { file, json } of [{ file: own.programFile, json: own.program }, ...own.translations]) {
    for (const [key, value] of leaves(json)) {
      if (isPlaceholder(value)) {
        problems.push({ file, key, message: `is still the generator's placeholder (${JSON.stringify(value)}): set the programme's own value` });
      }
    }
  }
  for (const image of own.images ?? []) {
    if (isPlaceholder(image.text)) {
      problems.push({ file: image.file, key: image.key, message: "is still the generator's image: replace it with the programme's own" });
    }
  }
  for (const key of OWN_VALUE_KEYS) {
    const value = valueAt(own.program, key);
    if (typeof value !== 'string' || isPlaceholder(value)) continue;
    for (const other of others) {
      if (valueAt(other.program, key) === value) {
        problems.push({ file: own.programFile, key, message: `${JSON.stringify(value)} is ${other.code}'s (${other.programFile}): each programme has its own` });
      }
    }
  }
  return problems;
}
