// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fetchFillHistory, fetchPharmacies, fetchProfile, updatePharmacy } from '@portal/api';
import { setUpMockApi } from './testServer.ts';

const { client, tokenFor } = setUpMockApi();

const body = { drugNdc: '0597-0100-61', dob: '1961-04-12', rxBin: '', outcomeReason: '', verificationSource: '' };

describe('mock pharmacy and fill history calls', () => {
  it('the pharmacies of a referral of the patient; an unknown referral is a 404 with text', async () => {
    const token = await tokenFor('5555550100');
    const known = await fetchPharmacies(client, token, 'RR-1003', body);
    expect(known.ok && known.data.map((pharmacy) => pharmacy.name)).toEqual(['HealthDyne Specialty Pharmacy', 'Amazon Pharmacy', 'Truepill']);
    expect(await fetchPharmacies(client, token, 'RR-9999', body)).toMatchObject({ ok: false, error: { kind: 'http', status: 404 } });
  });

  it('an update shows in the profile of this patient', async () => {
    const token = await tokenFor('5555550100');
    const update = { pharmacyDistributionCenterId: 'PH-100', pharmacyDistributionCenter: 'HealthDyne Specialty Pharmacy', acticsPatientEnrollmentId: 'EN-1000', acticsPharmacyReferralRecordId: 'RR-1003' };
    expect((await updatePharmacy(client, token, update)).ok).toBe(true);
    const profile = await fetchProfile(client, token);
    const changed = profile.ok ? profile.data.patientProfileDetails[0]?.prescriptions?.find((prescription) => prescription.acticsPharmacyReferralRecordId === 'RR-1003') : null;
    expect(changed).toMatchObject({ pharmacyDistributionCenter: 'HealthDyne Specialty Pharmacy', pharmacyDistributionCenterId: 'PH-100' });
  });

  it('(555) 555-0100 has three fills, one with a failed payment; (555) 555-0110 has none', async () => {
    const hub = await fetchFillHistory(client, await tokenFor('5555550100'), { intakeCaseId: 'IC-1000', acticsPharmacyReferralRecordId: 'RR-1001' });
    expect(hub.ok && hub.data.fills.flatMap((fill) => fill.fillTransactions ?? []).map((transaction) => transaction.paymentStatus)).toEqual(['payment_succeeded', 'Succeeded', 'Failed']);
    const none = await fetchFillHistory(client, await tokenFor('5555550110'), { intakeCaseId: 'IC-1100', acticsPharmacyReferralRecordId: 'RR-1101' });
    expect(none).toMatchObject({ ok: true, data: { intakeCaseId: 'IC-1100', fills: [] } });
  });
});
