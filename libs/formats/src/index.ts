/**
 * Display formats of prescription-experience §5. Pure, locale-independent string work: the
 * portal shows US formats whatever the device's locale, so a date never flips to DD/MM.
 */

/** 10 digits (any punctuation) -> `1 (XXX) XXX-XXXX`; anything else unchanged; null -> ''. */
export function formatPhoneForDisplay(phone: string | null | undefined): string {
  if (phone == null) return '';
  const digits = phone.replace(/\D/g, '');
  if (digits.length !== 10) return phone;
  return `1 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** `YYYY-MM-DD` (optionally followed by a time) -> `MM/DD/YYYY`; anything else unchanged. */
export function formatServerDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(value.trim());
  return match ? `${match[2]}/${match[3]}/${match[1]}` : value;
}

/** `MM/DD/YYYY` -> `YYYY-MM-DD`; null when it is not that shape. */
export function toIsoDate(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  return match ? `${match[3]}-${match[1]}-${match[2]}` : null;
}

/** Two decimals, e.g. 12.5 -> "12.50"; non-numbers -> "0.00". */
export function formatAmount(value: number | string | null | undefined): string {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number.toFixed(2) : '0.00';
}

/** Payment page: "$12.50", or "0.00" when the amount is not above 0 (spec §2 Payment). */
export function formatDollars(value: number | string | null | undefined): string {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? `$${number.toFixed(2)}` : '0.00';
}

/** "bvOutcomeReason" -> "Bv Outcome Reason"; "insuranceCheck" -> "Insurance Check". */
export function splitCamelCase(value: string): string {
  const spaced = value
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const pad2 = (number: number) => String(number).padStart(2, '0');

/** A calendar date (and time) read as the patient's local time; null when a part is out of range (02/30). */
function localDate(year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0): Date | null {
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  const sameParts =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day && date.getHours() === hours && date.getMinutes() === minutes && date.getSeconds() === seconds;
  return sameParts ? date : null;
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
  const trimmed = (value ?? '').trim();
  if (!trimmed) return null;
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  if (dateOnly) return localDate(Number(dateOnly[1]), Number(dateOnly[2]), Number(dateOnly[3]));
  const iso = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(trimmed);
  if (iso) {
    // The calendar parts must exist even when a zone moves the instant to another day.
    if (!localDate(Number(iso[1]), Number(iso[2]), Number(iso[3]), Number(iso[4]), Number(iso[5]), Number(iso[6] ?? 0))) return null;
    const time = Date.parse(trimmed);
    return Number.isNaN(time) ? null : new Date(time);
  }
  const custom = /^(\d{2})\/(\d{2})\/(\d{4})T(\d{2}):(\d{2}):(\d{2})$/.exec(trimmed);
  if (custom) return localDate(Number(custom[3]), Number(custom[1]), Number(custom[2]), Number(custom[4]), Number(custom[5]), Number(custom[6]));
  // Other standard shapes ("March 7, 2025"), read in the patient's zone.
  const time = Date.parse(trimmed);
  return Number.isNaN(time) ? null : new Date(time);
}

/** A transaction date as MM/DD/YYYY (2-digit month and day, 4-digit year, US order); '' when it is no date. */
export function formatTransactionDate(value: string | null | undefined): string {
  const date = parseTransactionDate(value);
  return date ? `${pad2(date.getMonth() + 1)}/${pad2(date.getDate())}/${date.getFullYear()}` : '';
}

export type TextSegment = { kind: 'text'; text: string } | { kind: 'phone'; text: string; href: string };

/**
 * Splits text into plain parts and US phone numbers (10 digits, optional +1, common punctuation)
 * so a page can render each number as a tap-to-call link, as React elements, never as HTML.
 */
export function splitPhoneNumbers(text: string): TextSegment[] {
  // Not inside a longer run of letters or digits (a tracking or order number is not a phone).
  const pattern = /(?<![\w+])(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(?!\w)/g;
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    const digits = match[0].replace(/\D/g, '');
    const national = digits.length === 11 ? digits.slice(1) : digits;
    segments.push({ kind: 'phone', text: match[0], href: `tel:+1${national}` });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}
