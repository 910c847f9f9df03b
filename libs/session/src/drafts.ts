/**
 * What a patient has typed into an open form, so that a session the server ends (a 401, or expiry
 * while the page sat open) does not throw it away: after signing in again as the same person, the
 * form comes back as it was. Kept in memory only (it is health data: no end of a session leaves it
 * in storage), for this page load, and for its owner only (Verify Profile: the sign-in address it
 * was typed under; the wizard: the patient's ids). An explicit logout forgets every draft.
 */
import { drafts } from './draftStore.ts';

export { discardAllDrafts } from './draftStore.ts';

/** The owner of a draft: the channel and address the patient signed in with, normalised. */
export function draftOwner(channel: 'sms' | 'email', address: string): string {
  return channel === 'sms' ? `sms:${address.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}` : `email:${address.trim().toLowerCase()}`;
}

export function saveDraft<T>(form: string, owner: string, value: T): void {
  drafts.set(form, { owner, value });
}

/** The draft of `form` typed by `owner`, or null (none, or someone else's). */
export function readDraft<T>(form: string, owner: string): T | null {
  const draft = drafts.get(form);
  return draft && draft.owner === owner ? (draft.value as T) : null;
}

export function discardDraft(form: string): void {
  drafts.delete(form);
}
