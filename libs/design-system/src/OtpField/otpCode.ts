// spec: access-and-identity §5 "Code: exactly 6 digits": the one length, defined with the code rule.
import { CODE_LENGTH } from '@portal/validation';

/** One entry per box: a digit, or '' for an empty box. */
export type OtpSlots = readonly string[];

/** Digits only, capped at six: what pasting ` 123-456 ` or `123456\n` gives. */
export function extractOtpDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

export function slotsFromCode(code: string): OtpSlots {
  const digits = extractOtpDigits(code);
  return Array.from({ length: CODE_LENGTH }, (_, index) => digits.charAt(index));
}

/** The code the slots make: their digits in order (a cleared box leaves the code short). */
export function codeFromSlots(slots: OtpSlots): string {
  return slots.join('');
}

export function firstEmptySlot(slots: OtpSlots): number | undefined {
  const index = slots.indexOf('');
  return index === -1 ? undefined : index;
}

export function withSlot(slots: OtpSlots, index: number, digit: string): OtpSlots {
  return slots.map((current, position) => (position === index ? digit : current));
}

/**
 * Digits that arrive together (paste, autofill, a keyboard's code suggestion). A whole code always
 * starts at the first box, whichever box received it; a shorter run fills from the box it went
 * into. Returns the slots and the box to focus: the next empty one, else the last.
 */
export function fillSlots(slots: OtpSlots, index: number, text: string): { slots: OtpSlots; focus: number } {
  const digits = extractOtpDigits(text);
  const start = digits.length === CODE_LENGTH ? 0 : index;
  const next = slots.map((current, position) => {
    const offset = position - start;
    return offset >= 0 && offset < digits.length ? digits.charAt(offset) : current;
  });
  return { slots: next, focus: firstEmptySlot(next) ?? CODE_LENGTH - 1 };
}
