import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { tokenExpiry } from '@portal/api';
import { signInDestination } from '@portal/machines';
import { useFeature } from '@portal/program-config';
import { primeProfile, useApiClient, useSessionStore } from '@portal/session';
import { useSessionActor, useSessionRoot } from '@portal/session/actors';
import { forgetReturnUrl, returnUrlForSignIn } from '@portal/session/return-url';
import { endSignIn, ensureSignIn, forgetSignIn, signInOf, type SignInActor } from './signInService.ts';

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
