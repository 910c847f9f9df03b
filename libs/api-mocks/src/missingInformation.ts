/**
 * The mock of POST /api/pwa/exp/v1/patient/missingInformation (access-and-identity §7): it waits
 * the mock delay and answers 200 with no data, or 500 (the failure variant) when the posted
 * address's city is `Failtown`. Every post is recorded, parts and sizes, in the mock state so a
 * test can assert exactly what the portal sent; after a 200 the patient's profile no longer asks
 * for missing information.
 */
import { delay, HttpResponse } from 'msw';
import { missingInformationSchema, type MissingInformation } from '@portal/api';
import { getMockDelay } from './delay.ts';
import { forbidden, ownsIntakeCase, recordOf } from './records.ts';
import { readMockState, writeMockState, type MockPostedPart } from './state.ts';
import { readMockToken } from './token.ts';

/** The city that makes the post fail (docs/demo-accounts.md). */
const MOCK_FAILING_CITY = 'Failtown';
/** spec §8 "Mock failure variant" (the portal shows its own §8 message; this is the body). */
export const MOCK_MISSING_INFORMATION_FAILURE = 'An error occurred while updating your communication preferences.  Please try again.';

function partsOf(form: FormData): MockPostedPart[] {
  return [...form.entries()].map(([name, value]) =>
    typeof value === 'string' ? { name, size: new TextEncoder().encode(value).length, value } : { name, size: value.size, fileName: value.name },
  );
}

function postedGroups(form: FormData): MissingInformation | null {
  const text = form.get('missingInformation');
  if (typeof text !== 'string') return null;
  try {
    const parsed = missingInformationSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function postedCity(missing: MissingInformation): string {
  const address = missing.missingInfoArray.find((group) => group.infoType === 'address');
  return address?.fieldArray.find((field) => field.key === 'city')?.value ?? '';
}

function statusFor(missing: MissingInformation | null): 200 | 400 | 500 {
  if (!missing) return 400;
  return postedCity(missing).toLowerCase() === MOCK_FAILING_CITY.toLowerCase() ? 500 : 200;
}

export async function answerMissingInformation({ request }: { request: Request }): Promise<Response> {
  await delay(getMockDelay());
  const claims = await readMockToken(request.headers.get('jwttoken'));
  if (!claims) return HttpResponse.json({ errorDescription: 'Unauthorized' }, { status: 401 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return HttpResponse.json({ errorDescription: 'Expected multipart form data' }, { status: 400 });
  }
  // The ids the post names must be the signed-in patient's (empty: the profile had none).
  const patientId = form.get('acticsPatientId');
  const intakeCaseId = form.get('intakeCaseId');
  if (typeof patientId === 'string' && patientId && patientId !== String(recordOf(claims.scenario).patient.acticsPatientId ?? '')) return forbidden(`Patient ${patientId} is not the signed-in patient`);
  if (typeof intakeCaseId === 'string' && intakeCaseId && !ownsIntakeCase(claims.scenario, intakeCaseId)) return forbidden(`Intake case ${intakeCaseId} is not the signed-in patient's`);
  const status = statusFor(postedGroups(form));
  const state = readMockState();
  const post = { scenario: claims.scenario, status, parts: partsOf(form) };
  const submitted = status === 200 ? [...new Set([...state.missingInformationSubmitted, claims.scenario])] : state.missingInformationSubmitted;
  writeMockState({ ...state, missingInformationPosts: [...state.missingInformationPosts, post], missingInformationSubmitted: submitted });

  if (status === 400) return HttpResponse.json({ errorDescription: 'missingInformation must be the JSON text of the groups' }, { status });
  if (status === 500) return HttpResponse.json({ errorDescription: MOCK_MISSING_INFORMATION_FAILURE }, { status });
  return new HttpResponse(null, { status: 200 });
}
