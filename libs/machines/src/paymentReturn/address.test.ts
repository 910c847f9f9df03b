import { describe, expect, it } from 'vitest';
import { paymentReturnOutcomeOf, withoutTransaction } from './address.ts';

describe('payment return address (spec §2 Routes, §4 Payment return)', () => {
  it.each([
    ['?transaction=success', 'success'],
    ['?transaction=failure&x=1', 'failure'],
    ['?transaction=other', null],
    ['', null],
  ])('%s → %s', (search, outcome) => {
    expect(paymentReturnOutcomeOf(search)).toBe(outcome);
  });

  it('drops only transaction, keeping the other parameters and the hash', () => {
    expect(withoutTransaction({ pathname: '/prescriptions', search: '?transaction=success', hash: '' })).toEqual({ pathname: '/prescriptions', search: '', hash: '' });
    expect(withoutTransaction({ pathname: '/payment', search: '?a=1&transaction=failure', hash: '#x' })).toEqual({ pathname: '/payment', search: '?a=1', hash: '#x' });
  });
});
