/**
 * Fault injection for the mock mode: a test (or a developer in the browser's console) makes one
 * call answer with a chosen status and body, e.g. the access-token call with 500, the profile with
 * 401, 202 or `{}`. Faults live in this tab's sessionStorage (`portal-mock.faults`), in memory in
 * Node, and are checked before every other handler, so any call of the spec can fail. A fault with
 * a `scenario` fails only the calls of that demo patient (its token, or the phone or e-mail a
 * sign-in call carries). The contract sandbox (`./sandbox/`) matches its own faults the same way.
 *
 *   sessionStorage.setItem('portal-mock.faults', JSON.stringify([
 *     { path: '/api/auth/services/exp/v1/accesstoken', status: 500, body: { errorDescription: 'Down' }, times: 1 },
 *   ]))
 */
import { delay, HttpResponse } from 'msw';
import { api } from './apiHttp.ts';
import { getMockDelay } from './delay.ts';
import { scenarioForEmail, scenarioForPhone, type DemoScenarioName } from './scenarios.ts';
import { readMockToken } from './token.ts';

const MOCK_FAULTS_STORAGE_KEY = 'portal-mock.faults';

/** Which requests a fault applies to, and how many times. */
export interface FaultMatch {
  /** The request's path without query, e.g. paths.profile. */
  path: string;
  /** Any method when absent. */
  method?: string;
  /** Any patient when absent; else only the calls of this demo scenario. */
  scenario?: DemoScenarioName;
  /** How many requests fail; every one when absent. */
  times?: number;
}

export interface MockFault extends FaultMatch {
  status: number;
  /** JSON body; none when absent. */
  body?: unknown;
  /** Answers after this many ms instead of the mock's delay: a slow server, or a call still in flight when a test looks. */
  delayMs?: number;
}

let memory: MockFault[] = [];

function storage(): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}

function readFaults(): MockFault[] {
  const stored = storage()?.getItem(MOCK_FAULTS_STORAGE_KEY);
  if (stored === null || stored === undefined) return memory;
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? (parsed as MockFault[]) : [];
  } catch {
    return [];
  }
}

export function setMockFaults(faults: MockFault[]): void {
  memory = faults;
  const store = storage();
  if (!store) return;
  if (faults.length) store.setItem(MOCK_FAULTS_STORAGE_KEY, JSON.stringify(faults));
  else store.removeItem(MOCK_FAULTS_STORAGE_KEY);
}

/** The request a fault is matched against. */
export interface FaultTarget {
  method: string;
  /** Path without query. */
  pathname: string;
  /** The demo patient the request is for, when known. */
  scenario: DemoScenarioName | null;
}

/**
 * The first fault that matches the request, and the list after counting it down (a fault whose
 * `times` are used up is removed). `faults` itself is not changed.
 */
export function pickFault<F extends FaultMatch>(faults: readonly F[], target: FaultTarget): { fault: F | null; faults: F[] } {
  const index = faults.findIndex(
    (fault) =>
      fault.path === target.pathname &&
      (!fault.method || fault.method.toUpperCase() === target.method.toUpperCase()) &&
      (!fault.scenario || fault.scenario === target.scenario),
  );
  if (index < 0) return { fault: null, faults: [...faults] };
  const fault = faults[index]!;
  if (fault.times === undefined) return { fault, faults: [...faults] };
  const left = fault.times - 1;
  return { fault, faults: left > 0 ? faults.map((each, at) => (at === index ? { ...each, times: left } : each)) : faults.filter((_, at) => at !== index) };
}

/**
 * The demo patient a request is for: the scenario of its mock token, else (the sign-in calls
 * carry no token) the phone number or e-mail address of its JSON body.
 */
export async function scenarioOfRequest(request: Request): Promise<DemoScenarioName | null> {
  const claims = await readMockToken(request.headers.get('jwttoken'));
  if (claims) return claims.scenario;
  if (!(request.headers.get('Content-Type') ?? '').includes('application/json')) return null;
  try {
    const payload = (await request.clone().json()) as Record<string, unknown>;
    if (typeof payload.phoneNumber === 'string') return scenarioForPhone(payload.phoneNumber);
    if (typeof payload.email === 'string') return scenarioForEmail(payload.email);
  } catch {
    // not JSON: no patient
  }
  return null;
}

/** The fault for this request, counted down; null when the call should be answered as usual. */
function takeFault(method: string, url: string, scenario: DemoScenarioName | null = null): MockFault | null {
  const { fault, faults } = pickFault(readFaults(), { method, pathname: new URL(url).pathname, scenario });
  if (fault?.times !== undefined) setMockFaults(faults);
  return fault;
}

/** First in the handler list: answers with the fault, or falls through to the call's own handler. */
export const faultHandler = api.all('*/api/*', async ({ request }) => {
  const faults = readFaults();
  if (!faults.length) return undefined;
  const fault = takeFault(request.method, request.url, faults.some((each) => each.scenario) ? await scenarioOfRequest(request) : null);
  if (!fault) return undefined;
  await delay(fault.delayMs ?? getMockDelay());
  return fault.body === undefined ? new HttpResponse(null, { status: fault.status }) : HttpResponse.json(fault.body as never, { status: fault.status });
});
