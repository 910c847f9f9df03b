/**
 * One wizard at a time for the signed-in patient, shared by every wizard route (each route is its
 * own page, so the running machine lives here, not in a component). It keeps the form in the
 * machine across Next, Back, review and a failed post, and writes the draft as the patient types.
 */
import { createActor, fromPromise, type Actor } from 'xstate';
import { submitMissingInformation, type ApiClient } from '@portal/api';
import { wizardMachine, type WizardPlace } from '@portal/machines';
import { toMissingInformationFormData, type MissingInformationData } from '@portal/validation';
import { clearWizardDraft, draftWriter, readWizardDraft } from './draft.ts';

export type WizardActor = Actor<typeof wizardMachine>;

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
   * wizard stops then, whatever page is on screen: a patient who signs out from the menu of
   * another page and signs in again in this tab gets their stored draft, never the old machine.
   */
  onSessionEnd: (end: () => void) => () => void;
  storage?: Storage;
}

let current: { actor: WizardActor; owner: string; stop: () => void } | null = null;

function machineFor(deps: WizardDeps) {
  return wizardMachine.provide({
    actors: {
      submitMissingInformation: fromPromise(async ({ input }) => {
        const token = deps.token();
        if (!token) throw new Error('the session ended before the missing information was sent');
        const body = toMissingInformationFormData({
          missingInformation: input.missingInformation,
          acticsPatientId: deps.acticsPatientId,
          intakeCaseId: deps.intakeCaseId,
          programCode: deps.programCode,
          files: input.files,
        });
        return submitMissingInformation(deps.api, token, body);
      }),
    },
  });
}

/** The running wizard of this patient, or a new one opened on `deps.at` with their draft. */
export function wizardActor(deps: WizardDeps): WizardActor {
  if (current && current.owner === deps.owner && current.actor.getSnapshot().status === 'active') return current.actor;
  endWizard();
  const draft = readWizardDraft(deps.owner, deps.storage) ?? undefined;
  const actor = createActor(machineFor(deps), {
    input: { missingInformation: deps.missingInformation, usOnlyPhone: deps.usOnlyPhone, at: deps.at, ...(draft ? { draft } : {}) },
  });
  const writer = draftWriter(deps.owner, deps.storage);
  let form = actor.getSnapshot().context.form;
  const subscription = actor.subscribe((snapshot) => {
    if (snapshot.status === 'done') {
      // Sent: nothing is left to keep.
      writer.cancel();
      clearWizardDraft(deps.storage);
      return;
    }
    if (snapshot.context.form !== form) {
      form = snapshot.context.form;
      writer.write(form);
    }
  });
  // A pending change is written at once when the tab is hidden or closed (a reload within 500 ms).
  const flush = () => writer.flush();
  globalThis.addEventListener?.('pagehide', flush);
  const onVisibility = () => (globalThis.document?.visibilityState === 'hidden' ? flush() : undefined);
  globalThis.document?.addEventListener('visibilitychange', onVisibility);
  // The stored draft is the session store's to keep or clear (kept after an expiry, cleared at logout).
  const stopOnSessionEnd = deps.onSessionEnd(() => endWizard({ storage: deps.storage }));
  actor.start();
  current = {
    actor,
    owner: deps.owner,
    stop: () => {
      writer.flush();
      subscription.unsubscribe();
      stopOnSessionEnd();
      globalThis.removeEventListener?.('pagehide', flush);
      globalThis.document?.removeEventListener('visibilitychange', onVisibility);
      actor.stop();
    },
  };
  return actor;
}

/**
 * Stops the wizard (the session ended, or it finished). `forget` also clears the stored draft:
 * an explicit logout. An expiry keeps it for the patient's next sign-in in this tab.
 */
export function endWizard({ forget = false, storage }: { forget?: boolean; storage?: Storage } = {}): void {
  current?.stop();
  current = null;
  if (forget) clearWizardDraft(storage);
}
