/**
 * The portal's one HTTP client. spec: access-and-identity §7 and prescription-experience §7:
 * - base URL from the programme config (empty = same origin, where the mock worker answers);
 * - the session token, given by the caller, goes in the `jwttoken` header;
 * - 200 is success, 202 means "go to /", anything else is an error carrying the response's error
 *   text or the generic message;
 * - every request has a timeout;
 * - a GET that met no answer, a 429 or a 502/503/504 is tried again, at most 3 tries in all, after
 *   the server's Retry-After (up to 10 s; longer: no retry) or an exponential backoff with full
 *   jitter; a POST, PUT, PATCH or DELETE is never repeated (it may create something twice);
 * - every body is parsed with its zod schema here, at the boundary.
 * It never throws: callers get a result they must look at, so a server fault can't become an
 * unhandled rejection or a white screen.
 */
import { UnsafeIdError } from './paths.ts';
import { z } from './zod.ts';

export const DEFAULT_TIMEOUT_MS = 30_000;
/** A GET is tried at most this many times in all (so at most 2 retries). */
export const MAX_GET_TRIES = 3;
/** Backoff before retry n (1, 2): a random wait in [0, RETRY_BASE_MS × 2^n) ("full jitter"). */
const RETRY_BASE_MS = 500;
/** A Retry-After longer than this is not waited for: the patient reads the error and may retry. */
const MAX_RETRY_AFTER_MS = 10_000;
const RETRYABLE_STATUSES = new Set([429, 502, 503, 504]);
export const GENERIC_FETCH_ERROR = 'An error occurred while fetching data';

export type ApiError =
  /** Non-200/202 answer; `message` is the server's error text or the generic message. */
  | { kind: 'http'; status: number; message: string }
  /** 202: the spec sends the browser to '/'. */
  | { kind: 'redirectHome'; status: 202 }
  | { kind: 'timeout' }
  | { kind: 'network' }
  /**
   * The server's data cannot be used: the body did not match the schema, or an id the server gave
   * would change the call's path (paths.ts `isUsableId`; then nothing was sent). `issues` is for
   * developers, never shown to a patient.
   */
  | { kind: 'invalidResponse'; issues: string };

export type ApiResult<T> = { ok: true; data: T; status: 200 } | { ok: false; error: ApiError };

export interface ApiClientOptions {
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Waits before a retry (tests pass their own). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** A number in [0, 1) for the jitter (tests pass their own). */
  random?: () => number;
  /** Called on every 202 so the app can send the patient home. */
  onRedirectHome?: () => void;
  /** Called on a 401 to a call that sent a session token, with that token: it is no longer accepted. */
  onUnauthorized?: (token: string) => void;
}

export interface RequestOptions<S extends z.core.$ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * The call's path; a function when it carries an id from the server (`() => paths.pay(id)`):
   * an id `paths` refuses then ends the call as `invalidResponse` before any request.
   */
  path: string | (() => string);
  schema: S;
  /** Session token; sent as `jwttoken`. */
  token?: string | null;
  /** JSON body, or FormData for the multipart calls. */
  body?: unknown;
  /** Extra request headers (e.g. the pay call's Idempotency-Key). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * The call retires its own token (the revocation), sent as its session ends: its 401 means
   * "already retired", which is what was asked for, and neither a 401 nor a 202 ends the session
   * again (`onUnauthorized`, `onRedirectHome` are not called).
   */
  retiresToken?: boolean;
}

const ERROR_TEXT_FIELDS = ['errorDescription', 'error', 'message', 'errorMessage'] as const;

/** The server's own error text, if the body carries one. */
export function errorTextOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const field of ERROR_TEXT_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

