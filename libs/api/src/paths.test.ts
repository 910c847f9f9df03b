import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('paths: every call of both specs (access-and-identity §7, prescription-experience §7)', () => {
  it.each([
    ['sendSmsOtp', paths.sendSmsOtp, '/api/auth/services/exp/v1/sms/otp/send'],
    ['sendEmailOtp', paths.sendEmailOtp, '/api/auth/services/exp/v1/email/otp/send'],
    ['verifySignInPhone', paths.verifySignInPhone, '/api/pwa/exp/v1/patient/verifySignIn/phone'],
    ['verifySignInEmail', paths.verifySignInEmail, '/api/pwa/exp/v1/patient/verifySignIn/email'],
    ['accessToken', paths.accessToken, '/api/auth/services/exp/v1/accesstoken'],
    ['registration', paths.registration, '/api/pwa/exp/v1/pca/patient/registration'],
    ['profile', paths.profile, '/api/pwa/exp/v1/patient/profile'],
    ['missingInformation', paths.missingInformation, '/api/pwa/exp/v1/patient/missingInformation'],
    ['prescriptions', paths.prescriptions, '/api/pwa/exp/v1/prescriptions'],
    ['address', paths.address, '/api/pwa/exp/v1/patient/address'],
    ['consentPreferences', paths.consentPreferences, '/api/pwa/exp/v1/patient/consentPreferences'],
    ['pharmacies', paths.pharmacies('PRR-1'), '/api/pwa/exp/v1/prescriptions/PRR-1/pharmacies'],
    ['pay', paths.pay('77'), '/api/pwa/exp/v1/payments/77/pay'],
    ['fillHistory', paths.fillHistory('IC-9'), '/api/pwa/exp/v1/fetchFillHistory?intakeCaseId=IC-9'],
  ])('%s is %s', (_name, path, expected) => {
    expect(path).toBe(expected);
  });

  it('an id put in a path cannot change the path or the query', () => {
    expect(paths.pharmacies('a/../b')).toBe('/api/pwa/exp/v1/prescriptions/a%2F..%2Fb/pharmacies');
    expect(paths.pay('1?x=2')).toBe('/api/pwa/exp/v1/payments/1%3Fx%3D2/pay');
    expect(paths.fillHistory('IC 9&admin=1')).toBe('/api/pwa/exp/v1/fetchFillHistory?intakeCaseId=IC%209%26admin%3D1');
  });

  it('an id holding a lone surrogate still gives a path, with U+FFFD in its place (found by the property tests: it threw a URIError)', () => {
    expect(paths.pharmacies('PRR-\uD800')).toBe('/api/pwa/exp/v1/prescriptions/PRR-%EF%BF%BD/pharmacies');
    expect(paths.pay('\uDC00')).toBe('/api/pwa/exp/v1/payments/%EF%BF%BD/pay');
    expect(paths.fillHistory('IC-\uD83D')).toBe('/api/pwa/exp/v1/fetchFillHistory?intakeCaseId=IC-%EF%BF%BD');
    // A whole pair is a character, encoded as such.
    expect(paths.pay('\uD83D\uDC8A')).toBe('/api/pwa/exp/v1/payments/%F0%9F%92%8A/pay');
  });
});
