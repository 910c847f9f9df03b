import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { join, resolve } from 'node:path';
import type { Language } from '@portal/formats';
import type { ProgramConfig } from '@portal/program-config';
import { loadProgram, programConfigIn } from '@portal/program-config/load';
import { program as bisp } from 'virtual:portal-program';
import { expectNoSeriousAxeViolations } from '@portal/testing/axe';
import { renderWithProgram } from '@portal/testing/render';
import { ONBOARDING_SLIDE_COUNT } from '../carousel/carousel.ts';
import { OnboardingPage } from './OnboardingPage.tsx';
import { OnboardingView, onboardingSlides } from './OnboardingView.tsx';

const titles = ["You're in!", 'Review your prescription', 'Make payment', 'Delivered to your door'];

/** BISP has the payment feature on; this variant (as LUMA) has it off. */
const withoutPayment: ProgramConfig = { ...bisp, features: { ...bisp.features, payment: { enabled: false } } };

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function renderPage(program: ProgramConfig = bisp) {
  return renderWithProgram(
    <>
      <OnboardingPage />
      <Where />
    </>,
    { program, route: '/onboarding' },
  );
}

function renderView(initialIndex = 0, paymentInfo = true) {
  const onFinish = vi.fn();
  renderWithProgram(<OnboardingView paymentInfo={paymentInfo} onFinish={onFinish} initialIndex={initialIndex} />);
  return { onFinish };
}

/** The slide in view: the only slide group that assistive technology can reach. */
function currentSlide() {
  const slides = screen.getAllByRole('group');
  expect(slides).toHaveLength(1);
  return slides[0]!;
}

function expectSlide(step: number) {
  const slide = currentSlide();
  expect(slide.getAttribute('aria-label')).toBe(`Step ${step} of 4`);
  expect(within(slide).getByRole('heading', { level: 2 }).textContent).toBe(titles[step - 1]);
}

const announcement = () => document.querySelector('[aria-live="polite"]')?.textContent ?? '';
const next = () => screen.getByRole('button', { name: 'Next' });
const previous = () => screen.getByRole('button', { name: 'Previous' });

