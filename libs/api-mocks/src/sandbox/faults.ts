/**
 * Faults of the contract sandbox: what a test over real HTTP asks one call to do instead of its
 * demo answer. Matched like the browser mock's faults (`pickFault`: path, method, demo scenario,
 * times), but the answers include what only a socket can do: never answer (`hang`) or cut the
 * connection (`drop`).
 */
import { z } from 'zod';
import { demoScenarioNames } from '../scenarios.ts';

const sandboxFaultKinds = ['500', '502', '503', '504', '202', '401', '429', 'malformed', 'wrongShape', 'hang', 'drop'] as const;

/** Seconds a 503 (and a 429) asks the client to wait. */
const SANDBOX_RETRY_AFTER_SECONDS = 2;

const sandboxFaultSchema = z.strictObject({
  path: z.string().startsWith('/', 'must be a path such as /api/pwa/exp/v1/patient/profile'),
  method: z.string().min(1).optional(),
  scenario: z.enum(demoScenarioNames).optional(),
  // A number is accepted for the status kinds: `fault: 500` reads as naturally as `'500'`.
  fault: z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.enum(sandboxFaultKinds)),
  times: z.int().positive().optional(),
  /** The error text of a 500 (else a default), as the server's `errorDescription`. */
  errorDescription: z.string().optional(),
});

export type SandboxFault = z.output<typeof sandboxFaultSchema>;

/** The body of `POST /__sandbox/faults`: one fault or a list (an issue names the list index). */
export const sandboxFaultsRequestSchema = z.preprocess((value) => (Array.isArray(value) ? value : [value]), z.array(sandboxFaultSchema));

export interface SandboxAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): SandboxAnswer => ({
  status,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** The HTTP answer of a fault; null for `hang` and `drop`, which the server handles on the socket. */
export function answerOf(fault: SandboxFault): SandboxAnswer | null {
  const retryAfter = { 'Retry-After': String(SANDBOX_RETRY_AFTER_SECONDS) };
  switch (fault.fault) {
    case '500':
      return json(500, { errorDescription: fault.errorDescription ?? 'Internal server error (sandbox fault)' });
    case '502':
      // A gateway's own error page: HTML, not the API's JSON.
      return { status: 502, headers: { 'Content-Type': 'text/html' }, body: '<html><body><h1>502 Bad Gateway</h1></body></html>' };
    case '504':
      // A gateway that gave up waiting: no body at all.
      return { status: 504, headers: {}, body: '' };
    case '503':
      return json(503, { errorDescription: 'Service unavailable (sandbox fault)' }, retryAfter);
    case '202':
      return { status: 202, headers: {}, body: '' };
    case '401':
      return json(401, { errorDescription: 'Unauthorized' });
    case '429':
      return json(429, { errorDescription: 'Rate limit exceeded' }, retryAfter);
    case 'malformed':
      // Claims JSON, is not JSON: a proxy's error page or a truncated answer.
      return { status: 200, headers: { 'Content-Type': 'application/json' }, body: '{"accessToken": "eyJ' };
    case 'wrongShape':
      // Valid JSON that no object schema accepts. The calls whose body the portal does not read
      // (code send, pharmacy update, missing information) accept any body: the fault passes there.
      return json(200, ['sandbox', 'wrong', 'shape']);
    case 'hang':
    case 'drop':
      return null;
    default:
      return fault.fault satisfies never;
  }
}
