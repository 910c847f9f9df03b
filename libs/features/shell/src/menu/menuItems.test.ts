import { describe, expect, it } from 'vitest';
import type { ClientPrescription } from '@portal/api';
import { menuItemsFor } from './menuItems.ts';
import { plain, withHealthDyne, withPayment } from './testPrescriptions.ts';

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
