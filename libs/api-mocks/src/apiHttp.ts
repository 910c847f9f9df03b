/**
 * The mock's handlers are declared through `api` instead of msw's `http`: the same methods, and
 * every answer gets the headers the contract requires of any answer of the API
 * (`REQUIRED_RESPONSE_HEADERS` in libs/api/src/contract.ts: `Cache-Control: no-store`,
 * `X-Content-Type-Options: nosniff`), refusals and faults included. Written out here rather than
 * imported: the contract module (its zod schemas) stays out of the mock build's browser code; the
 * tests hold these to the contract's `checkResponseHeaders`.
 */
import { http } from 'msw';

export const API_RESPONSE_HEADERS: Readonly<Record<string, string>> = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

interface ApiRequestInfo {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
}

/** A handler's resolver: an answer, or undefined to fall through to the next handler. */
export type ApiResolver = (info: ApiRequestInfo) => Promise<Response | undefined> | Response | undefined;

/** The resolver, its answer given the required headers. */
function withApiHeaders(resolver: ApiResolver): ApiResolver {
  return async (info) => {
    const answer = await resolver(info);
    if (answer) for (const [name, value] of Object.entries(API_RESPONSE_HEADERS)) answer.headers.set(name, value);
    return answer;
  };
}

export const api = {
  all: (path: string, resolver: ApiResolver) => http.all(path, withApiHeaders(resolver)),
  get: (path: string, resolver: ApiResolver) => http.get(path, withApiHeaders(resolver)),
  post: (path: string, resolver: ApiResolver) => http.post(path, withApiHeaders(resolver)),
  put: (path: string, resolver: ApiResolver) => http.put(path, withApiHeaders(resolver)),
  patch: (path: string, resolver: ApiResolver) => http.patch(path, withApiHeaders(resolver)),
};
