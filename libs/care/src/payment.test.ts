import { describe, expect, it } from 'vitest';
import { checkoutUrlForLog, isAllowedCheckoutUrl, isPaymentSettled, isRedirectMode, paidPrescription } from './payment.ts';
import type { ClientPrescription, PaymentInfo } from './prescriptions.ts';

const payment = (rxPaymentId: string, amount = 25): PaymentInfo => ({ status: 'Unpaid', amount, isRefill: false, rxPaymentId, isPaymentEnabled: true });
const prescription = (id: string, paymentInfo: PaymentInfo | null, pharmacy: string | null = null): ClientPrescription => ({
  id,
  ndc_code: '0597-0100-61',
  status: 'Open',
  allowDispensePharmacyChange: true,
  drug_family: 'Inhalation Spray',
  prescriber: 'Dr. Dana Smith',
  prescription_date: '2026-10-02',
  prescribed_dosage: ['2.5mcg'],
  quantity: '1',
  remainingRefills: 1,
  trackingNumber: null,
  shipmentDate: null,
  dispensingStatus: null,
  pharmacyDistributionCenter: pharmacy,
  pharmacy,
  intakeCaseId: null,
  acticsPharmacyReferralRecordId: null,
  prescription_timeline: [],
  possible_pharmacies: [],
  paymentInfo,
});

describe('payment page rules (spec §2 Payment, §4 Payment banner and button)', () => {
  it.each([
    [25, true],
    [0.01, true],
    [0, false],
    [-5, false],
    [Number.NaN, false],
  ] as const)('amount %s → redirect mode %s', (amount, redirect) => {
    expect(isRedirectMode(amount)).toBe(redirect);
  });

  it('pays the first prescription that has payment info', () => {
    const first = prescription('RX-2', payment('PAY-2'));
    expect(paidPrescription([prescription('RX-1', null), first, prescription('RX-3', payment('PAY-3'))])).toBe(first);
    expect(paidPrescription([prescription('RX-1', null)])).toBeNull();
    expect(paidPrescription([])).toBeNull();
  });

  it('shows the payment whose button was pressed, then one under way, then the first due', () => {
    const first = prescription('RX-1', payment('PAY-1'));
    const fourth = prescription('RX-4', payment('PAY-4', 0));
    const list = [first, prescription('RX-2', null), prescription('RX-3', payment('PAY-3')), fourth];
    expect(paidPrescription(list, ['PAY-4'])).toBe(fourth);
    expect(paidPrescription(list, [null, 'PAY-3'])).toBe(list[2]);
    // A payment no longer due (paid meanwhile) or unknown falls through to the next preference.
    expect(paidPrescription(list, ['PAY-9', 'PAY-4'])).toBe(fourth);
    expect(paidPrescription(list, ['PAY-9', undefined, ''])).toBe(first);
  });
});

describe('checkout allowlist (spec §4 Pay session)', () => {
  const production = { hosts: ['checkout.example.com', 'Pay.Example.org'], mock: false, origin: 'https://portal.example.com' };
  const mock = { hosts: [], mock: true, origin: 'http://127.0.0.1:4300' };
  it.each([
    ['https on a listed host', 'https://checkout.example.com/c/cs_1?token=x', production, true],
    ['hosts compare case-insensitively', 'https://pay.example.org/c', production, true],
    ['http on a listed host', 'http://checkout.example.com/c', production, false],
    ['another port on a listed host', 'https://checkout.example.com:8443/c', production, false],
    ['an unlisted host', 'https://evil.example.net/c', production, false],
    ['a listed host as a suffix', 'https://checkout.example.com.evil.net/c', production, false],
    ['a subdomain of a listed host', 'https://a.checkout.example.com/c', production, false],
    ['credentials in the URL', 'https://user:pw@checkout.example.com/c', production, false],
    ['a user name alone in the URL', 'https://user@checkout.example.com/c', production, false],
    ['a password alone in the URL', 'https://:pw@checkout.example.com/c', production, false],
    ['javascript:', 'javascript:alert(1)', production, false],
    ['not a URL', 'checkout', production, false],
    ["the portal's own origin outside mock mode", 'https://portal.example.com/demo-checkout.html', production, false],
    ["mock: the portal's own origin on loopback http", 'http://127.0.0.1:4300/demo-checkout.html?session=1', mock, true],
    ['mock: the portal\'s own origin on localhost over http', 'http://localhost:4300/demo-checkout.html', { ...mock, origin: 'http://localhost:4300' }, true],
    ['mock: the portal\'s own origin on IPv6 loopback over http', 'http://[::1]:4300/demo-checkout.html', { ...mock, origin: 'http://[::1]:4300' }, true],
    ['mock: another loopback port', 'http://127.0.0.1:9999/demo-checkout.html', mock, false],
    ['mock: another host', 'https://evil.example.net/c', mock, false],
    ['mock: own origin over http off loopback', 'http://portal.test/demo', { ...mock, origin: 'http://portal.test' }, false],
    ['mock: own origin over https', 'https://portal.test/demo', { ...mock, origin: 'https://portal.test' }, true],
  ])('%s', (_, url, allow, allowed) => {
    expect(isAllowedCheckoutUrl(url, allow)).toBe(allowed);
  });

  it('logs a refused URL without its query', () => {
    expect(checkoutUrlForLog('https://evil.example.net/pay/cs_1?session=secret#x')).toBe('https://evil.example.net/pay/cs_1');
    expect(checkoutUrlForLog('not a url')).toBe('(unparsable URL)');
  });
});

describe('payment return settled rule (spec §4 Payment return)', () => {
  it.each([
    ['nothing due and every prescription has a pharmacy', [prescription('A', null, 'HealthDyne'), prescription('B', null, 'Amazon')], undefined, true],
    ['a payment still due', [prescription('A', payment('PAY-1'), 'HealthDyne')], undefined, false],
    ['a prescription without a pharmacy', [prescription('A', null, 'HealthDyne'), prescription('B', null)], undefined, false],
    ['the paid payment is no longer due (another still is)', [prescription('A', null, 'HealthDyne'), prescription('B', payment('PAY-2'))], 'PAY-1', true],
    ['the paid payment is still due', [prescription('A', payment('PAY-1'))], 'PAY-1', false],
    ['the paid payment is still due on the second card', [prescription('A', payment('PAY-2'), 'HealthDyne'), prescription('B', payment('PAY-1'))], 'PAY-1', false],
  ])('%s → %s', (_, prescriptions, rxPaymentId, settled) => {
    expect(isPaymentSettled(prescriptions, rxPaymentId)).toBe(settled);
  });
});
