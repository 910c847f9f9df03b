/**
 * The addresses that carry a value: a prescription's pharmacy page, the pharmacy instructions, one
 * payment's page. A module of their own, apart from the table: the landing page's first script
 * reads the table, and a bundler places a module whole in one chunk, so only the pages that lead
 * to these addresses load the functions that fill them.
 */
import { routes } from './table.ts';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A server's value as one URL component. encodeURIComponent throws a URIError on a lone surrogate,
 * which a server string may hold: it becomes U+FFFD, as a browser's URL parser would make it (and
 * as the card's id already is, libs/care/src/prescriptions.ts), so the page it leads to reads back
 * the same value.
 */
function component(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'));
}

/** What follows the choice of a pharmacy, named as the patient's profile spells it. */
export function pharmacyInstructionsPath(pharmacy: string): string {
  return routes.pharmacyInstructions.replace(':pharmacy', component(pharmacy));
}

/**
 * The pharmacy page of a prescription, named by the server's prescriptionId (the card's id), never
 * by its drug: an address is seen by the browser's history, a return URL and whoever looks at the
 * screen (docs/decisions/0052-the-address-and-the-opener-reveal-nothing.md).
 */
export function pharmacyPathOf(prescription: { readonly id: string }): string {
  return routes.pharmacy.replace(':prescriptionId', component(prescription.id));
}

/** The query of /payment that names the payment a card's button was pressed for (an opaque server id, no personal data). */
export const PAYMENT_QUERY = 'payment';

/** /payment for one payment: what "Pay now" and "Confirm and proceed" on a card lead to. */
export function paymentPagePath(rxPaymentId: string): string {
  // mutation-sentinel: this library's tests always kill a mutant of the next line (tools/mutation/libraries.mjs)
  return `${routes.payment}?${PAYMENT_QUERY}=${component(rxPaymentId)}`;
}
