/**
 * The mock of the pharmacy calls (prescription-experience §7): POST prescriptions/{referral}/pharmacies
 * answers the pharmacies a referral may go to; PATCH prescriptions records the choice, and the
 * patient's profile then shows it (state in this tab, like the rest of the mock); GET
 * fetchFillHistory answers the demo fills.
 */
import { delay, http, HttpResponse } from 'msw';
import { paths } from '@portal/api';
import { getMockDelay } from './delay.ts';
import { fillHistoryFor } from './fillHistory.ts';
import { profileFor } from './profiles.ts';
import { readMockState, writeMockState } from './state.ts';
import { readMockToken } from './token.ts';

const anyOrigin = (path: string) => `*${path}`;
type Json = Record<string, unknown>;

/** Every pharmacy the programme works with: what the mock answers for any referral of the patient. */
export const MOCK_PHARMACIES = [
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
  http.post(anyOrigin(`${paths.prescriptions}/:referralRecordId/pharmacies`), async ({ request, params }) => {
    await delay(getMockDelay());
    const claims = readMockToken(request.headers.get('jwttoken'));
    if (!claims) return unauthorised();
    const referral = String(params.referralRecordId ?? '');
    const known = prescriptionsOf(profileFor(claims.scenario, true)).some((prescription) => prescription.acticsPharmacyReferralRecordId === referral);
    if (!known) return HttpResponse.json({ errorDescription: 'No pharmacies were found for this prescription.' }, { status: 404 });
    return HttpResponse.json({ pharmacies: MOCK_PHARMACIES });
  }),

  http.patch(anyOrigin(paths.prescriptions), async ({ request }) => {
    await delay(getMockDelay());
    const claims = readMockToken(request.headers.get('jwttoken'));
    if (!claims) return unauthorised();
    const body = (await request.json().catch(() => ({}))) as Json;
    const referral = String(body.acticsPharmacyReferralRecordId ?? '');
    const id = String(body.pharmacyDistributionCenterId ?? '');
    const name = String(body.pharmacyDistributionCenter ?? '');
    if (!referral || !id || !name) return HttpResponse.json({ errorDescription: 'Pharmacy and referral are required.' }, { status: 400 });
    const state = readMockState();
    const mine = state.pharmacyChoices[claims.scenario] ?? {};
    writeMockState({ ...state, pharmacyChoices: { ...state.pharmacyChoices, [claims.scenario]: { ...mine, [referral]: { id, name } } } });
    return HttpResponse.json({ success: true });
  }),

  http.get(anyOrigin('/api/pwa/exp/v1/fetchFillHistory'), async ({ request }) => {
    await delay(getMockDelay());
    const claims = readMockToken(request.headers.get('jwttoken'));
    if (!claims) return unauthorised();
    const intakeCaseId = new URL(request.url).searchParams.get('intakeCaseId');
    if (!intakeCaseId) return HttpResponse.json({ errorDescription: 'intakeCaseId is required' }, { status: 400 });
    return HttpResponse.json(fillHistoryFor(claims.scenario, intakeCaseId));
  }),
];