/** Retry-After as milliseconds (delta-seconds or an HTTP date), or null when absent or unreadable. */
export function retryAfterMs(value: string | null, now: number = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done);
  });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createApiClient({ baseUrl, timeoutMs = DEFAULT_TIMEOUT_MS, fetch: fetchImpl, onRedirectHome, onUnauthorized, sleep = wait, random = Math.random }: ApiClientOptions) {
  const base = baseUrl.replace(/\/+$/, '');

  async function request<S extends z.core.$ZodType>(options: RequestOptions<S>): Promise<ApiResult<z.output<S>>> {
    let path: string;
    try {
      path = typeof options.path === 'function' ? options.path() : options.path;
    } catch (error) {
      if (!(error instanceof UnsafeIdError)) throw error;
      return { ok: false, error: { kind: 'invalidResponse', issues: error.message } };
    }
    const retries = (options.method ?? 'GET') === 'GET' ? MAX_GET_TRIES - 1 : 0;
    for (let retry = 0; ; retry += 1) {
      const outcome = await attempt({ ...options, path });
      if (outcome.retryAfter === undefined || retry >= retries || options.signal?.aborted) return outcome.result;
      const delay = outcome.retryAfter ?? random() * RETRY_BASE_MS * 2 ** (retry + 1);
      if (delay > MAX_RETRY_AFTER_MS) return outcome.result;
      await sleep(delay, options.signal);
    }
  }

  /**
   * One try. `retryAfter` is set when the answer allows another try of a GET: the server's wait in
   * ms, or null for "no wait given" (backoff).
   */
  async function attempt<S extends z.core.$ZodType>(options: RequestOptions<S> & { path: string }): Promise<{ result: ApiResult<z.output<S>>; retryAfter?: number | null }> {
    const result = (value: ApiResult<z.output<S>>, retryAfter?: number | null) => ({ result: value, retryAfter });
    const { method = 'GET', path, schema, token, body, signal, retiresToken } = options;
    const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
    if (token) headers.jwttoken = token;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }

    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await (fetchImpl ?? globalThis.fetch)(`${base}${path}`, {
        method,
        headers,
        body: payload,
        signal: combined,
        credentials: 'omit',
        // Health data: the browser's HTTP cache (on disk, outliving the tab and the browser) never
        // holds an answer, whatever headers a server sends. Clear-Site-Data on /logout cannot
        // reach it: it clears the portal's origin, not the API's (docs/decisions/0050-no-answer-of-the-api-is-kept-by-the-browser.md).
        cache: 'no-store',
      });
    } catch (error) {
      if (timeout.aborted) return result({ ok: false, error: { kind: 'timeout' } });
      if (signal?.aborted) throw error; // the caller cancelled; it expects the abort
      // No answer at all (offline, a dropped connection): nothing reached the server's logic.
      return result({ ok: false, error: { kind: 'network' } }, null);
    }

    // mutation-sentinel: this library's tests always kill a mutant of the next line (tools/mutation/libraries.mjs)
    if (response.status === 202) {
      // The session a revocation belongs to has already ended: no second end.
      if (!retiresToken) onRedirectHome?.();
      return result({ ok: false, error: { kind: 'redirectHome', status: 202 } });
    }

    let parsedBody: unknown;
    try {
      parsedBody = await readBody(response);
    } catch {
      return result({ ok: false, error: timeout.aborted ? { kind: 'timeout' } : { kind: 'network' } });
    }

    if (response.status !== 200) {
      if (response.status === 401 && token && !retiresToken) onUnauthorized?.(token);
      const failed: ApiResult<z.output<S>> = { ok: false, error: { kind: 'http', status: response.status, message: errorTextOf(parsedBody) ?? GENERIC_FETCH_ERROR } };
      return RETRYABLE_STATUSES.has(response.status) ? result(failed, retryAfterMs(response.headers.get('Retry-After'))) : result(failed);
    }

    const parsed = z.safeParse(schema, parsedBody);
    if (!parsed.success) {
      return result({
        ok: false,
        error: {
          kind: 'invalidResponse',
          issues: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`).join('; '),
        },
      });
    }
    return result({ ok: true, data: parsed.data, status: 200 });
  }

  return { request };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** What a patient reads for an error. Server text is shown as text, never as HTML. */
export function describeApiError(
  error: ApiError,
  messages: { fetchData: string; timeout: string; network: string; invalidResponse: string },
): string {
  switch (error.kind) {
    case 'http':
      return error.message === GENERIC_FETCH_ERROR ? messages.fetchData : error.message;
    case 'redirectHome':
      return messages.fetchData;
    case 'timeout':
      return messages.timeout;
    case 'network':
      return messages.network;
    case 'invalidResponse':
      return messages.invalidResponse;
    default:
      return error satisfies never;
  }
}
