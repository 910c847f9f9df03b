// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { patientProfileResponseSchema } from '@portal/api';
import { isSavingsEligible, showsPaymentBanner, showsPharmacySetup, toClientPatientData, type TimelineCopy } from '@portal/care';
import { baseCopy } from '@portal/program-config/copy/en';
import { profileFor } from './profiles.ts';

const copy: TimelineCopy = baseCopy.timeline;

describe('the hub demo patient', () => {
  const parsed = patientProfileResponseSchema.safeParse(profileFor('hubPatient', true));
  const data = parsed.success ? toClientPatientData(parsed.data, copy) : null;

  it('parses with the profile schema', () => {
    expect(parsed.success).toBe(true);
  });

  it('shows every timeline status and each refill wording', () => {
    const statuses = new Set(data!.prescriptions.flatMap((prescription) => prescription.prescription_timeline.map((item) => item.status)));
    expect([...statuses].sort()).toEqual(['Alert', 'Closed', 'Completed', 'Get more info', 'In Progress', 'Pending']);
    const subtitles = data!.prescriptions.flatMap((prescription) => prescription.prescription_timeline.map((item) => item.subtitle));
    expect(subtitles).toContain('Refill available');
    expect(subtitles).toContain('Refill requested');
    expect(subtitles).toContain('3 refills remaining. We will notify you when refill is available.');
  });

  it('has a payment due, a confirmation, a shipped HealthDyne fill, savings both ways and a pharmacy to set up', () => {
    const [due, shipped, transferred, confirm] = data!.prescriptions;
    expect(showsPaymentBanner(due!, true) && due!.paymentInfo!.amount).toBe(25);
    expect(showsPaymentBanner(confirm!, true) && confirm!.paymentInfo!.amount).toBe(0);
    expect(shipped!.prescription_timeline.find((item) => item.step === 'shipped')?.subtitle).toBe('Tracking # 1Z999AA10123456784');
    expect(isSavingsEligible(due!.prescription_timeline, copy)).toBe(true);
    expect(isSavingsEligible(shipped!.prescription_timeline, copy)).toBe(false);
    expect(showsPharmacySetup(transferred!, true)).toBe(true);
  });
});
