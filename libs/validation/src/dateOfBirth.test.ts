import { describe, expect, it } from 'vitest';
import {
  MINOR_THRESHOLD_MS,
  dateOfBirthInstant,
  isMinor,
  parseDateOfBirth,
  toIsoDate,
  validateDateOfBirth,
} from './dateOfBirth.ts';

// Local noon, so no time-zone offset can move "today" to another calendar day.
const today = new Date(2024, 5, 15, 12, 0, 0);

describe('validateDateOfBirth (spec §5 Date of birth)', () => {
  it.each([
    ['', 'dobRequired'],
    ['   ', 'dobRequired'],
    ['01-31-1990', null],
    ['01/31/1990', null],
    ['01.31.1990', null],
    ['12-01-2000', null],
    ['02-29-2000', null], // 2000 is a leap year
    ['02-29-1996', null],
    ['02-29-1900', 'dobInvalid'], // 1900 is not
    ['02-29-2023', 'dobInvalid'],
    ['02-30-1990', 'dobInvalid'],
    ['04-31-1990', 'dobInvalid'],
    ['13-01-1990', 'dobInvalid'],
    ['00-10-1990', 'dobInvalid'],
    ['01-00-1990', 'dobInvalid'],
    ['01-32-1990', 'dobInvalid'],
    ['1-31-1990', 'dobInvalid'], // MM: two digits
    ['01-31-90', 'dobInvalid'],
    ['01-31-1899', 'dobInvalid'], // 19xx or 20xx only
    ['01-31-2100', 'dobInvalid'],
    ['01 31 1990', 'dobInvalid'], // space is not a separator
    ['01-31/1990', 'dobInvalid'], // one separator, used twice
    ['1990-01-31', 'dobInvalid'],
    ['ab-cd-efgh', 'dobInvalid'],
    ['06-15-2024', null], // today is not the future
    ['06-16-2024', 'dobFuture'],
    ['01-01-2099', 'dobFuture'],
  ])('%j -> %s', (input, expected) => {
    expect(validateDateOfBirth(input, today)).toBe(expected);
  });

  it.each([
    [{ month: '', day: '', year: '' }, 'dobRequired'],
    [{ month: ' ', day: '', year: ' ' }, 'dobRequired'],
    [{ month: '07', day: '04', year: '1980' }, null],
    [{ month: ' 07 ', day: '04', year: '1980' }, null],
    [{ month: '07', day: '', year: '1980' }, 'dobInvalid'], // partly filled is invalid, not "required"
    [{ month: '02', day: '30', year: '1980' }, 'dobInvalid'],
    [{ month: '7', day: '4', year: '1980' }, 'dobInvalid'],
    [{ month: '12', day: '31', year: '2024' }, 'dobFuture'],
  ])('three boxes %j -> %s', (parts, expected) => {
    expect(validateDateOfBirth(parts, today)).toBe(expected);
  });

  it('parses the three boxes as month/day/year', () => {
    expect(parseDateOfBirth({ month: '07', day: '04', year: '1980' })).toEqual({ year: 1980, month: 7, day: 4 });
    expect(parseDateOfBirth('02/30/1980')).toBeNull();
  });

  it('formats YYYY-MM-DD for the registration call', () => {
    expect(toIsoDate({ year: 1980, month: 7, day: 4 })).toBe('1980-07-04');
  });
});

describe('isMinor (spec §5 Minor, §9 567648000000 ms)', () => {
  it('keeps the spec constant', () => {
    expect(MINOR_THRESHOLD_MS).toBe(567648000000);
  });

  const born = dateOfBirthInstant({ year: 2000, month: 3, day: 1 });
  it.each([
    ['1 ms short of the threshold', -1, true],
    ['exactly at the threshold', 0, false],
    ['1 ms past the threshold', 1, false],
  ])('%s -> minor %s', (_label, offset, expected) => {
    expect(isMinor(born, new Date(born.getTime() + MINOR_THRESHOLD_MS + offset))).toBe(expected);
  });

  it('is 18 × 365 days, so with 4 leap days between, the rule flips 4 days before the 18th birthday', () => {
    expect(isMinor(born, new Date(2017, 1, 20))).toBe(true);
    expect(isMinor(born, new Date(2018, 1, 24, 23, 0))).toBe(true);
    expect(isMinor(born, new Date(2018, 1, 25))).toBe(false);
    expect(isMinor(born, new Date(2018, 2, 1))).toBe(false);
  });
});
