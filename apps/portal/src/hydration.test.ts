import { describe, expect, it } from 'vitest';
import { shouldHydrate } from './hydration.ts';

type Features = Parameters<typeof shouldHydrate>[0]['program']['features'];
const withFeatures = (enabled: Partial<Record<keyof Features, boolean>>) => ({
  features: Object.fromEntries(
    (['US_only_phone', 'missingInformation', 'patientDemographics', 'payment', 'updateShippingAddress'] as const).map((name) => [name, { enabled: enabled[name] ?? true }]),
  ) as Features,
});
const program = withFeatures({});
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('shouldHydrate: React takes over the prerendered HTML only where it is this tab\'s page', () => {
  it('the page it was rendered at, with no session and no query', () => {
    expect(shouldHydrate({ prerendered: '/login', location: at('/login'), hasSession: false, program })).toBe(true);
    expect(shouldHydrate({ prerendered: '/login', location: at('/login/'), hasSession: false, program })).toBe(true);
    expect(shouldHydrate({ prerendered: '/', location: at('/'), hasSession: false, program })).toBe(true);
  });

  it('renders afresh for a signed-in tab, a query, a hash, another path or a page that was not prerendered', () => {
    expect(shouldHydrate({ prerendered: '/', location: at('/'), hasSession: true, program })).toBe(false);
    expect(shouldHydrate({ prerendered: '/login', location: at('/login', '?returnUrl=%2Fprofile'), hasSession: false, program })).toBe(false);
    expect(shouldHydrate({ prerendered: '/login', location: at('/login', '', '#x'), hasSession: false, program })).toBe(false);
    expect(shouldHydrate({ prerendered: '/', location: at('/prescriptions'), hasSession: false, program })).toBe(false);
    expect(shouldHydrate({ prerendered: undefined, location: at('/prescriptions'), hasSession: false, program })).toBe(false);
  });

  it('renders afresh a page loaded with the app\'s state on its history entry (the landing page after a sign-out says so)', () => {
    expect(shouldHydrate({ prerendered: '/', location: at('/'), hasSession: false, program, historyState: { signedOut: true } })).toBe(false);
    expect(shouldHydrate({ prerendered: '/', location: at('/'), hasSession: false, program, historyState: null })).toBe(true);
  });

  it('the not-found page: only at a path no route of the programme matches', () => {
    expect(shouldHydrate({ prerendered: '*', location: at('/no-such-page'), hasSession: false, program })).toBe(true);
    expect(shouldHydrate({ prerendered: '*', location: at('/pharmacy/RX-1003'), hasSession: false, program })).toBe(false);
    expect(shouldHydrate({ prerendered: '*', location: at('/payment'), hasSession: false, program })).toBe(false);
    const withoutPayment = withFeatures({ payment: false });
    expect(shouldHydrate({ prerendered: '*', location: at('/payment'), hasSession: false, program: withoutPayment })).toBe(true);
  });
});
