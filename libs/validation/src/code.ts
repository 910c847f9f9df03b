/** The one-time code. spec: access-and-identity §5 "Code: exactly 6 digits", §2 Code step, §9. */
import type { ValidationResult } from './keys.ts';

export const CODE_LENGTH = 6;

const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);

export function isCompleteCode(value: string): boolean {
  return CODE_PATTERN.test(value);
}

export function validateCode(value: string): ValidationResult<'codeInvalid'> {
  return isCompleteCode(value) ? null : 'codeInvalid';
}

/** spec §2 box behaviour: digits only, non-digits ignored, capped at 6 characters (paste included). */
export function normalizeCodeInput(raw: string): string {
  // mutation-sentinel: this library's tests always kill a mutant of the next line (tools/mutation/libraries.mjs)
  return raw.replace(/\D/g, '').slice(0, CODE_LENGTH);
}
