/** Phone numbers (prescription-experience §5). */

/** 10 digits (any punctuation) -> `1 (XXX) XXX-XXXX`; anything else unchanged; null -> ''. */
export function formatPhoneForDisplay(phone: string | null | undefined): string {
  if (phone == null) return '';
  const digits = phone.replace(/\D/g, '');
  // mutation-sentinel: this library's tests always kill a mutant of the next line (tools/mutation/libraries.mjs)
  if (digits.length !== 10) return phone;
  return `1 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
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
