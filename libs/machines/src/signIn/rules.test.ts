import type { ApiError } from '@portal/api';
import { describe, expect, it } from 'vitest';
import { baseCopy } from '@portal/program-config/copy/en';
import type { MessageRef } from '../messages.ts';
import { destinationForRegisteredPatient, sendCodeError, signInRoutes, verifyCodeError } from './rules.ts';

/** The text a patient reads for a message the machine names (the page's lookup, messages.ts). */
const textOf = (ref: MessageRef) => (ref.section === 'accessErrors' ? baseCopy.accessErrors[ref.key] : baseCopy.errors[ref.key]);
const http = (status: number, message: string): ApiError => ({ kind: 'http', status, message });

describe('the maximum-attempts message (access-and-identity §8: 429 or a provider rate-limit description)', () => {
  it.each([
    'ratelimit',
    'RATELIMIT exceeded',
    'rate limit exceeded',
    'Rate-limit reached',
    'Too many requests',
    'too many attempts',
    'Max send attempts reached',
    'Max check attempts reached',
    'max attempts',
    'Maximum attempts reached',
    "You've reached the maximum number of attempts.",
  ])('%j on send or verify reads the maximum-attempts message', (message) => {
    expect(textOf(sendCodeError(http(400, message), 'sms'))).toBe(baseCopy.accessErrors.maxAttempts);
    expect(textOf(sendCodeError(http(400, message), 'email'))).toBe(baseCopy.accessErrors.maxAttempts);
    expect(textOf(verifyCodeError(http(400, message)))).toBe(baseCopy.accessErrors.maxAttempts);
  });

  it('429 is the maximum-attempts message whatever the text', () => {
    expect(sendCodeError(http(429, 'Patient not found'), 'sms')).toEqual({ section: 'accessErrors', key: 'maxAttempts' });
    expect(verifyCodeError(http(429, 'Invalid code'))).toEqual({ section: 'accessErrors', key: 'maxAttempts' });
  });

  it.each([428, 430, 500])('%i is not the maximum-attempts message', (status) => {
    expect(sendCodeError(http(status, 'x'), 'sms')).toEqual({ section: 'accessErrors', key: 'phoneNotFound' });
    expect(verifyCodeError(http(status, 'x'))).toEqual({ section: 'accessErrors', key: 'wrongCode' });
  });

  it.each(['rate', 'limit', 'too many', 'maximum', 'rates limited', 'max number attempts', 'Invalid code'])('%j alone is not', (message) => {
    expect(sendCodeError(http(400, message), 'sms')).toEqual({ section: 'accessErrors', key: 'phoneNotFound' });
    expect(verifyCodeError(http(400, message))).toEqual({ section: 'accessErrors', key: 'wrongCode' });
  });
});

describe('send and verify failures by kind (access-and-identity §8)', () => {
  it.each<[ApiError, MessageRef]>([
    [{ kind: 'timeout' }, { section: 'errors', key: 'timeout' }],
    [{ kind: 'network' }, { section: 'errors', key: 'network' }],
    [{ kind: 'invalidResponse', issues: '(body): required' }, { section: 'errors', key: 'invalidResponse' }],
    [{ kind: 'redirectHome', status: 202 }, { section: 'errors', key: 'fetchData' }],
  ])('%j is not an answer about the patient', (error, ref) => {
    expect(sendCodeError(error, 'sms')).toEqual(ref);
    expect(sendCodeError(error, 'email')).toEqual(ref);
    expect(verifyCodeError(error)).toEqual(ref);
  });

  it('a failed send reads "does not match our records" for the channel used', () => {
    expect(textOf(sendCodeError(http(404, 'x'), 'sms'))).toBe('The mobile number you entered does not match our records.');
    expect(textOf(sendCodeError(http(404, 'x'), 'email'))).toBe('The email address you entered does not match our records.');
  });

  it('a failed verify reads "That code wasn\'t quite right"', () => {
    expect(textOf(verifyCodeError(http(400, 'x')))).toBe("That code wasn't quite right, try entering it again.");
  });
});

describe('destinationForRegisteredPatient (access-and-identity §4)', () => {
  const profile = { isPWARegistered: true };
  const facts = { profile, missingInformationEnabled: false, returnUrl: null, afterRegistration: false };

  it.each([
    [{}, signInRoutes.prescriptions],
    [{ afterRegistration: true }, signInRoutes.onboarding],
    [{ returnUrl: '/payment' }, '/payment'],
    [{ returnUrl: '/payment', afterRegistration: true }, '/payment'],
    [{ missingInformationEnabled: true }, signInRoutes.onboarding],
    [{ missingInformationEnabled: true, returnUrl: '/payment' }, '/payment'],
  ])('%j -> %s', (change, to) => {
    expect(destinationForRegisteredPatient({ ...facts, ...change })).toBe(to);
  });

  it('the routes are the spec routes', () => {
    expect(signInRoutes).toEqual({
      home: '/',
      loginError: '/login-error',
      profileError: '/profile-error',
      verification: '/verification',
      onboarding: '/onboarding',
      prescriptions: '/prescriptions',
      missingInformationStart: '/missing-information-start',
      missingInformationInterim: '/missing-information-interim',
    });
  });
});
