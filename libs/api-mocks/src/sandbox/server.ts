/**
 * The contract sandbox: the mock mode's MSW handlers (the same demo scenarios and fixtures) served
 * over real HTTP by Node, so that a production build of the portal (`PORTAL_API_BASE_URL` set, no
 * mock code) and tests of the real client can run against an API across the network.
 *
 * A small adapter instead of a middleware package: Node request -> WHATWG `Request` -> msw's
 * `getResponse(handlers, request)` -> Node response. It needs no dependency beyond msw itself,
 * and it owns the socket, which the `hang` and `drop` faults need.
 *
 * State (registrations, wrong codes, payments, pharmacy choices) lives in this process, shared by
 * every client: Node has no sessionStorage, so the handlers use their in-memory fallback
 * (state.ts). `POST /__sandbox/reset` starts over. Control endpoints:
 *   POST   /__sandbox/faults   one fault or a list (faults.ts), added to the current ones
 *   GET    /__sandbox/faults   the faults still pending
 *   DELETE /__sandbox/faults   clears them
 *   POST   /__sandbox/reset    demo state and faults back to the start
 *   GET    /__sandbox/state    the demo state (what the browser mock keeps in `portal-mock.state`)
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { setMockDelay } from '../delay.ts';
import { pickFault, scenarioOfRequest, setMockFaults } from '../faults.ts';
import { handlers } from '../handlers.ts';
import { readMockState, resetMockState } from '../state.ts';
import { corsHeaders, DEFAULT_ALLOWED_ORIGINS, isAllowedOrigin, preflightHeaders } from './cors.ts';
import { answerOf, sandboxFaultsRequestSchema, type SandboxFault } from './faults.ts';

export const SANDBOX_CONTROL_PREFIX = '/__sandbox/';
export const DEFAULT_SANDBOX_PORT = 4500;

export interface SandboxOptions {
  /** 0 = any free port. */
  port?: number;
  /** Loopback by default: the sandbox is a test fixture, not a service. */
  host?: string;
  /** Origins a browser may call from (cors.ts); any loopback origin by default. */
  allowedOrigins?: readonly string[];
  /** Delay of every demo answer; 0 by default (the browser mock's 1 s is a demo effect). */
  delayMs?: number;
}

export interface Sandbox {
  /** e.g. http://127.0.0.1:4500: the portal's `PORTAL_API_BASE_URL`. */
  url: string;
  port: number;
  /** Faults still pending. */
  faults(): SandboxFault[];
  setFaults(faults: SandboxFault[]): void;
  /** Demo state and faults back to the start. */
  reset(): void;
  /** Stops listening and cuts every open connection, hanging ones included. */
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 25 * 1024 * 1024; // four 10 MB card photos would not fit; the portal sends at most what it shrank

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Headers of the connection, not of the request: the adapter's `Request` sets its own. */
const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'expect']);

function toFetchRequest(request: IncomingMessage, origin: string, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_HEADERS.has(name)) continue;
    for (const each of Array.isArray(value) ? value : [value]) headers.append(name, each);
  }
  const method = request.method ?? 'GET';
  return new Request(new URL(request.url ?? '/', origin), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' || body.length === 0 ? undefined : new Uint8Array(body),
  });
}

function send(response: ServerResponse, status: number, headers: Record<string, string>, body: string | Uint8Array = ''): void {
  response.writeHead(status, headers);
  response.end(body);
}

const sendJson = (response: ServerResponse, status: number, cors: Record<string, string>, body: unknown) =>
  send(response, status, { ...cors, 'Content-Type': 'application/json' }, JSON.stringify(body));

