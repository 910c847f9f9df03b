/**
 * One sign-in at a time, shared by the login and Verify Profile pages (the machine waits in
 * `verificationRequired` while the patient fills the form): the `signIn` actor of the session's
 * actor system. Its snapshot is kept in sessionStorage so a reload on /verification does not lose
 * the signed-in token; logout and expiry clear it with every other portal key.
 */
import type { ActorRefFrom, Snapshot } from 'xstate';
import type { ApiClient } from '@portal/api';
import { safeReturnPath, sessionChild, signInMachine, type SessionRoot } from '@portal/machines';
import { hostActor, releaseActor } from '@portal/session/actors';

export const SIGN_IN_STORAGE_KEY = 'portal.signIn';

export type SignInActor = ActorRefFrom<typeof signInMachine>;

export interface SignInDeps {
  api: ApiClient;
  returnUrl: string | null;
  missingInformationEnabled: boolean;
  usOnlyPhone: boolean;
  storage?: Storage;
}

type PersistedSignIn = ReturnType<SignInActor['getPersistedSnapshot']> & { context?: Record<string, unknown> };

/** The stored sign-in, without its API client (a client is no data: the resumed one gets this page's). */
function persisted(actor: SignInActor): string {
  const snapshot = actor.getPersistedSnapshot() as PersistedSignIn;
  const { api: _client, ...context } = snapshot.context ?? {};
  return JSON.stringify({ ...snapshot, context });
}

/** The session's sign-in (a finished one too, until it is released). */
export function signInOf(root: SessionRoot): SignInActor | undefined {
  return sessionChild<SignInActor>(root.getSnapshot(), 'signIn');
}

/**
 * The running sign-in, or one hosted now: restored from this tab's storage after a reload, or new.
 * Called from an effect.
 */
export function ensureSignIn(root: SessionRoot, deps: SignInDeps): SignInActor {
  const current = signInOf(root);
  const snapshot = current?.getSnapshot();
  if (current && snapshot?.status === 'active') {
    // A fresh visit with another return URL starts over, unless the patient is mid-way.
    const untouched = snapshot.matches('enteringAddress') && snapshot.context.address === '';
    if (!untouched || snapshot.context.returnUrl === safeReturnPath(deps.returnUrl)) return current;
  }
  const storage = deps.storage ?? sessionStorage;
  let restored: PersistedSignIn | undefined;
  try {
    const saved = storage.getItem(SIGN_IN_STORAGE_KEY);
    restored = saved ? (JSON.parse(saved) as PersistedSignIn) : undefined;
  } catch {
    restored = undefined;
  }
  const input = { api: deps.api, returnUrl: deps.returnUrl, missingInformationEnabled: deps.missingInformationEnabled, usOnlyPhone: deps.usOnlyPhone };
  let actor = restored ? hostActor(root, 'signIn', signInMachine, { input, snapshot: { ...restored, context: { ...restored.context, api: deps.api } } as unknown as Snapshot<unknown> }) : undefined;
  // A stored snapshot this machine cannot resume (an older shape): a new sign-in.
  if (!actor || actor.getSnapshot().status !== 'active') actor = hostActor(root, 'signIn', signInMachine, { input });
  const running = actor;
  // Only states worth resuming are kept: in flight calls restart from the step before.
  running.subscribe((next) => {
    if (next.status === 'active' && (next.matches('verificationRequired') || next.matches('enteringCode'))) storage.setItem(SIGN_IN_STORAGE_KEY, persisted(running));
  });
  return running;
}

/** The sign-in is finished: the next visit starts a new one, and nothing of it stays in storage. */
export function forgetSignIn(storage: Storage = sessionStorage): void {
  storage.removeItem(SIGN_IN_STORAGE_KEY);
}

/** Stops the sign-in (`only` that one, when given) and forgets it. */
export function endSignIn(root: SessionRoot, { only, storage = sessionStorage }: { only?: SignInActor; storage?: Storage } = {}): void {
  releaseActor(root, 'signIn', only);
  forgetSignIn(storage);
}
