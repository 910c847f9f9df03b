// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { fetchProfile, submitMissingInformation, type MissingInformation } from '@portal/api';
import { toProfileSummary } from '@portal/care';
import { destinationForRegisteredPatient, wizardMachine } from '@portal/machines';
import { initialWizardForm, stepsFor, toMissingInformationFormData, toMissingInformationPayload, type CardImageFiles } from '@portal/validation';
import { MOCK_MISSING_INFORMATION_FAILURE } from './missingInformation.ts';
import { readMockState } from './state.ts';
import { setUpMockApi } from './testServer.ts';

const { client, tokenFor } = setUpMockApi();

async function profileOf(token: string) {
  const profile = await fetchProfile(client, token);
  if (!profile.ok) throw new Error(`profile failed: ${JSON.stringify(profile.error)}`);
  const patient = profile.data.patientProfileDetails[0]!;
  return { summary: toProfileSummary(profile.data), patient, missing: patient.missingInformation ?? null };
}

/** Where sign-in sends this patient with the missing-information feature on (access-and-identity §4). */
function destination(summary: ReturnType<typeof toProfileSummary>) {
  const missing = summary.missingInformation;
  return destinationForRegisteredPatient({
    profile: { isPWARegistered: summary.isPWARegistered, ...(missing ? { missingInformation: missing } : {}) },
    missingInformationEnabled: true,
    returnUrl: null,
    afterRegistration: false,
  });
}

const photo = (name: string, size: number) => new File([new Uint8Array(size).fill(0xff)], name);

function postOf(missing: MissingInformation, city: string, files: CardImageFiles = {}) {
  const form = initialWizardForm(missing);
  const filled = { ...form, address: { address1: '1 Main St', address2: 'Apt 2', city, state: 'IL', zip: '62701' }, gender: 'Female' as const };
  const payload = toMissingInformationPayload(missing, filled, stepsFor(missing.missingInfoArray));
  return toMissingInformationFormData({ missingInformation: payload, acticsPatientId: 'AP-1000', intakeCaseId: 'IC-1000', programCode: 'LUMA', files });
}

describe('demo accounts of the wizard', () => {
  it('(555) 555-0103 opens the wizard on all six groups, insurance answered yes with a secondary', async () => {
    const { summary, missing } = await profileOf(await tokenFor('5555550103'));
    expect(destination(summary)).toBe('/missing-information-start');
    expect(missing?.missingInfoArray.map((group) => group.infoType)).toEqual(['address', 'phone', 'email', 'gender', 'primaryInsurance', 'secondaryInsurance']);
    expect(stepsFor(missing!.missingInfoArray)).toEqual(['address', 'phone', 'email', 'gender', 'insurance']);
    expect(initialWizardForm(missing!).insurance).toMatchObject({ hasInsurance: true, hasSecondaryInsurance: true });
  });

  it('(555) 555-0104 lands on the interim page', async () => {
    const { summary } = await profileOf(await tokenFor('5555550104'));
    expect(destination(summary)).toBe('/missing-information-interim');
  });

  it('(555) 555-0109 opens a two-step wizard: address and gender', async () => {
    const { summary, missing } = await profileOf(await tokenFor('(555) 555-0109'));
    expect(destination(summary)).toBe('/missing-information-start');
    expect(stepsFor(missing!.missingInfoArray)).toEqual(['address', 'gender']);
  });
});

