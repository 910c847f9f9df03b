/**
 * The pay session (prescription-experience §4 Pay session, §7 pay): exactly one per payment. A
 * double click, Enter twice, Back to /payment or a reload never creates a second one:
 * - one pay-session actor runs among the session's actors (`system.get('paySession')`), and a
 *   second press for the same payment joins it;
 * - an idempotency key per rxPaymentId, kept in sessionStorage until the return from the checkout
 *   is handled, sent as `Idempotency-Key` so the server collapses repeats. A new key only after an
 *   attempt the server clearly refused (the machine's `forgetKey`: a 4xx, nothing was created).
 *   After a 5xx (a 502 or 504 from a gateway whose upstream may have created the session, a 500
 *   with or without a body), a 202, a timeout or no answer at all, the session may exist: the
 *   retry sends the same key and the server answers the session it has.
 * The key is not health data; it sits under the session's retry prefix, which survives an expiry
 * (the patient may sign in again and retry the same session) and is cleared at logout.
 */
import { toPromise, type ActorRefFrom } from 'xstate';
import type { ApiClient } from '@portal/api';
import { checkoutUrlForLog, type CheckoutAllowlist } from '@portal/care';
import { paySessionMachine, sessionChild, type PayOutcome, type SessionRoot } from '@portal/machines';
import { PAYMENT_KEY_PREFIX, paymentsUnderWay, type KeyStorage } from '@portal/session';

export { PAYMENT_KEY_PREFIX, paymentsUnderWay };

/** The key of this payment's pay session: the stored one, or a new UUID stored at once. */
export function idempotencyKeyFor(rxPaymentId: string, storage: KeyStorage, newKey: () => string = () => crypto.randomUUID()): string {
  const name = PAYMENT_KEY_PREFIX + rxPaymentId;
  const held = storage.getItem(name);
  if (held) return held;
  const key = newKey();
  storage.setItem(name, key);
  return key;
}

export function forgetIdempotencyKey(rxPaymentId: string, storage: KeyStorage): void {
  storage.removeItem(PAYMENT_KEY_PREFIX + rxPaymentId);
}

/** The return from the checkout is handled: every pay session's key goes. */
export function forgetAllIdempotencyKeys(storage: KeyStorage): void {
  for (const id of paymentsUnderWay(storage)) forgetIdempotencyKey(id, storage);
}

export interface PaySessionRequest {
  rxPaymentId: string;
  amount: number;
  /** The specialty pharmacy's pharmacy_id, or ''. */
  pharmacyDistributionCenterId: string;
}

export interface PaySessionDeps {
  api: ApiClient;
  storage: KeyStorage;
  allowlist: CheckoutAllowlist;
  newKey?: () => string;
  log?: (message: string) => void;
}

type PaySessionActor = ActorRefFrom<typeof paySessionMachine>;

/**
 * Starts (or joins) the pay session of one payment among the session's actors; its outcome. The
 * machine renews the token and makes the call; the key is made and forgotten here.
 */
export function startPaySession(root: SessionRoot, request: PaySessionRequest, deps: PaySessionDeps): Promise<PayOutcome> {
  const running = root.system.get('paySession') as PaySessionActor | undefined;
  if (running?.getSnapshot().context.rxPaymentId === request.rxPaymentId) return outcomeOf(running);
  const { rxPaymentId } = request;
  const log = deps.log ?? ((message: string) => console.warn(message));
  const logic = paySessionMachine.provide({
    actions: {
      forgetKey: () => forgetIdempotencyKey(rxPaymentId, deps.storage),
      logRefusedCheckout: (_, { url }) => log(`Payment: checkout URL refused (not https on an allowed host): ${checkoutUrlForLog(url)}`),
    },
  });
  const input = { api: deps.api, ...request, idempotencyKey: idempotencyKeyFor(rxPaymentId, deps.storage, deps.newKey), allowlist: deps.allowlist };
  // One pay session at a time: one for another payment stops first.
  root.send({ type: 'release', id: 'paySession' });
  root.send({ type: 'host', id: 'paySession', logic, input });
  return outcomeOf(sessionChild<PaySessionActor>(root.getSnapshot(), 'paySession')!);
}

/** The pay session's outcome; a session stopped before its end (the page went away) has no answer. */
function outcomeOf(actor: PaySessionActor): Promise<PayOutcome> {
  return toPromise(actor).then(
    (outcome: PayOutcome | undefined) => outcome ?? { kind: 'failed', reason: 'noAnswer' },
    (): PayOutcome => ({ kind: 'failed', reason: 'noAnswer' }),
  );
}
