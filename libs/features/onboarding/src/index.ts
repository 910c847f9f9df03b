export { OnboardingPage } from './Onboarding/OnboardingPage.tsx';
/** The spec's carousel constants, for the table that pins every spec constant (apps/portal/src/specConstants.test.ts). */
export { ONBOARDING_SLIDE_COUNT, SLIDE_TRANSITION_MS, SWIPE_THRESHOLD_RATIO } from './carousel/carousel.ts';

