import { didYouMean } from '../nearest.ts';

/** Overrides may only name keys that exist in the base copy, and every value must be a string. */
export function findCopyProblems(
  overrides: unknown,
  base: object,
  prefix = '',
): { path: string; message: string }[] {
  if (typeof overrides !== 'object' || overrides === null || Array.isArray(overrides)) {
    return [{ path: prefix || '(root)', message: 'must be an object' }];
  }
  const problems: { path: string; message: string }[] = [];
  const baseRecord = base as Record<string, unknown>;
  for (const [key, value] of Object.entries(overrides)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (key.startsWith('$')) continue;
    if (!(key in baseRecord)) {
      problems.push({ path, message: `is not a known copy key${didYouMean(key, Object.keys(baseRecord), prefix ? `${prefix}.` : '')}` });
    } else if (typeof baseRecord[key] === 'string') {
      if (typeof value !== 'string' || value.trim() === '') {
        problems.push({ path, message: 'must be a non-empty string' });
      }
    } else {
      problems.push(...findCopyProblems(value, baseRecord[key] as object, path));
    }
  }
  return problems;
}

export function mergeCopy(base: object, overrides: object): object {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    if (key.startsWith('$')) continue;
    const current = merged[key];
    merged[key] =
      typeof current === 'object' && current !== null ? mergeCopy(current, value as object) : value;
  }
  return merged;
}
