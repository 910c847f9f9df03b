export { OnboardingPage, ONBOARDING_EXIT_PATH } from './Onboarding/OnboardingPage.tsx';
export { OnboardingView, onboardingSlides, type OnboardingViewProps } from './Onboarding/OnboardingView.tsx';
export {
  onboardingReducer,
  slideAfterDrag,
  initialCarouselState,
  ONBOARDING_SLIDE_COUNT,
  SWIPE_THRESHOLD_RATIO,
  SLIDE_TRANSITION_MS,
  type CarouselEvent,
  type CarouselState,
} from './carousel/carousel.ts';
