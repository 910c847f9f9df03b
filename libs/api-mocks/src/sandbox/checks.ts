/**
 * What the contract sandbox checks of a request before any demo answer, as a hardened API's edge
 * would, each refusal a JSON `{ errorDescription }` that says what to fix:
 *   421  a Host that is not a loopback host (a DNS-rebinding page, a proxy pointed wrongly)
 *   404  a path that is no call of the contract (libs/api/src/contract.ts)
 *   405  a method the path does not take (TRACE, HEAD, a GET of a POST), with `Allow`
 *   413  a body over the call's cap (its Content-Length, or what arrived): 16 KB of JSON, 40 MB
 *        and 10 MB a photo for the card photos post, none for a call without a body
 *   403  a control endpoint called without X-Sandbox-Control, or from a page (an Origin)
 *   415  a body that is not the call's media type (JSON, or multipart for the card photos)
 *   400  a body that is not JSON, not the call's shape (zod's issue, field by field, `null`
 *        included), a required header or query parameter missing, an id that is not one segment
 * Pure functions of the request's parts, so each is tested without a socket (checks.test.ts).
 */
import { z } from 'zod';
import { contractFor, describeIssues, JSON_BODY_MAX_BYTES, type ContractCall } from '@portal/api/contract';
import { isUsableId } from '@portal/api/paths';

// The contract's schemas are zod/mini, which loads no wording; here, in Node, the refusal should
// say what is wrong ("expected number, received string"): zod's English, for every schema.
z.config(z.locales.en());

export interface Refusal {
  status: 400 | 403 | 404 | 405 | 413 | 415 | 421 | 503;
  message: string;
  headers?: Record<string, string>;
}

/** The control endpoints take JSON (a list of faults) under the same cap as the API's JSON calls. */
export const CONTROL_MAX_BODY_BYTES = JSON_BODY_MAX_BYTES;

/**
 * The header a control request must carry. Not CORS-safelisted, so a page can only send it after
 * a preflight, which the sandbox refuses for its control endpoints: a page open in the tester's
 * browser cannot reset the demo state or plant faults with a `text/plain` simple request.
 */
export const SANDBOX_CONTROL_HEADER = 'X-Sandbox-Control';

/** Hosts a request may name: the sandbox is reached on loopback only. */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Whether a URL's hostname is a loopback host. */
export const isLoopbackHost = (hostname: string) => LOOPBACK_HOSTS.has(hostname.toLowerCase());

