import { describe, expect, it } from 'vitest';
import { baseCopy } from '@portal/program-config/copy/en';
import { accessErrorKeys, generalErrorKeys } from './messages.ts';

describe('every message a machine can name exists in the copy', () => {
  it.each(accessErrorKeys)('accessErrors.%s', (key) => {
    expect(baseCopy.accessErrors[key]).toEqual(expect.any(String));
  });

  it.each(generalErrorKeys)('errors.%s', (key) => {
    expect(baseCopy.errors[key]).toEqual(expect.any(String));
  });

  it('the session-expired message is the inactivity message of §4', () => {
    expect(baseCopy.errors.sessionExpired).toBe(
      'Your login session has expired due to inactivity. Please generate a new OTP and log in again.',
    );
  });
});
