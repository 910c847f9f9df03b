import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useGlobalMessage } from '@portal/design-system';
import { paymentReturnMachine, type PaymentReturnOutcome, type PaymentReturnResult } from '@portal/machines';
import { useCopy } from '@portal/program-config';
import { primeProfile, useApiClient, useSessionStore } from '@portal/session';
import { hostActor, releaseActor, useSessionRoot } from '@portal/session/actors';
import { forgetAllIdempotencyKeys, paymentsUnderWay } from '@portal/machines';

/** The address without `transaction` (other parameters and the hash kept). */
export function withoutTransaction(location: { pathname: string; search: string; hash: string }): { pathname: string; search: string; hash: string } {
  const params = new URLSearchParams(location.search);
  params.delete('transaction');
  const search = params.toString();
  return { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash };
}

/**
 * The return from the checkout on any signed-in page (§4 Payment return): runs the paymentReturn
 * machine, polling the profile past its load cache; primes the fresh profile so the page shows
 * it; then says how it went and removes `transaction` from the address (replace, so neither a
 * reload nor Back replays it). Renders nothing.
 */
export function PaymentReturn({ outcome }: { outcome: PaymentReturnOutcome }) {
  const api = useApiClient();
  const store = useSessionStore();
  const root = useSessionRoot();
  const navigate = useNavigate();
  // Where the patient is when the return is done (they may have moved on meanwhile).
  const location = useLocation();
  const current = useRef(location);
  useEffect(() => {
    current.current = location;
  }, [location]);
  const { copy, t } = useCopy();
  const { showMessage } = useGlobalMessage();

  useEffect(() => {
    // The payment this return belongs to, when this tab started it (its key is held).
    const rxPaymentId = paymentsUnderWay(sessionStorage)[0] ?? null;
    const messages: Record<PaymentReturnResult, () => void> = {
      succeeded: () => showMessage({ type: 'success', header: copy.payment.successTitle, description: copy.payment.successBody }),
      failed: () => showMessage({ type: 'error', header: copy.payment.failureTitle, description: copy.payment.failureBody }),
      unconfirmed: () => showMessage({ type: 'info', header: copy.payment.confirmingTitle, description: t(copy.payment.confirmingBody) }),
    };
    const check = { api, token: () => store.get().token, rxPaymentId, timeline: copy.timeline };
    const actor = hostActor(root, 'paymentReturn', paymentReturnMachine, { input: { outcome, check } });
    const fresh = actor.on('profileFetched', ({ profile }) => primeProfile(profile, store.get().signedInAt));
    const finish = (snapshot: ReturnType<typeof actor.getSnapshot>) => {
      if (snapshot.status !== 'done') return;
      forgetAllIdempotencyKeys(sessionStorage);
      messages[snapshot.output?.result ?? 'unconfirmed']();
      navigate(withoutTransaction(current.current), { replace: true });
    };
    const finished = actor.subscribe(finish);
    // A failed checkout is told at once: the machine finishes as it starts, before anything could listen.
    finish(actor.getSnapshot());
    return () => {
      fresh.unsubscribe();
      finished.unsubscribe();
      releaseActor(root, 'paymentReturn', actor);
    };
  }, [outcome, root, api, store, navigate, copy, t, showMessage]);

  return null;
}
