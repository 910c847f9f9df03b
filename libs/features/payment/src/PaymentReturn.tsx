import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { paths, patientProfileResponseSchema } from '@portal/api';
import { isPaymentSettled, toClientPatientData } from '@portal/care';
import { useGlobalMessage } from '@portal/design-system';
import { paymentReturnMachine, type CheckPaymentResult, type PaymentReturnOutcome, type PaymentReturnResult } from '@portal/machines';
import { useCopy } from '@portal/program-config';
import { primeProfile, useApiClient, useSessionStore, useSessionSystem } from '@portal/session';
import { hostActor, releaseActor } from '@portal/session/actors';
import { forgetAllIdempotencyKeys, paymentsUnderWay } from './paySession.ts';

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
  const system = useSessionSystem();
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
    const checkPayment = fromPromise<CheckPaymentResult, { attempt: number }>(async () => {
      const { token, signedInAt } = store.get();
      if (!token) throw new Error('No session');
      // no-cache: the poll must see the server's current answer, never a cached profile.
      const result = await api.request({ path: paths.profile, schema: patientProfileResponseSchema, token, headers: { 'Cache-Control': 'no-cache' } });
      if (!result.ok) throw new Error('Profile fetch failed');
      primeProfile(result.data, signedInAt);
      return { settled: isPaymentSettled(toClientPatientData(result.data, copy.timeline).prescriptions, rxPaymentId) };
    });
    const messages: Record<PaymentReturnResult, () => void> = {
      succeeded: () => showMessage({ type: 'success', header: copy.payment.successTitle, description: copy.payment.successBody }),
      failed: () => showMessage({ type: 'error', header: copy.payment.failureTitle, description: copy.payment.failureBody }),
      unconfirmed: () => showMessage({ type: 'info', header: copy.payment.confirmingTitle, description: t(copy.payment.confirmingBody) }),
    };
    const actor = hostActor(system, 'paymentReturn', paymentReturnMachine.provide({ actors: { checkPayment } }), {
      input: { outcome },
      attach: (running) =>
        running.subscribe({
          complete: () => {
            const output = running.getSnapshot().output;
            forgetAllIdempotencyKeys(sessionStorage);
            messages[output?.result ?? 'unconfirmed']();
            navigate(withoutTransaction(current.current), { replace: true });
          },
        }).unsubscribe,
    });
    return () => releaseActor(system, 'paymentReturn', actor);
  }, [outcome, system, api, store, navigate, copy, t, showMessage]);

  return null;
}
