/**
 * Date of birth. spec: access-and-identity §5 Validation rules (date of birth, minor) and §9.
 */
import type { ValidationResult } from './keys.ts';

/**
 * spec §5/§9: "birth date less than 18 years before today (567648000000 ms)". That is 18 × 365
 * days with no leap days, so a patient counts as an adult 4 or 5 days before the 18th birthday.
 * The spec gives the number; we keep it rather than calendar years so the portal agrees with the
 * rule the programme signed off.
 */
export const MINOR_THRESHOLD_MS = 567_648_000_000;
export const ADULT_AGE_YEARS = 18;

/** The three boxes of the Verify Profile screen: Month and Day of 2 digits, Year of 4 digits. */
export interface DateOfBirthParts {
  month: string;
  day: string;
  year: string;
}

/** A calendar date, month 1-12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/**
 * MM-DD-YYYY with one separator used twice: "-", "/" or "." (spec §5). Two-digit month and day,
 * as the spec and the boxes say; a mixed "01-02/1990" is refused (the spec is silent on mixing).
 * Years 19xx or 20xx.
 */
const DOB_PATTERN = /^(0[1-9]|1[0-2])([-/.])(0[1-9]|[12]\d|3[01])\2((?:19|20)\d{2})$/;

function toText(input: DateOfBirthParts | string): string {
  if (typeof input === 'string') return input.trim();
  const parts = [input.month, input.day, input.year].map((part) => part.trim());
  // All three empty is "required"; otherwise the parts are combined as month/day/year (spec §2).
  return parts.every((part) => part === '') ? '' : parts.join('/');
}

function isRealDate({ year, month, day }: CalendarDate): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The date typed by the patient, or null when it is empty, malformed or not a real day (02/30). */
export function parseDateOfBirth(input: DateOfBirthParts | string): CalendarDate | null {
  const match = DOB_PATTERN.exec(toText(input));
  if (!match) return null;
  const date = { month: Number(match[1]), day: Number(match[3]), year: Number(match[4]) };
  return isRealDate(date) ? date : null;
}

function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Today's date where the patient is (local calendar day of `today`). */
function calendarDateOf(today: Date): CalendarDate {
  return { year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() };
}

/** Local midnight of the birth day, the instant the minor rule measures from. */
export function dateOfBirthInstant({ year, month, day }: CalendarDate): Date {
  return new Date(year, month - 1, day);
}

/** YYYY-MM-DD, the form the registration call takes (spec §5). */
export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * spec §5: required, MM-DD-YYYY (19xx/20xx, a real day), not in the future. Today itself is not
 * "future". The minor rule is separate (`isMinor`) because only Verify Profile applies it.
 */
export function validateDateOfBirth(
  input: DateOfBirthParts | string,
  today: Date,
): ValidationResult<'dobRequired' | 'dobInvalid' | 'dobFuture'> {
  if (toText(input) === '') return 'dobRequired';
  const date = parseDateOfBirth(input);
  if (!date) return 'dobInvalid';
  if (compareDates(date, calendarDateOf(today)) > 0) return 'dobFuture';
  return null;
}

/** spec §5 Minor: less than MINOR_THRESHOLD_MS between the birth date and now. */
export function isMinor(dateOfBirth: Date, today: Date): boolean {
  return today.getTime() - dateOfBirth.getTime() < MINOR_THRESHOLD_MS;
}
