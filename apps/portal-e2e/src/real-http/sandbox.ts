/**
 * The contract sandbox as the real-HTTP tests drive it: this worker's lane (lanes.ts: its own
 * sandbox and the build made for it, tools/scripts/build-all.mjs) and the control endpoints
 * (libs/api-mocks/src/sandbox/server.ts), called from the test process over HTTP.
 */
import { currentLane } from './lanes.ts';

/** This worker's sandbox: where its build sends every API call. */
export const SANDBOX_ORIGIN = currentLane().sandboxOrigin;

/**
 * The header every control call carries (SANDBOX_CONTROL_HEADER in libs/api-mocks/src/sandbox/checks.ts):
 * not CORS-safelisted, so no page can send it, and the sandbox refuses control calls without it.
 */
const SANDBOX_CONTROL_HEADERS = { 'X-Sandbox-Control': '1' } as const;

export type SandboxFaultKind = '500' | '502' | '503' | '504' | '202' | '401' | '429' | 'malformed' | 'wrongShape' | 'hang' | 'drop';

export interface SandboxFault {
  path: string;
  method?: string;
  scenario?: string;
  fault: SandboxFaultKind;
  times?: number;
  errorDescription?: string;
}

async function control(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${SANDBOX_ORIGIN}${path}`, {
    method,
    headers: { ...SANDBOX_CONTROL_HEADERS, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Demo state and faults back to the start. */
export const resetSandbox = () => control('POST', '/__sandbox/reset');
export const addFaults = (faults: SandboxFault | SandboxFault[]) => control('POST', '/__sandbox/faults', faults);
export const clearFaults = () => control('DELETE', '/__sandbox/faults');
export const pendingFaults = () => control('GET', '/__sandbox/faults') as Promise<unknown[]>;
/** The demo state: what the sandbox recorded (libs/api-mocks/src/state.ts), e.g. every pay call and each pay session. */
export const sandboxState = () => control('GET', '/__sandbox/state') as Promise<{ payRequests: { rxPaymentId: string; idempotencyKey: string }[]; paySessions: { idempotencyKey: string }[] }>;
