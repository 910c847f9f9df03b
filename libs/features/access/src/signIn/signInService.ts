/**
 * One sign-in at a time, shared by the login and Verify Profile pages (the machine waits in
 * `verificationRequired` while the patient fills the form): the `signIn` actor of the session's
 * actor system. Its snapshot is kept in sessionStorage so a reload on /verification does not lose
 * the signed-in token; logout and expiry clear it with every other portal key.
 */
import { fromPromise } from 'xstate';
import { fetchProfile as fetchProfileCall, sendCode, verifyCode, type ApiClient, type PatientProfileResponse } from '@portal/api';
import { toProfileSummary } from '@portal/care';
import { safeReturnPath, signInMachine, type ProfileResult } from '@portal/machines';
import type { SessionActors, SessionSystem } from '@portal/session';
import { hostActor, releaseActor } from '@portal/session/actors';

export const SIGN_IN_STORAGE_KEY = 'portal.signIn';

export type SignInActor = SessionActors['signIn'];

export interface SignInDeps {
  api: ApiClient;
  returnUrl: string | null;
  missingInformationEnabled: boolean;
  usOnlyPhone: boolean;
  /** The profile fetched for routing, so the first page after sign-in needs no second call. */
  onProfile?: (profile: PatientProfileResponse) => void;
  storage?: Storage;
}

function machineFor(api: ApiClient, onProfile?: (profile: PatientProfileResponse) => void) {
  return signInMachine.provide({
    actors: {
      sendCode: fromPromise(({ input }) => sendCode(api, input.channel, input.address)),
      verifyCode: fromPromise(({ input }) => verifyCode(api, input.channel, input.address, input.code)),
      fetchProfile: fromPromise(async ({ input }): Promise<ProfileResult> => {
        const result = await fetchProfileCall(api, input.token);
        if (!result.ok) return result;
        onProfile?.(result.data);
        const summary = toProfileSummary(result.data);
        // §4: "unsuccessful without an error" -> no single usable patient profile.
        if (result.data.successful === false || summary.isMultiplePatientProfileExists || result.data.patientProfileDetails.length !== 1) {
          return { ok: true, status: 200, data: null };
        }
        return {
          ok: true,
          status: 200,
          data: {
            isPWARegistered: summary.isPWARegistered,
            ...(summary.firstName ? { firstName: summary.firstName } : {}),
            ...(summary.missingInformation
              ? {
                  missingInformation: {
                    active: summary.missingInformation.active,
                    Open_Task: summary.missingInformation.Open_Task,
                    primaryInsuranceSaved: summary.missingInformation.primaryInsuranceSaved,
                    insuranceSaved: summary.missingInformation.insuranceSaved,
                  },
                }
              : {}),
          },
        };
      }),
    },
  });
}

/**
 * The running sign-in, or one hosted now: restored from this tab's storage after a reload, or new.
 * Called from an effect.
 */
export function ensureSignIn(system: SessionSystem, deps: SignInDeps): SignInActor {
  const current = system.get('signIn');
  const snapshot = current?.getSnapshot();
  if (current && snapshot?.status === 'active') {
    // A fresh visit with another return URL starts over, unless the patient is mid-way.
    const untouched = snapshot.matches('enteringAddress') && snapshot.context.address === '';
    if (!untouched || snapshot.context.returnUrl === safeReturnPath(deps.returnUrl)) return current;
  }
  const storage = deps.storage ?? sessionStorage;
  const machine = machineFor(deps.api, deps.onProfile);
  let restored: ReturnType<SignInActor['getPersistedSnapshot']> | undefined;
  try {
    const saved = storage.getItem(SIGN_IN_STORAGE_KEY);
    restored = saved ? JSON.parse(saved) : undefined;
  } catch {
    restored = undefined;
  }
  const input = { returnUrl: deps.returnUrl, missingInformationEnabled: deps.missingInformationEnabled, usOnlyPhone: deps.usOnlyPhone };
  // Only states worth resuming are kept: in flight calls restart from the step before.
  const persist = (actor: SignInActor) =>
    actor.subscribe((next) => {
      if (next.status === 'active' && (next.matches('verificationRequired') || next.matches('enteringCode'))) {
        storage.setItem(SIGN_IN_STORAGE_KEY, JSON.stringify(actor.getPersistedSnapshot()));
      }
    }).unsubscribe;
  try {
    return hostActor(system, 'signIn', machine, { input, ...(restored ? { snapshot: restored } : {}), attach: persist });
  } catch {
    // A stored snapshot this machine cannot resume (an older shape): a new sign-in.
    return hostActor(system, 'signIn', machine, { input, attach: persist });
  }
}

/** The sign-in is finished: the next visit starts a new one, and nothing of it stays in storage. */
export function forgetSignIn(storage: Storage = sessionStorage): void {
  storage.removeItem(SIGN_IN_STORAGE_KEY);
}

/** Stops the sign-in (`only` that one, when given) and forgets it. */
export function endSignIn(system: SessionSystem, { only, storage = sessionStorage }: { only?: SignInActor; storage?: Storage } = {}): void {
  releaseActor(system, 'signIn', only);
  forgetSignIn(storage);
}
