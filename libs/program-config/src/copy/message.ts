import type { Copy } from './en.ts';

/**
 * A patient-facing message named by where it sits in the copy: machines hold keys, never text
 * (libs/machines/src/messages.ts), and every page looks the text up here, the one place that knows
 * which section a reference points into.
 */
export type CopyMessageRef = { section: 'accessErrors'; key: keyof Copy['accessErrors'] } | { section: 'errors'; key: keyof Copy['errors'] };

/** The text of a message reference in the programme's copy; null when there is none. */
export function copyMessage(copy: Copy, ref: CopyMessageRef | null | undefined): string | null {
  if (!ref) return null;
  return ref.section === 'accessErrors' ? copy.accessErrors[ref.key] : copy.errors[ref.key];
}
