import { describe, expect, it } from 'vitest';
import { paymentReturnOutcomeOf } from './address.ts';

describe('payment return address (spec §2 Routes, §4 Payment return)', () => {
  it.each([
    ['?transaction=success', 'success'],
    ['?transaction=failure&x=1', 'failure'],
    ['?transaction=other', null],
    ['', null],
  ])('%s → %s', (search, outcome) => {
    expect(paymentReturnOutcomeOf(search)).toBe(outcome);
  });

});
