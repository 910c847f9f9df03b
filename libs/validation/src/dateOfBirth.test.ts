import { describe, expect, it } from 'vitest';
import {
  ADULT_AGE_YEARS,
  MINOR_THRESHOLD_MS,
  dateOfBirthInstant,
  isMinor,
  parseDateOfBirth,
  toIsoDate,
  validateDateOfBirth,
} from './dateOfBirth.ts';
import { itMapsEach } from '@portal/testing/table';

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

describe('dates of birth are calendar days where the patient is, never UTC instants (spec §5)', () => {
  // Each test holds in every time zone; in a US zone (TZ=America/New_York, America/Los_Angeles) a
  // date-only value read as UTC midnight would fall on the day before.
  it('the birth instant of 07/04/1960 is local midnight of July 4, 1960', () => {
    const instant = dateOfBirthInstant({ year: 1960, month: 7, day: 4 });
    expect([instant.getFullYear(), instant.getMonth() + 1, instant.getDate(), instant.getHours()]).toEqual([1960, 7, 4, 0]);
  });

  it('07-04-1960 parses to July 4 and is sent as 1960-07-04', () => {
    const date = parseDateOfBirth('07-04-1960');
    expect(date).toEqual({ year: 1960, month: 7, day: 4 });
    expect(toIsoDate(date!)).toBe('1960-07-04');
  });

  it('"today" is the local calendar day: late in the evening, tomorrow is still the future', () => {
    // 23:30 local on June 15 is already June 16 in UTC when the patient is in the Americas.
    const lateEvening = new Date(2024, 5, 15, 23, 30, 0);
    expect(validateDateOfBirth('06-15-2024', lateEvening)).toBeNull();
    expect(validateDateOfBirth('06-16-2024', lateEvening)).toBe('dobFuture');
  });

  it('"today" is the local calendar day: just after midnight, today is not the future', () => {
    const justAfterMidnight = new Date(2024, 5, 15, 0, 5, 0);
    expect(validateDateOfBirth('06-15-2024', justAfterMidnight)).toBeNull();
    expect(validateDateOfBirth('06-16-2024', justAfterMidnight)).toBe('dobFuture');
  });

  it('a date a month or a year ahead is the future, a day in an earlier month or year is not', () => {
    expect(validateDateOfBirth('07-01-2024', today)).toBe('dobFuture');
    expect(validateDateOfBirth('01-01-2025', today)).toBe('dobFuture');
    expect(validateDateOfBirth('05-31-2024', today)).toBeNull();
    expect(validateDateOfBirth('12-31-2023', today)).toBeNull();
  });
});

describe('parseDateOfBirth (spec §5: MM-DD-YYYY, separator - / or .)', () => {
  itMapsEach(parseDateOfBirth, '%j -> %j', [
    ['12/31/1999', { year: 1999, month: 12, day: 31 }],
    ['01.01.2000', { year: 2000, month: 1, day: 1 }],
    [' 10-09-2008 ', { year: 2008, month: 10, day: 9 }],
    ['', null],
    ['10-09-2008x', null],
    ['x10-09-2008', null],
    ['04-31-1990', null],
  ]);

  it('reads the three boxes as month, day, year in that order', () => {
    expect(parseDateOfBirth({ month: '02', day: '11', year: '1990' })).toEqual({ year: 1990, month: 2, day: 11 });
    expect(parseDateOfBirth({ month: '', day: '', year: '' })).toBeNull();
  });

  it('pads month and day to two digits for the registration call', () => {
    expect(toIsoDate({ year: 2001, month: 1, day: 2 })).toBe('2001-01-02');
    expect(toIsoDate({ year: 2001, month: 11, day: 12 })).toBe('2001-11-12');
  });

  it('the adult age is 18 (spec §9)', () => {
    expect(ADULT_AGE_YEARS).toBe(18);
  });
});
