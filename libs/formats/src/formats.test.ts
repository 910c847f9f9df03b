import { describe, expect, it, vi } from 'vitest';
import { formatAmount, formatOutOfPocket } from './amounts.ts';
import { formatCalendarDate, formatServerDate, formatTransactionDate, parseTransactionDate, toIsoDate } from './dates.ts';
import { isLanguage, languageNames, languages } from './language.ts';
import { formatPhoneForDisplay, splitPhoneNumbers } from './phone.ts';
import { formatPlural } from './plural.ts';

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
    // A standard (ISO 8601) date-time: the instant, shown on the local calendar.
    ['2025-03-07T15:04:05Z', '03/07/2025'],
    ['2025-03-07T15:04:05.123Z', '03/07/2025'],
    ['2025-03-07T12:00:00-05:00', '03/07/2025'],
    ['2025-03-07T15:04:05', '03/07/2025'],
    ['2025-03-07T15:04', '03/07/2025'],
    // A date only is that calendar day in every time zone, never the day before.
    ['2025-03-07', '03/07/2025'],
    ['  2025-12-31  ', '12/31/2025'],
    // Not standard: the spec's fallback pattern, read as local time.
    ['03/07/2025T15:04:05', '03/07/2025'],
    ['12/31/2025T23:59:59', '12/31/2025'],
    ['01/01/2026T00:00:00', '01/01/2026'],
    // Neither: empty (an impossible day is no date, never a rolled-over one).
    ['02/30/2025T10:00:00', ''],
    ['13/01/2025T10:00:00', ''],
    ['03/07/2025T25:00:00', ''],
    ['2025-02-30', ''],
    ['2025-13-01T10:00:00Z', ''],
    ['not a date', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('transaction date %s -> %s', (input, output) => expect(formatTransactionDate(input)).toBe(output));

  it('parses the fallback pattern as local time and gives no date for anything else', () => {
    expect(parseTransactionDate('03/07/2025T15:04:05')).toEqual(new Date(2025, 2, 7, 15, 4, 5));
    expect(parseTransactionDate('2025-03-07')).toEqual(new Date(2025, 2, 7));
    expect(parseTransactionDate('2025-03-07T15:04:05Z')?.toISOString()).toBe('2025-03-07T15:04:05.000Z');
    expect(parseTransactionDate('2025-03-07T10:04:05-05:00')?.toISOString()).toBe('2025-03-07T15:04:05.000Z');
    expect(parseTransactionDate('garbage')).toBeNull();
  });
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

describe('phone display (prescription-experience §5: a 10-digit phone shows as 1 (XXX) XXX-XXXX)', () => {
  it.each([
    ['(555) 555-0150', '1 (555) 555-0150'],
    ['555.555.0150', '1 (555) 555-0150'],
    ['+1 555 555 0150', '+1 555 555 0150'], // 11 digits: left unchanged
    ['15555550150', '15555550150'],
    ['555555015', '555555015'], // 9 digits
    ['', ''],
    ['call us', 'call us'],
    [undefined, ''],
  ])('%j -> %j', (input, output) => expect(formatPhoneForDisplay(input)).toBe(output));
});

describe('date display (prescription-experience §5: a dashed year-month-day date shows as MM/DD/YYYY)', () => {
  it.each([
    ['1960-07-04', '07/04/1960'], // a date-only value is a calendar day: never a day early in a US zone
    ['2025-01-01', '01/01/2025'],
    ['2024-12-31T23:59:59-08:00', '12/31/2024'],
    ['2025-03-07 10:00:00', '03/07/2025'],
    [' 2025-03-07 ', '03/07/2025'],
    ['2025-03-07X', '2025-03-07X'],
    ['x2025-03-07', 'x2025-03-07'],
    ['2025-3-7', '2025-3-7'],
    ['', ''],
    [undefined, ''],
  ])('%j -> %j', (input, output) => expect(formatServerDate(input)).toBe(output));
});

describe('MM/DD/YYYY to YYYY-MM-DD (prescription-experience §5)', () => {
  it.each([
    ['07/04/1960', '1960-07-04'],
    [' 12/31/2024 ', '2024-12-31'],
    ['07/04/1960x', null],
    ['x07/04/1960', null],
    ['07-04-1960', null],
    ['07/04/60', null],
    ['', null],
  ])('%j -> %j', (input, output) => expect(toIsoDate(input)).toBe(output));
});

describe('amounts (prescription-experience §5, §9: 2 decimals; with the dollar sign, $0.00 when not above 0: decision 0061)', () => {
  it.each([
    [-4, '-4.00'],
    ['12.345', '12.35'],
    [' 7 ', '7.00'],
    [Number.NaN, '0.00'],
    [Number.POSITIVE_INFINITY, '0.00'],
    ['Infinity', '0.00'],
    [undefined, '0.00'],
  ])('amount %j -> %s', (input, output) => expect(formatAmount(input)).toBe(output));

  it.each([
    [25, '$25.00'],
    [12.5, '$12.50'],
    [0.005, '$0.01'],
    [1234.567, '$1234.57'],
    [0, '$0.00'],
    [-3, '$0.00'],
    [Number.NaN, '$0.00'],
    [Number.POSITIVE_INFINITY, '$0.00'],
  ])('out-of-pocket %s -> %s (§2 Payment)', (amount, text) => {
    expect(formatOutOfPocket(amount)).toBe(text);
  });
});

describe('transaction dates (prescription-experience §5: standard date, else MM/DD/YYYYTHH:MM:SS, else empty)', () => {
  it.each([
    // A date-only value: parsed as UTC midnight it would show 07/03/1960 in a US zone.
    ['1960-07-04', '07/04/1960'],
    ['2025-12-25T08:00:00', '12/25/2025'],
    [' 2025-03-07T15:04:05Z ', '03/07/2025'],
    ['12/25/2025T23:59:59', '12/25/2025'],
    [' 03/07/2025T15:04:05 ', '03/07/2025'],
    // Standard dates in another shape are read in the patient's zone and shown as that day.
    ['March 7, 2025', '03/07/2025'],
    ['December 25, 2025 23:30', '12/25/2025'],
    ['2025/12/05', '12/05/2025'],
    ['Fri 2025-03-07', '03/07/2025'], // ends like an ISO date, but is another shape: not read as one
    // Neither a standard date nor the custom pattern.
    ['03/07/2025T15:04', ''],
    ['03/07/2025T15:04:05 extra', ''],
    ['', ''],
    [undefined, ''],
  ])('%j -> %j', (input, output) => expect(formatTransactionDate(input)).toBe(output));
});

describe('tap-to-call phone numbers in timeline text (prescription-experience §4: 10 digits, optional +1)', () => {
  it('a text without a number is one text part; an empty text is nothing', () => {
    expect(splitPhoneNumbers('Your prescription has shipped.')).toEqual([{ kind: 'text', text: 'Your prescription has shipped.' }]);
    expect(splitPhoneNumbers('')).toEqual([]);
  });

  it('a text that is only a number is one phone part', () => {
    expect(splitPhoneNumbers('(555) 555-0150')).toEqual([{ kind: 'phone', text: '(555) 555-0150', href: 'tel:+15555550150' }]);
  });

  it('a leading 1 without + is the country code', () => {
    expect(splitPhoneNumbers('Call 1-555-555-0150')).toEqual([
      { kind: 'text', text: 'Call ' },
      { kind: 'phone', text: '1-555-555-0150', href: 'tel:+15555550150' },
    ]);
  });

  it('two numbers next to each other are two links', () => {
    expect(splitPhoneNumbers('555.555.0150\n+15555550160')).toEqual([
      { kind: 'phone', text: '555.555.0150', href: 'tel:+15555550150' },
      { kind: 'text', text: '\n' },
      { kind: 'phone', text: '+15555550160', href: 'tel:+15555550160' },
    ]);
  });
});

describe('dates and plurals in the patient\'s language', () => {
  it('writes Spanish dates with the month by name, so a day-first reader cannot misread them', () => {
    expect(formatServerDate('2026-04-11', 'es')).toBe('11 de abril de 2026');
    expect(formatServerDate('2026-04-11', 'en')).toBe('04/11/2026');
    expect(formatTransactionDate('12/01/2025T08:00:00', 'es')).toBe('1 de diciembre de 2025');
    expect(formatServerDate('not a date', 'es')).toBe('not a date');
  });

  it.each<[number, string, string]>([
    [0, '0 refills', '0 resurtidos'],
    [1, '1 refill', '1 resurtido'],
    [2, '2 refills', '2 resurtidos'],
    [5, '5 refills', '5 resurtidos'],
    [1000, '1,000 refills', '1,000 resurtidos'],
  ])('chooses the plural form of %i by each language\'s rules', (count, english, spanish) => {
    expect(formatPlural({ one: '{count} refill', other: '{count} refills' }, count, 'en')).toBe(english);
    expect(formatPlural({ one: '{count} resurtido', other: '{count} resurtidos' }, count, 'es')).toBe(spanish);
  });

  it("builds a language's plural rules once, however many counts a page shows", async () => {
    vi.resetModules();
    const fresh = await import('./plural.ts');
    const built = vi.spyOn(Intl, 'PluralRules');
    try {
      for (const count of [1, 2, 3]) fresh.formatPlural({ one: '{count} refill', other: '{count} refills' }, count, 'en');
      fresh.formatPlural({ one: '{count} resurtido', other: '{count} resurtidos' }, 2, 'es');
      expect(built).toHaveBeenCalledTimes(2);
    } finally {
      built.mockRestore();
    }
  });
});

describe('ISO date-times are standard dates only when their day and time exist (prescription-experience §5)', () => {
  // The engine reads 02-30 as 03-02; the portal shows no date rather than another day, in every
  // form the standard allows: with or without seconds, a fraction, Z or an offset.
  it.each([
    '2025-02-30T10:00:00Z',
    '2025-02-30T10:00Z',
    '2025-02-30T10:00:00.5Z',
    '2025-02-30T10:00:00.123456789Z',
    '2025-02-30T10:00:00+05:30',
    '2025-02-30T10:00:00+0530',
    '2025-02-30T10:00:00-05:00',
    '2025-02-30T10:00:00',
    '2025-02-30T10:00',
    '2025-02-29T10:00:00Z', // 2025 is not a leap year
    '2025-04-31T10:00:00Z',
    '2025-03-07T24:00:00Z', // the engine reads it as the next day's midnight
    '2025-03-07T10:60:00Z',
    '2025-03-07T10:00:60Z',
    '2025-03-07T10:00:00+25:00', // no such offset
  ])('%j is no date', (input) => {
    expect(parseTransactionDate(input)).toBeNull();
    expect(formatTransactionDate(input)).toBe('');
  });

  it.each([
    ['2024-02-29T10:00:00Z', '2024-02-29T10:00:00.000Z'],
    ['2025-03-07T10:04Z', '2025-03-07T10:04:00.000Z'],
    ['2025-03-07T10:04:05.5Z', '2025-03-07T10:04:05.500Z'],
    ['2025-03-07T10:04:05.123456789Z', '2025-03-07T10:04:05.123Z'],
    ['2025-03-07T10:04:05+0530', '2025-03-07T04:34:05.000Z'],
    ['2025-03-07T23:04:05-08:00', '2025-03-08T07:04:05.000Z'],
  ])('%j is the instant %s', (input, instant) => expect(parseTransactionDate(input)?.toISOString()).toBe(instant));

  it('a date-time without a zone is the patient\'s local time', () => {
    expect(parseTransactionDate('2025-03-07T15:04:05')).toEqual(new Date(2025, 2, 7, 15, 4, 5));
    expect(parseTransactionDate('2025-03-07T15:04')).toEqual(new Date(2025, 2, 7, 15, 4));
  });

  // Daylight saving starts on 2025-03-09 at 02:00 in US zones: 02:30 is no local time there, but a
  // timestamp with its own zone at that hour is a real instant, and a local one is that day.
  it('a time in the hour daylight saving skips is still a date', () => {
    expect(parseTransactionDate('2025-03-09T02:30:00Z')?.toISOString()).toBe('2025-03-09T02:30:00.000Z');
    expect(parseTransactionDate('2025-03-09T02:30:00-05:00')?.toISOString()).toBe('2025-03-09T07:30:00.000Z');
    expect(formatTransactionDate('2025-03-09T02:30:00')).toBe('03/09/2025');
    expect(formatTransactionDate('03/09/2025T02:30:00')).toBe('03/09/2025');
  });

  it('the fallback pattern needs a real day and time too', () => {
    expect(parseTransactionDate('02/29/2024T10:00:00')).toEqual(new Date(2024, 1, 29, 10));
    expect(formatTransactionDate('02/29/2025T10:00:00')).toBe('');
    expect(formatTransactionDate('04/31/2025T10:00:00')).toBe('');
    expect(formatTransactionDate('03/07/2025T10:60:00')).toBe('');
    expect(formatTransactionDate('03/07/2025T10:00:60')).toBe('');
    expect(formatTransactionDate('00/07/2025T10:00:00')).toBe('');
    expect(formatTransactionDate('x03/07/2025T10:00:00')).toBe('');
  });
});

describe('Spanish dates name the month (docs/decisions/0030-spanish-is-a-complete-translation.md: a numeric date is read day-first by most Spanish readers)', () => {
  it.each([
    [1, 'enero'],
    [2, 'febrero'],
    [3, 'marzo'],
    [4, 'abril'],
    [5, 'mayo'],
    [6, 'junio'],
    [7, 'julio'],
    [8, 'agosto'],
    [9, 'septiembre'],
    [10, 'octubre'],
    [11, 'noviembre'],
    [12, 'diciembre'],
  ])('month %i is %s', (month, name) => {
    expect(formatCalendarDate(2026, month, 4, 'es')).toBe(`4 de ${name} de 2026`);
    expect(formatServerDate(`2026-${String(month).padStart(2, '0')}-04`, 'es')).toBe(`4 de ${name} de 2026`);
    expect(formatCalendarDate(2026, month, 4, 'en')).toBe(`${String(month).padStart(2, '0')}/04/2026`);
  });

  it('a server date with no such month is shown as the server sent it, in US order, in both languages', () => {
    for (const language of languages) {
      expect(formatServerDate('2025-13-01', language)).toBe('13/01/2025');
      expect(formatServerDate('2025-00-10', language)).toBe('00/10/2025');
    }
  });

  it('a transaction date in Spanish', () => {
    expect(formatTransactionDate('2026-01-31', 'es')).toBe('31 de enero de 2026');
    expect(formatTransactionDate('not a date', 'es')).toBe('');
  });
});

describe('languages', () => {
  it('knows English and Spanish, and nothing else', () => {
    expect(languages).toEqual(['en', 'es']);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('es')).toBe(true);
    for (const other of ['fr', 'EN', 'es-US', '', null, undefined, 1]) expect(isLanguage(other)).toBe(false);
  });

  it('names each language in itself, as the switch shows it', () => {
    expect(languageNames).toEqual({ en: 'English', es: 'Español' });
  });

  it('writes counts in Spanish with US grouping (patients are in the US), not Spain\'s', () => {
    expect(formatPlural({ one: '{count} resurtido', other: '{count} resurtidos' }, 1000, 'es')).toBe('1,000 resurtidos');
    expect(formatPlural({ one: '{count} resurtido', other: '{count} resurtidos' }, 12345, 'es')).toBe('12,345 resurtidos');
  });
});

describe('phone numbers with spaces (prescription-experience §4)', () => {
  it('a number written with spaces is one link', () => {
    expect(splitPhoneNumbers('Call 555 555 0150.')).toEqual([
      { kind: 'text', text: 'Call ' },
      { kind: 'phone', text: '555 555 0150', href: 'tel:+15555550150' },
      { kind: 'text', text: '.' },
    ]);
  });
});
