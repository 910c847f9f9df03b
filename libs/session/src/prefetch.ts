/**
 * The signed-in tab's first call, started before React renders (apps/portal/src/main.tsx): a tab
 * opened on a signed-in page needs the patient's profile, and asking for it beside the download of
 * the page's code, instead of after that page has rendered, takes a round trip off the time to the
 * prescriptions. Its own module and chunk: the landing page never loads it.
 *
 * The call goes through a client of the same store as the app's (a 401 or a 202 ends the session
 * the app shows) into the profile cache the pages read (profile.tsx): the page that opens finds
 * the call under way and does not make a second one. Where the boot script has already sent that
 * call (apps/portal/build/boot.ts), this one takes its answer over instead of sending it again
 * (bootProfile.ts).
 */
import { createSessionApiClient } from './apiClient.ts';
import { fetchTakingOver, profileUrl, takeBootProfile } from './bootProfile.ts';
import type { SessionClientSettings } from './context.ts';
import { loadProfileIfNeeded } from './profile.tsx';
import type { SessionStore } from './store.ts';

export { BOOT_PROFILE_GLOBAL, profileUrl } from './bootProfile.ts';

export function prefetchProfile(store: SessionStore, settings: SessionClientSettings): void {
  const bootCall = takeBootProfile();
  const fetchImpl = bootCall ? fetchTakingOver(bootCall, profileUrl(settings.baseUrl)) : undefined;
  loadProfileIfNeeded(createSessionApiClient(store, settings, fetchImpl), store);
}
