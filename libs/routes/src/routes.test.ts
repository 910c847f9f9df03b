import { describe, expect, it } from 'vitest';
import { PAYMENT_QUERY, paymentPagePath, pharmacyInstructionsPath, pharmacyPathOf, routes } from './index.ts';

describe('the addresses that carry a value', () => {
  it("carries the card's payment in the payment page's address as an opaque, encoded id", () => {
    expect(paymentPagePath('PAY-1004')).toBe('/payment?payment=PAY-1004');
    expect(paymentPagePath('a&b=c/..')).toBe('/payment?payment=a%26b%3Dc%2F..');
    expect(new URLSearchParams(paymentPagePath('a&b=c/..').split('?')[1]).get(PAYMENT_QUERY)).toBe('a&b=c/..');
  });

  it("names a prescription's pharmacy page by the prescription's id, as one encoded segment", () => {
    expect(pharmacyPathOf({ id: 'RX-2' })).toBe('/pharmacy/RX-2');
    expect(pharmacyPathOf({ id: 'a/b c' })).toBe('/pharmacy/a%2Fb%20c');
  });

  it('a lone surrogate in a server value (a URIError in encodeURIComponent) becomes U+FFFD, never a throw', () => {
    expect(pharmacyPathOf({ id: 'RX-\uD800' })).toBe('/pharmacy/RX-%EF%BF%BD');
    expect(paymentPagePath('PAY-\uDC00-1')).toBe('/payment?payment=PAY-%EF%BF%BD-1');
    expect(pharmacyInstructionsPath('\uD83D')).toBe('/pharmacy-instructions/%EF%BF%BD');
    // A well-formed pair stays itself.
    expect(decodeURIComponent(pharmacyPathOf({ id: 'RX-\uD83D\uDE00' }))).toBe('/pharmacy/RX-\uD83D\uDE00');
  });

  it('names the pharmacy of the instructions page as one encoded segment', () => {
    expect(pharmacyInstructionsPath('HealthDyne Specialty')).toBe('/pharmacy-instructions/HealthDyne%20Specialty');
    expect(pharmacyInstructionsPath('a/b')).toBe('/pharmacy-instructions/a%2Fb');
  });
});

describe("every page's address, as access-and-identity §2 and prescription-experience §2 name them", () => {
  it.each([
    ['landing', '/'],
    ['login', '/login'],
    ['loginError', '/login-error'],
    ['verification', '/verification'],
    ['logout', '/logout'],
    ['profileError', '/profile-error'],
    ['onboarding', '/onboarding'],
    ['prescriptions', '/prescriptions'],
    ['pharmacy', '/pharmacy/:prescriptionId'],
    ['pharmacyInstructions', '/pharmacy-instructions/:pharmacy'],
    ['profile', '/profile'],
    ['contactUs', '/contact-us'],
    ['payment', '/payment'],
    ['fillHistory', '/fill-history'],
    ['updateShippingAddress', '/update-shipping-address'],
    ['privacyPolicy', '/privacy-policy'],
    ['hipaaPractices', '/hipaa-practices'],
    ['termsOfUse', '/terms-of-use'],
    ['languageAssistance', '/language-assistance'],
    ['missingInformationStart', '/missing-information-start'],
    ['missingInformationAddress', '/missing-information-address'],
    ['missingInformationPhone', '/missing-information-phone'],
    ['missingInformationEmail', '/missing-information-email'],
    ['missingInformationInsurance', '/missing-information-insurance'],
    ['missingInformationGender', '/missing-information-gender'],
    ['missingInformationReview', '/missing-information-review'],
    ['missingInformationSuccess', '/missing-information-success'],
    ['missingInformationInterim', '/missing-information-interim'],
  ] as const)('%s is %s', (page, address) => {
    expect(routes[page]).toBe(address);
  });

  it('names no other page', () => {
    expect(Object.keys(routes)).toHaveLength(28);
  });
});
