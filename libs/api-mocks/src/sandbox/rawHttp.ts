/**
 * Requests to the sandbox as a test needs to make them: any method (TRACE, CONNECT), any Host,
 * a body of any size or none, or raw bytes on a socket; `fetch` sets some of these itself.
 * Loopback only: the sandbox never listens anywhere else.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The body as JSON, or undefined when it is empty or not JSON. */
  json: unknown;
}

function answerOf(status: number, headers: IncomingHttpHeaders, text: string): RawAnswer {
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status, headers, text, json };
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string | number>;
  /** A body, or a function writing one in pieces (chunked, no Content-Length). */
  body?: string | Uint8Array | ((write: (chunk: Uint8Array) => boolean) => Promise<void>);
  /** Give up after this long (ms); the answer is then status 0. */
  timeoutMs?: number;
  /** Called when the answer's head arrives (a body may still be being sent). */
  onAnswer?: () => void;
}

/** One request on its own connection; a connection cut before the answer gives status 0 and the error's code. */
export function rawRequest(port: number, { method = 'GET', path, headers = {}, body, timeoutMs = 10_000, onAnswer }: RawRequest): Promise<RawAnswer> {
  // Node's client frames a body of DELETE, OPTIONS or TRACE by neither length nor chunks: say which.
  const framing = body === undefined ? {} : typeof body === 'function' ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength };
  return new Promise((resolve) => {
    const request = httpRequest({ host: '127.0.0.1', port, method, path, headers: { Connection: 'close', ...framing, ...headers }, agent: false, timeout: timeoutMs }, (response) => {
      onAnswer?.();
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(answerOf(response.statusCode ?? 0, response.headers, Buffer.concat(chunks).toString('utf8'))));
      response.on('error', (error: NodeJS.ErrnoException) => resolve(answerOf(0, {}, error.code ?? error.message)));
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    request.on('error', (error: NodeJS.ErrnoException) => resolve(answerOf(0, {}, error.code ?? error.message)));
    if (typeof body === 'function') {
      body((chunk) => request.write(chunk))
        .then(() => request.end())
        .catch(() => request.destroy());
    } else request.end(body);
  });
}

/** Raw bytes on a fresh socket, and everything the server wrote back until it closed. */
export function rawSocket(port: number, bytes: string | Uint8Array, timeoutMs = 5_000): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    const done = () => resolve(Buffer.concat(chunks).toString('utf8'));
    socket.setTimeout(timeoutMs, () => socket.destroy());
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', done);
    socket.on('error', done);
    socket.write(bytes);
  });
}

/** The status and the JSON body of a raw HTTP answer text. */
export function parseRawAnswer(text: string): { status: number; json: unknown } {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
  try {
    return { status, json: JSON.parse(body) };
  } catch {
    return { status, json: undefined };
  }
}
