import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { texts } from 'shared-ui';
import { timings } from 'shared-ui/validation';
import { mockMatchMedia } from '../../test/browser.ts';
import { heroSlides } from './hero-slides.ts';
import { HeroSlideshow } from './hero-slideshow.tsx';

/** The slide on show: the only slide image exposed to assistive technology. */
const shown = () => screen.getByRole('img').getAttribute('alt');

describe('hero slideshow', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockMatchMedia();
  });
  afterEach(() => jest.useRealTimers());

  it('has six scenes and moves to the next every 6 s, back to the first after the sixth', () => {
    expect(heroSlides).toHaveLength(6);
    render(<HeroSlideshow />);
    expect(shown()).toBe(heroSlides[0].alt);
    act(() => jest.advanceTimersByTime(timings.heroSlideMs - 1));
    expect(shown()).toBe(heroSlides[0].alt);
    act(() => jest.advanceTimersByTime(1));
    expect(shown()).toBe(heroSlides[1].alt);
    for (let i = 2; i < 6; i += 1) {
      act(() => jest.advanceTimersByTime(timings.heroSlideMs));
      expect(shown()).toBe(heroSlides[i]?.alt);
    }
    act(() => jest.advanceTimersByTime(timings.heroSlideMs));
    expect(shown()).toBe(heroSlides[0].alt);
  });

  it('in low-data mode shows the first scene alone, at the phone width, and never fetches the others', () => {
    document.cookie = 'lowData=on; path=/';
    const { container } = render(<HeroSlideshow />);
    act(() => jest.advanceTimersByTime(timings.heroSlideMs * 3));
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(shown()).toBe(heroSlides[0].alt);
    expect(images[0]).toHaveAttribute('srcset', `${heroSlides[0].image.small} 640w`);
    expect(screen.queryByRole('button', { name: texts.home.pauseSlideshow })).not.toBeInTheDocument();
  });

  it('cross-fades over 3 s: the new scene fades in over the one before', () => {
    const { container } = render(<HeroSlideshow />);
    act(() => jest.advanceTimersByTime(timings.heroSlideMs));
    const slides = container.querySelectorAll('img');
    expect(slides[1]).toHaveClass('is-current');
    expect(slides[0]).toHaveClass('is-previous');
    expect(container.firstElementChild).toHaveStyle({ '--hero-fade': '3000ms' });
  });

  it('loads the first scene at once and the others only as their turn comes', () => {
    const { container } = render(<HeroSlideshow />);
    const first = container.querySelector('img');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(container.querySelectorAll('img')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(timings.heroSlideMs));
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(3);
    expect(images[2]).toHaveAttribute('loading', 'lazy');
  });

  it('pauses and plays again', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<HeroSlideshow />);
    await user.click(screen.getByRole('button', { name: texts.home.pauseSlideshow }));
    act(() => jest.advanceTimersByTime(timings.heroSlideMs * 3));
    expect(shown()).toBe(heroSlides[0].alt);
    await user.click(screen.getByRole('button', { name: texts.home.playSlideshow }));
    act(() => jest.advanceTimersByTime(timings.heroSlideMs));
    expect(shown()).toBe(heroSlides[1].alt);
  });

  it('starts paused for visitors who prefer reduced motion', () => {
    mockMatchMedia(['(prefers-reduced-motion: reduce)']);
    render(<HeroSlideshow />);
    act(() => jest.advanceTimersByTime(timings.heroSlideMs * 2));
    expect(shown()).toBe(heroSlides[0].alt);
    expect(screen.getByRole('button', { name: texts.home.playSlideshow })).toBeInTheDocument();
  });
});
