import { describe, expect, it } from 'vitest';
import { encodeId, isUsableId, paths, UnsafeIdError } from './paths.ts';

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

  it('an id put in a path cannot add to the query', () => {
    expect(paths.fillHistory('IC 9&admin=1')).toBe('/api/pwa/exp/v1/fetchFillHistory?intakeCaseId=IC%209%26admin%3D1');
    expect(paths.pay('a=b&c')).toBe('/api/pwa/exp/v1/payments/a%3Db%26c/pay');
  });

  it('an id holding a lone surrogate still gives a path, with U+FFFD in its place (found by the property tests: it threw a URIError)', () => {
    expect(paths.pharmacies('PRR-\uD800')).toBe('/api/pwa/exp/v1/prescriptions/PRR-%EF%BF%BD/pharmacies');
    expect(paths.pay('\uDC00')).toBe('/api/pwa/exp/v1/payments/%EF%BF%BD/pay');
    expect(paths.fillHistory('IC-\uD83D')).toBe('/api/pwa/exp/v1/fetchFillHistory?intakeCaseId=IC-%EF%BF%BD');
    // A whole pair is a character, encoded as such.
    expect(paths.pay('\uD83D\uDC8A')).toBe('/api/pwa/exp/v1/payments/%F0%9F%92%8A/pay');
  });

  it.each([
    ['..', 'the parent of the payments: /api/pwa/exp/v1/pay'],
    ['.', 'the payments themselves'],
    ['', 'an empty segment: //pay'],
    ['   ', 'blank'],
    ['%2e%2e', '.. once a server decodes it'],
    ['%2E%2e', 'in either case'],
    ['%252e%252e', '.. after two decodings'],
    ['%25252e%25252e', '.. after three'],
    ['%2e', '. once decoded'],
    ['a/../b', 'a slash'],
    ['..%2Fpay', 'an encoded slash'],
    ['a\\b', 'a backslash, a separator to some servers'],
    ['%5C..', 'an encoded backslash'],
    ['1?admin=1', 'a query'],
    ['1%3Fadmin=1', 'an encoded query'],
    ['1#x', 'a fragment'],
    ['1%23x', 'an encoded fragment'],
    ['PAY\u0000', 'a NUL'],
    ['PAY%00', 'an encoded NUL'],
    ['PAY\n1', 'a line break'],
    ['PAY\u007f', 'DEL'],
    ['%20', 'blank once decoded'],
    ['%2525252525252e', 'encoded deeper than any decoder goes'],
    ['%25252541', 'an A, but encoded four times deep: built to be decoded'],
  ])('refuses %j (%s): no path is built', (id) => {
    expect(isUsableId(id)).toBe(false);
    expect(() => encodeId(id)).toThrow(UnsafeIdError);
    expect(() => paths.pay(id)).toThrow(UnsafeIdError);
    expect(() => paths.pharmacies(id)).toThrow(UnsafeIdError);
    expect(() => paths.fillHistory(id)).toThrow(UnsafeIdError);
  });

  it.each([
    ['PAY-1001'],
    ['RR-1001'],
    ['a0B5e00000Xyz12EAB'],
    ['77'],
    ['...'],
    ['..a'],
    ['.a'],
    ['PAY 1001'],
    ['100%'],
    ['%zz'],
    ['%2'],
    ['café'],
    ['💊'],
    ['\uD800'],
    ['%2525'],
    // Three decodings make it an A: as deep as a server and two proxies may go.
    ['%252541'],
  ])('keeps %j: an id of its own, encoded', (id) => {
    expect(isUsableId(id)).toBe(true);
    expect(paths.pay(id).startsWith('/api/pwa/exp/v1/payments/')).toBe(true);
  });

  it('the refusal names the id, cut to 80 characters', () => {
    const error = (() => {
      try {
        encodeId(`..${'x'.repeat(200)}/`);
      } catch (caught) {
        return caught as UnsafeIdError;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(UnsafeIdError);
    expect(error?.name).toBe('UnsafeIdError');
    expect(error?.id).toBe(`..${'x'.repeat(200)}/`);
    expect(error?.message).toBe(`unusable id in the call's path: ${JSON.stringify(`..${'x'.repeat(78)}`)}`);
  });

});
