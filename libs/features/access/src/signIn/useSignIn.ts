import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readTokenExpiry } from '@portal/api';
import { MOCK_TOKEN_LIFETIME_MS, signInDestination } from '@portal/machines';
import { useFeature } from '@portal/program-config';
import { primeProfile, useApiClient, useSessionStore } from '@portal/session';
import { forgetReturnUrl, returnUrlForSignIn } from '@portal/session/return-url';
import { endSignIn, signInActor, type SignInActor } from './signInService.ts';

/**
 * Connects the sign-in machine to the session and the router: a verified code starts the
 * session (the token lifecycle runs from then on), and the machine's decision is navigated to.
 */
export function useSignIn(): SignInActor {
  const api = useApiClient();
  const store = useSessionStore();
  const navigate = useNavigate();
  const { search } = useLocation();
  const missingInformationEnabled = useFeature('missingInformation');
  const usOnlyPhone = useFeature('US_only_phone');

  const actor = useMemo(
    () =>
      signInActor({
        api,
        // /login's own returnUrl, else the one a page opened earlier in this tab kept (§2: stored globally).
        returnUrl: returnUrlForSignIn(search),
        missingInformationEnabled,
        usOnlyPhone,
        onProfile: (profile) => primeProfile(profile, store.get().signedInAt),
      }),
    // One sign-in per visit: the return URL is read when it starts. (Only `api` on purpose; the
    // react-hooks rules run on .tsx files only, so no disable comment: it would name an unknown rule.)
    [api],
  );

  useEffect(() => store.onEnd(() => endSignIn()), [store]);

  useEffect(() => {
    const issued = actor.on('tokenIssued', ({ token, signedInAt }) => {
      const { channel, address } = actor.getSnapshot().context;
      store.startVerification({
        token,
        signedInAt,
        expiresAt: readTokenExpiry(token) ?? signedInAt + MOCK_TOKEN_LIFETIME_MS,
        signInPhone: channel === 'sms' ? address : null,
      });
    });
    return () => issued.unsubscribe();
  }, [actor, store]);

  const destination = useSelector(actor, signInDestination);
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!destination || handled.current === destination) return;
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
        expiresAt: session.expiresAt ?? readTokenExpiry(output.token) ?? output.signedInAt + MOCK_TOKEN_LIFETIME_MS,
        signedInAt: output.signedInAt,
        firstName: output.profile?.firstName ?? null,
      });
      endSignIn();
      navigate(output.to, { replace: true });
    } else {
      // /login-error, /profile-error or a 202: the token is not kept (§4).
      endSignIn();
      store.end('logout');
      navigate(output.to, { replace: true });
    }
  }, [destination, actor, store, navigate]);

  return actor;
}
