/**
 * The typed field conversions of access-and-identity §5: "Generic conversion failure message for
 * form fields: 'Could not convert'. Strings may have a maximum length; numbers default to at most
 * 10 whole digits and 2 decimals, negatives allowed; integers must be whole; multi-line text
 * becomes a list of trimmed lines; required fields have a generic default message". §9: "Default
 * decimal: 10 whole digits, 2 decimals".
 *
 * Each rule turns what the patient typed into a value, or into the key of its message
 * (`copy.validation`). `required` is the field's own message key where it has one (§5 gives most
 * fields their own), `true` for the generic `required` message, `false` (the default) when the
 * field may stay empty. No field of the portal has a number, integer or list type today: decision
 * 0063 says why, and what to use when one comes.
 */
import type { ValidationKey } from './keys.ts';

/** §9: a decimal has at most 10 whole digits ... */
export const DECIMAL_WHOLE_DIGITS = 10;
/** ... and 2 decimals. */
export const DECIMAL_PLACES = 2;

export type Converted<T, K extends ValidationKey> = { ok: true; value: T } | { ok: false; error: K };

/** A field's need: its own message key, the generic one (`true`), or optional (`false`). */
type FieldNeed<K extends ValidationKey> = K | boolean;

const fail = <K extends ValidationKey>(error: K): { ok: false; error: K } => ({ ok: false, error });

function requiredError<K extends ValidationKey>(required: FieldNeed<K>): K | 'required' | null {
  if (required === false) return null;
  return required === true ? 'required' : required;
}

export interface TextOptions<K extends ValidationKey> {
  required?: FieldNeed<K>;
  /** At most this many characters (code points, so an accented letter or an emoji counts once). */
  maxLength?: number;
}

/**
 * A string field: trimmed; empty is `null` (or the required message); longer than `maxLength` is
 * `textTooLong`, whose message names the limit, rather than the text being cut without a word.
 */
export function convertText<K extends ValidationKey = never>(
  input: string,
  { required = false, maxLength }: TextOptions<K> = {},
): Converted<string | null, K | 'required' | 'textTooLong'> {
  const value = input.trim();
  if (value === '') {
    const error = requiredError(required);
    return error ? fail(error) : { ok: true, value: null };
  }
  if (maxLength !== undefined && [...value].length > maxLength) return fail('textTooLong');
  return { ok: true, value };
}

/** Digits, optionally grouped by thousands with commas ("1,250"): what a patient types as a number. */
const WHOLE = String.raw`(?:\d+|\d{1,3}(?:,\d{3})+)`;
const DECIMAL_PATTERN = new RegExp(String.raw`^(-)?(${WHOLE})?(?:\.(\d*))?$`);

/** Whole digits as counted against the limit: leading zeros carry no value ("007" is one digit). */
const significantDigits = (whole: string) => whole.replace(/^0+(?=\d)/, '').length;

interface ParsedNumber {
  negative: boolean;
  whole: string;
  fraction: string;
}

function parseNumber(value: string): ParsedNumber | null {
  const match = DECIMAL_PATTERN.exec(value);
  if (!match) return null;
  const [, sign, grouped = '', fraction = ''] = match;
  // A lone sign or point ("-", ".", "-.") holds no digit.
  if (grouped === '' && fraction === '') return null;
  return { negative: sign === '-', whole: grouped.replace(/,/g, '') || '0', fraction };
}

function toNumber({ negative, whole, fraction }: ParsedNumber): number {
  const number = Number(`${whole}.${fraction || '0'}`);
  // No "-0": a patient who typed "-0" typed zero.
  return negative && number !== 0 ? -number : number;
}

export interface NumberOptions<K extends ValidationKey> {
  required?: FieldNeed<K>;
}

/**
 * A decimal field (§5, §9): at most 10 whole digits and 2 decimals, negatives allowed;
 * `-1,250.5` is -1250.5. Anything else (letters, a third decimal, an 11th whole digit, two signs)
 * is `couldNotConvert`, never rounded or cut into another number.
 */
export function convertDecimal<K extends ValidationKey = never>(
  input: string,
  { required = false }: NumberOptions<K> = {},
): Converted<number | null, K | 'required' | 'couldNotConvert'> {
  const value = input.trim();
  if (value === '') {
    const error = requiredError(required);
    return error ? fail(error) : { ok: true, value: null };
  }
  const parsed = parseNumber(value);
  if (!parsed || significantDigits(parsed.whole) > DECIMAL_WHOLE_DIGITS || parsed.fraction.length > DECIMAL_PLACES) return fail('couldNotConvert');
  return { ok: true, value: toNumber(parsed) };
}

/**
 * An integer field (§5 "integers must be whole"): `12`, `-3`, `1,000`; `12.0` is twelve, whole;
 * `12.5` is not. A number past what a JavaScript number holds exactly is `couldNotConvert` too.
 */
export function convertInteger<K extends ValidationKey = never>(
  input: string,
  { required = false }: NumberOptions<K> = {},
): Converted<number | null, K | 'required' | 'couldNotConvert'> {
  const value = input.trim();
  if (value === '') {
    const error = requiredError(required);
    return error ? fail(error) : { ok: true, value: null };
  }
  const parsed = parseNumber(value);
  if (!parsed || /[^0]/.test(parsed.fraction)) return fail('couldNotConvert');
  const number = toNumber({ ...parsed, fraction: '' });
  return Number.isSafeInteger(number) ? { ok: true, value: number } : fail('couldNotConvert');
}

export interface LinesOptions<K extends ValidationKey> {
  required?: FieldNeed<K>;
}

/**
 * Multi-line text (§5): one item per line, each trimmed; blank lines are no item, so a trailing
 * Enter or an empty line between two items adds nothing. No line at all is the required message
 * when the field is required, else an empty list.
 */
export function convertLines<K extends ValidationKey = never>(input: string, { required = false }: LinesOptions<K> = {}): Converted<string[], K | 'required'> {
  const lines = input
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length === 0) {
    const error = requiredError(required);
    if (error) return fail(error);
  }
  return { ok: true, value: lines };
}