export async function startSandbox({ port = DEFAULT_SANDBOX_PORT, host = '127.0.0.1', allowedOrigins = DEFAULT_ALLOWED_ORIGINS, delayMs = 0 }: SandboxOptions = {}): Promise<Sandbox> {
  setMockDelay(delayMs);
  // The browser mock's own faults (setMockFaults) are not used here; start from none.
  setMockFaults([]);
  let faults: SandboxFault[] = [];
  let origin = '';

  const reset = () => {
    resetMockState();
    faults = [];
  };

  async function control(path: string, method: string, body: Buffer, response: ServerResponse, cors: Record<string, string>) {
    if (path === 'faults' && method === 'GET') return sendJson(response, 200, cors, faults);
    if (path === 'faults' && method === 'DELETE') {
      faults = [];
      return send(response, 204, cors);
    }
    if (path === 'faults' && method === 'POST') {
      let payload: unknown;
      try {
        payload = JSON.parse(body.toString('utf8'));
      } catch {
        return sendJson(response, 400, cors, { errorDescription: 'The body must be JSON: a fault or a list of faults' });
      }
      const parsed = sandboxFaultsRequestSchema.safeParse(payload);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`).join('; ');
        return sendJson(response, 400, cors, { errorDescription: `Invalid fault: ${issues}` });
      }
      faults = [...faults, ...parsed.data];
      return sendJson(response, 200, cors, faults);
    }
    if (path === 'reset' && method === 'POST') {
      reset();
      return send(response, 204, cors);
    }
    if (path === 'state' && method === 'GET') return sendJson(response, 200, cors, readMockState());
    return sendJson(response, 404, cors, { errorDescription: `No sandbox control ${method} ${SANDBOX_CONTROL_PREFIX}${path}` });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const method = (request.method ?? 'GET').toUpperCase();
    const url = new URL(request.url ?? '/', origin);
    const requestOrigin = request.headers.origin;

    // A request without Origin (curl, Node, a same-origin GET) needs no CORS; one from an origin
    // not allowed is refused outright, so a wrong origin fails loudly rather than as an opaque
    // browser error about a missing header.
    if (requestOrigin !== undefined && !isAllowedOrigin(requestOrigin, allowedOrigins)) {
      request.resume();
      return sendJson(response, 403, {}, { errorDescription: `Origin ${requestOrigin} is not allowed by the sandbox` });
    }
    const cors = requestOrigin === undefined ? {} : corsHeaders(requestOrigin);
    if (method === 'OPTIONS') {
      request.resume();
      return send(response, 204, requestOrigin === undefined ? {} : preflightHeaders(requestOrigin));
    }

    const body = await readBody(request);
    if (url.pathname.startsWith(SANDBOX_CONTROL_PREFIX)) {
      return control(url.pathname.slice(SANDBOX_CONTROL_PREFIX.length), method, body, response, cors);
    }

    const fetchRequest = toFetchRequest(request, origin, body);
    if (faults.length) {
      const picked = pickFault(faults, { method, pathname: url.pathname, scenario: await scenarioOfRequest(fetchRequest) });
      faults = picked.faults;
      if (picked.fault) {
        if (picked.fault.fault === 'drop') return request.socket.destroy();
        // `hang`: the request is read, the answer never comes; close() cuts the connection.
        const answer = answerOf(picked.fault);
        if (answer) send(response, answer.status, { ...cors, ...answer.headers }, answer.body);
        return;
      }
    }

    const answer = await getResponse(handlers, fetchRequest);
    if (!answer) {
      return sendJson(response, 404, cors, { errorDescription: `No demo answer for ${method} ${url.pathname}` });
    }
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      headers[name] = value;
    });
    send(response, answer.status, { ...headers, ...cors }, new Uint8Array(await answer.arrayBuffer()));
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent || request.socket.destroyed) return;
      sendJson(response, 500, {}, { errorDescription: `Sandbox error: ${error instanceof Error ? error.message : String(error)}` });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const hostInUrl = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  origin = `http://${hostInUrl}:${address.port}`;

  return {
    url: origin,
    port: address.port,
    faults: () => [...faults],
    setFaults: (next) => {
      faults = [...next];
    },
    reset,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
