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
 *   GET    /__sandbox/stats    the process's memory and open connections (the load run reads it)
 * Each needs the header `X-Sandbox-Control: 1` and no Origin (checks.ts): the test process, not a page.
 *
 * Hardened like an API's edge (checks.ts): loopback Host and Origin only, each request checked
 * against the contract (method, media type, body shape, ids) before any demo answer, each body
 * capped by its call and never buffered past the cap, slow clients timed out, connections
 * capped, and no request, however malformed, ends the process: every refusal is a JSON answer.
 * Every answer carries `Cache-Control: no-store` and `X-Content-Type-Options: nosniff`.
 */
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { getResponse } from 'msw';
import { API_RESPONSE_HEADERS } from '../apiHttp.ts';
import { setMockDelay, setMockSessionLifetime } from '../delay.ts';
import { pickFault, scenarioOfRequest, setMockFaults } from '../faults.ts';
import { handlers } from '../handlers.ts';
import { DEFAULT_MOCK_SESSION_LIFETIME_MS } from '../scenarios.ts';
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
  CONTROL_MAX_BODY_BYTES,
  isLoopbackHost,
  tooLarge,
  type Refusal,
} from './checks.ts';
import { corsHeaders, DEFAULT_ALLOWED_ORIGINS, isAllowedOrigin, isLoopbackOriginPattern, preflightHeaders } from './cors.ts';
import { answerOf, sandboxFaultsRequestSchema, type SandboxFault } from './faults.ts';

const SANDBOX_CONTROL_PREFIX = '/__sandbox/';
export const DEFAULT_SANDBOX_PORT = 4500;

/** What the sandbox allows a client before it cuts it off: the limits of an API gateway's edge. */
export interface SandboxLimits {
  /** To receive a request's headers (Node's `headersTimeout`): a client dribbling them, or sending nothing, gets a 408 and is closed. */
  headersTimeoutMs: number;
  /** To receive a whole request, body included (`requestTimeout`): a body dribbled byte by byte gets a 408. */
  requestTimeoutMs: number;
  /** How long a kept-alive connection waits for its next request (`keepAliveTimeout`). */
  keepAliveTimeoutMs: number;
  /** A connection with no bytes either way for this long is closed, one waiting on a `hang` fault included. */
  idleTimeoutMs: number;
  /** Connections open at once; the next is closed as it opens (`server.maxConnections`). */
  maxConnections: number;
  /** Bytes of request bodies held at once, all requests together; a body that would pass it is a 503. */
  maxBufferedBytes: number;
}

/**
 * The limits by default. Headers in 5 s and a whole request in 30 s: the portal on loopback sends
 * its largest call (four 10 MB card photos) in well under a second, so only a stalled or
 * malicious client meets them. 128 connections: a browser opens 6 per origin, a test run a few
 * dozen at most. 64 MB of bodies at once: one full card photos post (40 MB) and the JSON calls
 * beside it, whatever the number of clients.
 */
export const SANDBOX_LIMITS: Readonly<SandboxLimits> = {
  headersTimeoutMs: 5_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 60_000,
  maxConnections: 128,
  maxBufferedBytes: 64 * 1024 * 1024,
};

export interface SandboxOptions {
  /** 0 = any free port. */
  port?: number;
  /** Loopback by default: the sandbox is a test fixture, not a service. */
  host?: string;
  /** Origins a browser may call from (cors.ts); any loopback origin by default. */
  allowedOrigins?: readonly string[];
  /** Delay of every demo answer; 0 by default (the browser mock's 1 s is a demo effect). */
  delayMs?: number;
  /** The server's absolute session lifetime: a renewal of a token whose sign-in was longer ago is a 401. 12 h by default. */
  sessionLifetimeMs?: number;
  /** Any of SANDBOX_LIMITS to change (tests make the timeouts short). */
  limits?: Partial<SandboxLimits>;
}

