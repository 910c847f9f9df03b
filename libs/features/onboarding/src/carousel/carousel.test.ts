import { describe, expect, it } from 'vitest';
import {
  initialCarouselState,
  isFirstSlide,
  isLastSlide,
  ONBOARDING_SLIDE_COUNT,
  onboardingReducer,
  slideAfterDrag,
  SLIDE_TRANSITION_MS,
  SWIPE_THRESHOLD_RATIO,
  type CarouselEvent,
} from './carousel.ts';

describe('spec constants (§9)', () => {
  it('4 slides, 10% swipe threshold, 0.35 s transition', () => {
    expect(ONBOARDING_SLIDE_COUNT).toBe(4);
    expect(SWIPE_THRESHOLD_RATIO).toBe(0.1);
    expect(SLIDE_TRANSITION_MS).toBe(350);
  });
});

describe('slideAfterDrag(index, deltaX, windowWidth, count): past 10% of the window moves one slide', () => {
  // window 1000 px: the threshold is 100 px, and only a longer drag counts.
  it.each([
    ['a short drag left snaps back', 1, -50, 1000, 1],
    ['exactly 10% snaps back', 1, -100, 1000, 1],
    ['just past 10% to the left goes to the next slide', 1, -101, 1000, 2],
    ['just past 10% to the right goes to the previous slide', 1, 101, 1000, 0],
    ['a very long drag still moves exactly one slide', 1, -900, 1000, 2],
    ['a very long drag right moves exactly one slide back', 2, 900, 1000, 1],
    ['never before the first slide', 0, 500, 1000, 0],
    ['never beyond the last slide', 3, -500, 1000, 3],
    ['no movement stays', 2, 0, 1000, 2],
    ['a phone window (375 px): 15% moves', 0, -56.25, 375, 1],
    ['a phone window (375 px): 5% does not', 0, -18.75, 375, 0],
    ['a zero-width window: any drag counts (threshold 0)', 0, -1, 0, 1],
    ['NaN delta never moves', 2, Number.NaN, 1000, 2],
  ])('%s', (_name, index, deltaX, windowWidth, expected) => {
    expect(slideAfterDrag(index, deltaX, windowWidth, ONBOARDING_SLIDE_COUNT)).toBe(expected);
  });
});

describe('onboardingReducer', () => {
  const at = (index: number) => initialCarouselState(index);

  it.each<[string, number, CarouselEvent, number]>([
    ['next from the first', 0, { type: 'next' }, 1],
    ['next from the third', 2, { type: 'next' }, 3],
    ['next on the last stays', 3, { type: 'next' }, 3],
    ['previous from the second', 1, { type: 'previous' }, 0],
    ['previous on the first stays', 0, { type: 'previous' }, 0],
    ['goTo a slide', 0, { type: 'goTo', index: 2 }, 2],
    ['goTo before the first clamps', 2, { type: 'goTo', index: -3 }, 0],
    ['goTo beyond the last clamps', 1, { type: 'goTo', index: 9 }, 3],
    ['dragEnd past the threshold to the left', 0, { type: 'dragEnd', deltaX: -150, windowWidth: 1000 }, 1],
    ['dragEnd past the threshold to the right', 2, { type: 'dragEnd', deltaX: 150, windowWidth: 1000 }, 1],
    ['dragEnd under the threshold snaps back', 2, { type: 'dragEnd', deltaX: -50, windowWidth: 1000 }, 2],
    ['dragEnd beyond the last stays', 3, { type: 'dragEnd', deltaX: -400, windowWidth: 1000 }, 3],
  ])('%s', (_name, from, event, expected) => {
    expect(onboardingReducer(at(from), event).index).toBe(expected);
  });

  it('returns the same state object when nothing changes', () => {
    const last = at(3);
    expect(onboardingReducer(last, { type: 'next' })).toBe(last);
    expect(onboardingReducer(last, { type: 'dragEnd', deltaX: -20, windowWidth: 1000 })).toBe(last);
  });

  it.each([
    [0, 0],
    [2, 2],
    [-1, 0],
    [7, 3],
    [1.7, 1],
  ])('the initial index %s is clamped to %s', (initial, expected) => {
    expect(initialCarouselState(initial).index).toBe(expected);
  });

  it.each([
    [0, true, false],
    [1, false, false],
    [3, false, true],
  ])('slide %s: first %s, last %s', (index, first, last) => {
    expect(isFirstSlide(at(index))).toBe(first);
    expect(isLastSlide(at(index))).toBe(last);
  });
});
