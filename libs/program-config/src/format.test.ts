import { describe, expect, it } from 'vitest';
import { formatCopy } from './format.ts';

describe('formatCopy', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(formatCopy('You are leaving {host} for {where}', { host: 'example.com' })).toBe('You are leaving example.com for {where}');
  });

  it('fills numbers', () => {
    expect(formatCopy('© {year} {serviceProvider}', { year: 2025, serviceProvider: 'Patient Services Partner' })).toBe('© 2025 Patient Services Partner');
  });
});
