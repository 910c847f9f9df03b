import { describe, expect, it } from 'vitest';
import { formatCopy, formatPhoneForDisplay } from './format.ts';

describe('formatPhoneForDisplay (spec: prescription-experience §5)', () => {
  it.each([
    ['5555550150', '1 (555) 555-0150'],
    ['(555) 555-0150', '1 (555) 555-0150'],
    ['12345', '12345'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    [null, ''],
    [undefined, ''],
  ])('%s -> %s', (input, shown) => {
    expect(formatPhoneForDisplay(input)).toBe(shown);
  });
});

describe('formatCopy', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(formatCopy('You are leaving {host} for {where}', { host: 'example.com' })).toBe('You are leaving example.com for {where}');
  });
});
