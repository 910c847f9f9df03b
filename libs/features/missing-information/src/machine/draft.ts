/**
 * The wizard's stored draft: what the patient typed, kept so that a reload or a network failure
 * while signed in loses nothing (access-and-identity §9: form-state changes are debounced 500 ms).
 *
 * Kept in sessionStorage, never localStorage, and only while the session lasts: its key has the
 * session's draft prefix, which every end of the session clears (libs/session store.ts
 * `clearPatientStorage`); a successful submit clears it too. After an expiry or a 401 the form
 * lives on in memory for this page load (wizardService.ts), so signing in again gives it back. It
 * belongs to one patient: a draft of another patient signing in in the same tab is never shown.
 * Card photos are files and cannot be stored; only their names are, so the insurance step can ask
 * for them again.
 */
import { DRAFT_STORAGE_PREFIX } from '@portal/session';
import type { WizardForm } from '@portal/validation';

export const WIZARD_DRAFT_KEY = `${DRAFT_STORAGE_PREFIX}missingInformation`;
/** access-and-identity §9 "form-state change debounce default 500 ms". */
export const WIZARD_DRAFT_DEBOUNCE_MS = 500;

interface StoredDraft {
  owner: string;
  form: WizardForm;
}

const storageOr = (storage?: Storage): Storage | null => {
  try {
    return storage ?? globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage blocked (a privacy mode): the draft then lives as long as the page
  }
};

export function readWizardDraft(owner: string, storage?: Storage): WizardForm | null {
  const store = storageOr(storage);
  try {
    const raw = store?.getItem(WIZARD_DRAFT_KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<StoredDraft>;
    return draft.owner === owner && draft.form && typeof draft.form === 'object' ? draft.form : null;
  } catch {
    return null;
  }
}

export function writeWizardDraft(owner: string, form: WizardForm, storage?: Storage): void {
  try {
    storageOr(storage)?.setItem(WIZARD_DRAFT_KEY, JSON.stringify({ owner, form } satisfies StoredDraft));
  } catch {
    // Full or blocked storage: the form still holds everything in memory.
  }
}

export function clearWizardDraft(storage?: Storage): void {
  try {
    storageOr(storage)?.removeItem(WIZARD_DRAFT_KEY);
  } catch {
    // nothing stored
  }
}

/**
 * Writes the form at most once per quiet 500 ms. `flush` writes a pending change now (the page
 * is hidden or unloading); `cancel` drops it (the draft was cleared).
 */
export function draftWriter(owner: string, storage?: Storage, delayMs = WIZARD_DRAFT_DEBOUNCE_MS) {
  let pending: WizardForm | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (pending) writeWizardDraft(owner, pending, storage);
    pending = null;
  };
  return {
    write(form: WizardForm) {
      pending = form;
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    },
    flush,
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = null;
    },
  };
}
