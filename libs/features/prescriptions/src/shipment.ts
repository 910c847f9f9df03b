/**
 * A shipment's carrier and tracking link (docs/decisions/0055): the API sends a tracking number and
 * no carrier, so the programme's carrier table (program.json `carriers`) names it by the number's
 * shape. A link is only ever one of the table's own addresses, the number in it URL-encoded.
 */
import type { ProgramConfig } from '@portal/program-config';

export type Carrier = NonNullable<ProgramConfig['carriers']>[number];

/** Longer than any carrier's number: a pattern is never run on a long text from the server. */
const MAX_TRACKING_NUMBER_LENGTH = 40;

export interface Tracking {
  carrier: string;
  url: string;
}

/** The carrier of a tracking number and its tracking page, or null when no carrier's pattern matches. */
export function trackingOf(trackingNumber: string | null | undefined, carriers: readonly Carrier[] | undefined): Tracking | null {
  const number = trackingNumber?.trim() ?? '';
  if (!number || number.length > MAX_TRACKING_NUMBER_LENGTH) return null;
  for (const carrier of carriers ?? []) {
    if (!new RegExp(carrier.trackingNumberPattern).test(number)) continue;
    // A function, not a string: "$&" in a number must not be read as a replacement pattern.
    const url = carrier.trackingUrl.replace('{trackingNumber}', () => encodeURIComponent(number));
    return new URL(url).protocol === 'https:' ? { carrier: carrier.name, url } : null;
  }
  return null;
}
