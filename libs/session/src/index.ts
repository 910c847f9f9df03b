export { SessionProvider } from './SessionProvider.tsx';
export { useSession, useSessionStore } from './context.ts';
export { useApiClient } from './apiClient.ts';
export { createSessionStore, SESSION_EXPIRED_MESSAGE_MS, SESSION_STORAGE_KEY, DRAFT_STORAGE_PREFIX, clearPatientStorage, type SessionEndReason, type SessionStatus, type SessionStore } from './store.ts';
export { keepReturnUrl, RETURN_URL_STORAGE_KEY } from './returnUrlCapture.ts';

export { PROFILE_CACHE_MS, useProfile, usePatientData, useRefreshProfile, primeProfile, clearProfile } from './profile.tsx';
export { saveDraft, readDraft, discardDraft, discardAllDrafts, draftOwner } from './drafts.ts';
