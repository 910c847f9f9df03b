/**
 * One wizard at a time for the signed-in patient, shared by every wizard route (each route is its
 * own page, so the running machine is the session's `wizard` actor, not a component's). It keeps
 * the form in the machine across Next, Back, review and a failed post, and writes the draft as the
 * patient types.
 */
import type { ActorRefFrom } from 'xstate';
import type { ApiClient } from '@portal/api';
import { sessionChild, wizardMachine, type SessionRoot, type WizardPlace } from '@portal/machines';
import { discardDraft, readDraft, saveDraft } from '@portal/session';
import { hostActor, releaseActor } from '@portal/session/actors';
import type { MissingInformationData, WizardForm } from '@portal/validation';
import { clearWizardDraft, draftWriter, readWizardDraft } from './draft.ts';

/** The wizard's draft in memory (libs/session drafts.ts): what survives the end of a session. */
const MEMORY_DRAFT = 'missingInformation';

export type WizardActor = ActorRefFrom<typeof wizardMachine>;

/** Whose each running wizard is: a wizard is only ever given back to its owner. */
const owners = new WeakMap<WizardActor, string>();

export interface WizardDeps {
  api: ApiClient;
  /** The session token when the post is made (it may have been renewed since the wizard opened). */
  token: () => string | null;
  /** Whose wizard this is (the patient's id): a draft is only ever given back to its owner. */
  owner: string;
  missingInformation: MissingInformationData;
  acticsPatientId: string | null;
  intakeCaseId: string | null;
  programCode: string;
  usOnlyPhone: boolean;
  /** The route the wizard opens on. */
  at: WizardPlace;
  /**
   * Subscribes to the end of the session (logout, expiry, a 401; returns the unsubscribe). The
   * wizard stops then, whatever page is on screen: a patient whose session expired on another
   * page and who signs in again in this tab gets their draft, never the old machine.
   */
  onSessionEnd: (end: () => void) => () => void;
  storage?: Storage;
}

/** The session's running wizard, if it is this patient's. */
export function wizardOf(root: SessionRoot, owner: string | null): WizardActor | undefined {
  const running = sessionChild<WizardActor>(root.getSnapshot(), 'wizard');
  return running && owner !== null && owners.get(running) === owner ? running : undefined;
}

/** The running wizard of this patient, or one hosted now, opened on `deps.at` with their draft. */
export function ensureWizard(root: SessionRoot, deps: WizardDeps): WizardActor {
  const running = wizardOf(root, deps.owner);
  if (running?.getSnapshot().status === 'active') return running;
  // What this page load holds is the latest; a reload while signed in finds the stored one.
  const draft = readDraft<WizardForm>(MEMORY_DRAFT, deps.owner) ?? readWizardDraft(deps.owner, deps.storage) ?? undefined;
  const post = { api: deps.api, token: deps.token, acticsPatientId: deps.acticsPatientId, intakeCaseId: deps.intakeCaseId, programCode: deps.programCode };
  const actor = hostActor(root, 'wizard', wizardMachine, {
    input: { post, missingInformation: deps.missingInformation, usOnlyPhone: deps.usOnlyPhone, at: deps.at, ...(draft ? { draft } : {}) },
  });
  owners.set(actor, deps.owner);
  attachDrafts(root, actor, deps);
  return actor;
}

/**
 * What the wizard's life brings with it, undone when it stops or finishes: the draft written as
 * the patient types (memory and storage), and its stop at the end of the session.
 */
function attachDrafts(root: SessionRoot, actor: WizardActor, deps: WizardDeps): void {
  const writer = draftWriter(deps.owner, deps.storage);
  let form = actor.getSnapshot().context.form;
  const subscription = actor.subscribe((snapshot) => {
    if (snapshot.status === 'done') {
      // Sent: nothing is left to keep.
      writer.cancel();
      clearWizardDraft(deps.storage);
      discardDraft(MEMORY_DRAFT);
      return;
    }
    if (snapshot.context.form !== form) {
      form = snapshot.context.form;
      saveDraft(MEMORY_DRAFT, deps.owner, form);
      writer.write(form);
    }
  });
  // A pending change is written at once when the tab is hidden or closed (a reload within 500 ms).
  const flush = () => writer.flush();
  globalThis.addEventListener?.('pagehide', flush);
  const onVisibility = () => (globalThis.document?.visibilityState === 'hidden' ? flush() : undefined);
  globalThis.document?.addEventListener('visibilitychange', onVisibility);
  // Storage is the session store's to clear at the end (every kind of end); the memory draft is
  // the session provider's (kept after an expiry or a 401, forgotten at logout).
  const stopOnSessionEnd = deps.onSessionEnd(() => endWizard(root, { storage: deps.storage }));
  // Nothing is written once the wizard stops: it stops when the session has ended, and the
  // storage just cleared must stay clear (memory holds the latest form).
  actor.subscribe({
    complete: () => {
      writer.cancel();
      subscription.unsubscribe();
      stopOnSessionEnd();
      globalThis.removeEventListener?.('pagehide', flush);
      globalThis.document?.removeEventListener('visibilitychange', onVisibility);
    },
  });
}

/**
 * Stops the wizard (the session ended, or it finished). `forget` also drops the draft, stored and
 * in memory.
 */
export function endWizard(root: SessionRoot, { forget = false, storage }: { forget?: boolean; storage?: Storage } = {}): void {
  releaseActor(root, 'wizard');
  if (forget) {
    clearWizardDraft(storage);
    discardDraft(MEMORY_DRAFT);
  }
}
