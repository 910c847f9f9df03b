/**
 * Dates (prescription-experience §5), the same whatever the device's locale. English: the spec's
 * US order, MM/DD/YYYY. Spanish: the month by name ("4 de noviembre de 2026"), because a numeric date
 * is read day-first by most Spanish readers, and 04/11 must not become the 4th of November for one
 * patient and April 11th for another. Pure string work: no engine's locale data decides it.
 */
import type { Language } from './language.ts';

const pad2 = (number: number) => String(number).padStart(2, '0');

const spanishMonths = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** A calendar date as the language writes it; month 1-12. */
export function formatCalendarDate(year: number, month: number, day: number, language: Language = 'en'): string {
  if (language === 'es') return `${day} de ${spanishMonths[month - 1]} de ${year}`;
  return `${pad2(month)}/${pad2(day)}/${year}`;
}

/** `YYYY-MM-DD` (optionally followed by a time) -> `MM/DD/YYYY` (or the language's form); anything else unchanged. */
export function formatServerDate(value: string | null | undefined, language: Language = 'en'): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(value.trim());
  if (!match) return value;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 ? formatCalendarDate(year, month, day, language) : `${match[2]}/${match[3]}/${match[1]}`;
}

/** `MM/DD/YYYY` -> `YYYY-MM-DD`; null when it is not that shape. */
export function toIsoDate(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  return match ? `${match[3]}-${match[1]}-${match[2]}` : null;
}

/**
 * `YYYY-MM-DDTHH:MM:SS` names a day and a time of day that exist (not 02-30, not 24:00): the engine
 * rolls such parts over (02-30 becomes 03-02), so they do not come back unchanged. Checked in UTC,
 * where no clock change skips an hour: 02:30 on the day daylight saving starts is no local time in
 * New York, but it is a real time of a timestamp that carries its own zone.
 */
function isRealDateTime(parts: string): boolean {
  const time = Date.parse(`${parts}Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(parts);
}

/** `YYYY-MM-DDTHH:MM:SS` read as the patient's local time; null when it names no real day and time. */
function localDateTime(parts: string): Date | null {
  // Without a zone, the standard reads a date-time as local time (and, unlike new Date(y, m, d), keeps years below 100).
  return isRealDateTime(parts) ? new Date(parts) : null;
}

/**
 * Transaction dates (spec §5): "parsed as standard dates. Failing that, the pattern
 * MM/DD/YYYYTHH:MM:SS is accepted. Otherwise the date is empty."
 * - An ISO 8601 date is that calendar day, not UTC midnight (which in the US reads as the day
 *   before); an ISO date-time is its instant. Out-of-range parts (02-30, hour 25) are no date at
 *   all rather than a rolled-over one.
 * - MM/DD/YYYYTHH:MM:SS (which no engine reads as a standard date) is local time.
 * - Any other shape the engine reads as a date ("March 7, 2025") is that date in the patient's zone.
 */
export function parseTransactionDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return localDateTime(`${trimmed}T00:00:00`);
  const iso = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(trimmed);
  if (iso) {
    // The calendar parts must exist even when a zone moves the instant to another day.
    if (!isRealDateTime(`${iso[1]}:${iso[2] ?? '00'}`)) return null;
    const time = Date.parse(trimmed);
    return Number.isNaN(time) ? null : new Date(time);
  }
  const custom = /^(\d{2})\/(\d{2})\/(\d{4})T(\d{2}:\d{2}:\d{2})$/.exec(trimmed);
  if (custom) return localDateTime(`${custom[3]}-${custom[1]}-${custom[2]}T${custom[4]}`);
  // Other standard shapes ("March 7, 2025"), read in the patient's zone.
  const time = Date.parse(trimmed);
  return Number.isNaN(time) ? null : new Date(time);
}

/** A transaction date as MM/DD/YYYY (2-digit month and day, 4-digit year, US order; or the language's form); '' when it is no date. */
export function formatTransactionDate(value: string | null | undefined, language: Language = 'en'): string {
  const date = parseTransactionDate(value);
  return date ? formatCalendarDate(date.getFullYear(), date.getMonth() + 1, date.getDate(), language) : '';
}
