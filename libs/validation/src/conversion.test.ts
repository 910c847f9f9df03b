import { describe, expect, it } from 'vitest';
import { baseCopy } from '@portal/program-config/copy/en';
import { convertDecimal, convertInteger, convertLines, convertText, DECIMAL_PLACES, DECIMAL_WHOLE_DIGITS } from './conversion.ts';

const value = <T,>(converted: T) => ({ ok: true, value: converted });
const error = (key: string) => ({ ok: false, error: key });

describe('the conversion failure and required messages (access-and-identity §5)', () => {
  it("a conversion failure reads 'Could not convert'; a required field without its own message, the generic one", () => {
    expect(convertDecimal('abc')).toEqual(error('couldNotConvert'));
    expect(baseCopy.validation.couldNotConvert).toBe('Could not convert');
    expect(convertText('', { required: true })).toEqual(error('required'));
    expect(baseCopy.validation.required).toBe('This field is required');
  });

  it('a field with its own required message gets that one', () => {
    expect(convertText('   ', { required: 'cityRequired' })).toEqual(error('cityRequired'));
    expect(convertDecimal('', { required: 'cityRequired' })).toEqual(error('cityRequired'));
    expect(convertInteger('', { required: 'cityRequired' })).toEqual(error('cityRequired'));
    expect(convertLines('\n  \n', { required: 'cityRequired' })).toEqual(error('cityRequired'));
  });

  it('an optional field left empty is no value, not an error', () => {
    expect(convertText('  ')).toEqual(value(null));
    expect(convertDecimal('')).toEqual(value(null));
    expect(convertInteger(' ')).toEqual(value(null));
    expect(convertLines('')).toEqual(value([]));
  });
});

describe('strings may have a maximum length (§5)', () => {
  it.each([
    ['Springfield', 11, value('Springfield')],
    ['  Springfield  ', 11, value('Springfield')], // the spaces around it are not the patient's text
    ['Springfields', 11, error('textTooLong')],
    ['José', 4, value('José')],
    ['👍👍👍', 3, value('👍👍👍')], // one character each, as the patient counts
    ['👍👍👍👍', 3, error('textTooLong')],
  ])('%j, at most %i characters', (input, maxLength, expected) => {
    expect(convertText(input, { maxLength })).toEqual(expected);
  });

  it('says the limit in its message', () => {
    expect(baseCopy.validation.textTooLong).toContain('{max}');
  });

  it('without a maximum, any length', () => {
    expect(convertText('a'.repeat(5000))).toEqual(value('a'.repeat(5000)));
  });
});

describe('numbers: at most 10 whole digits and 2 decimals, negatives allowed (§5, §9)', () => {
  it('the defaults are the spec\'s', () => {
    expect([DECIMAL_WHOLE_DIGITS, DECIMAL_PLACES]).toEqual([10, 2]);
  });

  it.each([
    ['12.5', 12.5],
    ['12.50', 12.5],
    ['0.01', 0.01],
    ['-4.25', -4.25],
    ['.5', 0.5],
    ['-.5', -0.5],
    ['5.', 5],
    ['-0', 0],
    ['1,250.75', 1250.75],
    ['9999999999.99', 9999999999.99], // 10 whole digits, 2 decimals: the largest
    ['-9999999999.99', -9999999999.99],
    ['0009999999999', 9999999999], // leading zeros are not digits of the number
    ['  42  ', 42],
  ])('%j is %d', (input, expected) => {
    expect(convertDecimal(input)).toEqual(value(expected));
  });

  it.each([
    ['12345678901', 'an 11th whole digit'],
    ['1.234', 'a third decimal'],
    ['0.001', 'a third decimal, even below a cent'],
    ['12,50', 'a decimal comma'],
    ['1,25,000', 'commas that do not group thousands'],
    ['--5', 'two signs'],
    ['+5', 'a plus sign'],
    ['5-', 'a sign at the end'],
    ['1e3', 'an exponent'],
    ['$12.50', 'a currency sign'],
    ['twelve', 'words'],
    ['-', 'a sign alone'],
    ['.', 'a point alone'],
    ['1 000', 'a space inside'],
    ['Infinity', 'not a number a patient types'],
  ])('%j (%s) could not be converted', (input) => {
    expect(convertDecimal(input)).toEqual(error('couldNotConvert'));
  });
});

describe('integers must be whole (§5)', () => {
  it.each([
    ['12', 12],
    ['-3', -3],
    ['0', 0],
    ['-0', 0],
    ['1,000', 1000],
    ['12.0', 12],
    ['12.', 12],
    ['9007199254740991', Number.MAX_SAFE_INTEGER],
  ])('%j is %d', (input, expected) => {
    expect(convertInteger(input)).toEqual(value(expected));
  });

  it.each([
    ['12.5', 'a fraction'],
    ['0.01', 'a fraction below one'],
    ['9007199254740993', 'past what a number holds exactly'],
    ['1e2', 'an exponent'],
    ['twelve', 'words'],
    ['-', 'a sign alone'],
  ])('%j (%s) could not be converted', (input) => {
    expect(convertInteger(input)).toEqual(error('couldNotConvert'));
  });
});

describe('multi-line text becomes a list of trimmed lines (§5)', () => {
  it.each([
    ['one puff twice daily', ['one puff twice daily']],
    ['  one puff \n  twice daily  ', ['one puff', 'twice daily']],
    ['first\r\nsecond\rthird\nfourth', ['first', 'second', 'third', 'fourth']],
    ['first\n\n   \nsecond\n', ['first', 'second']], // blank lines and a trailing Enter are no item
  ])('%j -> %j', (input, lines) => {
    expect(convertLines(input)).toEqual(value(lines));
  });

  it('with no line at all, a required field asks for one', () => {
    expect(convertLines(' \n\t\n', { required: true })).toEqual(error('required'));
  });
});
