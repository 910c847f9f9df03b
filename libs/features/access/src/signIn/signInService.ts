/**
 * One sign-in at a time, shared by the login and Verify Profile pages (the machine waits in
 * `verificationRequired` while the patient fills the form). Its snapshot is kept in
 * sessionStorage so a reload on /verification does not lose the signed-in token; logout and
 * expiry clear it with every other portal key.
 */
import { createActor, fromPromise, type Actor } from 'xstate';
import { fetchProfile as fetchProfileCall, sendCode, toProfileSummary, verifyCode, type ApiClient, type PatientProfileResponse } from '@portal/api';
import { safeReturnPath, signInMachine, type ProfileResult } from '@portal/machines';

export const SIGN_IN_STORAGE_KEY = 'portal.signIn';

export type SignInActor = Actor<typeof signInMachine>;

export interface SignInDeps {
  api: ApiClient;
  returnUrl: string | null;
  missingInformationEnabled: boolean;
  usOnlyPhone: boolean;
  /** The profile fetched for routing, so the first page after sign-in needs no second call. */
  onProfile?: (profile: PatientProfileResponse) => void;
  storage?: Storage;
}

let current: SignInActor | null = null;

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

/** The running sign-in, restored from this tab's storage after a reload, or a new one. */
export function signInActor(deps: SignInDeps): SignInActor {
  if (current && current.getSnapshot().status === 'active') {
    const snapshot = current.getSnapshot();
    // A fresh visit with another return URL starts over, unless the patient is mid-way.
    const untouched = snapshot.matches('enteringAddress') && snapshot.context.address === '';
    if (!untouched || snapshot.context.returnUrl === safeReturnPath(deps.returnUrl)) return current;
    current.stop();
  }
  // No storage when the build prerenders the sign-in page (Node): nothing to restore or keep.
  const storage = deps.storage ?? (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
  const machine = machineFor(deps.api, deps.onProfile);
  let restored: ReturnType<SignInActor['getPersistedSnapshot']> | undefined;
  try {
    const saved = storage?.getItem(SIGN_IN_STORAGE_KEY);
    restored = saved ? JSON.parse(saved) : undefined;
  } catch {
    restored = undefined;
  }
  const input = { returnUrl: deps.returnUrl, missingInformationEnabled: deps.missingInformationEnabled, usOnlyPhone: deps.usOnlyPhone };
  let actor: SignInActor;
  try {
    actor = createActor(machine, restored ? { input, snapshot: restored } : { input });
  } catch {
    actor = createActor(machine, { input });
  }
  actor.subscribe((snapshot) => {
    // Only states worth resuming are kept: in flight calls restart from the step before.
    if (snapshot.status === 'active' && (snapshot.matches('verificationRequired') || snapshot.matches('enteringCode'))) {
      storage?.setItem(SIGN_IN_STORAGE_KEY, JSON.stringify(actor.getPersistedSnapshot()));
    }
  });
  actor.start();
  current = actor;
  return actor;
}

/** Forget the sign-in (finished, or the patient started over). */
export function endSignIn(storage: Storage = sessionStorage): void {
  current?.stop();
  current = null;
  storage.removeItem(SIGN_IN_STORAGE_KEY);
}
