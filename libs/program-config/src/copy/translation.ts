/**
 * The translation check (docs/decisions/0030-spanish-is-a-complete-translation.md): a translation has every key of the English copy and
 * no other, each a non-empty text with the same {placeholders}, each plural message with the same
 * forms. It runs wherever a programme is loaded (the build, the dev server, Storybook, the tests),
 * so a missing or extra key fails `npm run build` and `npm test`, naming the key and the file.
 */
import { didYouMean } from '../nearest.ts';

export interface TranslationProblem {
  path: string;
  message: string;
}

const placeholdersOf = (text: string): string =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((match) => `{${match[1]}}`)
    .sort()
    .join(' ');

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text of `value` has the placeholders of `english`; a problem otherwise. */
function placeholderProblem(path: string, english: string, value: string): TranslationProblem | null {
  const wanted = placeholdersOf(english);
  const found = placeholdersOf(value);
  if (wanted === found) return null;
  return { path, message: `uses ${found || 'no placeholder'} where the English uses ${wanted || 'none'}` };
}

/** Every problem of `translation` measured against the complete English `reference`. */
export function findTranslationProblems(reference: object, translation: unknown, prefix = ''): TranslationProblem[] {
  if (!isRecord(translation)) return [{ path: prefix || '(root)', message: 'must be an object' }];
  const problems: TranslationProblem[] = [];
  const english = reference as Record<string, unknown>;
  for (const [key, value] of Object.entries(english)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const translated = translation[key];
    if (translated === undefined) {
      problems.push({ path, message: typeof value === 'string' ? `is missing (English: "${value}")` : 'is missing' });
    } else if (typeof value === 'string') {
      if (typeof translated !== 'string' || translated.trim() === '') problems.push({ path, message: 'must be a non-empty string' });
      else {
        const problem = placeholderProblem(path, value, translated);
        if (problem) problems.push(problem);
      }
    } else {
      problems.push(...findTranslationProblems(value as object, translated, path));
    }
  }
  for (const key of Object.keys(translation)) {
    if (key.startsWith('$') || key in english) continue;
    problems.push({ path: prefix ? `${prefix}.${key}` : key, message: `is not a key of the English copy${didYouMean(key, Object.keys(english), prefix ? `${prefix}.` : '')}` });
  }
  return problems;
}

/**
 * A programme's overrides in another language (`copy.es.json`) against its English ones
 * (`copy.en.json`): each override of the English wording needs its translation, else that language
 * would show the base wording where English shows the programme's. Keys and value types are checked
 * against the base copy by `findCopyProblems`; placeholders here, against the English the patient
 * would otherwise read.
 */
export function findOverrideTranslationProblems(englishOverrides: unknown, overrides: unknown, englishCopy: object, prefix = ''): TranslationProblem[] {
  const problems: TranslationProblem[] = [];
  const englishRecord = isRecord(englishOverrides) ? englishOverrides : {};
  const record = isRecord(overrides) ? overrides : {};
  const base = englishCopy as Record<string, unknown>;
  for (const [key, value] of Object.entries(englishRecord)) {
    if (key.startsWith('$')) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      if (record[key] === undefined) problems.push({ path, message: `is overridden in the English copy ("${value}") and needs its translation here` });
    } else if (isRecord(value)) {
      problems.push(...findOverrideTranslationProblems(value, record[key], isRecord(base[key]) ? base[key] : {}, path));
    }
  }
  for (const [key, value] of Object.entries(record)) {
    if (key.startsWith('$')) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const english = typeof englishRecord[key] === 'string' ? (englishRecord[key] as string) : base[key];
    if (typeof value === 'string' && typeof english === 'string') {
      const problem = placeholderProblem(path, english, value);
      if (problem) problems.push(problem);
    } else if (isRecord(value) && !isRecord(englishRecord[key])) {
      // A section only this language overrides: its placeholders against the base English.
      problems.push(...findOverrideTranslationProblems({}, value, isRecord(base[key]) ? base[key] : {}, path));
    }
  }
  return problems;
}