export interface Sandbox {
  /** e.g. http://127.0.0.1:4500: the portal's `PORTAL_API_BASE_URL`. */
  url: string;
  port: number;
  /** The limits it runs with. */
  limits: Readonly<SandboxLimits>;
  /** Faults still pending. */
  faults(): SandboxFault[];
  setFaults(faults: SandboxFault[]): void;
  /** Demo state and faults back to the start. */
  reset(): void;
  /** Stops listening and cuts every open connection, hanging ones included. */
  close(): Promise<void>;
}

/**
 * A refusal decided before the body was read to its end is sent at once, but the answer is ended
 * (and the connection closed) only once the rest of the body has been read and dropped: closing
 * under a client still sending would hand it a broken pipe instead of its refusal. Not for ever:
 * past this many more bytes, or this long, the connection is closed anyway. Dropped, never held.
 */
const DRAINED_AFTER_REFUSAL_BYTES = 8 * 1024 * 1024;
const DRAIN_AFTER_REFUSAL_MS = 2_000;

const TOO_LARGE = Symbol('too large');
const BUSY = Symbol('busy');

/** Seconds a 503 for too many bodies at once asks the client to wait. */
const BUSY_RETRY_AFTER_SECONDS = 1;

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
    // A view of the buffer, not a copy: a card photos post is held once, not twice.
    body: method === 'GET' || method === 'HEAD' || body.length === 0 ? undefined : new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength),
  });
}

/**
 * One whole answer, its length declared (a 204 has none), with the headers every answer of the
 * API carries. `end: false` writes it all but leaves the response open (refuse).
 */
function send(response: ServerResponse, status: number, headers: Record<string, string>, body: string | Uint8Array = '', { end = true } = {}): void {
  // Replacing, whatever the case of the name: a header twice would be sent as "nosniff, nosniff".
  const required = new Set(Object.keys(API_RESPONSE_HEADERS).map((name) => name.toLowerCase()));
  const all = { ...Object.fromEntries(Object.entries(headers).filter(([name]) => !required.has(name.toLowerCase()))), ...API_RESPONSE_HEADERS };
  const declared = Object.keys(all).some((name) => name.toLowerCase() === 'content-length') || status === 204 || status === 304;
  response.writeHead(status, declared ? all : { ...all, 'Content-Length': String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength) });
  if (end) response.end(body);
  else response.write(body);
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
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    ...Object.entries({ ...headers, ...API_RESPONSE_HEADERS }).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.on('error', ignore);
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
}

/** Reads and drops what is left of a refused body, then `done` (see DRAINED_AFTER_REFUSAL_BYTES). */
function dropRestOfBody(request: IncomingMessage, done: () => void): void {
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    done();
  };
  const timer = setTimeout(finish, DRAIN_AFTER_REFUSAL_MS);
  let dropped = 0;
  request.removeAllListeners('data');
  request.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DRAINED_AFTER_REFUSAL_BYTES) finish();
  });
  request.once('end', finish);
  request.once('close', finish);
  request.resume();
}

