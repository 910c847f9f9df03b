/**
 * The onboarding carousel's slide index as a pure reducer.
 * spec: prescription-experience §2 Onboarding and §9 (4 slides, swipe threshold 10% of the window
 * width, transition 0.35 s). The carousel never advances by itself: only these events move it.
 */

export const ONBOARDING_SLIDE_COUNT = 4;

/** A drag must pass this share of the window width to change slide (§9). */
export const SWIPE_THRESHOLD_RATIO = 0.1;

/** §9: the slide transition takes 0.35 s. */
export const SLIDE_TRANSITION_MS = 350;

export interface CarouselState {
  /** Zero-based index of the slide in view. */
  index: number;
  count: number;
}

export type CarouselEvent =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; index: number }
  /** A swipe or mouse drag ended: `deltaX` is end minus start in CSS pixels (negative = towards the next slide). */
  | { type: 'dragEnd'; deltaX: number; windowWidth: number };

function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

export function initialCarouselState(initialIndex = 0, count = ONBOARDING_SLIDE_COUNT): CarouselState {
  return { index: clampIndex(initialIndex, count), count };
}

/**
 * The slide a drag lands on: past 10% of the window width (strictly more) moves exactly one slide
 * in the drag's direction, never beyond the first or last; anything shorter snaps back.
 */
export function slideAfterDrag(index: number, deltaX: number, windowWidth: number, count: number): number {
  const threshold = windowWidth * SWIPE_THRESHOLD_RATIO;
  if (!(Math.abs(deltaX) > threshold)) return clampIndex(index, count);
  return clampIndex(deltaX < 0 ? index + 1 : index - 1, count);
}

/** Returns the same state object when nothing changes, so React skips the re-render. */
export function onboardingReducer(state: CarouselState, event: CarouselEvent): CarouselState {
  const index = nextIndex(state, event);
  return index === state.index ? state : { ...state, index };
}

function nextIndex(state: CarouselState, event: CarouselEvent): number {
  switch (event.type) {
    case 'next':
      return clampIndex(state.index + 1, state.count);
    case 'previous':
      return clampIndex(state.index - 1, state.count);
    case 'goTo':
      return clampIndex(event.index, state.count);
    case 'dragEnd':
      return slideAfterDrag(state.index, event.deltaX, event.windowWidth, state.count);
    default:
      return event satisfies never;
  }
}

export const isFirstSlide = (state: CarouselState): boolean => state.index === 0;
export const isLastSlide = (state: CarouselState): boolean => state.index === state.count - 1;
