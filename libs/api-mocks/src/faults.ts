/**
 * Fault injection for the mock mode: a test (or a developer in the browser's console) makes one
 * call answer with a chosen status and body, e.g. the access-token call with 500, the profile with
 * 401, 202 or `{}`. Faults live in this tab's sessionStorage (`portal-mock.faults`), in memory in
 * Node, and are checked before every other handler, so any call of the spec can fail.
 *
 *   sessionStorage.setItem('portal-mock.faults', JSON.stringify([
 *     { path: '/api/auth/services/exp/v1/accesstoken', status: 500, body: { errorDescription: 'Down' }, times: 1 },
 *   ]))
 */
import { delay, http, HttpResponse } from 'msw';
import { getMockDelay } from './delay.ts';

export const MOCK_FAULTS_STORAGE_KEY = 'portal-mock.faults';

export interface MockFault {
  /** The request's path without query, e.g. paths.profile. */
  path: string;
  /** Any method when absent. */
  method?: string;
  status: number;
  /** JSON body; none when absent. */
  body?: unknown;
  /** How many requests fail; every one when absent. */
  times?: number;
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

/** The fault for this request, counted down; null when the call should be answered as usual. */
export function takeFault(method: string, url: string): MockFault | null {
  const faults = readFaults();
  const { pathname } = new URL(url);
  const index = faults.findIndex((fault) => fault.path === pathname && (!fault.method || fault.method.toUpperCase() === method.toUpperCase()));
  if (index < 0) return null;
  const fault = faults[index]!;
  if (fault.times !== undefined) {
    const left = fault.times - 1;
    setMockFaults(left > 0 ? faults.map((each, at) => (at === index ? { ...each, times: left } : each)) : faults.filter((_, at) => at !== index));
  }
  return fault;
}

/** First in the handler list: answers with the fault, or falls through to the call's own handler. */
export const faultHandler = http.all('*/api/*', async ({ request }) => {
  const fault = takeFault(request.method, request.url);
  if (!fault) return undefined;
  await delay(getMockDelay());
  return fault.body === undefined ? new HttpResponse(null, { status: fault.status }) : HttpResponse.json(fault.body as never, { status: fault.status });
});
