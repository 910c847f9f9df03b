/**
 * The sign-in in the page: one at a time, shared by the login and Verify Profile pages (the
 * machine waits in `verificationRequired` while the patient fills the form), run as the `signIn`
 * actor of the session's actor system. Its snapshot is kept in sessionStorage so a reload on
 * /verification does not lose the signed-in token; logout and expiry clear it with every other
 * portal key. `useSignIn` connects it to the session store and the router.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ActorRefFrom, Snapshot } from 'xstate';
import { tokenExpiry, type ApiClient } from '@portal/api';
import { safeReturnPath, sessionChild, signInDestination, signInMachine, type SessionRoot } from '@portal/machines';
import { useFeature } from '@portal/program-config';
import { primeProfile, useApiClient, useSessionStore } from '@portal/session';
import { hostActor, releaseActor, useSessionActor, useSessionRoot } from '@portal/session/actors';
import { forgetReturnUrl, returnUrlForSignIn } from '@portal/session/return-url';

const SIGN_IN_STORAGE_KEY = 'portal.signIn';

export type SignInActor = ActorRefFrom<typeof signInMachine>;

interface SignInDeps {
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
function signInOf(root: SessionRoot): SignInActor | undefined {
  return sessionChild<SignInActor>(root.getSnapshot(), 'signIn');
}

/**
 * The running sign-in, or one hosted now: restored from this tab's storage after a reload, or new.
 * Called from an effect.
 */
function ensureSignIn(root: SessionRoot, deps: SignInDeps): SignInActor {
  const current = signInOf(root);
  const snapshot = current?.getSnapshot();
  if (current && snapshot?.status === 'active') {
    // A fresh visit with another return URL starts over, unless the patient is mid-way.
    const untouched = snapshot.hasTag('addressStep') && !snapshot.hasTag('busy') && snapshot.context.address === '';
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
    if (next.status === 'active' && !next.hasTag('busy') && (next.hasTag('codeStep') || next.hasTag('verificationStep'))) storage.setItem(SIGN_IN_STORAGE_KEY, persisted(running));
  });
  return running;
}

/** The sign-in is finished: the next visit starts a new one, and nothing of it stays in storage. */
function forgetSignIn(storage: Storage = sessionStorage): void {
  storage.removeItem(SIGN_IN_STORAGE_KEY);
}

/** Stops the sign-in (`only` that one, when given) and forgets it. */
function endSignIn(root: SessionRoot, { only, storage = sessionStorage }: { only?: SignInActor; storage?: Storage } = {}): void {
  releaseActor(root, 'signIn', only);
  forgetSignIn(storage);
}

/**
 * Connects the sign-in machine to the session and the router: a verified code starts the
 * session (the token lifecycle runs from then on), and the machine's decision is navigated to.
 * The sign-in is the session's `signIn` actor, hosted once the page is on screen: null before.
 */
export function useSignIn(): SignInActor | null {
  const api = useApiClient();
  const store = useSessionStore();
  const root = useSessionRoot();
  const navigate = useNavigate();
  const { search } = useLocation();
  const missingInformationEnabled = useFeature('missingInformation');
  const usOnlyPhone = useFeature('US_only_phone');
  const actor = useSessionActor<SignInActor>('signIn') ?? null;

  useEffect(() => {
    const started = ensureSignIn(root, {
      api,
      // /login's own returnUrl, else the one a page opened earlier in this tab kept (§2: stored globally).
      returnUrl: returnUrlForSignIn(search),
      missingInformationEnabled,
      usOnlyPhone,
    });
    // A finished sign-in goes with the page that finished it (the next visit starts a new one).
    return () => {
      if (started.getSnapshot().status === 'done') endSignIn(root, { only: started });
    };
    // One sign-in per visit: the return URL and the flags are read when it starts. (The react-hooks
    // rules run on .tsx files only, so no disable comment: it would name an unknown rule.)
  }, [root, api]);

  // The session ended under a sign-in in progress (a 401, another tab signed out): it stops. A
  // finished one stays until its page goes: its page is navigating on its output.
  useEffect(
    () =>
      store.onEnd(() => {
        if (signInOf(root)?.getSnapshot().status === 'done') forgetSignIn();
        else endSignIn(root);
      }),
    [store, root],
  );

  useEffect(() => {
    if (!actor) return;
    // The token and its times only: the phone stays the sign-in's (Verify Profile reads it there).
    const issued = actor.on('tokenIssued', ({ token, signedInAt }) => {
      store.startVerification({ token, signedInAt, expiresAt: tokenExpiry(token, signedInAt) });
    });
    // The profile fetched for routing, so the first page after sign-in needs no second call.
    const profiled = actor.on('profileFetched', ({ profile }) => primeProfile(profile, store.get().signedInAt));
    return () => {
      issued.unsubscribe();
      profiled.unsubscribe();
    };
  }, [actor, store]);

  const destination = useSelector(actor ?? undefined, (snapshot) => (snapshot ? signInDestination(snapshot) : null));
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!actor || !destination || handled.current === destination) return;
    handled.current = destination;
    const snapshot = actor.getSnapshot();
    if (snapshot.status !== 'done') {
      navigate(destination); // /verification: the sign-in waits there for REGISTERED
      return;
    }
    const output = snapshot.output!;
    // Used, or passed over for /missing-information-start or an error page: the next sign-in in
    // this tab starts without it.
    forgetReturnUrl();
    const session = store.get();
    if (output.authenticated) {
      store.authenticate({
        token: session.token ?? output.token,
        expiresAt: session.expiresAt ?? tokenExpiry(output.token, output.signedInAt),
        signedInAt: output.signedInAt,
      });
      forgetSignIn();
      navigate(output.to, { replace: true });
    } else {
      // /login-error, /profile-error or a 202: the token is not kept (§4).
      forgetSignIn();
      store.end('logout');
      navigate(output.to, { replace: true });
    }
  }, [destination, actor, store, navigate]);

  return actor;
}
