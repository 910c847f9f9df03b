/**
 * The payment rules (prescription-experience §2 Payment, §4 Payment banner and button, Pay session,
 * Checkout allowlist, Payment return). Pure: the payment page, the cards and the pay-session
 * machine read them; the pay call itself is `@portal/api`'s `createPaySession`.
 */
import type { ClientPrescription } from './prescriptions.ts';

/**
 * Which prescription the payment page is about. §4: every card's "Pay now" / "Confirm and proceed"
 * goes to /payment, and the page creates the pay session from one rxPaymentId (§7), so the page
 * shows the first of `preferred` that names a payment still due: the card's payment from the
 * address (a reload or a return from the shipping address keeps it), then one whose pay session is
 * under way (Cancel or Back from the checkout). With none of them, the first prescription with
 * payment info: the Payment menu item shows when any prescription has payment info.
 */
export function paidPrescription(prescriptions: readonly ClientPrescription[], preferred: readonly (string | null | undefined)[] = []): ClientPrescription | null {
  for (const rxPaymentId of preferred) {
    const match = rxPaymentId ? prescriptions.find((prescription) => prescription.paymentInfo?.rxPaymentId === rxPaymentId) : undefined;
    if (match) return match;
  }
  return prescriptions.find((prescription) => prescription.paymentInfo !== null) ?? null;
}

/**
 * §4 Pay session: redirect mode when there is something to pay (the checkout takes the card);
 * a zero amount is a confirmation, which ends with a success message on My Prescriptions.
 */
export function isRedirectMode(amount: number): boolean {
  // mutation-sentinel: this library's tests always kill a mutant of the next line (tools/mutation/libraries.mjs)
  return amount > 0;
}

export interface CheckoutAllowlist {
  /** Hosts the programme's config lists (`checkoutHosts`); https only. */
  hosts: readonly string[];
  /** Mock mode: the portal's own origin is the demo checkout. */
  mock: boolean;
  /** The portal's origin, e.g. http://127.0.0.1:4300. */
  origin: string;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * §4 Checkout allowlist: follow `checkout_url` only when it is https on a listed host; in mock
 * mode also the portal's own origin (plain http only on a loopback host). Anything else, including
 * an unparsable URL, credentials in the URL or another port, is refused.
 */
export function isAllowedCheckoutUrl(checkoutUrl: string, allow: CheckoutAllowlist): boolean {
  let url: URL;
  try {
    url = new URL(checkoutUrl);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allow.mock && url.origin === allow.origin) return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return allow.hosts.some((allowed) => allowed.toLowerCase() === host);
}

/** A URL safe to log: origin and path, never the query (it may carry a session token). */
export function checkoutUrlForLog(checkoutUrl: string): string {
  try {
    const url = new URL(checkoutUrl);
    return `${url.origin}${url.pathname}`;
  } catch {
    return '(unparsable URL)';
  }
}

/**
 * §4 Payment return: polling stops when no prescription has payment info and all have a pharmacy.
 * When the portal knows which payment it returns from (`rxPaymentId`), only that payment is
 * judged (settled once it is no longer due): the literal rule never settles for a patient who has a second payment
 * due or a closed prescription without a pharmacy, and would show "being confirmed" after every
 * successful payment.
 */
export function isPaymentSettled(prescriptions: readonly ClientPrescription[], rxPaymentId?: string | null): boolean {
  if (rxPaymentId) {
    const stillDue = prescriptions.some((prescription) => prescription.paymentInfo?.rxPaymentId === rxPaymentId);
    return !stillDue;
  }
  return prescriptions.every((prescription) => prescription.paymentInfo === null && Boolean(prescription.pharmacy));
}
