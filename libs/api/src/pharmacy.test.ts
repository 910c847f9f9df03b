import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.ts';
import { fetchPharmacies, updatePharmacy } from './pharmacy.ts';

describe('the pharmacies call and the update (§7)', () => {
  it('POSTs to the referral and reads the pharmacies list', async () => {
    const seen: { url: string; method: string; body: unknown }[] = [];
    const client = createApiClient({
      baseUrl: 'https://api.test',
      fetch: async (url, init) => {
        seen.push({ url: String(url), method: String(init?.method), body: JSON.parse(String(init?.body)) });
        return new Response(JSON.stringify({ pharmacies: [{ pharmacyDistributionCenterId: 100, pharmacyDistributionCenter: 'HealthDyne Specialty Pharmacy' }] }), { status: 200 });
      },
    });
    const body = { drugNdc: 'n', dob: 'd', rxBin: 'b', outcomeReason: 'o', verificationSource: 'v' };
    expect(await fetchPharmacies(client, 't', 'RR 2', body)).toEqual({ ok: true, status: 200, data: [{ pharmacy_id: '100', name: 'HealthDyne Specialty Pharmacy' }] });
    expect(seen).toEqual([{ url: 'https://api.test/api/pwa/exp/v1/prescriptions/RR%202/pharmacies', method: 'POST', body }]);
  });

  it('a referral id of ".." sends nothing: the pharmacies of another path are never asked for', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ pharmacies: [] }), { status: 200 }));
    const body = { drugNdc: 'n', dob: 'd', rxBin: 'b', outcomeReason: 'o', verificationSource: 'v' };
    expect(await fetchPharmacies(createApiClient({ baseUrl: '', fetch }), 't', '..', body)).toMatchObject({ ok: false, error: { kind: 'invalidResponse' } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a pharmacies answer without the list is an invalid response; an error keeps the server text', async () => {
    const answering = (status: number, body: unknown) => createApiClient({ baseUrl: '', fetch: async () => new Response(JSON.stringify(body), { status }) });
    const body = { drugNdc: 'n', dob: 'd', rxBin: 'b', outcomeReason: 'o', verificationSource: 'v' };
    expect(await fetchPharmacies(answering(200, {}), 't', 'RR', body)).toMatchObject({ ok: false, error: { kind: 'invalidResponse' } });
    expect(await fetchPharmacies(answering(404, { errorDescription: 'None found' }), 't', 'RR', body)).toMatchObject({ ok: false, error: { kind: 'http', message: 'None found' } });
    expect(await updatePharmacy(answering(200, null), 't', { pharmacyDistributionCenterId: 'PH-200', pharmacyDistributionCenter: 'Amazon Pharmacy', acticsPatientEnrollmentId: 'PE-1', acticsPharmacyReferralRecordId: 'RR-2' })).toMatchObject({ ok: true });
  });
});
