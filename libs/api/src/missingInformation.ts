/**
 * POST /api/pwa/exp/v1/patient/missingInformation (access-and-identity §7): multipart form data
 * built by `toMissingInformationFormData` of `@portal/validation`. "Only the status is used; the
 * body is not read", so any body of a 200 is success.
 */
import type { ApiClient, ApiResult } from './client.ts';
import { paths } from './paths.ts';
import { emptyResponseSchema } from './schemas.ts';

export function submitMissingInformation(client: ApiClient, token: string, body: FormData): Promise<ApiResult<unknown>> {
  // FormData, not JSON: the client leaves the Content-Type to fetch, which adds the multipart boundary.
  return client.request({ method: 'POST', path: paths.missingInformation, schema: emptyResponseSchema, token, body });
}
