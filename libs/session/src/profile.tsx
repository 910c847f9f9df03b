/**
 * The signed-in patient's profile, loaded once and kept in memory (never in storage: it is health
 * data) for the default load cache duration (access-and-identity §9: 300 s). Sign-in primes it,
 * so the first page after sign-in shows without a second call.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { describeApiError, fetchProfile, type ApiClient, type ApiError, type PatientProfileResponse } from '@portal/api';
import { toClientPatientData, type ClientPatientData } from '@portal/care';
import { useCopy, useProgram } from '@portal/program-config';
import { useApiClient } from './apiClient.ts';
import { useSession, useSessionStore } from './context.ts';
import type { SessionStore } from './store.ts';

export const PROFILE_CACHE_MS = 300_000;

export type ProfileState =
  | { status: 'loading' }
  | { status: 'success'; profile: PatientProfileResponse }
  | { status: 'error'; message: string };

/** What the cache holds: the call's own error, turned into the patient's message (in their language) when shown. */
type HeldState = Exclude<ProfileState, { status: 'error' }> | { status: 'error'; error: ApiError };

interface Entry {
  state: HeldState;
  loadedAt: number;
  /** The session it belongs to: a new sign-in never sees the last patient's data. */
  signedInAt: number | null;
}

let entry: Entry | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function primeProfile(profile: PatientProfileResponse, signedInAt: number | null, now = Date.now()): void {
  entry = { state: { status: 'success', profile }, loadedAt: now, signedInAt };
  notify();
}

export function clearProfile(): void {
  entry = null;
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the cache holds nothing usable for this session: empty, another session's, or older than 300 s. */
function needsLoad(signedInAt: number | null, now = Date.now()): boolean {
  const held = entry;
  return !held || held.signedInAt !== signedInAt || (held.state.status !== 'loading' && now - held.loadedAt >= PROFILE_CACHE_MS);
}

/** Calls for the profile with the session's token and puts the answer in the cache (no React: prefetch.ts starts it before the first render). */
async function loadProfile(api: ApiClient, store: SessionStore): Promise<void> {
  const { token, signedInAt } = store.get();
  if (!token) return;
  entry = { state: { status: 'loading' }, loadedAt: Date.now(), signedInAt };
  notify();
  const result = await fetchProfile(api, token);
  // The session may have ended (or changed) while the call ran.
  if (store.get().signedInAt !== signedInAt) return;
  entry = { state: result.ok ? { status: 'success', profile: result.data } : { status: 'error', error: result.error }, loadedAt: Date.now(), signedInAt };
  notify();
}

/** spec: load when the page opens if nothing (fresh) is held for this session; the tab's first page may have started it already. */
export function loadProfileIfNeeded(api: ApiClient, store: SessionStore): void {
  const { status, signedInAt } = store.get();
  if (status === 'authenticated' && needsLoad(signedInAt)) void loadProfile(api, store);
}

/** The raw profile with its load state; loads when missing, stale or from another session. */
export function useProfile(): ProfileState & { reload: () => void } {
  const api = useApiClient();
  const store = useSessionStore();
  const session = useSession();
  const { copy } = useCopy();
  const readEntry = () => entry;
  const current = useSyncExternalStore(subscribe, readEntry, readEntry);

  useEffect(() => store.onEnd(clearProfile), [store]);

  useEffect(() => {
    loadProfileIfNeeded(api, store);
  }, [session.status, session.signedInAt, api, store]);

  return useMemo(() => {
    const held: HeldState = current && current.signedInAt === session.signedInAt ? current.state : { status: 'loading' };
    const reload = () => void loadProfile(api, store);
    if (held.status !== 'error') return { ...held, reload };
    const { error } = held;
    return { status: 'error', message: error.kind === 'http' ? copy.errors.profileFetch : describeApiError(error, copy.errors), reload };
  }, [current, session.signedInAt, api, store, copy]);
}

/**
 * Fetches the profile again after the patient changed it (an address, their channels) and puts
 * it in the cache at once, without a loading state: the next page (the return URL) shows the new
 * data with no second call. When the fetch fails the cache is dropped, so the next page loads.
 */
export function useRefreshProfile(): () => Promise<void> {
  const api = useApiClient();
  const store = useSessionStore();
  return useCallback(async () => {
    const { token, signedInAt } = store.get();
    if (!token) return;
    const result = await fetchProfile(api, token);
    if (store.get().signedInAt !== signedInAt) return;
    if (result.ok) primeProfile(result.data, signedInAt);
    else clearProfile();
  }, [api, store]);
}

/** The profile as client patient data (prescriptions with their timelines). */
export function usePatientData(): { status: 'loading' } | { status: 'error'; message: string; reload: () => void } | { status: 'success'; data: ClientPatientData } {
  const profile = useProfile();
  const { copy } = useCopy();
  const { language } = useProgram();
  return useMemo(() => {
    if (profile.status === 'loading') return { status: 'loading' as const };
    if (profile.status === 'error') return { status: 'error' as const, message: profile.message, reload: profile.reload };
    return { status: 'success' as const, data: toClientPatientData(profile.profile, copy.timeline, language) };
  }, [profile, copy, language]);
}