describe('OnboardingView: slides and controls', () => {
  it('has the four slides of the spec, in a labelled carousel region, starting at step 1', () => {
    expect(onboardingSlides).toHaveLength(ONBOARDING_SLIDE_COUNT);
    renderView();
    const region = screen.getByRole('region', { name: 'Getting started' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    expectSlide(1);
    expect(currentSlide().getAttribute('aria-roledescription')).toBe('slide');
  });

  it('given slide 1, when the patient presses Get started, then slide 2 shows and its heading takes focus', async () => {
    renderView();
    await userEvent.click(screen.getByRole('button', { name: 'Get started' }));
    expectSlide(2);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Review your prescription' }));
  });

  it('given slide 1, Previous is disabled and does nothing; Next walks to slide 4, where Next is disabled', async () => {
    renderView();
    expect(previous().getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(previous());
    expectSlide(1);

    for (const step of [2, 3, 4]) {
      await userEvent.click(next());
      expectSlide(step);
      // The change is announced politely, and focus stays on Next.
      expect(announcement()).toBe(`Step ${step} of 4: ${titles[step - 1]}`);
      expect(document.activeElement).toBe(next());
    }
    expect(next().getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(next());
    expectSlide(4);

    expect(previous().getAttribute('aria-disabled')).toBeNull();
    await userEvent.click(previous());
    expectSlide(3);
  });

  it('hidden slides are inert and hidden from assistive technology; nothing in them can take focus', async () => {
    renderView(1);
    const slides = document.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(4);
    slides.forEach((slide, index) => {
      expect(slide.hasAttribute('inert')).toBe(index !== 1);
      expect(slide.getAttribute('aria-hidden')).toBe(index === 1 ? null : 'true');
    });
    expect(screen.queryByRole('button', { name: 'Get started' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();
  });

  it('never advances by itself', () => {
    vi.useFakeTimers();
    try {
      renderView();
      act(() => {
        vi.advanceTimersByTime(120_000);
      });
      expectSlide(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('OnboardingPage: Skip and Done go to /prescriptions', () => {
  it('given any slide, when the patient presses Skip, then /prescriptions opens', async () => {
    renderPage();
    expect(screen.getByTestId('where').textContent).toBe('/onboarding');
    await userEvent.click(next());
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByTestId('where').textContent).toBe('/prescriptions');
  });

  it('given the last slide, when the patient presses Done, then /prescriptions opens', async () => {
    renderPage();
    for (let step = 1; step < 4; step += 1) await userEvent.click(next());
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByTestId('where').textContent).toBe('/prescriptions');
  });
});

describe('OnboardingPage: the payment information link follows the payment feature', () => {
  it('with payment on (BISP), slide 3 links to the Prescription Pricing modal, which closes back to the link', async () => {
    renderPage(bisp);
    await userEvent.click(next());
    await userEvent.click(next());
    expectSlide(3);
    const link = screen.getByRole('button', { name: 'See more information about payments' });
    await userEvent.click(link);

    const dialog = screen.getByRole('dialog', { name: 'Prescription Pricing' });
    const statements = within(dialog).getAllByRole('listitem').map((item) => item.textContent);
    expect(statements).toEqual([
      bisp.copy.pricing.estimate,
      bisp.copy.pricing.higher,
      bisp.copy.pricing.lower,
      bisp.copy.pricing.processing,
    ]);
    await expectNoSeriousAxeViolations();

    // Arrow keys inside the modal belong to the modal, not the carousel behind it.
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expectSlide(3);
    expect(document.activeElement).toBe(link);
    expect(document.body.style.pointerEvents).not.toBe('none');
  });

  it('with payment off (as LUMA), there is no payment slide: three steps, the last "Delivered to your door"', async () => {
    renderPage(withoutPayment);
    await userEvent.click(next());
    await userEvent.click(next());
    expect(currentSlide().getAttribute('aria-label')).toBe('Step 3 of 3');
    expect(within(currentSlide()).getByRole('heading', { level: 2 }).textContent).toBe('Delivered to your door');
    expect(document.body.textContent).not.toContain('Make payment');
    expect(screen.queryByRole('button', { name: 'See more information about payments' })).toBeNull();
  });
});

describe('OnboardingView: keyboard', () => {
  it('given focus in the carousel, ArrowRight and ArrowLeft move one slide, never past the ends', async () => {
    renderView();
    next().focus();
    await userEvent.keyboard('{ArrowLeft}');
    expectSlide(1);
    await userEvent.keyboard('{ArrowRight}');
    expectSlide(2);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expectSlide(4);
    await userEvent.keyboard('{ArrowLeft}');
    expectSlide(3);
    expect(announcement()).toBe('Step 3 of 4: Make payment');
  });

  it('arrows outside the carousel (on Skip) do not move it', async () => {
    renderView();
    screen.getByRole('button', { name: 'Skip' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expectSlide(1);
  });

  it('every control is a real button (jsdom has no inert: the Tab order is checked in the e2e run)', () => {
    renderView(2);
    for (const name of ['Previous', 'Next', 'Skip', 'See more information about payments']) {
      const control = screen.getByRole('button', { name });
      expect(control.tagName).toBe('BUTTON');
      expect(control.getAttribute('type')).toBe('button');
    }
  });
});

describe('OnboardingView: swipe and drag (10% of the window width)', () => {
  const width = window.innerWidth;
  beforeEach(() => {
    window.innerWidth = 1000;
  });
  afterEach(() => {
    window.innerWidth = width;
  });

  function swipe(deltaX: number, pointerType: 'touch' | 'mouse' = 'touch') {
    const target = currentSlide();
    const init = { pointerId: 7, isPrimary: true, pointerType, button: 0 };
    const startX = 500;
    fireEvent.pointerDown(target, { ...init, clientX: startX });
    // A few moves on the way, as a finger sends them.
    for (const step of [0.25, 0.5, 1]) fireEvent.pointerMove(target, { ...init, clientX: startX + deltaX * step });
    fireEvent.pointerUp(target, { ...init, clientX: startX + deltaX });
  }

  it.each([
    ['a 15% swipe left moves to the next slide', 0, -150, 2],
    ['a 5% swipe left snaps back', 0, -50, 1],
    ['exactly 10% snaps back', 0, -100, 1],
    ['a 15% swipe right moves to the previous slide', 2, 150, 2],
    ['a 90% swipe moves exactly one slide', 0, -900, 2],
    ['a swipe right on the first slide stays', 0, 400, 1],
    ['a swipe left on the last slide stays', 3, -400, 4],
  ])('%s', (_name, initialIndex, deltaX, expectedStep) => {
    renderView(initialIndex);
    swipe(deltaX);
    expectSlide(expectedStep);
  });

  it('a mouse drag works the same as a touch swipe', () => {
    renderView();
    swipe(-150, 'mouse');
    expectSlide(2);
    swipe(150, 'mouse');
    expectSlide(1);
  });

  it('while dragging, the slides follow the pointer without a transition; a cancelled drag snaps back', () => {
    renderView(1);
    const slide = currentSlide();
    const track = slide.parentElement!;
    const init = { pointerId: 3, isPrimary: true, pointerType: 'touch' };
    fireEvent.pointerDown(slide, { ...init, clientX: 500 });
    fireEvent.pointerMove(slide, { ...init, clientX: 380 });
    expect(track.getAttribute('data-dragging')).toBe('true');
    expect(track.style.transform).toBe('translateX(calc(-100% - 120px))');
    fireEvent.pointerCancel(slide, init);
    expect(track.getAttribute('data-dragging')).toBe('false');
    expect(track.style.transform).toBe('translateX(calc(-100% + 0px))');
    expectSlide(2);
  });

  it('a secondary mouse button does not drag', () => {
    renderView();
    const slide = currentSlide();
    const init = { pointerId: 1, isPrimary: true, pointerType: 'mouse', button: 2 };
    fireEvent.pointerDown(slide, { ...init, clientX: 500 });
    fireEvent.pointerMove(slide, { ...init, clientX: 200 });
    fireEvent.pointerUp(slide, { ...init, clientX: 200 });
    expectSlide(1);
  });
});

describe('OnboardingView: accessibility of each slide', () => {
  it.each([0, 1, 2, 3])('slide %s has no serious axe violations', async (index) => {
    renderView(index);
    expectSlide(index + 1);
    await expectNoSeriousAxeViolations();
  });

});

describe('OnboardingView in a programme without payment (LUMA), in each language', () => {
  const root = resolve(__dirname, '../../../../..');
  const luma = (language: Language): ProgramConfig => ({ ...programConfigIn(loadProgram(join(root, 'programs/LUMA'), root), language), assets: { logo: '', logoOnDark: '' } });

  it.each([
    ['en', 'Step {n} of 3', /\bpay|payment/i],
    ['es', 'Paso {n} de 3', /\bpag[oa]|pague/i],
  ] as const)('%s: three steps, none of them about paying, each clean under axe', async (language, label, paying) => {
    for (const index of [0, 1, 2]) {
      const { unmount } = renderWithProgram(<OnboardingView paymentInfo={false} onFinish={vi.fn()} initialIndex={index} />, { program: luma(language) });
      const slide = currentSlide();
      expect(slide.getAttribute('aria-label')).toBe(label.replace('{n}', String(index + 1)));
      expect(slide.textContent).not.toMatch(paying);
      await expectNoSeriousAxeViolations();
      unmount();
    }
  });
});
