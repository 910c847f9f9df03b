import { describe, expect, it } from 'vitest';
import { badgeFor, stepIcons } from './rules.ts';

describe('badge (§4, case-insensitive)', () => {
  it.each([
    ['open', 'ACTIVE'],
    ['Open', 'ACTIVE'],
    ['IN PROGRESS', 'ACTIVE'],
    ['Transferred', 'TRANSFERRED'],
    ['closed', 'TRANSFERRED'],
    ['Rx Transfer Complete', 'TRANSFERRED'],
    ['Cancelled', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (status, badge) => expect(badgeFor(status)).toBe(badge));

  it.each([
    [' Open ', 'ACTIVE'],
    ['rx transfer COMPLETE', 'TRANSFERRED'],
    ['Opened', null],
    ['Transfer', null],
    [undefined, null],
  ])('edge: badge %j -> %j', (status, badge) => expect(badgeFor(status)).toBe(badge));
});

describe('timeline icons (§4)', () => {
  it.each([
    ['prescription', 'prescription'],
    ['pharmacySelected', 'pharmacy'],
    ['insuranceCheck', 'insurance'],
    ['savingsProgram', 'savings'],
    ['prescriptionSent', 'sent'],
    ['shipped', 'shipped'],
    ['refill', 'refill'],
    ['payment', 'payment'],
  ] as const)('%s -> %s', (step, icon) => expect(stepIcons[step]).toBe(icon));
});
