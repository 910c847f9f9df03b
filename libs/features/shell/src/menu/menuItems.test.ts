import { describe, expect, it } from 'vitest';
import type { ClientPrescription } from '@portal/care';
import { menuItemsFor, showsFillHistoryMenuItem, showsPaymentMenuItem } from './menuItems.ts';
import { paymentDue, plain, prescription, withHealthDyne, withPayment } from './testPrescriptions.ts';

const keys = (prescriptions: ClientPrescription[], paymentEnabled: boolean) => {
  const groups = menuItemsFor(prescriptions, paymentEnabled);
  return [...groups.main.map((item) => item.key), '|', ...groups.account.map((item) => item.key)];
};

describe('menuItemsFor (spec §2 Slide-out menu)', () => {
  it.each([
    ['payment off, every kind of data', [withPayment, withHealthDyne], false, ['prescriptions', 'tutorial']],
    ['payment on, no prescriptions', [], true, ['prescriptions', 'tutorial']],
    ['payment on, nothing to pay, no HealthDyne', [plain], true, ['prescriptions', 'tutorial']],
    ['payment on, payment info', [plain, withPayment], true, ['prescriptions', 'payment', 'tutorial']],
    ['payment on, a HealthDyne possible pharmacy', [withHealthDyne], true, ['prescriptions', 'fillHistory', 'tutorial']],
    ['payment on, both', [withHealthDyne, withPayment], true, ['prescriptions', 'payment', 'fillHistory', 'tutorial']],
  ])('%s', (_case, prescriptions, paymentEnabled, main) => {
    expect(keys(prescriptions, paymentEnabled)).toEqual([...main, '|', 'profile', 'contactUs', 'logout']);
  });

  it('links each item to its route', () => {
    const groups = menuItemsFor([withPayment, withHealthDyne], true);
    expect([...groups.main, ...groups.account].map((item) => item.to)).toEqual([
      '/prescriptions',
      '/payment',
      '/fill-history',
      '/onboarding',
      '/profile',
      '/contact-us',
      '/logout',
    ]);
  });
});

describe('the menu rules (spec §2 Slide-out menu)', () => {
  const healthdyne = [{ pharmacy_id: 'PH-1', name: 'HealthDyne Specialty Pharmacy' }];
  const amazon = [{ pharmacy_id: 'A', name: 'Amazon' }];
  const dueAtHealthDyne = prescription({ possible_pharmacies: healthdyne, paymentInfo: paymentDue });
  const atAmazon = prescription({ possible_pharmacies: amazon });

  it('menu items follow the payment flag and the prescriptions', () => {
    expect(showsPaymentMenuItem([dueAtHealthDyne], true)).toBe(true);
    expect(showsPaymentMenuItem([dueAtHealthDyne], false)).toBe(false);
    expect(showsPaymentMenuItem([atAmazon], true)).toBe(false);
    expect(showsFillHistoryMenuItem([dueAtHealthDyne], true)).toBe(true);
    expect(showsFillHistoryMenuItem([atAmazon], true)).toBe(false);
    expect(showsFillHistoryMenuItem([dueAtHealthDyne], false)).toBe(false);
    expect(showsFillHistoryMenuItem([prescription({ possible_pharmacies: [...amazon, ...healthdyne] })], true)).toBe(true);
  });

  it('the menu looks at every prescription, not only the first', () => {
    expect(showsPaymentMenuItem([atAmazon, dueAtHealthDyne], true)).toBe(true);
    expect(showsFillHistoryMenuItem([atAmazon, dueAtHealthDyne], true)).toBe(true);
    expect(showsPaymentMenuItem([], true)).toBe(false);
    expect(showsFillHistoryMenuItem([], true)).toBe(false);
  });

  it('Fill History needs a healthdyne pharmacy in the list, not something to pay', () => {
    expect(showsFillHistoryMenuItem([prescription({ possible_pharmacies: [{ pharmacy_id: 'H', name: 'healthdyne' }] })], true)).toBe(true);
  });
});
