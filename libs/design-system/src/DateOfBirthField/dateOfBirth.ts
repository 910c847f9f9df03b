/** spec: access-and-identity §2 Verify Profile: "Month and Day of 2 digits, Year of 4 digits". */
export interface DateOfBirthValue {
  month: string;
  day: string;
  year: string;
}

export const dateOfBirthParts = ['month', 'day', 'year'] as const;
export type DateOfBirthPart = (typeof dateOfBirthParts)[number];

export const DATE_OF_BIRTH_PART_LENGTH: Record<DateOfBirthPart, number> = { month: 2, day: 2, year: 4 };

export const EMPTY_DATE_OF_BIRTH: DateOfBirthValue = { month: '', day: '', year: '' };

/**
 * A whole date pasted into one box: `01/31/1980`, `1-31-1980`, `01.31.1980` (spec §5: separator
 * - / or .) or `01311980`. Month and day are padded to two digits. Anything else gives null.
 */
export function parseDateOfBirth(text: string): DateOfBirthValue | null {
  const trimmed = text.trim();
  const separated = /^(\d{1,2})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{4})$/.exec(trimmed);
  const compact = /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  const match = separated ?? compact;
  if (!match) return null;
  const [, month = '', day = '', year = ''] = match;
  return { month: month.padStart(2, '0'), day: day.padStart(2, '0'), year };
}
