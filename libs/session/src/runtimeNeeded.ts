/**
 * The window event that asks for the session's runtime now (SessionProvider.tsx loads it after the
 * first page otherwise): sent by whatever waits for the token lifecycle (tokenLifecycleRef.ts).
 */
export const RUNTIME_NEEDED_EVENT = 'portal:session-runtime-needed';
