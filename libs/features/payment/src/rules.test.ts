import { describe, expect, it } from 'vitest';
import { paymentActionFor } from './rules.ts';

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
});
