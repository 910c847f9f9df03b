import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.ts';
import { fetchFillHistory, fillHistoryResponseSchema } from './fillHistory.ts';

/** A client of https://api.test whose every call is answered 200 with `body`; `urls` lists the calls made. */
function recordingClient(body: string) {
  const urls: string[] = [];
  const client = createApiClient({
    baseUrl: 'https://api.test',
    fetch: async (url) => {
      urls.push(String(url));
      return new Response(body, { status: 200 });
    },
  });
  return { urls, client };
}

describe('the fill history call (§7: both ids in the query)', () => {

  it('sends the intake case id as the spec writes it and the referral id as a second parameter', async () => {
    const { urls, client } = recordingClient(JSON.stringify({ success: true, intakeCaseId: 'IC 1', fills: [] }));
    expect(await fetchFillHistory(client, 't', { intakeCaseId: 'IC 1', acticsPharmacyReferralRecordId: 'RR&1' })).toMatchObject({ ok: true, data: { fills: [] } });
    expect(urls).toEqual(['https://api.test/api/pwa/exp/v1/fetchFillHistory?intakeCaseId=IC%201&acticsPharmacyReferralRecordId=RR%261']);
  });

  it('ids from the server holding a lone surrogate give a result, not a URIError (found by the property tests)', async () => {
    const { urls, client } = recordingClient(JSON.stringify({ fills: [] }));
    expect(await fetchFillHistory(client, 't', { intakeCaseId: 'IC-\uD800', acticsPharmacyReferralRecordId: '\uDC00' })).toMatchObject({ ok: true });
    expect(urls).toEqual(['https://api.test/api/pwa/exp/v1/fetchFillHistory?intakeCaseId=IC-%EF%BF%BD&acticsPharmacyReferralRecordId=%EF%BF%BD']);
  });

  it.each([
    [{ intakeCaseId: '..', acticsPharmacyReferralRecordId: 'RR-1' }],
    [{ intakeCaseId: 'IC-1', acticsPharmacyReferralRecordId: '%2e%2e' }],
    [{ intakeCaseId: 'IC-1', acticsPharmacyReferralRecordId: '1#x' }],
  ])('an id the paths refuse (%j) sends nothing and ends as invalidResponse', async (query) => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ fills: [] }), { status: 200 }));
    expect(await fetchFillHistory(createApiClient({ baseUrl: '', fetch }), 't', query)).toMatchObject({ ok: false, error: { kind: 'invalidResponse' } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('an answer without fills is an invalid response, not an empty history', () => {
    expect(fillHistoryResponseSchema.safeParse({ success: true }).success).toBe(false);
  });
});
