import type { MessageRef } from '@portal/machines';
import type { Copy } from '@portal/program-config';

/** The text of a machine's message reference, from the programme copy. */
export function messageText(copy: Copy, ref: MessageRef | null | undefined): string | null {
  if (!ref) return null;
  return ref.section === 'accessErrors' ? copy.accessErrors[ref.key] : copy.errors[ref.key];
}
