import { describe, expect, it } from 'vitest';
import { programFileSchema } from './schema.ts';

const carriers = programFileSchema.shape.carriers;
const ups = { name: 'UPS', trackingNumberPattern: '^1Z[0-9A-Z]{16}$', trackingUrl: 'https://www.ups.com/track?tracknum={trackingNumber}' };

describe('program.json carriers (docs/decisions/0055)', () => {
  it('a carrier with a name, a pattern and an https tracking page holding {trackingNumber} is accepted; absent is allowed', () => {
    expect(carriers.safeParse([ups]).success).toBe(true);
    expect(carriers.safeParse(undefined).success).toBe(true);
  });

  it.each([
    ['an http tracking page', { ...ups, trackingUrl: 'http://www.ups.com/track?tracknum={trackingNumber}' }],
    ['a tracking page without {trackingNumber}', { ...ups, trackingUrl: 'https://www.ups.com/track' }],
    ['a pattern that is no regular expression', { ...ups, trackingNumberPattern: '^1Z[' }],
    ['an empty name', { ...ups, name: '' }],
    ['an unknown key', { ...ups, colour: 'brown' }],
  ])('%s is refused', (_, carrier) => {
    expect(carriers.safeParse([carrier]).success).toBe(false);
  });
});
