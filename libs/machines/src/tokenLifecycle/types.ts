import type { ApiClient, ApiError, ApiResult } from '@portal/api';
import type { MessageRef } from '../messages.ts';

/** All times are ms since the epoch on the actor's clock (wall time in the app). */
export interface TokenLifecycleInput {
  /** The session's API client: the renewal call goes through it. */
  api: ApiClient;
  token: string;
  expiresAt: number;
  /** Last click, key, scroll, touch or focus (§4); at sign-in, the sign-in time. */
  lastInteraction: number;
  /**
   * Lifetime of a renewed token, used when the renewToken actor does not say when the new token
   * expires (the portal treats tokens as opaque). Default: ASSUMED_TOKEN_LIFETIME_MS (@portal/api).
   */
  tokenLifetimeMs?: number;
  /** When the session began (its code was verified): the absolute lifetime counts from it. Default: lastInteraction. */
  sessionStartedAt?: number;
  /** The absolute session lifetime (program.json `session.absoluteLifetimeHours`). Default: DEFAULT_ABSOLUTE_LIFETIME_MS, 12 h. */
  absoluteLifetimeMs?: number;
}

export interface TokenLifecycleContext {
  api: ApiClient;
  token: string;
  expiresAt: number;
  lastInteraction: number;
  tokenLifetimeMs: number;
  sessionStartedAt: number;
  absoluteLifetimeMs: number;
  /** sessionStartedAt + absoluteLifetimeMs: no renewal after it, and the session ends at it. */
  sessionEndsAt: number;
  /** Clock time of the last check (tick, renewal request): what the guards compare against. */
  checkedAt: number;
  /** 'tokenRenewal' after a failed renewal, until a renewal succeeds (§8). */
  error: MessageRef | null;
}

export type TokenLifecycleEvent =
  /** Any interaction (§4). `at` is the time of the interaction; callers throttle. */
  | { type: 'ACTIVITY'; at: number }
  /** "Stay signed in" in the idle warning: counts as an interaction and renews now. */
  | { type: 'STAY_SIGNED_IN' }
  /** Renew now whatever the windows say: before a pay session is created (§4). */
  | { type: 'RENEW_NOW' }
  | { type: 'LOGOUT' };

/**
 * What the renewToken actor answers: the API's `renewToken` result as it is, or with `expiresAt`
 * when the app can read the new token's expiry.
 */
export type RenewTokenResult = ApiResult<{ accessToken: string; expiresAt?: number }>;

export interface RenewTokenInput {
  api: ApiClient;
  token: string;
}

export type TokenLifecycleEmitted =
  | { type: 'renewed'; token: string; expiresAt: number }
  | { type: 'renewalFailed'; error: ApiError | null };

export interface TokenLifecycleOutput {
  /**
   * 'expired': the token ran out (idle patient, or renewals failed): reset state, go to /login and
   * show the session-expired message for 30 s (§4). 'lifetime': the session's absolute lifetime
   * is over, active or not: the same, with its own message. 'loggedOut': LOGOUT was sent.
   */
  reason: 'expired' | 'lifetime' | 'loggedOut';
}
