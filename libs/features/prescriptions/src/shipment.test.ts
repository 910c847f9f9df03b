import { describe, expect, it } from 'vitest';
import { program as bisp } from 'virtual:portal-program';
import { trackingOf, type Carrier } from './shipment.ts';

const carriers: Carrier[] = [
  { name: 'UPS', trackingNumberPattern: '^1Z[0-9A-Z]{16}$', trackingUrl: 'https://www.ups.com/track?tracknum={trackingNumber}' },
  { name: 'Any', trackingNumberPattern: '^[^ ]+ ?.*$', trackingUrl: 'https://track.example.com/{trackingNumber}/status' },
];

describe('shipment tracking (decision 0055)', () => {
  it('the first carrier whose pattern matches names the carrier and builds its link', () => {
    expect(trackingOf('1Z999AA10123456784', carriers)).toEqual({ carrier: 'UPS', url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784' });
  });

  it('the number is URL-encoded: it cannot add a query, a path or a replacement pattern', () => {
    expect(trackingOf("a&b=c/../$&#x", carriers)).toEqual({ carrier: 'Any', url: "https://track.example.com/a%26b%3Dc%2F..%2F%24%26%23x/status" });
  });

  it('no match, no carriers, no number or a number too long for any carrier: no link', () => {
    expect(trackingOf('1Z999', carriers.slice(0, 1))).toBeNull();
    expect(trackingOf('1Z999AA10123456784', undefined)).toBeNull();
    expect(trackingOf(null, carriers)).toBeNull();
    expect(trackingOf('x'.repeat(41), carriers)).toBeNull();
  });

  it("the programme's own table tracks the demo's UPS number", () => {
    expect(trackingOf('1Z999AA10123456784', bisp.carriers)?.carrier).toBe('UPS');
  });
});
