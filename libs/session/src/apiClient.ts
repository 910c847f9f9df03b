/**
 * The session's API client, made on first use. Its own module so that the client's code loads with
 * the first page that calls the API (sign-in, My Prescriptions), not with the landing page.
 */
import { revokeToken } from '@portal/api';
import { createApiClient, type ApiClient } from '@portal/api/client';
import { guardBackForward } from './backForward.ts';
import { useSessionContext, type SessionClientSettings, type SessionContextValue } from './context.ts';
import type { SessionStore } from './store.ts';

const clients = new WeakMap<SessionContextValue, ApiClient>();
/** Stores whose ended tokens a client already retires: one revocation per token, however many clients. */
const revoking = new WeakSet<SessionStore>();

/**
 * An end that leaves the token good on the server (logout here or in another tab, the absolute
 * lifetime, a 202) sends its revocation (store.ts `onRetire`), unless the programme's API has no
 * such call (program.json `session.revokeOnLogout: false`). Nothing waits for it and nothing is
 * shown: a 401 (already retired), a 404 (no such call) or no answer change nothing for the patient.
 */
function revokeEndedTokens(store: SessionStore, client: ApiClient): void {
  if (revoking.has(store)) return;
  revoking.add(store);
  store.onRetire((token) => revokeToken(client, token));
}

/**
 * One client per session context. Every call goes through it, so the session hears every 202 and
 * 401 (spec §7): a 202 sends the patient home and a 401 means the token is no good; either way
 * this tab's session ends (never silently kept while the pages fail one by one).
 */
export function createSessionApiClient(store: SessionStore, settings: SessionClientSettings, fetchImpl?: typeof fetch): ApiClient {
  // A page that talks to the API may show the patient's data: Back after the end shows none of it.
  guardBackForward(store);
  const client = createApiClient({
    baseUrl: settings.baseUrl,
    ...(settings.timeoutMs ? { timeoutMs: settings.timeoutMs } : {}),
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
    onRedirectHome: () => store.end('redirectHome'),
    onUnauthorized: (refused) => {
      // A renewal retires the token it renews (docs/decisions/0051-a-session-ends-on-the-server-too.md):
      // a call sent with the old one just before is refused, but the session goes on with the new one.
      const { status, token } = store.get();
      if (status !== 'anonymous' && token === refused) store.end('unauthorized');
    },
  });
  if (settings.revokeOnLogout !== false) revokeEndedTokens(store, client);
  return client;
}

function sessionApiClient(context: SessionContextValue): ApiClient {
  let client = clients.get(context);
  if (!client) {
    client = createSessionApiClient(context.store, context.client);
    clients.set(context, client);
  }
  return client;
}

export function useApiClient(): ApiClient {
  return sessionApiClient(useSessionContext());
}
