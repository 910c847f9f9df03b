import { describe, expect, it } from 'vitest';
import { formatAmount, formatDollars, formatPhoneForDisplay, formatServerDate, formatTransactionDate, splitCamelCase, splitPhoneNumbers, toIsoDate } from './index.ts';

describe('display formats (prescription-experience §5)', () => {
  it.each([
    ['5555550150', '1 (555) 555-0150'],
    ['555-555-0150', '1 (555) 555-0150'],
    ['12345', '12345'],
    [null, ''],
  ])('phone %s -> %s', (input, output) => expect(formatPhoneForDisplay(input)).toBe(output));

  it.each([
    ['2025-03-07', '03/07/2025'],
    ['2025-03-07T10:00:00Z', '03/07/2025'],
    ['03/07/2025', '03/07/2025'],
    [null, ''],
  ])('date %s -> %s', (input, output) => expect(formatServerDate(input)).toBe(output));

  it('converts MM/DD/YYYY to YYYY-MM-DD', () => {
    expect(toIsoDate('01/31/1980')).toBe('1980-01-31');
    expect(toIsoDate('1/31/1980')).toBeNull();
  });

  it.each([
    [12.5, '12.50'],
    ['40', '40.00'],
    [0, '0.00'],
    [null, '0.00'],
    ['abc', '0.00'],
  ])('amount %s -> %s', (input, output) => expect(formatAmount(input)).toBe(output));

  it.each([
    [25, '$25.00'],
    ['12.345', '$12.35'],
    [0, '0.00'],
    [-4, '0.00'],
  ])('dollars %s -> %s', (input, output) => expect(formatDollars(input)).toBe(output));

  it.each([
    ['bvOutcomeReason', 'Bv Outcome Reason'],
    ['insuranceCheck', 'Insurance Check'],
    ['typeOfCoverage', 'Type Of Coverage'],
    ['BIN', 'BIN'],
  ])('camel case %s -> %s', (input, output) => expect(splitCamelCase(input)).toBe(output));

  it.each([
    ['2025-03-07T15:04:05Z', '03/07/2025'],
    ['03/07/2025T15:04:05', '03/07/2025'],
    ['not a date', ''],
    [null, ''],
  ])('transaction date %s -> %s', (input, output) => expect(formatTransactionDate(input)).toBe(output));
});

describe('splitPhoneNumbers', () => {
  it('finds 10-digit numbers with or without +1 and punctuation', () => {
    expect(splitPhoneNumbers('Call 555-555-0150 or +1 (555) 555-0160 today.')).toEqual([
      { kind: 'text', text: 'Call ' },
      { kind: 'phone', text: '555-555-0150', href: 'tel:+15555550150' },
      { kind: 'text', text: ' or ' },
      { kind: 'phone', text: '+1 (555) 555-0160', href: 'tel:+15555550160' },
      { kind: 'text', text: ' today.' },
    ]);
  });

  it('does not take a phone number out of a tracking or order number', () => {
    expect(splitPhoneNumbers('Tracking # 1Z999AA10123456784')).toEqual([{ kind: 'text', text: 'Tracking # 1Z999AA10123456784' }]);
    expect(splitPhoneNumbers('Order A5555550150B')).toEqual([{ kind: 'text', text: 'Order A5555550150B' }]);
  });

  it('leaves shorter and longer digit runs alone', () => {
    expect(splitPhoneNumbers('Order 12345678901234 and 555-0150')).toEqual([{ kind: 'text', text: 'Order 12345678901234 and 555-0150' }]);
  });

  it('keeps hostile markup as plain text', () => {
    expect(splitPhoneNumbers('<img src=x onerror=alert(1)> 5555550150')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)> ' },
      { kind: 'phone', text: '5555550150', href: 'tel:+15555550150' },
    ]);
  });
});
