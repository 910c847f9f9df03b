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
 *
 * Hardened like an API's edge (checks.ts): loopback Host and Origin only, each request checked
 * against the contract (method, media type, body shape, ids) before any demo answer, bodies
 * capped, and no request, however malformed, ends the process: every refusal is a JSON answer.
 */
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { getResponse } from 'msw';
import { setMockDelay } from '../delay.ts';
import { pickFault, scenarioOfRequest, setMockFaults } from '../faults.ts';
import { handlers } from '../handlers.ts';
import { readMockState, resetMockState } from '../state.ts';
import {
  checkControl,
  checkDeclaredLength,
  checkHeaders,
  checkHost,
  checkJsonBody,
  checkMultipartBody,
  checkQuery,
  checkRoute,
  checkTarget,
  isLoopbackHost,
  MAX_BODY_BYTES,
  tooLarge,
  type Refusal,
} from './checks.ts';
import { corsHeaders, DEFAULT_ALLOWED_ORIGINS, isAllowedOrigin, isLoopbackOriginPattern, preflightHeaders } from './cors.ts';
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

/**
 * Past this many bytes of a refused body, the connection is cut instead of read to its end. Up
 * to it, a refused body is read and dropped before the refusal is sent: a client still sending
 * when the connection closed would meet a broken pipe instead of the 413.
 */
const MAX_DRAINED_BYTES = 4 * MAX_BODY_BYTES;
/** How long a refusal sent before the body was read waits for the rest of it (a client may declare more than it sends). */
const LINGER_MS = 1_000;

const TOO_LARGE = Symbol('too large');

/**
 * The request's body, or TOO_LARGE when it passes MAX_BODY_BYTES (then read to its end and
 * dropped, see MAX_DRAINED_BYTES). Rejects when the client goes away mid-body.
 */
function readBody(request: IncomingMessage): Promise<Buffer | typeof TOO_LARGE> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      else if (chunks.length) chunks.length = 0;
      if (size > MAX_DRAINED_BYTES) {
        resolve(TOO_LARGE);
        request.socket?.destroy();
      }
    });
    request.on('end', () => resolve(size > MAX_BODY_BYTES ? TOO_LARGE : Buffer.concat(chunks)));
    request.on('close', () => reject(new Error('The client went away before the body ended')));
    request.on('error', reject);
  });
}

/** Runs `then` once the unread body has been read and dropped, or after LINGER_MS, or when it passes MAX_DRAINED_BYTES. */
function afterBody(request: IncomingMessage, then: () => void): void {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    then();
  };
  const timer = setTimeout(finish, LINGER_MS);
  let drained = 0;
  request.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained <= MAX_DRAINED_BYTES) return;
    finish();
    request.socket?.destroy();
  });
  request.on('end', finish);
  request.on('close', finish);
  request.resume();
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

/** One whole answer, its length declared (a 204 has none). */
function send(response: ServerResponse, status: number, headers: Record<string, string>, body: string | Uint8Array = ''): void {
  const declared = Object.keys(headers).some((name) => name.toLowerCase() === 'content-length') || status === 204 || status === 304;
  response.writeHead(status, declared ? headers : { ...headers, 'Content-Length': String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength) });
  response.end(body);
}

const sendJson = (response: ServerResponse, status: number, cors: Record<string, string>, body: unknown) =>
  send(response, status, { ...cors, 'Content-Type': 'application/json' }, JSON.stringify(body));

const ignore = () => undefined;

