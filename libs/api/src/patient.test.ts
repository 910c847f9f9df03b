import { describe, expect, it } from 'vitest';
import { shippingAddressOf, primaryAddressOf } from './patient.ts';

const address = (addressType: string, street: string, extra: Record<string, unknown> = {}) => ({ addressType, street, city: 'Springfield', state: 'IL', postalCode: '62701', isPrimary: true, isActive: true, ...extra });

describe('addresses (prescription-experience §5)', () => {
  it('the shipping address is primary, active, Mailing & Shipping or Shipping, and Shipping wins', () => {
    expect(shippingAddressOf([address('Mailing & Shipping', '1 Both St'), address('Shipping', '2 Ship St')])?.street).toBe('2 Ship St');
    expect(shippingAddressOf([address('Mailing & Shipping', '1 Both St')])?.street).toBe('1 Both St');
    expect(shippingAddressOf([address('Mailing', '3 Mail St')])).toBeNull();
    expect(shippingAddressOf([address('Shipping', '4 Old St', { isActive: false })])).toBeNull();
    expect(shippingAddressOf([address('Shipping', '5 Other St', { isPrimary: false })])).toBeNull();
  });

  it('the patient address is the primary active one', () => {
    expect(primaryAddressOf([address('Mailing', '6 Old', { isActive: false }), address('Mailing', '7 Main')])).toEqual({ street: '7 Main', city: 'Springfield', state: 'IL', postalCode: '62701' });
    expect(primaryAddressOf([])).toBeNull();
  });
});
