/**
 * The running part of a session, loaded lazily once a token exists: the token lifecycle machine
 * (60 s checks, renewal, expiry), activity tracking, and the idle warning dialog (WCAG 2.2.1).
 */
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { Button, useGlobalMessage } from '@portal/design-system';
import { Modal } from '@portal/design-system/modal';
import { tokenLifecycleMachine, type TokenLifecycleActorRef } from '@portal/machines';
import { useCopy } from '@portal/program-config';
import { trackActivity } from './activity.ts';
import { useApiClient } from './apiClient.ts';
import { useSessionContext, useSessionStore } from './context.ts';
import { setRuntimeState } from './runtimeState.ts';
import { hostActor, releaseActor, useSessionActor, useSessionRoot } from './sessionActor.ts';

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
  useEffect(() => {
    setRuntimeState('ready');
    return () => setRuntimeState(null);
  }, []);
  const root = useSessionRoot();
  const api = useApiClient();
  const { absoluteLifetimeMs } = useSessionContext();
  const { copy } = useCopy();
  const { showMessage } = useGlobalMessage();
  // What a failed renewal says, read when it happens (the texts may change; the actor does not restart).
  const texts = useRef({ copy, showMessage });
  useEffect(() => {
    texts.current = { copy, showMessage };
  }, [copy, showMessage]);

  useEffect(() => {
    const started = store.get();
    // The session may have ended between this render and its effect (another tab's logout, a
    // 401): a lifecycle started now would find no token, call it expired and say so.
    if (started.status === 'anonymous' || !started.token) return undefined;
    const startedAt = Date.now();
    const actor = hostActor(root, 'tokenLifecycle', tokenLifecycleMachine, {
      input: {
        api,
        token: started.token,
        expiresAt: started.expiresAt ?? 0,
        lastInteraction: started.signedInAt ?? startedAt,
        // The absolute lifetime counts from the session's start, which a reload or a renewal never moves.
        sessionStartedAt: started.startedAt ?? started.signedInAt ?? startedAt,
        absoluteLifetimeMs,
      },
    });
    const renewed = actor.on('renewed', (event) => store.updateToken(event.token, event.expiresAt));
    // §8: say so, on the page the patient is on; the old token stays and the next check retries.
    // A 401 is not a failed renewal but an ended session: the session has already gone to /login.
    const failed = actor.on('renewalFailed', (event) => {
      if (event.error?.kind === 'http' && event.error.status === 401) return;
      const { copy: now, showMessage: show } = texts.current;
      show({ type: 'error', header: now.errors.tokenRenewal, description: now.session.renewalRetry, keepScroll: true });
    });
    const end = (snapshot: ReturnType<typeof actor.getSnapshot>) => {
      if (snapshot.status !== 'done') return;
      const reason = snapshot.output?.reason;
      store.end(reason === 'expired' || reason === 'lifetime' ? reason : 'logout');
    };
    const ended = actor.subscribe(end);
    // A session restored past its end finishes as it starts, before anything could listen.
    end(actor.getSnapshot());
    const stopTracking = trackActivity((at) => actor.send({ type: 'ACTIVITY', at }));
    return () => {
      renewed.unsubscribe();
      failed.unsubscribe();
      ended.unsubscribe();
      stopTracking();
      releaseActor(root, 'tokenLifecycle', actor);
    };
  }, [root, store, api, absoluteLifetimeMs]);

  const actor = useSessionActor<TokenLifecycleActorRef>('tokenLifecycle');
  const warning = useSelector(actor, (snapshot) => (snapshot?.hasTag('idleWarning') ? snapshot.context.expiresAt : null));
  if (warning === null || !actor) return null;
  return <IdleWarning expiresAt={warning} onStay={() => actor.send({ type: 'STAY_SIGNED_IN' })} onSignOut={() => store.end('logout')} />;
}
