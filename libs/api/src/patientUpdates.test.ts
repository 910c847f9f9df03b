import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { SHIPPING_COUNTRY, toAddressUpdatePayload, toConsentPreferencesPayload, updateConsentPreferences, updateShippingAddress } from './patientUpdates.ts';

/** A client whose server answers `status` with `body`, recording each call. */
function recording(status = 200, body: unknown = null) {
  const calls: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = [];
  const client = createApiClient({
    baseUrl: 'https://api.test/',
    fetch: async (url, init) => {
      calls.push({ url: String(url), method: String(init?.method), headers: init?.headers as Record<string, string>, body: JSON.parse(String(init?.body)) });
      return new Response(body === null ? '' : JSON.stringify(body), { status });
    },
  });
  return { client, calls };
}

const address = { street: '  100 Example Street, Apt 4 ', city: ' Springfield ', state: 'IL', zipCode: ' 62701 ' };

describe('the shipping address update (prescription-experience §7 PUT patient/address, §5)', () => {
  it('sends street, city, state and ZIP code, trimmed, with the country always United States', () => {
    expect(SHIPPING_COUNTRY).toBe('United States');
    expect(toAddressUpdatePayload(address)).toEqual({
      address: { street: '100 Example Street, Apt 4', city: 'Springfield', state: 'IL', zipCode: '62701', country: 'United States' },
    });
  });

  it('sends email and phone only when the caller has them: none are invented', () => {
    expect(toAddressUpdatePayload(address, { email: 'alex@example.com', phone: '5555550150' })).toMatchObject({ email: 'alex@example.com', phone: '5555550150' });
    for (const contact of [{}, { email: null, phone: null }, { email: '', phone: '' }]) {
      const payload = toAddressUpdatePayload(address, contact);
      expect(payload).not.toHaveProperty('email');
      expect(payload).not.toHaveProperty('phone');
    }
    expect(toAddressUpdatePayload(address, { phone: '5555550150' })).not.toHaveProperty('email');
    expect(toAddressUpdatePayload(address, { email: 'alex@example.com' })).not.toHaveProperty('phone');
  });

  it('PUTs the payload as JSON with the session token, and any 200 is success (the response is not shown)', async () => {
    const { client, calls } = recording(200, { anything: 'the server says' });
    const payload = toAddressUpdatePayload(address);
    expect(await updateShippingAddress(client, 'token-1', payload)).toMatchObject({ ok: true, status: 200 });
    expect(calls).toEqual([
      {
        url: 'https://api.test/api/pwa/exp/v1/patient/address',
        method: 'PUT',
        headers: expect.objectContaining({ jwttoken: 'token-1', 'Content-Type': 'application/json' }),
        body: payload,
      },
    ]);
  });

  it('an error keeps the server\'s text, and a PUT is never repeated', async () => {
    const { client, calls } = recording(503, { errorDescription: 'Address service unavailable' });
    expect(await updateShippingAddress(client, 't', toAddressUpdatePayload(address))).toEqual({
      ok: false,
      error: { kind: 'http', status: 503, message: 'Address service unavailable' },
    });
    expect(calls).toHaveLength(1);
  });
});

describe('the preferred channels (prescription-experience §7 POST patient/consentPreferences)', () => {
  it.each([
    [{ sms: true, email: false }, { isSMSPreferredCommunicationChannel: true, isEmailPreferredCommunicationChannel: false }],
    [{ sms: false, email: true }, { isSMSPreferredCommunicationChannel: false, isEmailPreferredCommunicationChannel: true }],
    [{ sms: true, email: true }, { isSMSPreferredCommunicationChannel: true, isEmailPreferredCommunicationChannel: true }],
  ])('%j -> %j', (preferences, body) => expect(toConsentPreferencesPayload(preferences)).toEqual(body));

  it('POSTs the two flags with the session token; any 200 is success', async () => {
    const { client, calls } = recording(200);
    expect(await updateConsentPreferences(client, 'token-2', { sms: false, email: true })).toMatchObject({ ok: true });
    expect(calls).toEqual([
      {
        url: 'https://api.test/api/pwa/exp/v1/patient/consentPreferences',
        method: 'POST',
        headers: expect.objectContaining({ jwttoken: 'token-2', 'Content-Type': 'application/json' }),
        body: { isSMSPreferredCommunicationChannel: false, isEmailPreferredCommunicationChannel: true },
      },
    ]);
  });
});
