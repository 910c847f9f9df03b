/**
 * Phone masks. spec: access-and-identity §2 Phone step and §5 Phone: with US-only on, the input is
 * masked as (NXX) XXX-XXXX where the first digit is 1-9; otherwise it is a free international
 * input forcing a leading +.
 */
// spec §9 "phone 10 digits": the one count, defined with the phone rule.
import { PHONE_DIGITS } from '@portal/validation';

/** E.164 allows at most 15 digits after the +. */
export const INTERNATIONAL_PHONE_MAX_DIGITS = 15;

export interface UsPhone {
  /** As shown: `(555) 555-0100`, partial while typing (`(555) 5`). */
  text: string;
  /** At most 10 digits, first digit 1-9. */
  digits: string;
}

interface UsPhoneAnalysis extends UsPhone {
  /** How many leading digits of the input were dropped (country code 1, leading zeros). */
  dropped: number;
}

function digitsOf(input: string): string {
  return input.replace(/\D/g, '');
}

function analyseUsPhone(input: string): UsPhoneAnalysis {
  let digits = digitsOf(input);
  let dropped = 0;
  // A pasted or autofilled +1 555 555 0100 / 15555550100 carries the country code: drop it. More
  // than ten digits starting with 1 can only be that (a typed 1 before the number too).
  if (/^\s*\+\s*1/.test(input) || (digits.length > PHONE_DIGITS && digits.startsWith('1'))) {
    digits = digits.slice(1);
    dropped += 1;
  }
  const withoutZeros = digits.replace(/^0+/, '');
  dropped += digits.length - withoutZeros.length;
  digits = withoutZeros.slice(0, PHONE_DIGITS);
  return { text: layoutUsDigits(digits), digits, dropped };
}

/**
 * No trailing separator is added (`(555`, not `(555) `), so Backspace after a group deletes a
 * digit instead of a separator that the mask would put straight back.
 */
function layoutUsDigits(digits: string): string {
  if (digits.length === 0) return '';
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  const line = digits.slice(6);
  if (digits.length <= 3) return `(${area}`;
  if (digits.length <= 6) return `(${area}) ${exchange}`;
  return `(${area}) ${exchange}-${line}`;
}

/** Any text (typed, pasted, autofilled, seeded) to the US mask. Idempotent. */
export function formatUsPhone(input: string): UsPhone {
  const { text, digits } = analyseUsPhone(input);
  return { text, digits };
}

/**
 * Any text to the international form: a leading +, then only digits, spaces, dashes and
 * parentheses, at most 15 digits. Empty stays empty (spec: "An empty phone stays an empty value");
 * a lone + stays, so the field can say "Please enter your mobile phone". Idempotent.
 */
export function normaliseInternationalPhone(input: string): string {
  const body = input
    .replace(/[^\d\s()-]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^ /, '');
  let kept = '';
  let digitCount = 0;
  for (const character of body) {
    if (/\d/.test(character)) {
      if (digitCount === INTERNATIONAL_PHONE_MAX_DIGITS) break;
      digitCount += 1;
    }
    kept += character;
  }
  if (kept === '') return /^\s*\+/.test(input) ? '+' : '';
  return `+${kept}`;
}

/** Position in `text` just after its `count`-th digit (before the first digit when 0). */
export function caretAfterDigits(text: string, count: number): number {
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (!/\d/.test(text.charAt(index))) continue;
    if (seen === count) return index;
    seen += 1;
  }
  return text.length;
}

export interface MaskedEdit {
  text: string;
  digits: string;
  caret: number;
}

/**
 * One edit of the US field: the raw input value after the browser applied the keystroke, where
 * the caret ended up, the text before, and the kind of input (`InputEvent.inputType`).
 */
export function applyUsPhoneEdit(raw: string, caret: number, previousText: string, inputType = ''): MaskedEdit {
  let source = raw;
  let digitsBeforeCaret = digitsOf(raw.slice(0, caret)).length;
  const rawDigits = digitsOf(raw);
  // Deleting only a separator would leave the digits as they were and the mask would put the
  // separator straight back: delete the digit on that side of it instead.
  if (raw.length < previousText.length && rawDigits === formatUsPhone(previousText).digits) {
    if (inputType === 'deleteContentForward') {
      source = rawDigits.slice(0, digitsBeforeCaret) + rawDigits.slice(digitsBeforeCaret + 1);
    } else if (digitsBeforeCaret > 0) {
      source = rawDigits.slice(0, digitsBeforeCaret - 1) + rawDigits.slice(digitsBeforeCaret);
      digitsBeforeCaret -= 1;
    }
  }
  const { text, digits, dropped } = analyseUsPhone(source);
  const caretDigits = Math.min(Math.max(digitsBeforeCaret - dropped, 0), digits.length);
  return { text, digits, caret: caretAfterDigits(text, caretDigits) };
}

/** One edit of the international field; the caret keeps its place among the kept characters. */
export function applyInternationalPhoneEdit(raw: string, caret: number): MaskedEdit {
  const text = normaliseInternationalPhone(raw);
  const before = normaliseInternationalPhone(raw.slice(0, caret));
  return { text, digits: digitsOf(text), caret: Math.min(before.length, text.length) };
}