/** A loopback host and an optional port: the whole of a Host header the sandbox answers. */
const LOOPBACK_HOST_HEADER = /^(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/i;

/** 421 unless the Host header names a loopback host (any port). */
export function checkHost(host: string | undefined): Refusal | null {
  if (host !== undefined && LOOPBACK_HOST_HEADER.test(host)) return null;
  return { status: 421, message: `Host ${JSON.stringify(host ?? '')} is not this sandbox: it answers on 127.0.0.1, localhost or [::1] only` };
}

/** 400 unless the request target is a path (origin form): not `*`, not an absolute URL. */
export function checkTarget(target: string | undefined): Refusal | null {
  if (target?.startsWith('/') && !target.startsWith('//')) return null;
  return { status: 400, message: `The request target must be a path such as /api/pwa/exp/v1/patient/profile (got ${JSON.stringify((target ?? '').slice(0, 80))})` };
}

/** The methods the sandbox's control endpoints take, by name (`/__sandbox/<name>`). */
const CONTROL_METHODS: Readonly<Record<string, readonly string[]>> = {
  faults: ['GET', 'POST', 'DELETE'],
  reset: ['POST'],
  state: ['GET'],
  stats: ['GET'],
};

/**
 * 404 or 405 for a control endpoint; 403 without `X-Sandbox-Control: 1` or with an Origin (a
 * page's request: the test process sends none); null when the call may go on.
 */
export function checkControl(name: string, method: string, headers: Readonly<Record<string, string | string[] | undefined>> = {}): Refusal | null {
  const allowed = Object.hasOwn(CONTROL_METHODS, name) ? CONTROL_METHODS[name] : undefined;
  if (!allowed) return { status: 404, message: `No sandbox control /__sandbox/${name}` };
  if (!allowed.includes(method)) return notAllowed(method, `/__sandbox/${name}`, allowed);
  if (headers.origin !== undefined) return { status: 403, message: `/__sandbox/${name} is for the test process, not a page (the request has an Origin)` };
  if (headers[SANDBOX_CONTROL_HEADER.toLowerCase()] !== '1') return { status: 403, message: `/__sandbox/${name} needs the header ${SANDBOX_CONTROL_HEADER}: 1` };
  return null;
}

/** The methods any path of the sandbox may take; any other (TRACE, CONNECT, HEAD, PROPFIND…) is a 405 wherever it is sent. */
const SERVED_METHODS: ReadonlySet<string> = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

function notAllowed(method: string, pathname: string, allowed: readonly string[]): Refusal {
  return { status: 405, message: `${method.slice(0, 20)} is not allowed on ${pathname.slice(0, 200)}: ${allowed.join(', ') || '(no method)'}`, headers: { Allow: allowed.join(', ') } };
}

/** The contract call of the request, with its path ids decoded; else 404 or 405 (with Allow). */
export function checkRoute(method: string, pathname: string): { call: ContractCall; ids: Record<string, string> } | Refusal {
  const found = contractFor(method, pathname);
  if (!SERVED_METHODS.has(method)) return notAllowed(method, pathname, found.call ? [found.call.method] : found.allowed);
  if (!found.call) {
    return found.allowed.length ? notAllowed(method, pathname, found.allowed) : { status: 404, message: `No demo answer for ${method.slice(0, 20)} ${pathname.slice(0, 200)}` };
  }
  const ids: Record<string, string> = {};
  for (const [name, raw] of Object.entries(found.params)) {
    let id: string;
    try {
      id = decodeURIComponent(raw);
    } catch {
      return { status: 400, message: `${name} is not a well-formed path segment` };
    }
    if (!isUsableId(id)) return { status: 400, message: `${name} ${JSON.stringify(id.slice(0, 80))} is not an id` };
    ids[name] = id;
  }
  return { call: found.call, ids };
}

/** 400 when a required query parameter is missing or any of the call's parameters is not an id. */
export function checkQuery(call: ContractCall, search: URLSearchParams): Refusal | null {
  for (const [name, need] of Object.entries(call.query ?? {})) {
    const values = search.getAll(name);
    if (values.length === 0 && need === 'optional') continue;
    if (values.length !== 1) return { status: 400, message: `${call.name}: the query must carry ${name} once` };
    if (!isUsableId(values[0]!)) return { status: 400, message: `${call.name}: ${name} ${JSON.stringify(values[0]!.slice(0, 80))} is not an id` };
  }
  return null;
}

/** 413 when the declared Content-Length is over the call's cap (checked before a byte is read). */
export function checkDeclaredLength(contentLength: string | undefined, maxBytes: number, what: string): Refusal | null {
  if (contentLength === undefined) return null;
  const length = Number(contentLength);
  return Number.isFinite(length) && length > maxBytes ? tooLarge(maxBytes, what) : null;
}

/** The 413 of a body over `maxBytes` (0: a call that takes no body). */
export const tooLarge = (maxBytes: number, what: string): Refusal => ({
  status: 413,
  message: maxBytes === 0 ? `${what} takes no body` : `The body is larger than ${what} takes (${maxBytes} bytes)`,
});

/** The media type of a Content-Type header, lower-cased, without parameters. */
export const mediaTypeOf = (contentType: string | undefined) => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/** 415 when a call with a body gets another media type; 400 when a required header is missing. */
export function checkHeaders(call: ContractCall, headers: Readonly<Record<string, string | string[] | undefined>>): Refusal | null {
  const type = mediaTypeOf(String(headers['content-type'] ?? ''));
  if (call.body.kind === 'json' && type !== 'application/json') return { status: 415, message: `${call.name}: the body must be application/json (got ${JSON.stringify(type)})` };
  if (call.body.kind === 'multipart' && (type !== 'multipart/form-data' || !/;\s*boundary=/i.test(String(headers['content-type'])))) {
    return { status: 415, message: `${call.name}: the body must be multipart/form-data with a boundary (got ${JSON.stringify(type)})` };
  }
  for (const header of call.headers ?? []) {
    const value = headers[header.toLowerCase()];
    if (typeof value !== 'string' || value.trim() === '') return { status: 400, message: `${call.name}: the ${header} header is required` };
  }
  return null;
}

/** 400 unless a JSON body parses and has the call's shape (null included: it is no object). */
export function checkJsonBody(call: ContractCall, body: Buffer): Refusal | null {
  if (call.body.kind !== 'json') return null;
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    return { status: 400, message: `${call.name}: the body is not JSON` };
  }
  const result = call.body.schema['~standard'].validate(value);
  if (result instanceof Promise) return { status: 400, message: `${call.name}: the body cannot be checked` };
  return result.issues ? { status: 400, message: `Invalid body for ${call.name}: ${describeIssues(result.issues.map((issue) => ({ path: (issue.path ?? []).map((key) => (typeof key === 'object' ? key.key : key)), message: issue.message })))}` } : null;
}

/**
 * 400 unless a multipart body has every text part, no unknown part, and its JSON parts parse to
 * their schema; 413 for a file part over the call's per-file cap (a card photo over 10 MB).
 */
export function checkMultipartBody(call: ContractCall, form: FormData): Refusal | null {
  if (call.body.kind !== 'multipart') return null;
  const { text, files, json, maxFileBytes } = call.body;
  for (const name of text) {
    if (typeof form.get(name) !== 'string') return { status: 400, message: `${call.name}: the text part ${name} is required` };
  }
  for (const [name, value] of form.entries()) {
    if (text.includes(name) && typeof value === 'string') continue;
    if (files.includes(name) && typeof value !== 'string') {
      if (value.size > maxFileBytes) return { status: 413, message: `${call.name}: the file ${name} is larger than ${maxFileBytes} bytes (a card photo is at most 10 MB)` };
      continue;
    }
    return { status: 400, message: `${call.name}: no part ${JSON.stringify(name.slice(0, 40))} of this kind is expected (text: ${text.join(', ')}; files: ${files.join(', ')})` };
  }
  for (const [name, schema] of Object.entries(json)) {
    let value: unknown;
    try {
      value = JSON.parse(String(form.get(name)));
    } catch {
      return { status: 400, message: `${call.name}: the part ${name} is not JSON` };
    }
    const result = schema['~standard'].validate(value);
    if (result instanceof Promise || result.issues) return { status: 400, message: `${call.name}: the part ${name} is not the contract's shape` };
  }
  return null;
}