export async function startSandbox({
  port = DEFAULT_SANDBOX_PORT,
  host = '127.0.0.1',
  allowedOrigins = DEFAULT_ALLOWED_ORIGINS,
  delayMs = 0,
  sessionLifetimeMs = DEFAULT_MOCK_SESSION_LIFETIME_MS,
  limits: limitsGiven = {},
}: SandboxOptions = {}): Promise<Sandbox> {
  // A test fixture, never a service: it listens and lets browsers in on loopback only.
  if (!isLoopbackHost(host) && host !== '::1') throw new Error(`The sandbox listens on a loopback address only (127.0.0.1, localhost, ::1), not ${host}`);
  const remote = allowedOrigins.filter((pattern) => !isLoopbackOriginPattern(pattern));
  if (remote.length) throw new Error(`The sandbox allows loopback origins only, not ${remote.join(', ')}`);
  const limits: SandboxLimits = { ...SANDBOX_LIMITS, ...limitsGiven };
  setMockDelay(delayMs);
  setMockSessionLifetime(sessionLifetimeMs);
  // The browser mock's own faults (setMockFaults) are not used here; start from none.
  setMockFaults([]);
  let faults: SandboxFault[] = [];
  let origin = '';
  /** Bytes of request bodies held right now, all requests together (limits.maxBufferedBytes). */
  let buffered = 0;
  const connections = new Set<Duplex>();

  const reset = () => {
    resetMockState();
    faults = [];
  };

  /**
   * The request's body, read up to `maxBytes`: TOO_LARGE as soon as it passes them (what came
   * is let go, the rest is not read), BUSY when holding it would pass the bytes all requests may
   * hold at once. What is held counts against that until the answer is sent. Rejects when the
   * client goes away mid-body.
   */
  function readBody(request: IncomingMessage, response: ServerResponse, maxBytes: number): Promise<Buffer | typeof TOO_LARGE | typeof BUSY> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let counted = 0;
      const release = () => {
        buffered -= counted;
        counted = 0;
      };
      response.once('close', release);
      const stop = (outcome: typeof TOO_LARGE | typeof BUSY) => {
        chunks.length = 0;
        release();
        request.removeAllListeners('data');
        request.pause();
        resolve(outcome);
      };
      request.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) return stop(TOO_LARGE);
        if (buffered + chunk.length > limits.maxBufferedBytes) return stop(BUSY);
        buffered += chunk.length;
        counted += chunk.length;
        chunks.push(chunk);
      });
      request.on('end', () => resolve(Buffer.concat(chunks, size)));
      request.on('close', () => reject(new Error('The client went away before the body ended')));
      request.on('error', reject);
    });
  }

  function control(path: string, method: string, body: Buffer, response: ServerResponse) {
    if (path === 'faults' && method === 'GET') return sendJson(response, 200, {}, faults);
    if (path === 'faults' && method === 'DELETE') {
      faults = [];
      return send(response, 204, {});
    }
    if (path === 'faults' && method === 'POST') {
      let payload: unknown;
      try {
        payload = JSON.parse(body.toString('utf8'));
      } catch {
        return sendJson(response, 400, {}, { errorDescription: 'The body must be JSON: a fault or a list of faults' });
      }
      const parsed = sandboxFaultsRequestSchema.safeParse(payload);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`).join('; ');
        return sendJson(response, 400, {}, { errorDescription: `Invalid fault: ${issues}` });
      }
      faults = [...faults, ...parsed.data];
      return sendJson(response, 200, {}, faults);
    }
    if (path === 'reset') {
      reset();
      return send(response, 204, {});
    }
    if (path === 'stats') {
      const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
      return sendJson(response, 200, {}, { rss, heapUsed, external, arrayBuffers, connections: connections.size, bufferedBodyBytes: buffered });
    }
    return sendJson(response, 200, {}, readMockState());
  }

  /** A refusal as JSON, sent at once; see DRAINED_AFTER_REFUSAL_BYTES for a body not yet read to its end. */
  function refuse(request: IncomingMessage, response: ServerResponse, cors: Record<string, string>, refusal: Refusal) {
    if (response.destroyed || response.headersSent) return;
    const body = JSON.stringify({ errorDescription: refusal.message });
    const headers = { ...cors, ...refusal.headers, 'Content-Type': 'application/json' };
    if (request.complete) return send(response, refusal.status, headers, body);
    send(response, refusal.status, { ...headers, Connection: 'close' }, body, { end: false });
    dropRestOfBody(request, () => response.end());
  }

  const busy = (): Refusal => ({
    status: 503,
    message: 'The sandbox is holding as many request bodies as it takes at once: try again shortly',
    headers: { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) },
  });

  /** The body within `maxBytes`, or null once a 413 or 503 has been sent for it. */
  async function bodyWithin(request: IncomingMessage, response: ServerResponse, cors: Record<string, string>, maxBytes: number, what: string): Promise<Buffer | null> {
    const body = await readBody(request, response, maxBytes);
    if (body === TOO_LARGE) refuse(request, response, cors, tooLarge(maxBytes, what));
    else if (body === BUSY) refuse(request, response, cors, busy());
    else return body;
    return null;
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
    const badTarget = checkTarget(request.url);
    if (badTarget) return refuse(request, response, cors, badTarget);
    const url = new URL(request.url ?? '/', origin);
    const isControl = url.pathname.startsWith(SANDBOX_CONTROL_PREFIX);
    if (method === 'OPTIONS') {
      // No preflight of a control endpoint succeeds: a page can never send X-Sandbox-Control.
      if (isControl) return refuse(request, response, {}, { status: 403, message: `${url.pathname.slice(0, 200)} is for the test process, not a page: no preflight is allowed` });
      request.resume();
      return send(response, 204, requestOrigin === undefined ? {} : preflightHeaders(requestOrigin));
    }

    if (isControl) {
      const name = url.pathname.slice(SANDBOX_CONTROL_PREFIX.length);
      const refusal = checkControl(name, method, request.headers) ?? checkDeclaredLength(request.headers['content-length'], CONTROL_MAX_BODY_BYTES, `/__sandbox/${name}`);
      if (refusal) return refuse(request, response, cors, refusal);
      const body = await bodyWithin(request, response, cors, CONTROL_MAX_BODY_BYTES, `/__sandbox/${name}`);
      if (body) control(name, method, body, response);
      return;
    }

    const route = checkRoute(method, url.pathname);
    if ('status' in route) return refuse(request, response, cors, route);
    const { call } = route;
    const before = checkQuery(call, url.searchParams) ?? checkDeclaredLength(request.headers['content-length'], call.maxBodyBytes, call.name) ?? checkHeaders(call, request.headers);
    if (before) return refuse(request, response, cors, before);
    const body = await bodyWithin(request, response, cors, call.maxBodyBytes, call.name);
    if (!body) return;
    const badJson = checkJsonBody(call, body);
    if (badJson) return refuse(request, response, cors, badJson);
    const fetchRequest = toFetchRequest(request, origin, body);
    if (call.body.kind === 'multipart') {
      let form: FormData;
      try {
        form = await fetchRequest.clone().formData();
      } catch {
        return refuse(request, response, cors, { status: 400, message: `${call.name}: the body is not well-formed multipart/form-data` });
      }
      const badForm = checkMultipartBody(call, form);
      if (badForm) return refuse(request, response, cors, badForm);
    }

    if (faults.length) {
      const picked = pickFault(faults, { method, pathname: url.pathname, scenario: await scenarioOfRequest(fetchRequest) });
      faults = picked.faults;
      if (picked.fault) {
        if (picked.fault.fault === 'drop') return request.socket?.destroy();
        // 502 and 504 stand for a gateway whose upstream did the work but whose answer was lost:
        // the demo call runs, and the gateway's answer replaces its own.
        if (picked.fault.fault === '502' || picked.fault.fault === '504') await getResponse(handlers, fetchRequest);
        // `hang`: the request is read, the answer never comes; the idle timeout or close() cuts the connection.
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

  const server: Server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // Node looks for requests past their timeouts this often (30 s by default, longer than the timeouts themselves).
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(limits.headersTimeoutMs / 4))),
    },
    (request, response) => {
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
    },
  );
  server.setTimeout(limits.idleTimeoutMs);
  // Past the cap Node closes a new connection at once, before a byte is read: a hard cap on what
  // a flood of slow clients can hold open (each of them is cut by the timeouts above).
  server.maxConnections = limits.maxConnections;
  server.on('connection', (socket: Duplex) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  // Requests Node's parser refuses (a malformed request line or header, headers too large, a
  // request too slow) are answered here in JSON, like every other refusal, and never reach the handler.
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
    limits,
    faults: () => [...faults],
    setFaults: (next) => {
      faults = [...next];
    },
    reset,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
        for (const socket of connections) socket.destroy();
      }),
  };
}
