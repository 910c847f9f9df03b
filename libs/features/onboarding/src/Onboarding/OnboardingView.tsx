import {
  useEffect,
  useEffectEvent,
  useId,
  useReducer,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { Button, Heading, Text, visuallyHidden } from '@portal/design-system';
import { PricingInfoModal } from '@portal/design-system/modal';
import { useCopy, type Copy } from '@portal/program-config';
import { initialCarouselState, isFirstSlide, isLastSlide, onboardingReducer, type CarouselEvent } from '../carousel/carousel.ts';
import { DeliveryIllustration, PaymentIllustration, PrescriptionIllustration, WelcomeIllustration } from './Illustrations.tsx';
import * as styles from './Onboarding.css.ts';

type OnboardingCopyKey = keyof Copy['onboarding'];

interface SlideContent {
  title: OnboardingCopyKey;
  body: OnboardingCopyKey;
  Illustration: ComponentType;
}

/** spec: prescription-experience §2 Onboarding, the four slides in order. */
export const onboardingSlides = [
  { title: 'slide1Title', body: 'slide1Body', Illustration: WelcomeIllustration },
  { title: 'slide2Title', body: 'slide2Body', Illustration: PrescriptionIllustration },
  { title: 'slide3Title', body: 'slide3Body', Illustration: PaymentIllustration },
  { title: 'slide4Title', body: 'slide4Body', Illustration: DeliveryIllustration },
] as const satisfies readonly SlideContent[];

const slideHeadingId = (base: string, index: number) => `${base}-slide-${index + 1}-title`;

/** A press that moves less than this is a tap or click, not a drag. */
const DRAG_SLOP_PX = 6;

export interface OnboardingViewProps {
  /**
   * The programme's payment feature is on: slide 3, "Make payment", with "See more information about
   * payments". Off: the tutorial has no payment slide (docs/spec-departures.md), and promises nothing
   * the programme does not do.
   */
  paymentInfo: boolean;
  /** Skip and Done (the page goes to /prescriptions). */
  onFinish: () => void;
  /** The slide shown first (stories and tests); the tutorial itself starts at the first. */
  initialIndex?: number;
  /** Starts with the pricing modal open (stories). */
  initialPricingOpen?: boolean;
}

interface Drag {
  pointerId: number;
  startX: number;
  /** Past the slop: a drag, the pointer is captured and the click that ends it is swallowed. */
  dragging: boolean;
}

/**
 * The /onboarding tutorial as a carousel, after the W3C APG carousel pattern: a labelled region
 * (`aria-roledescription="carousel"`), one group per slide ("Step N of 4"), previous and next
 * buttons, the hidden slides inert, and a polite announcement after each change. It never moves
 * by itself; the slide index is the pure `onboardingReducer`.
 */
export function OnboardingView({ paymentInfo, onFinish, initialIndex = 0, initialPricingOpen = false }: OnboardingViewProps) {
  const { copy, t } = useCopy();
  const text = copy.onboarding;
  const slides = paymentInfo ? onboardingSlides : onboardingSlides.filter((slide) => slide.title !== 'slide3Title');
  const total = slides.length;
  const [state, dispatch] = useReducer(onboardingReducer, initialIndex, (index) => initialCarouselState(index, total));
  const [announcedIndex, setAnnouncedIndex] = useState<number | null>(null);
  const [pricingOpen, setPricingOpen] = useState(initialPricingOpen);
  const [dragOffset, setDragOffset] = useState<number | null>(null);
  const drag = useRef<Drag | null>(null);
  const swallowClick = useRef(false);
  const followFocus = useRef(false);
  const regionRef = useRef<HTMLElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const trackId = `${id}-slides`;
  const first = isFirstSlide(state);
  const last = isLastSlide(state);

  const send = (event: CarouselEvent) => {
    const next = onboardingReducer(state, event);
    if (next === state) return;
    // Focus inside the slide that is about to hide (Get started, a drag that began on a button)
    // would be lost to <body> once that slide turns inert: it follows to the new slide's heading,
    // which a screen reader then reads, so the live region stays quiet for that change.
    followFocus.current = trackRef.current?.contains(document.activeElement) ?? false;
    if (!followFocus.current) setAnnouncedIndex(next.index);
    dispatch(event);
  };

  useEffect(() => {
    if (!followFocus.current) return;
    followFocus.current = false;
    document.getElementById(slideHeadingId(id, state.index))?.focus({ preventScroll: true });
  }, [id, state.index]);

  // A native listener rather than onKeyDown: key presses inside the pricing modal (a React portal)
  // would otherwise bubble through the React tree into the carousel.
  const onArrowKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    send({ type: event.key === 'ArrowLeft' ? 'previous' : 'next' });
  });
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const listener = (event: KeyboardEvent) => onArrowKey(event);
    region.addEventListener('keydown', listener);
    return () => region.removeEventListener('keydown', listener);
  }, []);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, dragging: false };
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const deltaX = event.clientX - current.startX;
    if (!current.dragging) {
      if (Math.abs(deltaX) < DRAG_SLOP_PX) return;
      current.dragging = true;
      // Captured only once it is a drag: capturing on press would send the click of a plain press
      // to the slides instead of the button pressed.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    // Past the first or last slide the slides follow the pointer reluctantly.
    const pastEnd = (first && deltaX > 0) || (last && deltaX < 0);
    setDragOffset(pastEnd ? deltaX / 3 : deltaX);
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragOffset(null);
    if (!current.dragging) return;
    // The click that ends a drag (fired right after pointerup, in the same task) is not a press.
    swallowClick.current = true;
    window.setTimeout(() => {
      swallowClick.current = false;
    }, 0);
    // spec §9: past 10% of the window width moves one slide; less snaps back.
    send({ type: 'dragEnd', deltaX: event.clientX - current.startX, windowWidth: window.innerWidth });
  };

  const onPointerCancel = () => {
    drag.current = null;
    setDragOffset(null);
  };

  const onClickCapture = (event: ReactMouseEvent) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  const announcement =
    announcedIndex === null
      ? ''
      : t(text.slideAnnouncement, { index: announcedIndex + 1, total, title: text[slides[announcedIndex]?.title ?? 'slide1Title'] });

  return (
    <div className={styles.page}>
      <div className={visuallyHidden}>
        <Heading level="1">{copy.pages.onboarding}</Heading>
      </div>
      <section ref={regionRef} className={styles.carousel} aria-roledescription="carousel" aria-label={text.label}>
        <div
          className={styles.viewport}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          onClickCapture={onClickCapture}
        >
          <div
            ref={trackRef}
            id={trackId}
            className={styles.track}
            data-dragging={dragOffset !== null}
            style={{ transform: `translateX(calc(${-100 * state.index}% + ${dragOffset ?? 0}px))` }}
          >
            {slides.map((slide, index) => {
              const current = index === state.index;
              const { Illustration } = slide;
              return (
                <div
                  key={slide.title}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t(text.slideLabel, { index: index + 1, total })}
                  aria-hidden={current ? undefined : true}
                  inert={!current}
                  className={styles.slide}
                >
                  <Illustration />
                  <Heading level="2" align="center" id={slideHeadingId(id, index)} tabIndex={-1}>
                    {text[slide.title]}
                  </Heading>
                  <div className={styles.body}>
                    <Text tone="secondary" align="center">
                      {text[slide.body]}
                    </Text>
                  </div>
                  {index === 0 ? <Button onClick={() => send({ type: 'next' })}>{text.getStarted}</Button> : null}
                  {slide.title === 'slide3Title' ? (
                    <button type="button" className={styles.linkButton} onClick={() => setPricingOpen(true)}>
                      {text.paymentInfoLink}
                    </button>
                  ) : null}
                  {index === total - 1 ? <Button onClick={onFinish}>{text.done}</Button> : null}
                </div>
              );
            })}
          </div>
        </div>

        <div className={styles.controls}>
          <CircleButton label={text.previous} disabled={first} controls={trackId} onPress={() => send({ type: 'previous' })} direction="previous" />
          <ol className={styles.steps} aria-hidden="true">
            {slides.map((slide, index) => (
              <li key={slide.title}>
                <span className={index === state.index ? styles.dot.current : styles.dot.other} />
              </li>
            ))}
          </ol>
          <CircleButton label={text.next} disabled={last} controls={trackId} onPress={() => send({ type: 'next' })} direction="next" />
        </div>

        <div className={visuallyHidden} aria-live="polite" aria-atomic="true">
          {announcement}
        </div>
      </section>

      <div className={styles.actions}>
        <Button variant="secondary" onClick={onFinish}>
          {text.skip}
        </Button>
      </div>

      {paymentInfo ? <PricingInfoModal open={pricingOpen} onOpenChange={setPricingOpen} content={copy.pricing} closeLabel={copy.common.close} /> : null}
    </div>
  );
}

/**
 * Previous / next. At the ends it is aria-disabled rather than disabled, so a keyboard user who
 * pressed Next onto the last slide keeps focus on it instead of losing it to the page.
 */
function CircleButton({
  label,
  disabled,
  controls,
  onPress,
  direction,
}: {
  label: string;
  disabled: boolean;
  controls: string;
  onPress: () => void;
  direction: 'previous' | 'next';
}) {
  return (
    <button
      type="button"
      className={styles.circleButton}
      aria-label={label}
      aria-controls={controls}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) onPress();
      }}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <polyline points={direction === 'previous' ? '15 6 9 12 15 18' : '9 6 15 12 9 18'} />
      </svg>
    </button>
  );
}
