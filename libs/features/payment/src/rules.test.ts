import { describe, expect, it } from 'vitest';
import { editAddressPath, paymentActionFor } from './rules.ts';

describe('payment page rules (spec §2 Payment, §4 Payment banner and button)', () => {
  it.each([
    [25, 'makePayment'],
    [0.01, 'makePayment'],
    [0, 'confirmAndProceed'],
    [-5, 'confirmAndProceed'],
    [Number.NaN, 'confirmAndProceed'],
  ] as const)('amount %s → %s', (amount, action) => {
    expect(paymentActionFor(amount)).toBe(action);
  });

  it.each([
    ['PAY-1001', '/update-shipping-address?returnUrl=%2Fpayment%3Fpayment%3DPAY-1001'],
    ['a&b', '/update-shipping-address?returnUrl=%2Fpayment%3Fpayment%3Da%2526b'],
    ['', '/update-shipping-address?returnUrl=%2Fpayment'],
    [null, '/update-shipping-address?returnUrl=%2Fpayment'],
    [undefined, '/update-shipping-address?returnUrl=%2Fpayment'],
  ])('editing the address from payment %j returns to %s', (rxPaymentId, path) => {
    expect(editAddressPath(rxPaymentId)).toBe(path);
  });
});
