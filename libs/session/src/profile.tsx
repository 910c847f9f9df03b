/**
 * The signed-in patient's profile, loaded once and kept in memory (never in storage: it is health
 * data) for the default load cache duration (access-and-identity §9: 300 s). Sign-in primes it,
 * so the first page after sign-in shows without a second call.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { describeApiError, fetchProfile, toClientPatientData, type ClientPatientData, type PatientProfileResponse } from '@portal/api';
import { useCopy, useProgram } from '@portal/program-config';
import { useApiClient } from './apiClient.ts';
import { useSession, useSessionStore } from './context.ts';

export const PROFILE_CACHE_MS = 300_000;

export type ProfileState =
  | { status: 'loading' }
  | { status: 'success'; profile: PatientProfileResponse }
  | { status: 'error'; message: string };

interface Entry {
  state: ProfileState;
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

/** The raw profile with its load state; loads when missing, stale or from another session. */
export function useProfile(): ProfileState & { reload: () => void } {
  const api = useApiClient();
  const store = useSessionStore();
  const session = useSession();
  const { copy } = useCopy();
  const readEntry = () => entry;
  const current = useSyncExternalStore(subscribe, readEntry, readEntry);

  useEffect(() => store.onEnd(clearProfile), [store]);

  const load = useCallback(async () => {
    const { token, signedInAt } = store.get();
    if (!token) return;
    entry = { state: { status: 'loading' }, loadedAt: Date.now(), signedInAt };
    notify();
    const result = await fetchProfile(api, token);
    // The session may have ended (or changed) while the call ran.
    if (store.get().signedInAt !== signedInAt) return;
    entry = {
      state: result.ok ? { status: 'success', profile: result.data } : { status: 'error', message: result.error.kind === 'http' ? copy.errors.profileFetch : describeApiError(result.error, copy.errors) },
      loadedAt: Date.now(),
      signedInAt,
    };
    notify();
  }, [api, store, copy]);

  // spec: load when the page opens if nothing (fresh) is held for this session.
  useEffect(() => {
    if (session.status !== 'authenticated') return;
    const held = entry;
    const stale = !held || held.signedInAt !== session.signedInAt || (held.state.status !== 'loading' && Date.now() - held.loadedAt >= PROFILE_CACHE_MS);
    if (stale) void load();
  }, [session.status, session.signedInAt, load]);

  return useMemo(() => {
    const state: ProfileState = current && current.signedInAt === session.signedInAt ? current.state : { status: 'loading' };
    return { ...state, reload: () => void load() };
  }, [current, session.signedInAt, load]);
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
