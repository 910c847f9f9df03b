import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MOCK_DELAY_MS, MOCK_TOKEN_LIFETIME_MS } from '@portal/api-mocks';
import { NDC_DIGITS } from '@portal/care';
import { GLOBAL_MESSAGE_AUTO_HIDE_MS } from '@portal/design-system';
import { breakpoints } from '@portal/design-system/theme';
import { WIZARD_DRAFT_DEBOUNCE_MS } from '@portal/feature-missing-information';
import { ONBOARDING_SLIDE_COUNT, SLIDE_TRANSITION_MS, SWIPE_THRESHOLD_RATIO } from '@portal/feature-onboarding';
import { INTERACTION_WINDOW_MS, PAYMENT_RETURN_MAX_ATTEMPTS, PAYMENT_RETURN_POLL_INTERVAL_MS, RENEW_WINDOW_MS, TOKEN_CHECK_INTERVAL_MS } from '@portal/machines';
import { PROFILE_CACHE_MS, SESSION_EXPIRED_MESSAGE_MS } from '@portal/session';
import { ADULT_AGE_YEARS, CODE_LENGTH, DECIMAL_PLACES, DECIMAL_WHOLE_DIGITS, genderOptions, MINOR_THRESHOLD_MS, PHONE_DIGITS } from '@portal/validation';
import { CHUNK_LOAD_TIMEOUT_MS } from './chunks.ts';

/**
 * Every duration, length, limit and count the two specifications state, against the spec's own
 * number, each imported from the public entry point of the library whose rule it is (the app may
 * read them all). A constant edited in the code fails here even where the behaviour tests are
 * written in terms of the constant.
 * AI = /work/shared/spec/access-and-identity.md, PX = prescription-experience.md.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const bisp = JSON.parse(readFileSync(resolve(__dirname, '../../../programs/BISP/program.json'), 'utf8')) as { code: string; copyrightYear: number };

const pinned: ReadonlyArray<readonly [constant: string, section: string, inCode: unknown, spec: unknown]> = [
  ['CODE_LENGTH', 'AI §2 Code step, §5 Code, §9: "Code length 6 digits"', CODE_LENGTH, 6],
  ['PHONE_DIGITS', 'AI §5 Phone, §9 and PX §9: "phone 10 digits"', PHONE_DIGITS, 10],
  ['TOKEN_CHECK_INTERVAL_MS', 'AI §4 Session and token, §9: "token check every 60 seconds"', TOKEN_CHECK_INTERVAL_MS, 60 * SECOND],
  ['RENEW_WINDOW_MS', 'AI §4, §9: "Token renewal window 2 minutes before expiry"', RENEW_WINDOW_MS, 2 * MINUTE],
  ['INTERACTION_WINDOW_MS', 'AI §4, §9: "recent-interaction window 5 minutes"', INTERACTION_WINDOW_MS, 5 * MINUTE],
  ['SESSION_EXPIRED_MESSAGE_MS', 'AI §4, §9: "session-expired message shown 30 seconds"', SESSION_EXPIRED_MESSAGE_MS, 30 * SECOND],
  ['GLOBAL_MESSAGE_AUTO_HIDE_MS', 'AI §2 Error presentation, §9; PX §2 Layout, §9: "auto-hide 8000 ms"', GLOBAL_MESSAGE_AUTO_HIDE_MS, 8000],
  ['ADULT_AGE_YEARS', 'AI §9: "Adult age 18 years"', ADULT_AGE_YEARS, 18],
  ['MINOR_THRESHOLD_MS', 'AI §5 Minor, §9: "minor threshold 567648000000 ms"', MINOR_THRESHOLD_MS, 567_648_000_000],
  ['DEFAULT_MOCK_DELAY_MS', 'AI §7, §9; PX §7: "Mock delay 1000 ms"', DEFAULT_MOCK_DELAY_MS, 1000],
  ['MOCK_TOKEN_LIFETIME_MS', 'AI §7, §9; PX §7: "mock token lifetime 240 seconds"', MOCK_TOKEN_LIFETIME_MS, 240 * SECOND],
  ['PROFILE_CACHE_MS', 'AI §9; PX §9: "default load cache duration 300 seconds"', PROFILE_CACHE_MS, 300 * SECOND],
  ['DECIMAL_WHOLE_DIGITS', 'AI §5, §9: "Default decimal: 10 whole digits"', DECIMAL_WHOLE_DIGITS, 10],
  ['DECIMAL_PLACES', 'AI §5, §9: "2 decimals"', DECIMAL_PLACES, 2],
  ['WIZARD_DRAFT_DEBOUNCE_MS', 'AI §9: "form-state change debounce default 500 ms"', WIZARD_DRAFT_DEBOUNCE_MS, 500],
  ['genderOptions', 'AI §2 Gender step, §9: "Male, Female, Intersex, Prefer not to say"', genderOptions, ['', 'Male', 'Female', 'Intersex', 'Prefer not to say']],
  ['breakpoints.mobile', 'AI §9; PX §2 Responsive breakpoints: "small mobile up to 380px"', breakpoints.mobile - 1, 380],
  ['breakpoints.tablet', 'AI §9; PX §2: "tablet 768-1199px"', breakpoints.tablet, 768],
  ['breakpoints.desktop', 'AI §9; PX §2: "desktop 1200px and above"', breakpoints.desktop, 1200],
  ['breakpoints.content', 'PX §2: "Content width is 45rem at 900px and wider"', breakpoints.content, 900],
  ['breakpoints.wide', 'PX §2: "Another breakpoint sits at 1064px"', breakpoints.wide, 1064],
  ['ONBOARDING_SLIDE_COUNT', 'PX §2 Onboarding, §9: "4 slides"', ONBOARDING_SLIDE_COUNT, 4],
  ['SWIPE_THRESHOLD_RATIO', 'PX §2 Onboarding, §9: "swipe threshold 10% of window width"', SWIPE_THRESHOLD_RATIO, 0.1],
  ['SLIDE_TRANSITION_MS', 'PX §2 Onboarding, §9: "transition 0.35 s"', SLIDE_TRANSITION_MS, 0.35 * SECOND],
  ['PAYMENT_RETURN_MAX_ATTEMPTS', 'PX §4 Payment return, §9: "Payment polling 3 tries"', PAYMENT_RETURN_MAX_ATTEMPTS, 3],
  ['PAYMENT_RETURN_POLL_INTERVAL_MS', 'PX §4 Payment return, §9: "1 s apart"', PAYMENT_RETURN_POLL_INTERVAL_MS, SECOND],
  ['CHUNK_LOAD_TIMEOUT_MS', 'PX §9: "Chunk script load time-out is 120 seconds"', CHUNK_LOAD_TIMEOUT_MS, 120 * SECOND],
  ['NDC_DIGITS', 'PX §3 Drug catalogue, §9: "NDC normalised to 11 digits"', NDC_DIGITS, 11],
  ['BISP program.json code', 'PX §1, §9: "Programme code BISP"', bisp.code, 'BISP'],
  ['BISP program.json copyrightYear', 'PX §2 Layout, §9: "Copyright line year 2025"', bisp.copyrightYear, 2025],
];

describe('the constants both specifications state', () => {
  it.each(pinned)('%s is the spec\'s value (%s)', (_constant, _section, inCode, spec) => {
    expect(inCode).toEqual(spec);
  });
});