describe('POST missingInformation (spec §7)', () => {
  it('answers 200 with no data, records every part with its size, and the patient no longer has missing information', async () => {
    const token = await tokenFor('5555550109');
    const { missing } = await profileOf(token);
    // A city with an accent: a part's size is its length in bytes, not in characters.
    const body = postOf(missing!, 'Española');
    const result = await submitMissingInformation(client, token, body);
    expect(result).toEqual({ ok: true, status: 200, data: null });

    const [post] = readMockState().missingInformationPosts;
    expect(post).toMatchObject({ scenario: 'addressAndGender', status: 200 });
    const json = body.get('missingInformation') as string;
    expect(post!.parts).toEqual([
      { name: 'missingInformation', size: json.length + 1, value: json },
      { name: 'acticsPatientId', size: 7, value: 'AP-1000' },
      { name: 'intakeCaseId', size: 7, value: 'IC-1000' },
      { name: 'programCode', size: 4, value: 'LUMA' },
    ]);
    expect(JSON.parse(json).missingInfoArray[0]).toMatchObject({ infoType: 'address', saved: true });

    const after = await profileOf(token);
    expect(after.missing).toBeNull();
    expect(destination(after.summary)).toBe('/onboarding');
  });

  it('records the file parts with their names and sizes; an empty file is not sent', async () => {
    const token = await tokenFor('5555550103');
    const { missing } = await profileOf(token);
    const body = postOf(missing!, 'Springfield', { primaryInsuranceFront: photo('front.jpg', 2048), primaryInsuranceBack: photo('back.jpg', 0), secondaryInsuranceBack: photo('s-back.pdf', 10) });
    expect((await submitMissingInformation(client, token, body)).ok).toBe(true);
    const files = readMockState().missingInformationPosts[0]!.parts.filter((part) => part.fileName);
    expect(files).toEqual([
      { name: 'primaryInsuranceFront', size: 2048, fileName: 'front.jpg' },
      { name: 'secondaryInsuranceBack', size: 10, fileName: 's-back.pdf' },
    ]);
  });

  it.each(['Failtown', 'failtown'])('answers 500 when the city is %j, records the post, and the patient still has missing information', async (city) => {
    const token = await tokenFor('5555550109');
    const { missing } = await profileOf(token);
    const result = await submitMissingInformation(client, token, postOf(missing!, city));
    expect(result).toEqual({ ok: false, error: { kind: 'http', status: 500, message: MOCK_MISSING_INFORMATION_FAILURE } });
    expect(readMockState().missingInformationPosts.map((post) => post.status)).toEqual([500]);
    expect((await profileOf(token)).missing).not.toBeNull();
  });

  it('a retry after a failure is recorded too, and succeeds with another city', async () => {
    const token = await tokenFor('5555550109');
    const { missing } = await profileOf(token);
    await submitMissingInformation(client, token, postOf(missing!, 'Failtown'));
    expect((await submitMissingInformation(client, token, postOf(missing!, 'Springfield'))).ok).toBe(true);
    expect(readMockState().missingInformationPosts.map((post) => post.status)).toEqual([500, 200]);
  });

  it('another patient keeps their missing information after one patient posts', async () => {
    const token = await tokenFor('5555550109');
    const { missing } = await profileOf(token);
    await submitMissingInformation(client, token, postOf(missing!, 'Springfield'));
    expect((await profileOf(await tokenFor('5555550103'))).missing).not.toBeNull();
  });

  it('refuses a post without a valid token', async () => {
    expect(await submitMissingInformation(client, 'not-a-token', new FormData())).toMatchObject({ ok: false, error: { kind: 'http', status: 401 } });
    expect(readMockState().missingInformationPosts).toEqual([]);
  });

  it('answers 400 when missingInformation is not the JSON of the groups', async () => {
    const token = await tokenFor('5555550103');
    const body = new FormData();
    body.append('missingInformation', '{"missingInfoArray": "nope"}');
    expect(await submitMissingInformation(client, token, body)).toMatchObject({ ok: false, error: { kind: 'http', status: 400 } });
    expect(readMockState().missingInformationSubmitted).toEqual([]);
  });
});

describe('the wizard machine against the mock', () => {
  it('(555) 555-0109: address and gender, posted, and the wizard is done', async () => {
    const token = await tokenFor('5555550109');
    const { missing, patient } = await profileOf(token);
    const post = { api: client, token: () => token, acticsPatientId: patient.acticsPatientId, intakeCaseId: patient.intakeCaseId ?? null, programCode: 'LUMA' };
    const actor = createActor(wizardMachine, { input: { post, missingInformation: missing!, usOnlyPhone: false } }).start();
    actor.send({ type: 'START' });
    for (const [field, value] of [['address.address1', '1 Main St'], ['address.city', 'Springfield'], ['address.state', 'IL'], ['address.zip', '62701']] as const) {
      actor.send({ type: 'CHANGE', field, value });
    }
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CHANGE_GENDER', value: 'Prefer not to say' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    const posted = JSON.parse(readMockState().missingInformationPosts[0]!.parts[0]!.value!) as MissingInformation;
    expect(posted.missingInfoArray.map((group) => [group.infoType, group.saved])).toEqual([['address', true], ['gender', true], ['primaryInsurance', false]]);
    // Declined, not a gender: posted as no value (docs/decisions/0058).
    expect(posted.missingInfoArray[1]!.fieldArray[0]!.value).toBeNull();
  });
});
