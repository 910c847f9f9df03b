/**
 * The running part of a session, loaded lazily once a token exists: the token lifecycle machine
 * (60 s checks, renewal, expiry), activity tracking, and the idle warning dialog (WCAG 2.2.1).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { renewToken as renewTokenCall, readTokenExpiry } from '@portal/api';
import { Button, useGlobalMessage } from '@portal/design-system';
import { Modal } from '@portal/design-system/modal';
import { tokenLifecycleMachine, MOCK_TOKEN_LIFETIME_MS } from '@portal/machines';
import { useCopy } from '@portal/program-config';
import { fromPromise } from 'xstate';
import { trackActivity } from './activity.ts';
import { useApiClient } from './apiClient.ts';
import { useSessionStore } from './context.ts';
import { registerTokenLifecycle } from './tokenLifecycleRef.ts';

function IdleWarning({ expiresAt, onStay, onSignOut }: { expiresAt: number; onStay: () => void; onSignOut: () => void }) {
  const { copy, t } = useCopy();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((expiresAt - now) / 1000));
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onStay())}
      title={copy.session.idleTitle}
      description={t(copy.session.idleBody, { seconds })}
      closeLabel={copy.session.staySignedIn}
      actions={
        <>
          <Button variant="secondary" onClick={onSignOut}>
            {copy.session.signOut}
          </Button>
          <Button onClick={onStay}>{copy.session.staySignedIn}</Button>
        </>
      }
    />
  );
}

export function SessionRuntime() {
  const store = useSessionStore();
  const api = useApiClient();
  const { copy } = useCopy();
  const { showMessage } = useGlobalMessage();
  // Read once when the session starts running (lazy initialisers run once, outside render).
  const [initial] = useState(() => ({ ...store.get(), startedAt: Date.now() }));

  const actor = useActorRef(
    tokenLifecycleMachine.provide({
      actors: {
        renewToken: fromPromise(async ({ input }: { input: { token: string } }) => {
          const result = await renewTokenCall(api, input.token);
          if (!result.ok) return result;
          const expiresAt = readTokenExpiry(result.data.accessToken);
          return { ...result, data: { accessToken: result.data.accessToken, ...(expiresAt ? { expiresAt } : {}) } };
        }),
      },
    }),
    {
      input: {
        token: initial.token ?? '',
        expiresAt: initial.expiresAt ?? 0,
        lastInteraction: initial.signedInAt ?? initial.startedAt,
        tokenLifetimeMs: MOCK_TOKEN_LIFETIME_MS,
      },
    },
  );

  useEffect(() => registerTokenLifecycle(actor), [actor]);

  useEffect(() => {
    const renewed = actor.on('renewed', (event) => store.updateToken(event.token, event.expiresAt));
    // §8: say so, on the page the patient is on; the old token stays and the next check retries.
    // A 401 is not a failed renewal but an ended session: the session has already gone to /login.
    const failed = actor.on('renewalFailed', (event) => {
      if (event.error?.kind === 'http' && event.error.status === 401) return;
      showMessage({ type: 'error', header: copy.errors.tokenRenewal, description: copy.session.renewalRetry, keepScroll: true });
    });
    const ended = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') store.end(snapshot.output?.reason === 'expired' ? 'expired' : 'logout');
    });
    const stopTracking = trackActivity((at) => actor.send({ type: 'ACTIVITY', at }));
    return () => {
      renewed.unsubscribe();
      failed.unsubscribe();
      ended.unsubscribe();
      stopTracking();
    };
  }, [actor, store, copy, showMessage]);

  const warning = useSelector(actor, (snapshot) => (snapshot.hasTag('idleWarning') ? snapshot.context.expiresAt : null));
  if (warning === null) return null;
  return <IdleWarning expiresAt={warning} onStay={() => actor.send({ type: 'STAY_SIGNED_IN' })} onSignOut={() => store.end('logout')} />;
}