/** The status of a request Node's parser refused: 431 for headers too large, 408 for a request too slow, else 400. */
function clientErrorStatus(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/** A JSON answer written on a raw socket (no request object to answer through), then closed. */
function answerOnSocket(socket: Duplex, status: number, message: string, headers: Record<string, string> = {}): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ errorDescription: message });
  const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`, 'Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close', ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  socket.on('error', ignore);
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
}

export async function startSandbox({ port = DEFAULT_SANDBOX_PORT, host = '127.0.0.1', allowedOrigins = DEFAULT_ALLOWED_ORIGINS, delayMs = 0 }: SandboxOptions = {}): Promise<Sandbox> {
  // A test fixture, never a service: it listens and lets browsers in on loopback only.
  if (!isLoopbackHost(host) && host !== '::1') throw new Error(`The sandbox listens on a loopback address only (127.0.0.1, localhost, ::1), not ${host}`);
  const remote = allowedOrigins.filter((pattern) => !isLoopbackOriginPattern(pattern));
  if (remote.length) throw new Error(`The sandbox allows loopback origins only, not ${remote.join(', ')}`);
  setMockDelay(delayMs);
  // The browser mock's own faults (setMockFaults) are not used here; start from none.
  setMockFaults([]);
  let faults: SandboxFault[] = [];
  let origin = '';

  const reset = () => {
    resetMockState();
    faults = [];
  };

  function control(path: string, method: string, body: Buffer, response: ServerResponse, cors: Record<string, string>) {
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
    if (path === 'reset') {
      reset();
      return send(response, 204, cors);
    }
    return sendJson(response, 200, cors, readMockState());
  }

  /**
   * A refusal as JSON. One decided before the body was read waits for the body (afterBody) and
   * closes the connection after it.
   */
  function refuse(request: IncomingMessage, response: ServerResponse, cors: Record<string, string>, refusal: Refusal, bodyRead = false) {
    const answer = (headers: Record<string, string>) => {
      if (!response.destroyed && !response.headersSent) sendJson(response, refusal.status, { ...cors, ...refusal.headers, ...headers }, { errorDescription: refusal.message });
    };
    if (bodyRead) answer({});
    else afterBody(request, () => answer({ Connection: 'close' }));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const method = (request.method ?? 'GET').toUpperCase();
    // A DNS-rebinding page reaches a loopback port under its own host name: refused first.
    const misdirected = checkHost(request.headers.host);
    if (misdirected) return refuse(request, response, {}, misdirected);
    const requestOrigin = request.headers.origin;

    // A request without Origin (curl, Node, a same-origin GET) needs no CORS; one from an origin
    // not allowed is refused outright, so a wrong origin fails loudly rather than as an opaque
    // browser error about a missing header.
    if (requestOrigin !== undefined && !isAllowedOrigin(requestOrigin, allowedOrigins)) {
      return refuse(request, response, {}, { status: 403, message: `Origin ${requestOrigin.slice(0, 200)} is not allowed by the sandbox` });
    }
    const cors = requestOrigin === undefined ? {} : corsHeaders(requestOrigin);
    if (method === 'OPTIONS') {
      request.resume();
      return send(response, 204, requestOrigin === undefined ? {} : preflightHeaders(requestOrigin));
    }
    const badTarget = checkTarget(request.url);
    if (badTarget) return refuse(request, response, cors, badTarget);
    const url = new URL(request.url ?? '/', origin);

    if (url.pathname.startsWith(SANDBOX_CONTROL_PREFIX)) {
      const name = url.pathname.slice(SANDBOX_CONTROL_PREFIX.length);
      const refusal = checkControl(name, method) ?? checkDeclaredLength(request.headers['content-length']);
      if (refusal) return refuse(request, response, cors, refusal);
      const body = await readBody(request);
      if (body === TOO_LARGE) return refuse(request, response, cors, tooLarge(), true);
      return control(name, method, body, response, cors);
    }

    const route = checkRoute(method, url.pathname);
    if ('status' in route) return refuse(request, response, cors, route);
    const { call } = route;
    const before = checkQuery(call, url.searchParams) ?? checkDeclaredLength(request.headers['content-length']) ?? checkHeaders(call, request.headers);
    if (before) return refuse(request, response, cors, before);
    const body = await readBody(request);
    if (body === TOO_LARGE) return refuse(request, response, cors, tooLarge(), true);
    const badJson = checkJsonBody(call, body);
    if (badJson) return refuse(request, response, cors, badJson, true);
    const fetchRequest = toFetchRequest(request, origin, body);
    if (call.body.kind === 'multipart') {
      let form: FormData;
      try {
        form = await fetchRequest.clone().formData();
      } catch {
        return refuse(request, response, cors, { status: 400, message: `${call.name}: the body is not well-formed multipart/form-data` }, true);
      }
      const badForm = checkMultipartBody(call, form);
      if (badForm) return refuse(request, response, cors, badForm, true);
    }

    if (faults.length) {
      const picked = pickFault(faults, { method, pathname: url.pathname, scenario: await scenarioOfRequest(fetchRequest) });
      faults = picked.faults;
      if (picked.fault) {
        if (picked.fault.fault === 'drop') return request.socket?.destroy();
        // 502 and 504 stand for a gateway whose upstream did the work but whose answer was lost:
        // the demo call runs, and the gateway's answer replaces its own.
        if (picked.fault.fault === '502' || picked.fault.fault === '504') await getResponse(handlers, fetchRequest);
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
    // A client that goes away mid-request must not become an unhandled 'error' event (which ends the process).
    request.on('error', ignore);
    response.on('error', ignore);
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent || response.destroyed || !response.writable) return;
      try {
        sendJson(response, 500, {}, { errorDescription: `Sandbox error: ${error instanceof Error ? error.message : String(error)}` });
      } catch {
        // the connection is gone: nothing to answer
      }
    });
  });
  // Requests Node's parser refuses (a malformed request line or header, headers too large) are
  // answered here in JSON, like every other refusal, and never reach the handler.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => answerOnSocket(socket, clientErrorStatus(error.code), `Malformed request: ${error.code ?? error.message}`));
  // CONNECT asks for a tunnel: not an API call. Without a listener Node would just close the socket.
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => answerOnSocket(socket, 405, 'CONNECT is not allowed: the sandbox is no proxy', { Allow: '' }));

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
