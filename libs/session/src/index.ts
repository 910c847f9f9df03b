export { SessionProvider, type SessionProviderProps } from './SessionProvider.tsx';
export { useSession, useSessionStore } from './context.ts';
export { useApiClient } from './apiClient.ts';
export {
  createSessionStore,
  SESSION_STORAGE_KEY,
  DRAFT_STORAGE_PREFIX,
  RETRY_STORAGE_PREFIX,
  clearPatientStorage,
  SESSION_CHANNEL,
  SESSION_EXPIRED_MESSAGE_MS,
  type EndNotice,
  type SessionEndReason,
  type SessionState,
  type SessionStatus,
  type SessionStore,
} from './store.ts';
export { keepReturnUrl, RETURN_URL_STORAGE_KEY } from './returnUrlCapture.ts';
export { trackActivity, ACTIVITY_EVENTS, ACTIVITY_THROTTLE_MS } from './activity.ts';
export { useProfile, usePatientData, useRefreshProfile, primeProfile, clearProfile, PROFILE_CACHE_MS, type ProfileState } from './profile.tsx';
export { saveDraft, readDraft, discardDraft, discardAllDrafts, draftOwner } from './drafts.ts';
export { registerTokenLifecycle, runningTokenLifecycle } from './tokenLifecycleRef.ts';
