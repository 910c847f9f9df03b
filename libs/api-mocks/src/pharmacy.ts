/**
 * The mock of the pharmacy calls (prescription-experience §7): POST prescriptions/{referral}/pharmacies
 * answers the pharmacies a referral may go to; PATCH prescriptions records the choice, and the
 * patient's profile then shows it (state in this tab, like the rest of the mock); GET
 * fetchFillHistory answers the demo fills.
 */
import { delay, HttpResponse } from 'msw';
import { paths } from '@portal/api';
import { api } from './apiHttp.ts';
import { getMockDelay } from './delay.ts';
import { fillHistoryFor } from './fillHistory.ts';
import { forbidden, notFound, ownsIntakeCase, prescriptionOfReferral, sameNdc } from './records.ts';
import { readMockState, writeMockState } from './state.ts';
import { readMockToken } from './token.ts';

const anyOrigin = (path: string) => `*${path}`;
type Json = Record<string, unknown>;

/** Every pharmacy the programme works with: what the mock answers for any referral of the patient. */
const MOCK_PHARMACIES = [
  { pharmacyDistributionCenterId: 'PH-100', pharmacyDistributionCenter: 'HealthDyne Specialty Pharmacy' },
  { pharmacyDistributionCenterId: 'PH-200', pharmacyDistributionCenter: 'Amazon Pharmacy' },
  { pharmacyDistributionCenterId: 'PH-300', pharmacyDistributionCenter: 'Truepill' },
];

const unauthorised = () => HttpResponse.json({ errorDescription: 'Unauthorized' }, { status: 401 });

function prescriptionsOf(profile: Json): Json[] {
  const details = profile.patientProfileDetails as Json[] | undefined;
  return (details?.[0]?.prescriptions as Json[] | undefined) ?? [];
}

/** The profile with the pharmacies chosen in this tab applied to their prescriptions. */
export function withPharmacyChoices(profile: Json, choices: Record<string, { id: string; name: string }>): Json {
  const details = profile.patientProfileDetails as Json[] | undefined;
  if (!details?.length || Object.keys(choices).length === 0) return profile;
  const [first, ...rest] = details as [Json, ...Json[]];
  const prescriptions = prescriptionsOf(profile).map((prescription) => {
    const choice = choices[String(prescription.acticsPharmacyReferralRecordId ?? '')];
    return choice ? { ...prescription, pharmacyDistributionCenter: choice.name, pharmacyDistributionCenterId: choice.id } : prescription;
  });
  return { ...profile, patientProfileDetails: [{ ...first, prescriptions }, ...rest] };
}

export const pharmacyHandlers = [
  api.post(anyOrigin(`${paths.prescriptions}/:referralRecordId/pharmacies`), async ({ request, params }) => {
    await delay(getMockDelay());
    const claims = await readMockToken(request.headers.get('jwttoken'));
    if (!claims) return unauthorised();
    const referral = String(params.referralRecordId ?? '');
    const prescription = prescriptionOfReferral(claims.scenario, referral);
    if (!prescription) return HttpResponse.json({ errorDescription: 'No pharmacies were found for this prescription.' }, { status: 404 });
    const body = (await request.json().catch(() => ({}))) as Json | null;
    // The drug asked about must be this referral's (the page's /pharmacy/{ndc} names a drug).
    if (!sameNdc(body?.drugNdc, prescription.drugNDC)) return forbidden(`drugNdc ${String(body?.drugNdc ?? '')} is not the drug of referral ${referral}`);
    return HttpResponse.json({ pharmacies: MOCK_PHARMACIES });
  }),

  api.patch(anyOrigin(paths.prescriptions), async ({ request }) => {
    await delay(getMockDelay());
    const claims = await readMockToken(request.headers.get('jwttoken'));
    if (!claims) return unauthorised();
    const body = ((await request.json().catch(() => null)) ?? {}) as Json;
    const referral = String(body.acticsPharmacyReferralRecordId ?? '');
    const id = String(body.pharmacyDistributionCenterId ?? '');
    const name = String(body.pharmacyDistributionCenter ?? '');
    if (!referral || !id || !name) return HttpResponse.json({ errorDescription: 'Pharmacy and referral are required.' }, { status: 400 });
    const prescription = prescriptionOfReferral(claims.scenario, referral);
    if (!prescription) return notFound(`Referral ${referral}`);
    const enrollment = String(body.acticsPatientEnrollmentId ?? '');
    if (enrollment && enrollment !== String(prescription.acticsPatientEnrollmentId ?? '')) return forbidden(`Enrollment ${enrollment} is not this referral's`);
    if (!MOCK_PHARMACIES.some((pharmacy) => pharmacy.pharmacyDistributionCenterId === id && pharmacy.pharmacyDistributionCenter === name)) return forbidden(`Pharmacy ${id} (${name}) is not one this referral may go to`);
    const state = readMockState();
    const mine = state.pharmacyChoices[claims.scenario] ?? {};
    writeMockState({ ...state, pharmacyChoices: { ...state.pharmacyChoices, [claims.scenario]: { ...mine, [referral]: { id, name } } } });
    return HttpResponse.json({ success: true });
  }),

  api.get(anyOrigin('/api/pwa/exp/v1/fetchFillHistory'), async ({ request }) => {
    await delay(getMockDelay());
    const claims = await readMockToken(request.headers.get('jwttoken'));
    if (!claims) return unauthorised();
    const query = new URL(request.url).searchParams;
    const intakeCaseId = query.get('intakeCaseId');
    if (!intakeCaseId) return HttpResponse.json({ errorDescription: 'intakeCaseId is required' }, { status: 400 });
    if (!ownsIntakeCase(claims.scenario, intakeCaseId)) return notFound(`Intake case ${intakeCaseId}`);
    const referral = query.get('acticsPharmacyReferralRecordId');
    if (referral !== null && !prescriptionOfReferral(claims.scenario, referral)) return notFound(`Referral ${referral}`);
    return HttpResponse.json(fillHistoryFor(claims.scenario, intakeCaseId));
  }),
];
